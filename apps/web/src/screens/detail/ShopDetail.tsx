import type { ShopDetail as ShopDetailReply } from "@hotshelf/api/contract";
import {
  adLibraryPageUrl,
  countryName,
  DATA_MESSAGES,
  detailIds,
  EMPTY_TEXTS,
  facebookPageUrl,
  formatLongDate,
  formatNumber,
  inactiveReasonText,
  previewList,
  shopProductsPath,
  socialProfiles,
  WIDGET_PAGE_SIZE,
} from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { Button } from "@hotshelf/ui/Button";
import { EmptyState } from "@hotshelf/ui/EmptyState";
import { Link } from "@hotshelf/ui/Link";
import { LinkButton } from "@hotshelf/ui/LinkButton";
import { ProductCollectionsModal } from "@hotshelf/ui/ProductCollectionsModal";
import { ShopCollectionsModal } from "@hotshelf/ui/ShopCollectionsModal";
import { Spinner } from "@hotshelf/ui/Spinner";
import { TopProductsDoughnut } from "@hotshelf/ui/TopProductsDoughnut";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useLoaderData, useParams } from "react-router-dom";
import type { Data } from "../../data";
import type { Started } from "../../data/routeLoaders";
import { useCollectionMembership } from "../../hooks/useCollectionMembership";
import { useData } from "../../hooks/useData";
import { useStaffPicksMembership } from "../../hooks/useStaffPicksMembership";
import { AdsSection } from "./AdsSection";
import { CollectionsList } from "./CollectionsList";
import { DetailCharts } from "./DetailCharts";
import { ShopFavicon } from "./DetailImages";
import { RevenueSummary } from "./RevenueSummary";
import { ShopProductGrid } from "./ShopProductGrid";
import { useDetailLoad } from "./useDetailLoad";
import { useShopProducts } from "./useShopProducts";

type ShopItemReply = Awaited<ReturnType<Data["detail"]["shop"]>>;
type ShopItem = ShopDetailReply["item"];

/** Theme, Apps and Technologies: the first 5, with Show More / Show Less. */
function PreviewList({ title, items }: { title: string; items: readonly string[] }) {
  const [expanded, setExpanded] = useState(false);
  const { visible, hasMore } = previewList(items, expanded);
  return (
    <section aria-label={title} className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-muted">{EMPTY_TEXTS.notAvailable}</p>
      ) : (
        <ul>
          {visible.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="ghost" size="sm" onPress={() => setExpanded((e) => !e)}>
          {expanded ? "Show Less" : "Show More"}
        </Button>
      )}
    </section>
  );
}

/** The shop's social profiles by network; an address the domain's rule does not know is not linked. */
function SocialLinks({ urls }: { urls: readonly string[] }) {
  const profiles = socialProfiles(urls);
  if (profiles.length === 0) return EMPTY_TEXTS.notAvailable;
  return (
    <ul className="flex flex-wrap justify-end gap-x-3">
      {profiles.map(({ network, url }) => (
        <li key={network}>
          <Link href={url} target="_blank" rel="noopener noreferrer nofollow">
            {network}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-border border-b py-1 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function BestSellingProducts({ shopId }: { shopId: number }) {
  const { session, error } = useShopProducts(shopId, WIDGET_PAGE_SIZE);
  const productCollections = useCollectionMembership("products");
  const staffPicks = useStaffPicksMembership("products");
  return (
    <section aria-label="Best Selling Products" className="flex flex-col gap-3">
      <h2 className="font-semibold text-lg">Best Selling Products</h2>
      {error && <Banner tone="danger">{error}</Banner>}
      {session.loading && <Spinner label="Loading products" />}
      <ShopProductGrid
        label="Best Selling Products"
        products={session.items}
        onManageCollections={productCollections.open}
        onManageStaffPicks={staffPicks.open}
      />
      <ProductCollectionsModal {...productCollections.modalProps} />
      {staffPicks.modal}
    </section>
  );
}

/** The shop view (/shops/{shop_id}); a non-numeric id shows 'Shop not found'. */
export function ShopDetail() {
  const { detail } = useData();
  const { shopId } = detailIds(useParams() as Record<string, string>);
  const started = useLoaderData() as Started<{ item: ShopItemReply }> | null | undefined;
  const state = useDetailLoad(
    "shopDetail",
    shopId === null ? null : String(shopId),
    () => started?.item ?? detail.shop(shopId ?? 0),
    DATA_MESSAGES.shopNotFound,
  );
  const collections = useCollectionMembership("shops");
  const { select } = collections;
  useEffect(() => {
    if (shopId !== null) select(shopId);
  }, [shopId, select]);
  // Only rendered once the shop loaded, so shopId is known by then.
  const loadCharts = useCallback(() => detail.shopCharts(shopId ?? 0), [detail, shopId]);
  const loadAds = useCallback(
    (offset?: number | string) => detail.shopAds(shopId ?? 0, offset),
    [detail, shopId],
  );

  if (state.status === "loading") {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading shop" />
      </div>
    );
  }
  if (state.status === "error" || shopId === null) {
    return (
      <div className="mx-auto w-full max-w-screen-xl px-4 py-6">
        <EmptyState title={state.status === "error" ? state.message : DATA_MESSAGES.shopNotFound} />
      </div>
    );
  }
  const { type, item } = state.data;
  const shop: ShopItem = item;

  return (
    <div className="mx-auto flex w-full max-w-screen-xl flex-col gap-6 px-4 py-6">
      <header className="flex items-center gap-3">
        <ShopFavicon shop={shop} />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="font-semibold text-2xl wrap-anywhere">{shop.shop_title}</h1>
          <Link href={shop.url} target="_blank" rel="noopener noreferrer">
            {shop.url}
          </Link>
        </div>
      </header>
      {type === "inactive" && (
        <Banner tone="warning" title={DATA_MESSAGES.shopInactive}>
          {inactiveReasonText("abort_tracking_reason" in shop ? shop.abort_tracking_reason : null)}
        </Banner>
      )}
      <div className="flex flex-wrap gap-2">
        {shop.ads_archive_page_id && (
          <LinkButton
            href={adLibraryPageUrl(shop.ads_archive_page_id)}
            target="_blank"
            rel="noopener noreferrer"
          >
            View Ads
          </LinkButton>
        )}
        {shop.ads_archive_page_id && (
          <LinkButton
            href={facebookPageUrl(shop.ads_archive_page_id)}
            target="_blank"
            rel="noopener noreferrer"
          >
            View on Facebook
          </LinkButton>
        )}
        <LinkButton href={shopProductsPath(shop.shop_id)}>View Products</LinkButton>
        <Button variant="secondary" onPress={() => collections.open(shop.shop_id)}>
          Manage Collections
        </Button>
      </div>
      <CollectionsList collections={collections.collections} title="Collections" />
      <RevenueSummary
        title="Revenue Summary"
        item={shop}
        prefix=""
        isEstimate={shop.revenue_is_estimate === true}
      />
      <section aria-label="Shop Facts" className="flex flex-col gap-2">
        <h2 className="font-semibold text-lg">Shop Facts</h2>
        <dl>
          <Fact
            label="Country"
            value={shop.country ? countryName(shop.country) : EMPTY_TEXTS.notAvailable}
          />
          <Fact
            label="Store Creation Date"
            value={
              shop.site_creation_date
                ? formatLongDate(shop.site_creation_date)
                : EMPTY_TEXTS.notAvailable
            }
          />
          <Fact label="SKUs" value={formatNumber(shop.sku_count)} />
          <Fact label="Tracked by" value={`${shop.tracked_by_count} users`} />
          <Fact label="Social Profiles" value={<SocialLinks urls={shop.social_links} />} />
        </dl>
      </section>
      <DetailCharts
        load={loadCharts}
        deltas={[shop.day_revenue_delta, shop.week_revenue_delta, shop.month_revenue_delta]}
      />
      <section aria-label="Top Products" className="grid gap-4 lg:grid-cols-2">
        <TopProductsDoughnut kind="advertised" items={shop.top_advertised_products} />
        <TopProductsDoughnut kind="revenue" items={shop.top_revenue_products} />
      </section>
      <div className="grid gap-4 sm:grid-cols-3">
        <PreviewList title="Theme" items={shop.theme_name ? [shop.theme_name] : []} />
        <PreviewList title="Apps" items={shop.apps} />
        <PreviewList title="Technologies" items={shop.technologies} />
      </div>
      <BestSellingProducts shopId={shop.shop_id} />
      <AdsSection title="Shop Ads" load={loadAds} />
      <ShopCollectionsModal {...collections.modalProps} />
    </div>
  );
}

export default ShopDetail;
