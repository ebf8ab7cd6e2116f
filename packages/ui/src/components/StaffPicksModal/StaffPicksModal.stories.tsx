import { DATA_MESSAGES } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { StaffPicksModal } from "./StaffPicksModal";

const meta = {
  title: "Overlays/StaffPicksModal",
  component: StaffPicksModal,
  tags: ["autodocs", "dark-shot"],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    collections: [
      { name: "Weekly Best Sellers", isMember: true },
      { name: "Gifts Under $30", isMember: false },
    ],
    onAdd: fn(() => Promise.resolve()),
    onRemove: fn(() => Promise.resolve()),
    onCreate: fn(() => Promise.resolve()),
    viewCollectionsHref: "/staff-picks/products",
  },
} satisfies Meta<typeof StaffPicksModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (el: HTMLElement) =>
  within(within(el.ownerDocument.body).getByRole("dialog", { name: "Manage Staff Picks" }));

/** The product is in one Staff Picks collection: Remove there, Add in the other. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      dialog(canvasElement).getByRole("link", { name: "View Staff Picks" }),
    ).toHaveAttribute("href", "/staff-picks/products");
    await expect(
      dialog(canvasElement).getByRole("button", { name: "Remove from Weekly Best Sellers" }),
    ).toBeEnabled();
  },
};

export const AddedTick: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      dialog(canvasElement).getByRole("button", { name: "Add to Gifts Under $30" }),
    );
    await expect(args.onAdd).toHaveBeenCalledWith("Gifts Under $30");
    const tick = await dialog(canvasElement).findByRole("img", { name: "Added" });
    await waitFor(() => expect(tick).toBeVisible());
  },
};

/** No Staff Picks of this kind yet: a new one starts with the card's product or shop. */
export const NoneYet: Story = {
  args: { collections: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(
      dialog(canvasElement).getByRole("textbox", { name: "New collection name" }),
      "Editors' Choice",
    );
    await userEvent.click(dialog(canvasElement).getByRole("button", { name: "Create" }));
    await expect(args.onCreate).toHaveBeenCalledWith("Editors' Choice");
  },
};

/** The server refused (a non-staff session, say): the modal shows the text it was given. */
export const Failure: Story = {
  args: { onAdd: fn(() => Promise.reject(new Error(DATA_MESSAGES.productCollectionsFailure))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      dialog(canvasElement).getByRole("button", { name: "Add to Gifts Under $30" }),
    );
    await expect(await dialog(canvasElement).findByRole("alert")).toHaveTextContent(
      DATA_MESSAGES.productCollectionsFailure,
    );
  },
};
