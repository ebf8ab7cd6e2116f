export {
  ProductActionsMenu,
  type ProductActionsMenuProduct,
  type ProductActionsMenuProps,
} from "./ProductActionsMenu";
export {
  PRODUCT_CARD_HEIGHT,
  ProductCard,
  type ProductCardProduct,
  type ProductCardProps,
  productCard,
} from "./ProductCard";
