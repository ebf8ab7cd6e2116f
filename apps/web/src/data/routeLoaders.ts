import type {
  CustomerAttributes,
  ProductItem,
  ShopItem,
  TrackingStatusItem,
} from "@hotshelf/api/contract";
import {
  COMPARE_MIN_SHOPS,
  detailIds,
  firstCollection,
  parseCompareIds,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  type SearchType,
} from "@hotshelf/domain";
import type { Collection } from "@hotshelf/ui/CollectionsSidebar";
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router-dom";
import { rememberedCollectionSort } from "../stores";
import type { Data } from ".";
import type { CollectionKind } from "./collections";
import { firstPage } from "./pagedSearch";

/**
 * What a route's loader hands its screen: the screen's first call, already on its way. The router
 * runs loaders with the navigation, beside the download of the route's chunk, so the data no
 * longer waits for the screen to arrive and mount. The screen consumes the promise (and words its
 * failure); without a loader (unit tests) it makes the call itself.
 */
export type Started<T> = { readonly [K in keyof T]: Promise<T[K]> };

/** A started call nobody awaits yet: its failure is reported where the screen consumes it. */
function started<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

type LoadedShop = Awaited<ReturnType<Data["detail"]["shop"]>>;
type LoadedProduct = Awaited<ReturnType<Data["detail"]["product"]>>;

/** The winners page's products: already at hand when the page brought them, else on their way. */
export interface WinnersLoaded {
  winners: readonly ProductItem[] | Promise<readonly ProductItem[]>;
}

/** The compare screen's calls, for the selection (`key`: its ids, comma-separated) they were made for. */
export interface CompareStarted {
  key: string;
  shops: Promise<Awaited<ReturnType<Data["compare"]["shops"]>>>;
  charts: Promise<Awaited<ReturnType<Data["compare"]["charts"]>>>;
}

/** A collection tab's first page, with the search it belongs to (see `collectionSearchKey`). */
export interface CollectionFirstPage {
  key: string;
  page: Promise<SearchPage<ProductItem | ShopItem>>;
}

/** What tells one collection tab's search from another: the tab, the sort and the included ids. */
export function collectionSearchKey(
  searchType: SearchType,
  sortBy: string,
  includedIds: readonly number[],
): string {
  return `${searchType} ${sortBy} ${includedIds.join(",")}`;
}

/**
 * Explore's part in loading: the explore store starts the URL's first page unless it holds it;
 * a promise when the loader is to wait for that page (it is at hand, see createRoutes).
 */
export type ExplorePrefetch = (
  searchType: SearchType,
  params: URLSearchParams,
  signal: AbortSignal,
) => Promise<void> | undefined;

/** The route loaders of the data screens, on one data layer. */
export function routeLoaders(data: () => Data, prefetchExplore: ExplorePrefetch) {
  const explore =
    (searchType: SearchType) =>
    ({ request }: LoaderFunctionArgs): null | Promise<null> => {
      const waiting = prefetchExplore(
        searchType,
        new URL(request.url).searchParams,
        request.signal,
      );
      return waiting ? waiting.then(() => null) : null;
    };
  /**
   * A collections screen's sidebar list, then the first tab's first page of the collection selected
   * first (all its members included, the tab's remembered sort), as soon as the list is known.
   */
  const collections =
    (kind: CollectionKind, isStaff: boolean) =>
    ({
      request,
    }: LoaderFunctionArgs): Started<{
      collections: Collection[];
      firstTab: CollectionFirstPage | null;
    }> => {
      const list = started(data().collections.list(kind, isStaff));
      const firstTab = list.then((all) => {
        const name = firstCollection(all.map((c) => c.name));
        const ids = all.find((c) => c.name === name)?.members.map((m) => m.id) ?? [];
        if (ids.length === 0) return null;
        const sortBy = rememberedCollectionSort(
          kind === "shops" ? "collectionShops" : "collectionProducts",
        );
        const include = kind === "shops" ? { shopIds: ids } : { productIds: ids };
        const load = data().search.collection<ProductItem | ShopItem>(kind, sortBy, include);
        return {
          key: collectionSearchKey(kind, sortBy, ids),
          page: started(firstPage(load, SEARCH_PAGE_SIZE, request.signal)),
        };
      });
      return { collections: list, firstTab: started(firstTab) };
    };

  return {
    shop({ params }: LoaderFunctionArgs): Started<{ item: LoadedShop }> | null {
      const { shopId } = detailIds(params as Record<string, string>);
      return shopId === null ? null : { item: started(data().detail.shop(shopId)) };
    },
    product({ params }: LoaderFunctionArgs): Started<{ item: LoadedProduct }> | null {
      const { shopId, productId } = detailIds(params as Record<string, string>);
      if (shopId === null || productId === null) return null;
      return { item: started(data().detail.product(shopId, productId)) };
    },
    shopProducts({
      params,
      request,
    }: LoaderFunctionArgs): Started<{ firstPage: SearchPage<ProductItem> }> | null {
      const { shopId } = detailIds(params as Record<string, string>);
      if (shopId === null) return null;
      const load = data().search.shopProducts(shopId);
      return { firstPage: started(firstPage(load, SEARCH_PAGE_SIZE, request.signal)) };
    },
    /** The winners the page brought inline, at once (so a server render shows them), else the call. */
    winners(): WinnersLoaded {
      const { search } = data();
      return { winners: search.inlinedWinners() ?? started(search.winners()) };
    },
    /** The profile tab's Customer Information form. */
    profile(): Started<{ customer: CustomerAttributes }> {
      return { customer: started(data().account.customer()) };
    },
    /** The shops of the URL's selection and their charts (the screen reads a new selection itself). */
    compareShops({ request }: LoaderFunctionArgs): CompareStarted | null {
      const ids = parseCompareIds(new URL(request.url).searchParams.get("ids"));
      if (ids.length < COMPARE_MIN_SHOPS) return null;
      return {
        key: ids.join(","),
        shops: started(data().compare.shops(ids)),
        charts: started(data().compare.charts(ids)),
      };
    },
    trackShop(): Started<{ history: readonly TrackingStatusItem[] }> {
      return { history: started(data().tracking.history()) };
    },
    exploreProducts: explore("products"),
    exploreShops: explore("shops"),
    shopCollections: collections("shops", false),
    productCollections: collections("products", false),
    staffPicks: collections("shops", true),
    staffProductPicks: collections("products", true),
  };
}

export type RouteLoaders = ReturnType<typeof routeLoaders>;

/** A screen's started calls are made again only for other ids, not for a search or a same-page link. */
export function paramsChanged({
  currentParams,
  nextParams,
}: ShouldRevalidateFunctionArgs): boolean {
  return JSON.stringify(currentParams) !== JSON.stringify(nextParams);
}
