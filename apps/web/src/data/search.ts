import type { ApiClient } from "@hotshelf/api/client";
import type { ProductItem, UnauthWinnersResponse } from "@hotshelf/api/contract";
import {
  buildCollectionQuery,
  buildExploreQuery,
  type FilterState,
  resolveSortKey,
  type SearchPage,
  type SearchQuery,
} from "@hotshelf/domain";
import { type BootData, pageBoot } from "./boot";
import { call } from "./call";
import type { PageLoader } from "./pagedSearch";

/** The ids a collection search is restricted to: shops or products. */
export interface Included {
  shopIds?: readonly number[];
  productIds?: readonly number[];
}

/** Searches (/v3/search) as page loaders for a paged search: Explore, collections, a shop's products. */
export function searchData(api: ApiClient, boot: BootData = pageBoot) {
  const page =
    <T>(query: (request: Parameters<typeof buildExploreQuery>[3]) => SearchQuery): PageLoader<T> =>
    async (request, signal) =>
      // The server answers with the items of the query's search_type.
      (await call(
        api as ApiClient,
        "search",
        { query: query(request) },
        { signal },
      )) as unknown as SearchPage<T>;

  return {
    /** An Explore search with the sidebar's filters, the sort and the search text. */
    explore: <T>(filters: FilterState, sortBy: string, searchString: string) =>
      page<T>((request) => buildExploreQuery(filters, sortBy, searchString, request)),

    /** A collection tab's search, restricted to the included shops or products. */
    collection: <T>(searchType: "products" | "shops", sortBy: string, include: Included) =>
      page<T>((request) => buildCollectionQuery(searchType, sortBy, include, request)),

    /**
     * The winning products the page brought inline on its first load, at once (a server render and
     * the hydration after it need them without waiting); null once taken or when there are none.
     */
    inlinedWinners: (): readonly ProductItem[] | null => inlinedWinners(boot),

    /** The public teaser's winning products (no session needed): inlined on the first load. */
    winners: async (): Promise<readonly ProductItem[]> =>
      inlinedWinners(boot) ?? (await call(api, "unauthWinners")).items,

    /** A shop's products, best sellers first (the shop-products widget's default sort). */
    shopProducts: (shopId: number) =>
      page<ProductItem>((request) =>
        buildCollectionQuery(
          "products",
          resolveSortKey("shopProducts", null),
          { shopIds: [shopId] },
          request,
        ),
      ),
  };
}

function inlinedWinners(boot: BootData): readonly ProductItem[] | null {
  const inlined = boot.take("winners") as Partial<UnauthWinnersResponse> | undefined;
  return Array.isArray(inlined?.items) ? inlined.items : null;
}

export type SearchData = ReturnType<typeof searchData>;
