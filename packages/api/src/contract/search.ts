import { QUOTA_MESSAGES, QUOTAS } from "@hotshelf/domain";
import { z } from "zod";
import { IdList, NoBody, PageCursor, PageRequestCursor } from "./common";
import { SearchFilters } from "./filters";
import { ProductItem } from "./product";
import { ShopItem } from "./shop";

export const SearchType = z.enum(["products", "shops"]);
export type SearchType = z.infer<typeof SearchType>;

/** POST /v3/search's query. sort_by is checked by the server against the domain's catalogue. */
export const SearchQuery = z.object({
  sort_by: z.string(),
  search_string: z
    .string()
    .max(QUOTAS.searchTextLength, { message: QUOTA_MESSAGES.searchTextTooLong })
    .optional(),
  from_count: PageRequestCursor,
  page_size: z.number().int().min(1).max(100),
  search_filters: SearchFilters,
  /** Omitted when empty. */
  exclude_shop_ids: IdList.optional(),
  search_type: SearchType,
  is_explore: z.boolean().optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchRequest = z.object({ query: SearchQuery });
export type SearchRequest = z.infer<typeof SearchRequest>;

const page = {
  total_hits: z.number().int().nonnegative(),
  /** Send back as from_count for the next page; null means no more. */
  next_from_value: PageCursor.nullable(),
};
export const ProductSearchResponse = z.object({ items: z.array(ProductItem), ...page });
export type ProductSearchResponse = z.infer<typeof ProductSearchResponse>;
export const ShopSearchResponse = z.object({ items: z.array(ShopItem), ...page });
export type ShopSearchResponse = z.infer<typeof ShopSearchResponse>;

/** The items are products or shops, as the query's search_type asked. */
export const SearchResponse = z.union([ProductSearchResponse, ShopSearchResponse]);
export type SearchResponse = z.infer<typeof SearchResponse>;

/** POST /v3/unauth-winners: the public winners page, no auth. */
export const UnauthWinnersRequest = NoBody;
export const UnauthWinnersResponse = z.object({ items: z.array(ProductItem) });
export type UnauthWinnersResponse = z.infer<typeof UnauthWinnersResponse>;
