import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FIXED_NOW_MS } from "../../fixtures";
import { TRACKING_ITEMS } from "../../fixtures/collections";
import { TrackingHistoryRow } from "./TrackingHistoryRow";

const meta = {
  title: "Collections/TrackingHistoryRow",
  component: TrackingHistoryRow,
  tags: ["autodocs"],
  args: { item: TRACKING_ITEMS.loading, nowMs: FIXED_NOW_MS, onManageCollections: fn() },
  decorators: [
    (Story, { parameters }) => <ul className={parameters.width ?? "w-2xl"}>{Story()}</ul>,
  ],
} satisfies Meta<typeof TrackingHistoryRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("listitem")).toHaveAttribute(
      "data-state",
      "loading",
    );
  },
};

export const Success: Story = {
  args: { item: TRACKING_ITEMS.success },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "View Shop" })).toHaveAttribute(
      "href",
      "/shops/3",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Manage Collections" }));
    await expect(args.onManageCollections).toHaveBeenCalledWith(3);
  },
};

/**
 * As wide as on the Track Shop page at 1280 px, where the status fits beside the address only by
 * squeezing it to a sliver: the status goes under it instead.
 */
export const SuccessPageWidth: Story = {
  args: { item: TRACKING_ITEMS.success },
  parameters: { width: "w-184" },
};

export const ErrorStatus: Story = {
  args: { item: TRACKING_ITEMS.error },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("listitem")).toHaveTextContent(
      "Error: Not a Shopify Store",
    );
  },
};
