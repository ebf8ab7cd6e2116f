import { canUseAds, fillTemplate, LICENCE_MESSAGES } from "@hotshelf/domain";
import { AdsList, type AdsListProps } from "@hotshelf/ui/AdsList";
import { Link } from "@hotshelf/ui/Link";
import { useRef } from "react";
import { useSnapshot } from "valtio";
import { useServices } from "../../app/services";
import { type AdsPageLoader, useAdsPages } from "../../hooks/useAdsPages";
import { useBackgroundFailure } from "../../hooks/useFailurePolicy";
import { END_MARKER_CLASS, useInfiniteScroll } from "../../hooks/useInfiniteScroll";
import { licenceStore } from "../../stores";

type ExcludeProps = Pick<
  AdsListProps,
  "canExcludeShop" | "canExcludeProduct" | "onExcludeShop" | "onExcludeProduct"
>;

/**
 * All the ads `load` pages through: the next page comes when the end of the list scrolls into view
 * (001 §4) or from Load More Ads. A stable `load` keeps the pages; a new one starts over.
 */
export function PagedAds({
  label,
  load,
  ...exclude
}: { label: string; load: AdsPageLoader } & ExcludeProps) {
  const onFailure = useBackgroundFailure();
  const { ads, hasMore, loadingMore, loadMore } = useAdsPages(load, onFailure);
  const marker = useRef<HTMLDivElement>(null);
  useInfiniteScroll(marker, loadMore, ads?.length ?? 0);
  return (
    <div>
      <AdsList
        label={label}
        ads={ads}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={loadMore}
        {...exclude}
      />
      <div ref={marker} data-testid="ads-end" className={`h-px ${END_MARKER_CLASS}`} />
    </div>
  );
}

/**
 * A shop's or product's ads, newest first, all of them page by page; without can_ads the upgrade
 * text shows instead and no call is made. Ads load errors are swallowed (001 §8). No Exclude here:
 * the shop or product is the view's subject.
 */
export function AdsSection({ title, load }: { title: string; load: AdsPageLoader }) {
  const { config } = useServices();
  const { licence } = useSnapshot(licenceStore);
  const allowed = licence !== null && canUseAds(licence);

  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="font-semibold text-lg">{title}</h2>
      {allowed ? (
        <PagedAds label={title} load={load} />
      ) : (
        <p className="text-muted">
          {fillTemplate(LICENCE_MESSAGES.adsUpgrade, { product: config.productName })}{" "}
          <Link href="/pricing">Pricing</Link>
        </p>
      )}
    </section>
  );
}
