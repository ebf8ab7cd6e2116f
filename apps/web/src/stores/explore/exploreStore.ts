import type { ApiClient } from "@hotshelf/api/client";
import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import {
  buildExploreQuery,
  createFilterState,
  createSearchSession,
  type PageRequest,
  type ResolvedError,
  receiveFailure,
  receivePage,
  requestNextPage,
  resolveSortKey,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  type SearchSession,
  type SearchType,
  type SortView,
  startSearch,
} from "@hotshelf/domain";
import { proxy, ref } from "valtio";
import { markLicenceExpired, preferencesStore, registerStoreClear } from "..";
import { resolveApiError } from "./apiFailure";
import { type ExploreInputs, exploreQueryString } from "./exploreUrl";

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

/** What a failed search asks of the screen beyond the store (sign out and go to Login). */
export interface SearchEffects {
  onLogout: () => void;
}

type SearchApi = Pick<ApiClient, "search">;

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
 * One Explore screen's search (Products or Shops): its inputs, its results and paging. The session
 * rules (latest search wins, paging by next_from_value, failure stops paging) are the domain's; this
 * store runs the calls and applies the error catalogue's search context.
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

  const setSession = (session: SearchSession<ExploreItems[S]>) => {
    state.session = ref(session);
  };

  async function fetchPage(
    api: SearchApi,
    request: PageRequest,
    effects: SearchEffects,
  ): Promise<ResolvedError | null> {
    const query = buildExploreQuery(state.filters, state.sortBy, state.searchString, request);
    try {
      const page = await api.search({ query });
      setSession(
        receivePage(
          state.session,
          request.searchId, // The server answers with the items of the query's search_type.
          page as unknown as SearchPage<ExploreItems[S]>,
        ),
      );
      return null;
    } catch (error) {
      const stale = request.searchId !== state.session.searchId;
      setSession(receiveFailure(state.session, request.searchId));
      if (stale) return null;
      const resolved = resolveApiError("search", error);
      if (resolved.action === "licence_expired") markLicenceExpired();
      if (resolved.action === "logout") effects.onLogout();
      if (resolved.action === "stop_paging") console.error("Explore search failed:", error);
      return resolved;
    }
  }

  return {
    state,
    currentQuery,

    /** Replaces the inputs (a URL, a preset, a sidebar change); the caller decides when to search. */
    setInputs(inputs: Partial<ExploreInputs>) {
      if (inputs.filters) state.filters = ref(inputs.filters);
      if (inputs.sortBy !== undefined) state.sortBy = inputs.sortBy;
      if (inputs.searchString !== undefined) state.searchString = inputs.searchString;
    },

    /** A fresh search with the current inputs: results, cursor and has-more reset. */
    search(api: SearchApi, effects: SearchEffects) {
      const step = startSearch(state.session);
      setSession(step.session);
      state.hiddenProductIds = [];
      state.searchedQuery = currentQuery();
      return fetchPage(api, step.request, effects);
    },

    /** The next page of the current search; nothing while loading or at the end. */
    loadNextPage(api: SearchApi, effects: SearchEffects) {
      const step = requestNextPage(state.session);
      if (!step) return Promise.resolve(null);
      setSession(step.session);
      return fetchPage(api, step.request, effects);
    },

    hideProduct(productId: number) {
      if (!state.hiddenProductIds.includes(productId)) {
        state.hiddenProductIds = [...state.hiddenProductIds, productId];
      }
    },

    reset() {
      Object.assign(state, initial());
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
