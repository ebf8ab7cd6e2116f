export {
  SHOP_LIST_HEADERS,
  ShopList,
  ShopListRow,
  type ShopListRowProps,
  type ShopListRowShop,
} from "./ShopListRow";
