import type { ErrorContext, SearchPage, SearchSession } from "@hotshelf/domain";
import { useMemo, useRef, useState } from "react";
import { createPagedSearch, type PageLoader, type PageOutcome } from "../data/pagedSearch";
import { useFailurePolicy } from "./useFailurePolicy";

export interface PagedSearchView<T> {
  session: SearchSession<T>;
  /** The latest search's failure text under the context (null: none, or nothing to show). */
  error: string | null;
  /** A fresh search; `first` is its first page when a route loader already started it. */
  start: (load: PageLoader<T>, first?: Promise<SearchPage<T>>) => void;
  /** The next page, when one is due. */
  next: () => void;
  /** No search (nothing to search for); replies in flight become stale. */
  clear: () => void;
}

/**
 * A data-layer paged search held in this component's state; the latest search's failure goes
 * through the failure policy under `context` (sign out, licence expired) and its text is kept.
 */
export function usePagedSearch<T>(pageSize: number, context: ErrorContext): PagedSearchView<T> {
  const [session, setSession] = useState<SearchSession<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paged] = useState(() => createPagedSearch<T>(pageSize, setSession));
  const policy = useFailurePolicy();
  const latest = useRef({ policy, context });
  latest.current = { policy, context };

  const actions = useMemo(() => {
    const settle = async (outcome: Promise<PageOutcome>) => {
      const failed = await outcome;
      if (failed)
        setError(latest.current.policy(latest.current.context, failed.failure).message ?? null);
    };
    return {
      start(load: PageLoader<T>, first?: Promise<SearchPage<T>>) {
        setError(null);
        void settle(paged.start(load, first));
      },
      next: () => void settle(paged.next()),
      clear() {
        setError(null);
        paged.clear();
      },
    };
  }, [paged]);

  return { session: session ?? paged.session, error, ...actions };
}
