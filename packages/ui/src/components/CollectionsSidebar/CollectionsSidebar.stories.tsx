import {
  DATA_MESSAGES,
  excludeAll,
  includeAll,
  selectCollection,
  toggleExcluded,
} from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
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
  collections: initial,
  failing,
  curating = false,
}: {
  kind: "shops" | "products";
  mode: "user" | "staff";
  collections: Collection[];
  failing: boolean;
  /** A staff user on the Staff Picks: Move Up / Move Down and Remove per member. */
  curating?: boolean;
}) {
  const [collections, setCollections] = useState(initial);
  const [selection, setSelection] = useState(selectCollection(collections[0]?.name ?? null));
  // The app rejects with the text to show (the domain's catalogue words it).
  const failure = new Error(
    kind === "shops"
      ? DATA_MESSAGES.shopCollectionsFailure
      : DATA_MESSAGES.productCollectionsFailure,
  );
  const result = () => (failing ? Promise.reject(failure) : Promise.resolve());
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
      // Deleted and removed rows leave the list as the app's reload drops them; their ticks show first.
      onDelete={async (name) => {
        await result();
        setCollections((all) => all.filter((c) => c.name !== name));
      }}
      onOverwrite={result}
      onRemoveMember={async (name, id) => {
        await result();
        setCollections((all) =>
          all.map((c) =>
            c.name === name ? { ...c, members: c.members.filter((m) => m.id !== id) } : c,
          ),
        );
      }}
      {...(curating && {
        onMoveMember: async (name: string, id: number, offset: -1 | 1) => {
          setCollections((all) =>
            all.map((c) => {
              if (c.name !== name) return c;
              const members = [...c.members];
              const at = members.findIndex((m) => m.id === id);
              const [moved] = members.splice(at, 1);
              if (moved) members.splice(at + offset, 0, moved);
              return { ...c, members };
            }),
          );
          return result();
        },
      })}
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

/** A staff user curates the Staff Picks: members move up and down and can be removed. */
export const StaffCurating: Story = {
  tags: ["dark-shot"],
  args: { mode: "staff", curating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Expand Pets" }));
    await userEvent.click(canvas.getByRole("button", { name: "Actions for Paws Co" }));
    await expect(canvas.getByRole("button", { name: "Move Up" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Remove" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Move Down" }));
    const members = within(canvas.getByRole("listitem", { name: "Pets" })).getAllByRole("listitem");
    await expect(members.map((m) => m.getAttribute("aria-label"))).toEqual(["Dog Den", "Paws Co"]);
    // Staff may delete a whole Staff Picks collection, but never overwrite it from the sidebar.
    await expect(canvas.getByRole("button", { name: "Delete Pets" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Overwrite Pets" })).toBeNull();
  },
};

/** Staff delete a Staff Picks collection after confirming, as users delete their own. */
export const StaffDeleteConfirm: Story = {
  tags: ["dark-shot"],
  args: { mode: "staff", curating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Delete Pets" }));
    await expect(canvas.getByRole("group", { name: "Confirm for Pets" })).toHaveTextContent(
      "Delete Tag?",
    );
    await expect(canvas.getByRole("button", { name: "Confirm" })).toHaveFocus();
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
    const tick = await canvas.findByRole("img", { name: "Removed" });
    await waitFor(() => expect(tick).toBeVisible());
    // Removed from the collection, still shown for its tick, with the keyboard on it.
    await expect(canvas.getByRole("button", { name: /^Tracked Shops/ })).toHaveTextContent("(0)");
    await expect(canvas.getByRole("button", { name: "Actions for Lamp Land" })).toHaveFocus();
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
    const tick = await canvas.findByRole("img", { name: "Deleted" });
    await waitFor(() => expect(tick).toBeVisible());
    // Deleted, still shown in its place for its tick, with the keyboard on its name.
    await expect(canvas.getByRole("button", { name: /^Apparel/ })).toHaveFocus();
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
    const tick = await canvas.findByRole("img", { name: "Created" });
    await waitFor(() => expect(tick).toBeVisible());
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

const longName = "Autumn kitchen and dining bestsellers to watch";
const longTitle = "Hand-thrown stoneware pour-over coffee set with walnut stand";

/** Names longer than the sidebar: each ends in an ellipsis with its full value on hover, and a collection's member count stays in sight. */
export const LongNames: Story = {
  args: {
    kind: "products",
    collections: [{ name: longName, members: [{ id: 21, title: longTitle, href: "/shops/1/21" }] }],
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle(longName)).toBeVisible();
    await expect(canvas.getByText("(1)")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: `Expand ${longName}` }));
    await expect(canvas.getByTitle(longTitle)).toBeVisible();
  },
};
