import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { fixtureMedia, shopItem } from "../../fixtures";
import { MediaProvider } from "../../media";
import { ShopActionsMenu } from "../ShopCard/ShopActionsMenu";
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

const menuName = `Actions for ${shopItem.shop_title}`;

/** Explore's list layout: the row carries the shop card's own menu (closed here: only its button). */
export const WithMenu: Story = {
  args: {
    onToggleCompare: fn(),
    menu: (
      <ShopActionsMenu
        shop={shopItem}
        shopHref="#/shops/1001"
        onExcludeShop={fn()}
        onManageCollections={fn()}
        onToggleCompare={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const [, first] = within(canvasElement).getAllByRole("row");
    const trigger = within(first as HTMLElement).getByRole("button", { name: menuName });
    await expect(trigger).toHaveAttribute("aria-haspopup", "true");
    // Closed, the menu's items are not mounted at all.
    await expect(screen.queryByRole("menu")).toBeNull();
  },
};

/** Opened from the keyboard: Enter opens it on its first item, the same items as the card's menu. */
export const MenuOpen: Story = {
  args: WithMenu.args,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: menuName });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() =>
      expect(within(menu).getByRole("menuitem", { name: "View Shop" })).toHaveFocus(),
    );
    await expect(
      within(menu).getByRole("menuitem", { name: "Exclude Shop from Results" }),
    ).toBeVisible();
    await expect(
      within(menu).getByRole("menuitem", { name: "Add/Remove from Collection" }),
    ).toBeVisible();
    await expect(within(menu).getByRole("menuitem", { name: "Add to Compare" })).toBeVisible();
    await expect(within(menu).queryByText("Add/Remove from Staff Picks")).toBeNull();
  },
};

const onManageStaffPicks = fn();
const onBan = fn(async () => {});

/** A staff user's row menu: the Staff section and the ban items, as on the card. */
export const MenuStaff: Story = {
  args: {
    menu: (
      <ShopActionsMenu
        shop={shopItem}
        shopHref="#/shops/1001"
        isAdmin
        onManageStaffPicks={onManageStaffPicks}
        onBan={onBan}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: menuName });
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    await userEvent.click(
      within(menu).getByRole("menuitem", { name: "Add/Remove from Staff Picks" }),
    );
    await expect(onManageStaffPicks).toHaveBeenCalledWith(shopItem);
    // Focus returns to the row's menu button once an item is chosen.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    const again = await screen.findByRole("menu");
    await expect(within(again).getByRole("menuitem", { name: "Admin: Ban Store" })).toBeVisible();
  },
};

/** A row's Admin: Ban Store asks first, as the card's does. */
export const BanAsk: Story = {
  args: MenuStaff.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: menuName }));
    const menu = await screen.findByRole("menu");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Admin: Ban Store" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("Ban Store");
  },
};
