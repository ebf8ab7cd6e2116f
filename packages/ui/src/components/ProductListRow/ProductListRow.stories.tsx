import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { fixtureMedia, productItem } from "../../fixtures";
import { MediaProvider } from "../../media";
import { ProductActionsMenu } from "../ProductCard/ProductActionsMenu";
import { ProductList, ProductListRow } from "./ProductListRow";

const meta = {
  title: "Cards/ProductListRow",
  component: ProductListRow,
  tags: ["autodocs", "dark-shot"],
  args: { product: productItem, productHref: "#/shops/1001/5001", shopHref: "#/shops/1001" },
  render: (args) => (
    <MediaProvider value={fixtureMedia}>
      <ProductList>
        <ProductListRow {...args} />
        <ProductListRow
          product={{
            ...productItem,
            product_id: 5002,
            product_title: "Ceramic Pour-Over Set",
            product_image_internal: null,
            week_revenue_delta: 0,
            week_revenue_percent_change: 0,
          }}
        />
      </ProductList>
    </MediaProvider>
  ),
} satisfies Meta<typeof ProductListRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaders: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Products" });
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(4);
  },
};

const menuName = `Actions for ${productItem.product_title}`;

/** Explore's list layout: the row carries the product card's own menu (closed: only its button). */
export const WithMenu: Story = {
  args: {
    menu: (
      <ProductActionsMenu
        product={productItem}
        productHref="#/shops/1001/5001"
        shopHref="#/shops/1001"
        onExcludeShop={fn()}
        onExcludeProduct={fn()}
        onManageCollections={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const [, first] = within(canvasElement).getAllByRole("row");
    const trigger = within(first as HTMLElement).getByRole("button", { name: menuName });
    await expect(trigger).toHaveAttribute("aria-haspopup", "true");
    await expect(screen.queryByRole("menu")).toBeNull();
  },
};

/** Opened from the keyboard: the same items as the card's menu; Escape gives focus back. */
export const MenuOpen: Story = {
  args: WithMenu.args,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: menuName });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() =>
      expect(within(menu).getByRole("menuitem", { name: "View Product" })).toHaveFocus(),
    );
    await expect(
      within(menu).getByRole("menuitem", { name: "Exclude Product from Results" }),
    ).toBeVisible();
    await expect(
      within(menu).getByRole("menuitem", { name: "View Product on Shopify" }),
    ).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menu");
  },
};

const onManageStaffPicks = fn();

/** A staff user's row menu: the Staff section and the ban items, as on the card. */
export const MenuStaff: Story = {
  args: {
    menu: (
      <ProductActionsMenu
        product={productItem}
        productHref="#/shops/1001/5001"
        shopHref="#/shops/1001"
        isAdmin
        onManageStaffPicks={onManageStaffPicks}
        onBan={fn(async () => {})}
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
    await expect(onManageStaffPicks).toHaveBeenCalledWith(productItem);
    await userEvent.click(trigger);
    const again = await screen.findByRole("menu");
    await expect(within(again).getByRole("menuitem", { name: "Ban Product" })).toBeVisible();
  },
};
