import type { AdsResponse, NewsItem } from "@hotshelf/api/contract";
import {
  canUseAds,
  fillTemplate,
  LICENCE_MESSAGES,
  RELATIVE_TIME_REFRESH_INTERVAL_MS,
  sortAdsNewestFirst,
} from "@hotshelf/domain";
import { AdCard } from "@hotshelf/ui/AdCard";
import { Link } from "@hotshelf/ui/Link";
import { NewsFeed } from "@hotshelf/ui/NewsFeed";
import { ResultsGrid } from "@hotshelf/ui/ResultsGrid";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { useServices } from "../../app/services";
import { licenceStore } from "../../stores";
import type { CollectionKind } from "../../stores/collections/collectionsData";
import { resolveApiError } from "../../stores/explore/apiFailure";
import { useInfiniteScroll } from "../explore/useInfiniteScroll";
import { useLogout } from "../explore/useLogout";

/** Ads and news failures are swallowed (001 §8), but a lost session still signs out. */
function useBackgroundFailure() {
  const logout = useLogout();
  const logoutRef = useRef(logout);
  logoutRef.current = logout;
  return useCallback((error: unknown) => {
    if (resolveApiError("backgroundLoad", error).action === "logout") logoutRef.current();
  }, []);
}

/** The included ids of the selected collection: shops or products as the collection's kind. */
export interface IncludedMembers {
  kind: CollectionKind;
  /** null when nothing is included: no call is made. */
  ids: readonly number[] | null;
}

/**
 * The collection's ads, newest first, paged on scroll by offset (001 §7). Without can_ads the upgrade
 * prompt shows (View Pricing goes to /settings/billing) and no call is made; load errors are swallowed
 * like the other ads sections (001 §8) and stop the paging.
 */
export function CollectionAds({ kind, ids }: IncludedMembers) {
  const { api, config } = useServices();
  const { licence } = useSnapshot(licenceStore);
  const allowed = licence !== null && canUseAds(licence);
  const onFailure = useBackgroundFailure();
  const [ads, setAds] = useState<AdsResponse["items"]>([]);
  // The next page's offset (null: no more), and whether a page is on its way.
  const paging = useRef<{ next: AdsResponse["next_from_value"]; loading: boolean; key: string }>({
    next: null,
    loading: false,
    key: "",
  });
  const marker = useRef<HTMLDivElement>(null);
  const idsKey = ids?.join(",") ?? "";

  const loadPage = useCallback(
    (offset: number | string | undefined) => {
      const key = idsKey;
      const list = key.split(",").map(Number);
      paging.current = { ...paging.current, loading: true };
      const request =
        kind === "shops"
          ? api.shopAds({ shop_ids: list, ...(offset !== undefined && { offset }) })
          : api.productAds({ product_ids: list, ...(offset !== undefined && { offset }) });
      request.then(
        (reply) => {
          // A page of a selection that has since changed is dropped.
          if (paging.current.key !== key) return;
          paging.current = { key, next: reply.next_from_value, loading: false };
          setAds((shown) => [...shown, ...sortAdsNewestFirst(reply.items)]);
        },
        (error: unknown) => {
          if (paging.current.key === key) paging.current = { key, next: null, loading: false };
          onFailure(error);
        },
      );
    },
    [api, kind, idsKey, onFailure],
  );

  useEffect(() => {
    setAds([]);
    paging.current = { key: idsKey, next: null, loading: false };
    if (!allowed || idsKey === "") return;
    loadPage(undefined);
  }, [allowed, idsKey, loadPage]);

  useInfiniteScroll(marker, () => {
    const { next, loading } = paging.current;
    if (allowed && !loading && next !== null) loadPage(next);
  });

  if (!allowed) {
    return (
      <p className="pt-4 text-muted">
        {fillTemplate(LICENCE_MESSAGES.adsUpgrade, { product: config.productName })}{" "}
        <Link href="/settings/billing">View Pricing</Link>
      </p>
    );
  }
  return (
    <div className="pt-4">
      <ResultsGrid label="Ads">
        {ads.map((ad) => (
          <AdCard key={ad.collation_id} ad={ad} />
        ))}
      </ResultsGrid>
      <div ref={marker} data-testid="ads-end" className="h-px" />
    </div>
  );
}

/** The collection's news (activity), with relative times refreshed every 5 s. */
export function CollectionNews({ kind, ids }: IncludedMembers) {
  const { api } = useServices();
  const onFailure = useBackgroundFailure();
  const [items, setItems] = useState<readonly NewsItem[] | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const idsKey = ids?.join(",") ?? "";

  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), RELATIVE_TIME_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    setItems(null);
    if (idsKey === "") return;
    const list = idsKey.split(",").map(Number);
    let live = true;
    const load =
      kind === "shops"
        ? api.activityShops({ mode: "shops", shop_ids: list })
        : api.activityShops({ mode: "products", product_ids: list });
    // A failed feed reads as an empty one rather than breaking the screen.
    load.then(
      (reply) => live && setItems(reply.activity),
      (error: unknown) => {
        onFailure(error);
        if (live) setItems([]);
      },
    );
    return () => {
      live = false;
    };
  }, [api, kind, idsKey, onFailure]);

  return (
    <div className="pt-4">
      <NewsFeed items={items} nowMs={nowMs} />
    </div>
  );
}
