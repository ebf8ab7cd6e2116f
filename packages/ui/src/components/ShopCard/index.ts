export {
  ShopActionsMenu,
  type ShopActionsMenuProps,
  type ShopActionsMenuShop,
} from "./ShopActionsMenu";
export {
  INACTIVE_SHOP_TEXT,
  ProductMetricsPanel,
  ShopCard,
  type ShopCardProps,
  type ShopCardShop,
  shopCard,
} from "./ShopCard";
