// Product and shop results live in their own modules, so a route loads only the cards it shows.
export type { CardActions } from "./cardActions";
export { ProductResults } from "./ProductResults";
export { ShopResults } from "./ShopResults";
