import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { faviconUri, fixtureMedia, shopItem } from "../../fixtures";
import { MediaProvider } from "../../media";
import { ShopCard } from "./ShopCard";

const meta = {
  title: "Cards/ShopCard",
  component: ShopCard,
  tags: ["autodocs", "dark-shot"],
  args: {
    shop: shopItem,
    shopHref: "#/shops/1001",
    onExcludeShop: fn(),
    onManageCollections: fn(),
  },
  decorators: [
    (Story) => (
      <MediaProvider value={fixtureMedia}>
        <div className="w-96">
          <Story />
        </div>
      </MediaProvider>
    ),
  ],
} satisfies Meta<typeof ShopCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuName = `Actions for ${shopItem.shop_title}`;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article", { name: shopItem.shop_title });
    await expect(card).toHaveAttribute("data-inactive", "false");
    await expect(within(card).getByRole("img", { name: "Shop ads, last 30 days" })).toBeVisible();
    await expect(within(card).queryByText("Estimated")).toBeNull();
  },
};

/** The narrowest card the results grid makes (17rem), with the widest figures a cell can show. */
export const NarrowestCell: Story = {
  args: {
    shop: {
      ...shopItem,
      day_current_period_revenue: 888_800,
      day_revenue_delta: -99.99,
      day_revenue_percent_change: -99.9,
      week_revenue_delta: -1079.99,
      week_revenue_percent_change: -1234.5,
      active_ad_count_delta: -1234,
      active_ad_count_percent_change: -99.9,
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
    await expect(within(canvasElement).getByTitle("$28,940.20")).toHaveTextContent("$28.9K");
  },
};

/** A tracked shop: its revenue is inferred from the storefront, and says so. */
export const EstimatedRevenue: Story = {
  args: { revenueIsEstimate: true },
  play: async ({ canvasElement }) => {
    const revenue = within(canvasElement).getByRole("group", { name: "Revenue" });
    await expect(within(revenue).getByText("Estimated")).toBeVisible();
  },
};

export const Inactive: Story = {
  args: { isInactive: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("article")).toHaveAttribute(
      "data-inactive",
      "true",
    );
  },
};

export const NoQuickChart: Story = {
  args: { shop: { ...shopItem, has_ads_quick_chart: false, has_rev_quick_chart: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("No Quick Chart Available")).toHaveLength(2);
  },
};

export const FaviconFallback: Story = {
  args: {
    shop: {
      ...shopItem,
      shop_favicon_internal: "favicons/missing.png",
      shop_favicon_external: faviconUri("F", "#0f766e"),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector("img[data-favicon]")).toHaveAttribute(
        "data-favicon",
        "fallback",
      ),
    );
  },
};

export const RevenueTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tabs build their collection in a second render.
    await userEvent.click(await canvas.findByRole("tab", { name: "Revenue" }));
    await expect(canvas.getByRole("tab", { name: "Revenue" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("tabpanel").querySelector("[data-doughnut]")).not.toBeNull();
  },
};

export const PreviousPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Previous" }));
    await expect(canvas.getByRole("group", { name: "Product metrics" })).toHaveAttribute(
      "data-period",
      "previous",
    );
    await expect(canvasElement.querySelector("[data-centre-label]")).toHaveTextContent("PREVIOUS");
  },
};

export const NoPreviousPeriod: Story = {
  args: {
    shop: {
      ...shopItem,
      top_advertised_products: shopItem.top_advertised_products.map((p) => ({ ...p, aac_diff: 0 })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Previous" })).toBeDisabled();
    await expect(canvasElement.querySelector("[data-centre-label]")).toHaveTextContent("CURRENT");
  },
};

export const NoProductAdMetrics: Story = {
  args: { shop: { ...shopItem, top_advertised_products: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No Product Ad Metrics Available"),
    ).toBeVisible();
  },
};

export const NoProductRevenueMetrics: Story = {
  args: { shop: { ...shopItem, top_revenue_products: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tabs build their collection in a second render.
    await userEvent.click(await canvas.findByRole("tab", { name: "Revenue" }));
    await expect(await canvas.findByText("No Product Revenue Metrics Available")).toBeVisible();
  },
};

export const MenuWithExclusion: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    const menu = await screen.findByRole("menu");
    await expect(
      within(menu).getByRole("menuitem", { name: "Exclude Shop from Results" }),
    ).toBeVisible();
    await expect(within(menu).queryByText("Admin: Ban Store")).toBeNull();
    await userEvent.click(
      within(menu).getByRole("menuitem", { name: "Exclude Shop from Results" }),
    );
    await expect(args.onExcludeShop).toHaveBeenCalledWith({
      shop_id: shopItem.shop_id,
      shop_title: shopItem.shop_title,
    });
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    await screen.findByRole("menu");
  },
};

export const MenuWithoutExclusion: Story = {
  args: { canExcludeShop: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).queryByText("Exclude Shop from Results")).toBeNull();
  },
};

export const MenuAdmin: Story = {
  args: { isAdmin: true, onBan: fn(async () => {}), onCopyShopId: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Admin: Copy Shop ID" })).toBeVisible();
    await expect(within(menu).getByRole("menuitem", { name: "Admin: Ban Store" })).toBeVisible();
  },
};

/** A staff user (staff ban too): the Staff section opens the Staff Picks of shops. */
export const MenuStaff: Story = {
  args: { isAdmin: true, onBan: fn(async () => {}), onManageStaffPicks: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByRole("menuitem", { name: "Admin: Ban Store" })).toBeVisible();
    await userEvent.click(
      within(menu).getByRole("menuitem", { name: "Add/Remove from Staff Picks" }),
    );
    await expect(args.onManageStaffPicks).toHaveBeenCalledWith(args.shop);
    // Open again: the screenshot shows the menu with its Staff section.
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    await screen.findByRole("menu");
  },
};

export const MenuAdminWithoutExclusion: Story = {
  args: { isAdmin: true, canExcludeShop: false, onBan: fn(async () => {}) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).queryByText("Exclude Shop from Results")).toBeNull();
    await expect(within(menu).getByRole("menuitem", { name: "Admin: Ban Store" })).toBeVisible();
  },
};

async function openBan(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
  const menu = await screen.findByRole("menu");
  await userEvent.click(within(menu).getByRole("menuitem", { name: "Admin: Ban Store" }));
  return screen.findByRole("alertdialog");
}

export const BanAsk: Story = {
  args: { isAdmin: true, onBan: fn(async () => {}) },
  play: async ({ canvasElement }) => {
    const dialog = await openBan(canvasElement);
    await expect(dialog).toHaveTextContent(
      "Ban this store from appearing in Explore? This cannot be undone.",
    );
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeVisible();
  },
};

export const BanWorking: Story = {
  // Never settles, so the working state stays on screen.
  args: { isAdmin: true, onBan: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const dialog = await openBan(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Ban Store" }));
    await expect(
      await within(dialog).findByRole("progressbar", { name: "Banning" }),
    ).toBeInTheDocument();
  },
};

export const BanDone: Story = {
  args: { isAdmin: true, onBan: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openBan(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Ban Store" }));
    await expect(args.onBan).toHaveBeenCalled();
    await expect(await within(dialog).findByText("Shop Banned")).toBeVisible();
    await expect(dialog).toHaveTextContent(
      "Shops and their products may still appear in results for up to 1 hour.",
    );
  },
};
