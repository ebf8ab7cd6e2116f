import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import {
  createFilterState,
  createSearchSession,
  isLicenceExpired,
  type ResolvedError,
  resolveSortKey,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  type SearchSession,
  type SearchType,
  type SortView,
} from "@hotshelf/domain";
import { proxy, ref } from "valtio";
import type { FailurePolicy } from "../../data/failurePolicy";
import { createPagedSearch, firstPage, type PageOutcome } from "../../data/pagedSearch";
import type { SearchData } from "../../data/search";
import { licenceStore, preferencesStore, registerStoreClear } from "..";
import { type ExploreInputs, exploreQueryString, fromExploreParams } from "./exploreUrl";

export interface ExploreItems {
  products: ProductItem;
  shops: ShopItem;
}

export interface ExploreState<S extends SearchType> extends ExploreInputs {
  searchType: S;
  session: SearchSession<ExploreItems[S]>;
  /** Products excluded from the current results (Exclude Product from Results hides them here). */
  hiddenProductIds: readonly number[];
  /** The canonical query the results belong to; null before the first search. */
  searchedQuery: string | null;
}

const VIEWS: Record<SearchType, SortView> = {
  products: "exploreProducts",
  shops: "exploreShops",
};

/** The sort a fresh Explore uses: the remembered one when allowed (000 §3 stored preferences). */
export function rememberedSort(searchType: SearchType): string {
  const remembered =
    searchType === "products"
      ? preferencesStore.exploreProductsSort
      : preferencesStore.exploreShopsSort;
  return resolveSortKey(VIEWS[searchType], remembered);
}

/**
 * One Explore screen's search (Products or Shops): its inputs, its results and paging. The paging is
 * the data layer's paged search; a failure goes through the failure policy's search context.
 */
export function createExploreStore<S extends SearchType>(searchType: S) {
  const initial = (): ExploreState<S> => ({
    searchType,
    filters: ref(createFilterState(searchType)),
    sortBy: rememberedSort(searchType),
    searchString: "",
    session: ref(createSearchSession<ExploreItems[S]>(SEARCH_PAGE_SIZE)),
    hiddenProductIds: [],
    searchedQuery: null,
  });
  const state = proxy<ExploreState<S>>(initial());

  const currentQuery = () => exploreQueryString(state);

  const paged = createPagedSearch<ExploreItems[S]>(SEARCH_PAGE_SIZE, (session) => {
    state.session = ref(session);
  });

  /** The first page a route loader started for a query; the next search of that query takes it. */
  let prefetched: {
    query: string;
    inputs: ExploreInputs;
    page: Promise<SearchPage<ExploreItems[S]>>;
  } | null = null;

  /** The failed latest search's outcome under the catalogue's search context, else null. */
  const settle = async (
    outcome: Promise<PageOutcome>,
    policy: FailurePolicy,
  ): Promise<ResolvedError | null> => {
    const failed = await outcome;
    return failed && policy("search", failed.failure);
  };

  return {
    state,
    currentQuery,

    /** Replaces the inputs (a URL, a preset, a sidebar change); the caller decides when to search. */
    setInputs(inputs: Partial<ExploreInputs>) {
      if (inputs.filters) state.filters = ref(inputs.filters);
      if (inputs.sortBy !== undefined) state.sortBy = inputs.sortBy;
      if (inputs.searchString !== undefined) state.searchString = inputs.searchString;
    },

    /**
     * A route loader's start, with the navigation: the first page of the search `params` describe,
     * unless the store already holds that search (Back from a shop), or the screen brings back the
     * last search for a bare URL, or the licence is known to have expired.
     */
    prefetch(search: SearchData, params: URLSearchParams, signal: AbortSignal) {
      prefetched = null;
      const { licence } = licenceStore;
      if (licence !== null && isLicenceExpired(licence, Date.now())) return;
      if (params.size === 0 && state.searchedQuery !== null) return;
      const inputs = fromExploreParams(searchType, params, rememberedSort(searchType));
      const query = exploreQueryString(inputs);
      if (query === state.searchedQuery) return;
      const load = search.explore<ExploreItems[S]>(
        inputs.filters,
        inputs.sortBy,
        inputs.searchString,
      );
      const started = { query, inputs, page: firstPage(load, SEARCH_PAGE_SIZE, signal) };
      // Its failure is the search's to word; an interrupted navigation leaves nothing to take.
      started.page.catch(() => undefined);
      signal.addEventListener("abort", () => {
        if (prefetched === started) prefetched = null;
      });
      prefetched = started;
    },

    /** A fresh search with the current inputs: results, cursor and has-more reset. */
    search(search: SearchData, policy: FailurePolicy) {
      state.hiddenProductIds = [];
      const query = currentQuery();
      state.searchedQuery = query;
      const load = search.explore<ExploreItems[S]>(state.filters, state.sortBy, state.searchString);
      // A page prefetched for this query is taken once; any other is dropped, being out of date.
      const first = prefetched?.query === query ? prefetched.page : undefined;
      prefetched = null;
      return settle(paged.start(load, first), policy);
    },

    /**
     * The prefetched first page as the search of its query, once it has arrived, without waiting
     * for the screen to ask: when it is at hand (see createRoutes) the screen's first render then
     * shows the results. A failure leaves the search to the screen, which words it.
     */
    async applyPrefetched(search: SearchData): Promise<void> {
      const started = prefetched;
      if (
        !started ||
        !(await started.page.then(
          () => true,
          () => false,
        ))
      )
        return;
      if (prefetched !== started) return;
      this.setInputs(started.inputs);
      // The page has arrived, so this search cannot fail.
      await this.search(search, (_context, error) => {
        throw error;
      });
    },

    /** The next page of the current search; nothing while loading or at the end. */
    loadNextPage(policy: FailurePolicy) {
      return settle(paged.next(), policy);
    },

    hideProduct(productId: number) {
      if (!state.hiddenProductIds.includes(productId)) {
        state.hiddenProductIds = [...state.hiddenProductIds, productId];
      }
    },

    reset() {
      prefetched = null;
      paged.clear();
      Object.assign(state, { ...initial(), session: ref(paged.session) });
    },
  };
}

export type ExploreStore<S extends SearchType> = ReturnType<typeof createExploreStore<S>>;

/** The two Explore screens keep their search while the user visits a shop or product and comes back. */
export const exploreStores = {
  products: createExploreStore("products"),
  shops: createExploreStore("shops"),
};

registerStoreClear(() => {
  exploreStores.products.reset();
  exploreStores.shops.reset();
});
