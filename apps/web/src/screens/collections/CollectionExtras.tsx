import type { NewsItem } from "@hotshelf/api/contract";
import { canUseAds, fillTemplate, LICENCE_MESSAGES } from "@hotshelf/domain";
import { Link } from "@hotshelf/ui/Link";
import { NewsFeed } from "@hotshelf/ui/NewsFeed";
import { useEffect, useMemo, useState } from "react";
import { useSnapshot } from "valtio";
import { useServices } from "../../app/services";
import type { CollectionKind } from "../../data/collections";
import { useData } from "../../hooks/useData";
import { useBackgroundFailure } from "../../hooks/useFailurePolicy";
import { useNow } from "../../hooks/useNow";
import { licenceStore } from "../../stores";
import { PagedAds } from "../detail/AdsSection";

/** The included ids of the selected collection: shops or products as the collection's kind. */
export interface IncludedMembers {
  kind: CollectionKind;
  /** null when nothing is included: no call is made. */
  ids: readonly number[] | null;
}

/**
 * The collection's ads, newest first, paged on scroll by offset (001 §7). Without can_ads the upgrade
 * prompt shows (View Pricing goes to /settings/billing) and no call is made; load errors are swallowed
 * like the other ads sections (001 §8) and stop the paging. An ad's Exclude Shop (shop collections)
 * or Exclude Product (product collections) excludes that member, as its sidebar checkbox does.
 */
export function CollectionAds({
  kind,
  ids,
  onExclude,
}: IncludedMembers & { onExclude: (id: number) => void }) {
  const { config } = useServices();
  const { collections } = useData();
  const { licence } = useSnapshot(licenceStore);
  const allowed = licence !== null && canUseAds(licence);
  const idsKey = ids?.join(",") ?? "";
  const load = useMemo(() => {
    const list = idsKey.split(",").map(Number);
    return (offset?: number | string) => collections.ads(kind, list, offset);
  }, [collections, kind, idsKey]);

  if (!allowed) {
    return (
      <p className="pt-4 text-muted">
        {fillTemplate(LICENCE_MESSAGES.adsUpgrade, { product: config.productName })}{" "}
        <Link href="/settings/billing">View Pricing</Link>
      </p>
    );
  }
  if (idsKey === "") return null;
  return (
    <div className="pt-4">
      <PagedAds
        label="Ads"
        load={load}
        {...(kind === "shops"
          ? { canExcludeShop: true, onExcludeShop: onExclude }
          : { canExcludeProduct: true, onExcludeProduct: onExclude })}
      />
    </div>
  );
}

/**
 * The selected collection's news (activity), with relative times refreshed every 5 s: a spinner
 * while its feed is read, no news when every member is excluded.
 */
export function CollectionNews({ kind, ids }: IncludedMembers) {
  const { collections } = useData();
  const onFailure = useBackgroundFailure();
  // The feed with the members it was read for, so a feed never shows under other members.
  const [news, setNews] = useState<{ key: string; items: readonly NewsItem[] } | null>(null);
  const nowMs = useNow();
  const idsKey = ids?.join(",") ?? "";
  const key = `${kind}:${idsKey}`;

  useEffect(() => {
    if (idsKey === "") return;
    const list = idsKey.split(",").map(Number);
    let live = true;
    // A failed feed reads as an empty one rather than breaking the screen.
    collections.news(kind, list).then(
      (activity) => live && setNews({ key, items: activity }),
      (error: unknown) => {
        onFailure(error);
        if (live) setNews({ key, items: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [collections, kind, idsKey, key, onFailure]);

  const items = idsKey === "" ? [] : news?.key === key ? news.items : null;
  return (
    <div className="pt-4">
      <NewsFeed items={items} isLoading={items === null} nowMs={nowMs} />
    </div>
  );
}
