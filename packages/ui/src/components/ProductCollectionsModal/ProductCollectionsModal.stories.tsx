import { DATA_MESSAGES, VALIDATION_MESSAGES } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { CollectionMembership } from "./CollectionMembershipModal";
import { ProductCollectionsModal } from "./ProductCollectionsModal";

type Outcome = "succeed" | "fail" | "hang" | "invalid_tag_name";

function outcome(kind: Outcome): Promise<void> {
  if (kind === "succeed") return Promise.resolve();
  if (kind === "hang") return new Promise(() => {});
  // The app rejects with the text to show (the domain's catalogue words it).
  if (kind === "invalid_tag_name")
    return Promise.reject(new Error(VALIDATION_MESSAGES.invalidTagName));
  return Promise.reject(new Error(DATA_MESSAGES.productCollectionsFailure));
}

/** Applies successful changes to the list, as the app's store does after the call. */
function Stateful({ initial, result }: { initial: CollectionMembership[]; result: Outcome }) {
  const [collections, setCollections] = useState(initial);
  const setMember = (name: string, isMember: boolean) =>
    setCollections((list) => list.map((c) => (c.name === name ? { ...c, isMember } : c)));
  return (
    <ProductCollectionsModal
      isOpen
      onOpenChange={() => {}}
      collections={collections}
      onAdd={(name) => outcome(result).then(() => setMember(name, true))}
      onRemove={(name) => outcome(result).then(() => setMember(name, false))}
      onCreate={(name) =>
        outcome(result).then(() => setCollections((list) => [...list, { name, isMember: false }]))
      }
    />
  );
}

const meta = {
  title: "Overlays/ProductCollectionsModal",
  component: Stateful,
  tags: ["autodocs", "dark-shot"],
  args: {
    initial: [
      { name: "Gadgets", isMember: true },
      { name: "Kitchen", isMember: false },
      { name: "Pets", isMember: false },
    ],
    result: "succeed",
  },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (el: HTMLElement) =>
  within(within(el.ownerDocument.body).getByRole("dialog", { name: "Manage Product Collections" }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      dialog(canvasElement).getByRole("button", { name: "Remove from Gadgets" }),
    ).toBeVisible();
  },
};

export const NoCollections: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    await expect(
      dialog(canvasElement).getByText("No collections yet. Create one below."),
    ).toBeVisible();
  },
};

export const Working: Story = {
  args: { result: "hang" },
  play: async ({ canvasElement }) => {
    await userEvent.click(dialog(canvasElement).getByRole("button", { name: "Add to Kitchen" }));
    await expect(
      dialog(canvasElement).getByRole("progressbar", { name: "Working" }),
    ).toBeInTheDocument();
  },
};

export const AddedTick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(dialog(canvasElement).getByRole("button", { name: "Add to Kitchen" }));
    const tick = await dialog(canvasElement).findByRole("img", { name: "Added" });
    await waitFor(() => expect(tick).toBeVisible());
  },
};

export const CreatedTick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(
      dialog(canvasElement).getByRole("textbox", { name: "New collection name" }),
      "Garden{Enter}",
    );
    const tick = await dialog(canvasElement).findByRole("img", { name: "Created" });
    await waitFor(() => expect(tick).toBeVisible());
    // The name is cleared for the next one, so Create is disabled again.
    await expect(dialog(canvasElement).getByRole("button", { name: "Create" })).toBeDisabled();
  },
};

export const Failure: Story = {
  args: { result: "fail" },
  play: async ({ canvasElement }) => {
    await userEvent.click(dialog(canvasElement).getByRole("button", { name: "Add to Pets" }));
    await expect(await dialog(canvasElement).findByRole("alert")).toHaveTextContent(
      "An error occurred when modifying product collections, please contact support and let us know.",
    );
  },
};

export const InvalidName: Story = {
  play: async ({ canvasElement }) => {
    // Create is disabled while the name is empty; Enter in the field says why.
    await expect(dialog(canvasElement).getByRole("button", { name: "Create" })).toBeDisabled();
    await userEvent.type(
      dialog(canvasElement).getByRole("textbox", { name: "New collection name" }),
      "{Enter}",
    );
    await expect(dialog(canvasElement).getByRole("alert")).toHaveTextContent("Invalid tag name.");
  },
};

export const NameExists: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(
      dialog(canvasElement).getByRole("textbox", { name: "New collection name" }),
      "Pets{Enter}",
    );
    await expect(dialog(canvasElement).getByRole("alert")).toHaveTextContent(
      "A collection with that name already exists.",
    );
  },
};

export const InvalidNameFromServer: Story = {
  args: { result: "invalid_tag_name" },
  play: async ({ canvasElement }) => {
    await userEvent.type(
      dialog(canvasElement).getByRole("textbox", { name: "New collection name" }),
      "%%{Enter}",
    );
    await expect(await dialog(canvasElement).findByRole("alert")).toHaveTextContent(
      "Invalid tag name.",
    );
  },
};
