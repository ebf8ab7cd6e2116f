import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { fixtureMedia, productItem } from "../../fixtures";
import { MediaProvider } from "../../media";
import { ProductCard } from "./ProductCard";

const meta = {
  title: "Cards/ProductCard",
  component: ProductCard,
  tags: ["autodocs", "dark-shot"],
  args: {
    product: productItem,
    productHref: "#/shops/1001/5001",
    shopHref: "#/shops/1001",
    onExcludeShop: fn(),
    onExcludeProduct: fn(),
    onManageCollections: fn(),
  },
  decorators: [
    (Story) => (
      <MediaProvider value={fixtureMedia}>
        <div className="w-80">
          <Story />
        </div>
      </MediaProvider>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuName = `Actions for ${productItem.product_title}`;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article", { name: productItem.product_title });
    await expect(within(card).getByRole("link", { name: productItem.product_title })).toBeVisible();
  },
};

/** The narrowest card the results grid makes (17rem), with the widest figures a cell can show. */
export const NarrowestCell: Story = {
  args: {
    product: {
      ...productItem,
      day_revenue_delta: -99.99,
      day_revenue_percent_change: -99.9,
      week_revenue_delta: -1079.99,
      week_revenue_percent_change: -1234.5,
      shop_day_current_period_revenue: 888_800,
      shop_day_revenue_delta: -99.99,
      shop_day_revenue_percent_change: -99.9,
      shop_week_revenue_delta: -1079.99,
      shop_week_revenue_percent_change: -1234.5,
      product_active_ad_count_delta: -1234,
      product_active_ad_count_percent_change: -99.9,
      shop_active_ad_count_delta: -1234,
      shop_active_ad_count_percent_change: -99.9,
    },
  },
  decorators: [
    (Story) => (
      <div className="w-68">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article", { name: productItem.product_title });
    await expect(within(card).getByTitle("$8,420.50")).toHaveTextContent("$8.42K");
  },
};

/** A tracked shop selling in euros: the USD price with the shop's own amount and the ECB rate's date. */
export const ConvertedPrice: Story = {
  args: {
    product: {
      ...productItem,
      price: 12.34,
      original_price: 11.06,
      original_currency: "EUR",
      rate_date: "2024-09-26",
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article", { name: productItem.product_title });
    await expect(card).toHaveTextContent("$12.34 (€11.06, ECB rate of Sep 26, 2024)");
  },
};

export const NoImage: Story = {
  args: { product: { ...productItem, product_image_internal: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No Image Available")).toBeVisible();
  },
};

export const NoQuickCharts: Story = {
  args: {
    product: {
      ...productItem,
      has_product_rev_quick_chart: false,
      has_product_ads_quick_chart: false,
      has_shop_rev_quick_chart: false,
      has_shop_ads_quick_chart: false,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("No Quick Chart Available")).toHaveLength(4);
  },
};

export const WinnersPage: Story = {
  args: { interactive: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.queryByRole("button", { name: menuName })).toBeNull();
  },
};

export const Menu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    const menu = await screen.findByRole("menu");
    await expect(
      within(menu).getByRole("menuitem", { name: "View Product on Shopify" }),
    ).toBeVisible();
    await expect(within(menu).queryByText("Ban Product")).toBeNull();
    await expect(within(menu).queryByText("Add/Remove from Staff Picks")).toBeNull();
  },
};

/** A staff user (staff ban too): the Staff section opens the Staff Picks of products. */
export const MenuStaff: Story = {
  args: { isAdmin: true, onBan: fn(async () => {}), onManageStaffPicks: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Ban Product" })).toBeVisible();
    await userEvent.click(
      within(menu).getByRole("menuitem", { name: "Add/Remove from Staff Picks" }),
    );
    await expect(args.onManageStaffPicks).toHaveBeenCalledWith(args.product);
    // Open again: the screenshot shows the menu with its Staff section.
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    await screen.findByRole("menu");
  },
};

export const MenuAdmin: Story = {
  args: { isAdmin: true, onBan: fn(async () => {}) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Ban Store" })).toBeVisible();
    await expect(within(menu).getByRole("menuitem", { name: "Ban Product" })).toBeVisible();
  },
};
