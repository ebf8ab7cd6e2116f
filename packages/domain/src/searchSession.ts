/**
 * A framework-free search session (000 §4, 001 §4): a new search resets results and paging, pages follow
 * `next_from_value` (null means no more), the latest search wins so a stale response is ignored, and a
 * failure stops paging. Stores hold a session and replace it with what these functions return.
 */
import { GRID_RESET_THRESHOLD } from "./constants";
import { EMPTY_TEXTS } from "./messages";

/** The opaque paging cursor the server returns as next_from_value and takes back as from_count. */
export type FromValue = number | string;

/** The first page's from_count. */
export const FIRST_PAGE: FromValue = 0;

export interface SearchPage<T> {
  items: readonly T[];
  total_hits?: number;
  next_from_value: FromValue | null;
}

export interface SearchSession<T> {
  /** Id of the latest search; responses carrying another id are stale. 0 before the first search. */
  searchId: number;
  pageSize: number;
  items: readonly T[];
  nextFromValue: FromValue | null;
  hasMore: boolean;
  loading: boolean;
  totalHits: number | null;
  failed: boolean;
}

export interface PageRequest {
  searchId: number;
  fromCount: FromValue;
  pageSize: number;
}

export interface SessionStep<T> {
  session: SearchSession<T>;
  request: PageRequest;
}

export function createSearchSession<T>(pageSize: number): SearchSession<T> {
  return {
    searchId: 0,
    pageSize,
    items: [],
    nextFromValue: null,
    hasMore: false,
    loading: false,
    totalHits: null,
    failed: false,
  };
}

/** A fresh search: results, cursor and has-more reset; the returned request carries the new id. */
export function startSearch<T>(session: SearchSession<T>): SessionStep<T> {
  const searchId = session.searchId + 1;
  return {
    session: {
      ...createSearchSession<T>(session.pageSize),
      searchId,
      hasMore: true,
      loading: true,
    },
    request: { searchId, fromCount: FIRST_PAGE, pageSize: session.pageSize },
  };
}

/** The next page, or null while loading, when no search ran, or when there are no more pages. */
export function requestNextPage<T>(session: SearchSession<T>): SessionStep<T> | null {
  if (session.loading || !session.hasMore || session.nextFromValue === null) return null;
  return {
    session: { ...session, loading: true },
    request: {
      searchId: session.searchId,
      fromCount: session.nextFromValue,
      pageSize: session.pageSize,
    },
  };
}

/** Infinite scroll: fetch when the end marker is in view, nothing is loading and more results exist. */
export function shouldLoadNextPage<T>(session: SearchSession<T>, markerVisible: boolean): boolean {
  return markerVisible && requestNextPage(session) !== null;
}

/** Appends a page of the latest search; a page of an older search is ignored. */
export function receivePage<T>(
  session: SearchSession<T>,
  searchId: number,
  page: SearchPage<T>,
): SearchSession<T> {
  if (searchId !== session.searchId || !session.loading) return session;
  return {
    ...session,
    items: [...session.items, ...page.items],
    nextFromValue: page.next_from_value,
    hasMore: page.next_from_value !== null,
    loading: false,
    totalHits: page.total_hits ?? session.totalHits,
  };
}

/** A failed page of the latest search stops paging; a stale failure is ignored. */
export function receiveFailure<T>(session: SearchSession<T>, searchId: number): SearchSession<T> {
  if (searchId !== session.searchId || !session.loading) return session;
  return { ...session, loading: false, hasMore: false, failed: true };
}

/** Switching from list to grid with more than 48 results resets and reloads. */
export function gridSwitchNeedsReset(resultCount: number): boolean {
  return resultCount > GRID_RESET_THRESHOLD;
}

/** The message under the results: 'No Results.' for an empty search, 'No Additional Results' at the end. */
export function endOfResultsMessage<T>(session: SearchSession<T>): string | null {
  if (session.searchId === 0 || session.loading || session.hasMore) return null;
  return session.items.length === 0 ? EMPTY_TEXTS.noResults : EMPTY_TEXTS.noAdditionalResults;
}

/** What a search depends on; any change starts a fresh search. */
export interface SearchInputs {
  sortBy: string;
  searchString: string;
  searchFilters: object;
  excludeShopIds?: readonly number[];
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, stable(v)]),
    );
  }
  return value;
}

/** A changed sort, filter, search text or excluded shop starts a fresh search. */
export function searchInputsChanged(before: SearchInputs, after: SearchInputs): boolean {
  const signature = (inputs: SearchInputs) =>
    JSON.stringify(
      stable({
        ...inputs,
        searchString: inputs.searchString.trim(),
        excludeShopIds: inputs.excludeShopIds ?? [],
      }),
    );
  return signature(before) !== signature(after);
}
