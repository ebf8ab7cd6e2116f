export {
  PRODUCT_LIST_HEADERS,
  ProductList,
  ProductListRow,
  type ProductListRowProduct,
  type ProductListRowProps,
} from "./ProductListRow";
