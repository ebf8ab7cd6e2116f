import type { ApiClient } from "@hotshelf/api/client";
import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import {
  createSearchSession,
  type PageRequest,
  receiveFailure,
  receivePage,
  requestNextPage,
  SEARCH_PAGE_SIZE,
  type SearchSession,
  startSearch,
} from "@hotshelf/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { searchCollectionPage } from "../../stores/collections/collectionsData";

export interface CollectionSearchInput {
  searchType: "shops" | "products";
  sortBy: string;
  /** Which ids restrict the search: the collection's kind. */
  includeKind: "shops" | "products";
  /** The included ids; null when none is included (no search at all). */
  ids: readonly number[] | null;
}

/**
 * A collection tab's search as a paged session (001 §4): a changed sort or selection starts a fresh
 * search, pages follow next_from_value, the latest search wins and a failure stops paging. `failure`
 * and `onError` concern only the latest search.
 */
export function useCollectionSearch<T extends ProductItem | ShopItem>(
  api: Pick<ApiClient, "search">,
  { searchType, sortBy, includeKind, ids }: CollectionSearchInput,
  onError: (error: unknown) => void,
) {
  const [session, setSession] = useState(() => createSearchSession<T>(SEARCH_PAGE_SIZE));
  // The latest session, read by responses that arrive after later renders.
  const current = useRef(session);
  const commit = useCallback((next: SearchSession<T>) => {
    current.current = next;
    setSession(next);
  }, []);
  // The failure of the latest search, cleared by the next one.
  const [failure, setFailure] = useState<unknown>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  // The ids' content, not the array, decides a new search ("" is none included).
  const idsKey = ids?.join(",") ?? "";

  const fetchPage = useCallback(
    async (request: PageRequest) => {
      const included = idsKey.split(",").map(Number);
      const include = includeKind === "shops" ? { shopIds: included } : { productIds: included };
      try {
        const page = await searchCollectionPage<T>(api, searchType, sortBy, include, request);
        commit(receivePage(current.current, request.searchId, page));
      } catch (error) {
        const stale = request.searchId !== current.current.searchId;
        commit(receiveFailure(current.current, request.searchId));
        if (stale) return;
        setFailure(error);
        onErrorRef.current(error);
      }
    },
    [api, searchType, sortBy, includeKind, idsKey, commit],
  );

  const restart = useCallback(() => {
    setFailure(null);
    if (idsKey === "") {
      // A new id with nothing to fetch: responses still in flight become stale.
      commit({
        ...createSearchSession<T>(SEARCH_PAGE_SIZE),
        searchId: current.current.searchId + 1,
      });
      return;
    }
    const step = startSearch(current.current);
    commit(step.session);
    void fetchPage(step.request);
  }, [idsKey, fetchPage, commit]);

  useEffect(restart, [restart]);

  /** The next page, when one is due: nothing while loading or at the end. */
  const loadMore = useCallback(() => {
    const step = requestNextPage(current.current);
    if (!step) return;
    commit(step.session);
    void fetchPage(step.request);
  }, [fetchPage, commit]);

  return { session, failure, loadMore, restart };
}
