import type { AdsResponse } from "@hotshelf/api/contract";
import { sortAdsNewestFirst } from "@hotshelf/domain";
import { useCallback, useEffect, useRef, useState } from "react";

/** One page of ads from `offset` (the previous page's next_from_value; undefined for the first). */
export type AdsPageLoader = (offset?: number | string) => Promise<AdsResponse>;

export interface AdsPages {
  /** The ads loaded so far, newest first within each page; null while the first page loads. */
  ads: AdsResponse["items"] | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** Asks for the next page; does nothing while one is on its way or when none is left. */
  loadMore: () => void;
}

interface Paging {
  next: AdsResponse["next_from_value"];
  loading: boolean;
}

/**
 * Pages through all the ads of a shop, a product or a collection, by offset (001 §7). A new loader
 * (another shop, another selection) starts over, and pages of the old one that arrive late are
 * dropped. A failed page stops the paging and goes to `onFailure` (ads failures are swallowed, 001 §8).
 */
export function useAdsPages(load: AdsPageLoader, onFailure: (error: unknown) => void): AdsPages {
  const [ads, setAds] = useState<AdsResponse["items"] | null>(null);
  const [paging, setPaging] = useState<Paging>({ next: null, loading: false });
  // The loader whose pages are still wanted, and the paging state without waiting for a render.
  const current = useRef<{ load: AdsPageLoader; paging: Paging }>({ load, paging });
  const failed = useRef(onFailure);
  failed.current = onFailure;

  const fetchPage = useCallback((from: AdsPageLoader, offset: number | string | undefined) => {
    const update = (next: Paging) => {
      current.current.paging = next;
      setPaging(next);
    };
    update({ next: current.current.paging.next, loading: true });
    from(offset).then(
      (reply) => {
        if (current.current.load !== from) return;
        update({ next: reply.next_from_value, loading: false });
        const page = sortAdsNewestFirst(reply.items);
        setAds((shown) => [...(shown ?? []), ...page]);
      },
      (error: unknown) => {
        if (current.current.load === from) {
          update({ next: null, loading: false });
          setAds((shown) => shown ?? []);
        }
        failed.current(error);
      },
    );
  }, []);

  useEffect(() => {
    current.current = { load, paging: { next: null, loading: false } };
    setAds(null);
    setPaging(current.current.paging);
    fetchPage(load, undefined);
  }, [load, fetchPage]);

  const loadMore = useCallback(() => {
    const { load: from, paging: now } = current.current;
    if (!now.loading && now.next !== null) fetchPage(from, now.next);
  }, [fetchPage]);

  return {
    ads,
    hasMore: paging.next !== null,
    loadingMore: paging.loading && ads !== null,
    loadMore,
  };
}
