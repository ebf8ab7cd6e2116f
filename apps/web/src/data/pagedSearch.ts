import {
  createSearchSession,
  FIRST_PAGE,
  type PageRequest,
  receiveFailure,
  receivePage,
  requestNextPage,
  type SearchPage,
  type SearchSession,
  type SessionStep,
  startSearch,
} from "@hotshelf/domain";

/** Fetches one page of a search; the signal is aborted when a newer search replaces it. */
export type PageLoader<T> = (request: PageRequest, signal: AbortSignal) => Promise<SearchPage<T>>;

/**
 * The first page of a search, asked for before its paged search exists: a route loader starts it
 * with the navigation and the paged search takes it as its first page (`start(load, first)`).
 */
export function firstPage<T>(
  load: PageLoader<T>,
  pageSize: number,
  signal: AbortSignal,
): Promise<SearchPage<T>> {
  return load({ searchId: 0, fromCount: FIRST_PAGE, pageSize }, signal);
}

/** The failure of the latest search's page, for the caller's failure policy; null otherwise. */
export type PageOutcome = { failure: unknown } | null;

/**
 * A paged search on the domain's search session (latest search wins, paging by next_from_value, a
 * failure stops paging): `start` begins a fresh search with its page loader and aborts the pages
 * still out, `next` asks the same loader for the next page when one is due. Every change of the
 * session goes to `onChange`, so a valtio store or a component's state can hold it.
 */
export function createPagedSearch<T>(
  pageSize: number,
  onChange: (session: SearchSession<T>) => void,
) {
  let session = createSearchSession<T>(pageSize);
  let loader: PageLoader<T> | null = null;
  let inFlight = new AbortController();

  const commit = (next: SearchSession<T>) => {
    session = next;
    onChange(next);
  };

  async function run(step: SessionStep<T>, load: PageLoader<T>): Promise<PageOutcome> {
    commit(step.session);
    const { request } = step;
    try {
      const page = await load(request, inFlight.signal);
      commit(receivePage(session, request.searchId, page));
      return null;
    } catch (failure) {
      const stale = request.searchId !== session.searchId;
      commit(receiveFailure(session, request.searchId));
      return stale ? null : { failure };
    }
  }

  /** Pages still on their way become stale; their replies and failures are dropped. */
  const abandon = () => {
    inFlight.abort();
    inFlight = new AbortController();
  };

  return {
    get session() {
      return session;
    },

    /**
     * A fresh search: results, cursor and has-more reset. `first` is its first page when already on
     * its way (a route loader's, from `firstPage` with the same loader); later pages use `load`.
     */
    start(load: PageLoader<T>, first?: Promise<SearchPage<T>>): Promise<PageOutcome> {
      abandon();
      loader = load;
      return run(startSearch(session), first ? () => first : load);
    },

    /** The next page of the current search; nothing while loading, after a failure or at the end. */
    next(): Promise<PageOutcome> {
      const step = loader && requestNextPage(session);
      if (!step || !loader) return Promise.resolve(null);
      return run(step, loader);
    },

    /** No search at all (nothing to search for, a logout): empty, and replies in flight stale. */
    clear() {
      abandon();
      loader = null;
      commit({ ...createSearchSession<T>(pageSize), searchId: session.searchId + 1 });
    },
  };
}

export type PagedSearch<T> = ReturnType<typeof createPagedSearch<T>>;
