import { excludeAll, includeAll, selectCollection, toggleExcluded } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { type Collection, CollectionsSidebar } from "./CollectionsSidebar";

const shopCollections: Collection[] = [
  {
    name: "Pets",
    members: [
      { id: 1, title: "Paws Co", href: "/shops/1" },
      { id: 2, title: "Dog Den", href: "/shops/2" },
    ],
  },
  { name: "Tracked Shops", members: [{ id: 3, title: "Lamp Land", href: "/shops/3" }] },
  { name: "Apparel", members: [] },
];

const productCollections: Collection[] = [
  {
    name: "Best sellers",
    members: [
      { id: 11, title: "Ceramic pour-over set", href: "/shops/1/11" },
      { id: 12, title: "Linen apron", href: "/shops/2/12" },
    ],
  },
];

function Stateful({
  kind,
  mode,
  collections,
  failing,
}: {
  kind: "shops" | "products";
  mode: "user" | "staff";
  collections: Collection[];
  failing: boolean;
}) {
  const [selection, setSelection] = useState(selectCollection(collections[0]?.name ?? null));
  const result = () => (failing ? Promise.reject(new Error("HTTP 500")) : Promise.resolve());
  const memberIds =
    collections.find((c) => c.name === selection.name)?.members.map((m) => m.id) ?? [];
  return (
    <CollectionsSidebar
      kind={kind}
      mode={mode}
      collections={collections}
      selection={selection}
      onSelect={(name) => setSelection(selectCollection(name))}
      onToggleMember={(id) => setSelection((s) => toggleExcluded(s, id))}
      onIncludeAll={() => setSelection((s) => includeAll(s))}
      onExcludeAll={() => setSelection((s) => excludeAll(s, memberIds))}
      onCreate={result}
      onDelete={result}
      onOverwrite={result}
      onRemoveMember={result}
    />
  );
}

const meta = {
  title: "Collections/CollectionsSidebar",
  component: Stateful,
  tags: ["autodocs"],
  args: { kind: "shops", mode: "user", collections: shopCollections, failing: false },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserShops: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole("navigation", { name: "Shop Collections" })).getAllByRole(
      "listitem",
    );
    await expect(items[0]).toHaveAttribute("aria-label", "Tracked Shops");
  },
};

export const Staff: Story = {
  args: { mode: "staff" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("navigation", { name: "Staff Product Collections" }),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Delete Pets" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { collections: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No collections yet.")).toBeVisible();
  },
};

export const ExpandedWithIncludeExclude: Story = {
  args: { kind: "products", collections: productCollections },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Expand Best sellers" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Linen apron" }));
    await expect(canvas.getByRole("checkbox", { name: "Linen apron" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "Include All" })).toBeVisible();
  },
};

export const MemberActions: Story = {
  args: { kind: "products", collections: productCollections },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Expand Best sellers" }));
    await userEvent.click(canvas.getByRole("button", { name: "Actions for Linen apron" }));
    await expect(canvas.getByRole("link", { name: "View Product" })).toHaveAttribute(
      "href",
      "/shops/2/12",
    );
  },
};

export const RemovedTick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Expand Tracked Shops" }));
    await userEvent.click(canvas.getByRole("button", { name: "Actions for Lamp Land" }));
    await userEvent.click(canvas.getByRole("button", { name: "Remove" }));
    await expect(await canvas.findByRole("img", { name: "Removed" })).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Apparel" }));
    await expect(canvas.getByRole("group", { name: "Confirm for Apparel" })).toHaveTextContent(
      "Delete Tag?",
    );
  },
};

export const DeletedTick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Apparel" }));
    await userEvent.click(canvas.getByRole("button", { name: "Confirm" }));
    await expect(await canvas.findByRole("img", { name: "Deleted" })).toBeVisible();
  },
};

export const OverwriteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Overwrite Pets" }));
    await expect(canvas.getByRole("group", { name: "Confirm for Pets" })).toHaveTextContent(
      "Overwrite?",
    );
  },
};

export const OverwriteFailed: Story = {
  args: { failing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Overwrite Pets" }));
    await userEvent.click(canvas.getByRole("button", { name: "Confirm" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "An error occurred when modifying shop collections, please contact support and let us know.",
    );
  },
};

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "New Collection" }));
    await expect(canvas.getByRole("button", { name: "Confirm" })).toBeDisabled();
    await userEvent.type(
      canvas.getByRole("textbox", { name: "New collection name" }),
      "Garden{Enter}",
    );
    await expect(await canvas.findByRole("img", { name: "Created" })).toBeVisible();
  },
};

/** Small screens: the menu button shows the sidebar. The test-runner's viewport is desktop (1024 px)
 * where the button is hidden, so the play function checks its state only; the vitest test presses it. */
export const MobileMenu: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("button", { name: "Show Collections Menu", hidden: true }),
    ).toHaveAttribute("aria-expanded", "false");
  },
};
