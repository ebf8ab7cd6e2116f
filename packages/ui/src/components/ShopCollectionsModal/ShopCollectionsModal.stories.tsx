import { DATA_MESSAGES } from "@hotshelf/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ShopCollectionsModal } from "./ShopCollectionsModal";

const meta = {
  title: "Overlays/ShopCollectionsModal",
  component: ShopCollectionsModal,
  tags: ["autodocs", "dark-shot"],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    collections: [
      { name: "Tracked Shops", isMember: true },
      { name: "Competitors", isMember: false },
    ],
    onAdd: fn(() => Promise.resolve()),
    onRemove: fn(() => Promise.resolve()),
    onCreate: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ShopCollectionsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (el: HTMLElement) =>
  within(within(el.ownerDocument.body).getByRole("dialog", { name: "Manage Shop Collections" }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      dialog(canvasElement).getByRole("link", { name: "View Collections" }),
    ).toHaveAttribute("href", "/collections/shops");
  },
};

export const RemovedTick: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      dialog(canvasElement).getByRole("button", { name: "Remove from Tracked Shops" }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith("Tracked Shops");
    const tick = await dialog(canvasElement).findByRole("img", { name: "Removed" });
    await waitFor(() => expect(tick).toBeVisible());
  },
};

export const Failure: Story = {
  args: { onAdd: fn(() => Promise.reject(new Error(DATA_MESSAGES.shopCollectionsFailure))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      dialog(canvasElement).getByRole("button", { name: "Add to Competitors" }),
    );
    await expect(await dialog(canvasElement).findByRole("alert")).toHaveTextContent(
      "An error occurred when modifying shop collections, please contact support and let us know.",
    );
  },
};
