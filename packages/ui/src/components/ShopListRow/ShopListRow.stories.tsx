import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { fixtureMedia, shopItem } from "../../fixtures";
import { MediaProvider } from "../../media";
import { ShopList, ShopListRow } from "./ShopListRow";

const meta = {
  title: "Cards/ShopListRow",
  component: ShopListRow,
  tags: ["autodocs", "dark-shot"],
  args: { shop: shopItem, shopHref: "#/shops/1001" },
  render: (args) => (
    <MediaProvider value={fixtureMedia}>
      <ShopList>
        <ShopListRow {...args} />
        <ShopListRow
          shop={{
            ...shopItem,
            shop_id: 1002,
            shop_title: "Harbour Outdoor Co.",
            url: "harbouroutdoor.com",
            shop_favicon_internal: null,
            week_current_period_revenue: 0,
            week_revenue_delta: 0,
            week_revenue_percent_change: 0,
            active_ad_count: null,
            active_ad_count_delta: null,
            active_ad_count_percent_change: null,
          }}
        />
      </ShopList>
    </MediaProvider>
  ),
} satisfies Meta<typeof ShopListRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaders: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Shops" });
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(3);
    await expect(within(table).queryByText("Estimated")).toBeNull();
  },
};

/** A tracked shop (the first row): its weekly revenue is inferred, and says so. */
export const EstimatedRevenue: Story = {
  args: { revenueIsEstimate: true },
  play: async ({ canvasElement }) => {
    const [, tracked, other] = within(canvasElement).getAllByRole("row");
    await expect(within(tracked as HTMLElement).getByText("Estimated")).toBeVisible();
    await expect(within(other as HTMLElement).queryByText("Estimated")).toBeNull();
  },
};

/** Offered a Compare toggle (Explore's list layout): pressed while the shop is picked. */
export const WithCompare: Story = {
  args: { onToggleCompare: fn(), isCompared: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("button", {
      name: `Compare ${shopItem.shop_title}`,
    });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    await expect(args.onToggleCompare).toHaveBeenCalled();
  },
};
