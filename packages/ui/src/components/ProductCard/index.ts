export {
  ProductCard,
  type ProductCardProduct,
  type ProductCardProps,
  productCard,
} from "./ProductCard";
