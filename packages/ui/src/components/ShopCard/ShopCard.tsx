import {
  type ChartPeriod,
  type ChartSlice,
  chartImagePath,
  countryName,
  EMPTY_TEXTS,
  faviconCandidates,
  formatNumber,
  type TopAdvertisedProduct,
  type TopRevenueProduct,
} from "@hotshelf/domain";
import { cva } from "class-variance-authority";
import { type ReactNode, useMemo, useState } from "react";
import {
  countFigures,
  Favicon,
  QuickChart,
  type QuickChartProps,
  revenueFigures,
  TitleLink,
} from "../../cards";
import { useMedia } from "../../media";
import { EstimateLabel } from "../EstimateLabel/EstimateLabel";
import { Metric } from "../Metric/Metric";
import { Tab, TabList, TabPanel, Tabs } from "../Tabs/Tabs";
import {
  Doughnut,
  DoughnutLegend,
  formatTopValue,
  PeriodToggle,
  TOP_PRODUCTS_TITLES,
  type TopProductsKind,
  topProductSlices,
} from "../TopProductsDoughnut/TopProductsDoughnut";
import { ShopActionsMenu } from "./ShopActionsMenu";

/** The fields a shop card reads; the API's ShopItem has them all. */
export interface ShopCardShop {
  shop_id: number;
  shop_title: string;
  url: string;
  shop_favicon_internal?: string | null;
  shop_favicon_external?: string | null;
  shop_favicon?: string | null;
  country?: string | null;
  currency?: string | null;
  sku_count?: number | null;
  day_current_period_revenue?: number | null;
  day_revenue_delta?: number | null;
  day_revenue_percent_change?: number | null;
  week_current_period_revenue?: number | null;
  week_revenue_delta?: number | null;
  week_revenue_percent_change?: number | null;
  active_ad_count?: number | null;
  active_ad_count_delta?: number | null;
  active_ad_count_percent_change?: number | null;
  fb_followers?: number | null;
  fb_followers_delta?: number | null;
  fb_followers_percent_change?: number | null;
  ig_followers?: number | null;
  ig_followers_delta?: number | null;
  ig_followers_percent_change?: number | null;
  has_rev_quick_chart?: boolean;
  has_ads_quick_chart?: boolean;
  top_advertised_products?: readonly TopAdvertisedProduct[];
  top_revenue_products?: readonly TopRevenueProduct[];
}

export interface ShopCardProps {
  shop: ShopCardShop;
  /** Offer Exclude Shop from Results (default true). */
  canExcludeShop?: boolean;
  /** Shops with no sales data yet, or not scrapeable (default false). */
  isInactive?: boolean;
  /** Admins see 'Admin: Copy Shop ID' and 'Admin: Ban Store'. */
  isAdmin?: boolean;
  /** Where View Shop and the title lead (the shop view, /shops/{shop_id}). */
  shopHref?: string;
  onExcludeShop?: (shop: { shop_id: number; shop_title: string }) => void;
  /**
   * Add/Remove from Collection: the screen opens its ShopCollectionsModal (it holds the collections)
   * and reloads what changed when the modal reports it.
   */
  onManageCollections?: (shop: ShopCardShop) => void;
  /** Staff only: 'Add/Remove from Staff Picks' (the screen opens its StaffPicksModal). */
  onManageStaffPicks?: (shop: ShopCardShop) => void;
  /** Bans the shop from Explore; rejecting shows 'Ban error'. */
  onBan?: (shop: ShopCardShop) => Promise<void>;
  /** Copies the id; the clipboard by default. */
  onCopyShopId?: (shopId: number) => void;
  /** Add to Compare / Remove from Compare: offered when given. */
  onToggleCompare?: () => void;
  /** The shop is among the shops picked to compare. */
  isCompared?: boolean;
  /** A tracked shop's revenue is inferred: it shows an 'Estimated' label under the revenue. */
  revenueIsEstimate?: boolean;
}

export const shopCard = cva(
  [
    // layout
    "relative flex flex-col gap-4 rounded-xl border p-4",
    // colour
    "bg-raised text-fg",
  ],
  {
    variants: {
      isInactive: { true: "border-dashed border-border-strong", false: "border-border" },
    },
    defaultVariants: { isInactive: false },
  },
);

export const INACTIVE_SHOP_TEXT =
  "This shop is inactive: there is no sales data for it yet, or it cannot be read. Newly tracked shops are usually inactive for a short while as data accumulates.";

/** A shop with its revenue, ads and followers, a per-product panel and its card menu (001 §2). */
export function ShopCard({
  shop,
  canExcludeShop = true,
  isInactive = false,
  isAdmin = false,
  shopHref,
  onExcludeShop,
  onManageCollections,
  onManageStaffPicks,
  onToggleCompare,
  isCompared = false,
  onBan,
  onCopyShopId,
  revenueIsEstimate = false,
}: ShopCardProps) {
  const media = useMedia();
  const favicons = faviconCandidates(shop, media.baseUrl).map(media.url);
  const chart = (kind: "revenue" | "ads", available?: boolean) =>
    available ? media.pathUrl(chartImagePath("shops", kind, shop.shop_id)) : undefined;

  return (
    <article
      aria-labelledby={`shop-${shop.shop_id}-title`}
      data-inactive={isInactive}
      className={shopCard({ isInactive })}
    >
      <header className="flex items-start gap-3">
        <Favicon candidates={favicons} />
        <div className="min-w-0 flex-1">
          <h3
            id={`shop-${shop.shop_id}-title`}
            className="truncate font-semibold"
            title={shop.shop_title}
          >
            <TitleLink href={shopHref} target="_blank">
              {shop.shop_title}
            </TitleLink>
          </h3>
          {shop.url && (
            <p className="truncate text-muted text-xs" title={shop.url}>
              {shop.url}
            </p>
          )}
        </div>
        <ShopActionsMenu
          shop={shop}
          shopHref={shopHref}
          canExcludeShop={canExcludeShop}
          isAdmin={isAdmin}
          onExcludeShop={onExcludeShop}
          onManageCollections={onManageCollections}
          onManageStaffPicks={onManageStaffPicks}
          onToggleCompare={onToggleCompare}
          isCompared={isCompared}
          onBan={onBan}
          onCopyShopId={onCopyShopId}
        />
      </header>

      {isInactive ? (
        <p className="rounded-md bg-warning-subtle px-3 py-2 text-fg text-sm">
          {INACTIVE_SHOP_TEXT}
        </p>
      ) : (
        <>
          <MetricsWithChart
            label="Shop Ads"
            chart={{ src: chart("ads", shop.has_ads_quick_chart), label: "Shop ads, last 30 days" }}
          >
            <Metric label="Shop Ads" {...countFigures(shop, "active_ad_count")} />
          </MetricsWithChart>
          <MetricsWithChart
            label="Revenue"
            chart={{
              src: chart("revenue", shop.has_rev_quick_chart),
              label: "Shop revenue, last 30 days",
            }}
            note={revenueIsEstimate ? <EstimateLabel /> : null}
          >
            <Metric label="Revenue (Day)" size="sm" compact {...revenueFigures(shop, "day")} />
            <Metric label="Revenue (Week)" size="sm" compact {...revenueFigures(shop, "week")} />
          </MetricsWithChart>
          <dl className="grid grid-cols-2 gap-3">
            <Metric
              label="Facebook Followers"
              size="sm"
              compact
              {...countFigures(shop, "fb_followers")}
            />
            <Metric
              label="Instagram Followers"
              size="sm"
              compact
              {...countFigures(shop, "ig_followers")}
            />
          </dl>
        </>
      )}

      <dl className="grid grid-cols-3 gap-3 text-sm">
        <Fact
          label="Shop Country"
          value={shop.country ? countryName(shop.country) : EMPTY_TEXTS.notAvailable}
        />
        <Fact label="SKU Count" value={formatNumber(shop.sku_count)} />
        <Fact label="Currency" value={shop.currency || EMPTY_TEXTS.notAvailable} />
      </dl>

      {!isInactive && <ProductMetricsPanel shop={shop} />}
    </article>
  );
}

/** Metrics beside their 30-day quick chart; a note (the 'Estimated' label) goes under the metrics. */
function MetricsWithChart({
  label,
  chart,
  note,
  children,
}: {
  label: string;
  chart: QuickChartProps;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-[1fr_1fr] items-center gap-3">
      <div className="flex flex-col items-start gap-1">
        <dl className="flex w-full flex-col gap-2">{children}</dl>
        {note}
      </div>
      <QuickChart {...chart} />
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="truncate font-medium" title={value}>
        {value}
      </dd>
    </div>
  );
}

/** The card's doughnuts: small enough to sit beside their legend in a one-quarter-width card. */
const CARD_DOUGHNUT_SIZE = 104;

/**
 * The per-product panel (001 §2): Ads/Revenue tabs, each a doughnut of the top 5 products with its
 * legend, and a Current/Previous toggle for the shown tab. Only the selected tab's panel is mounted.
 */
export function ProductMetricsPanel({ shop }: { shop: ShopCardShop }) {
  const [tab, setTab] = useState<"ads" | "revenue">("ads");
  const [period, setPeriod] = useState<ChartPeriod>("current");
  const ads = useMemo(
    () =>
      topProductSlices({ kind: "advertised", items: shop.top_advertised_products ?? [] }, period),
    [shop.top_advertised_products, period],
  );
  const revenue = useMemo(
    () => topProductSlices({ kind: "revenue", items: shop.top_revenue_products ?? [] }, period),
    [shop.top_revenue_products, period],
  );
  const { canCompare } = tab === "ads" ? ads : revenue;
  const shown: ChartPeriod = canCompare ? period : "current";
  const kind = tab === "ads" ? "advertised" : "revenue";
  return (
    <div
      role="group"
      aria-label="Product metrics"
      className="flex flex-col gap-2"
      data-period={shown}
    >
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key === "revenue" ? "revenue" : "ads")}
      >
        <div className="flex flex-wrap items-end justify-between gap-2">
          <TabList aria-label="Product metrics">
            <Tab id="ads">Ads</Tab>
            <Tab id="revenue">Revenue</Tab>
          </TabList>
          <PeriodToggle
            label={`${TOP_PRODUCTS_TITLES[kind]} period`}
            period={period}
            onPeriodChange={setPeriod}
            canCompare={canCompare}
          />
        </div>
        <TabPanel id="ads">
          <TopProductsTab
            slices={ads.slices}
            period={ads.canCompare ? period : "current"}
            kind="advertised"
            empty={EMPTY_TEXTS.noProductAdMetrics}
          />
        </TabPanel>
        <TabPanel id="revenue">
          <TopProductsTab
            slices={revenue.slices}
            period={revenue.canCompare ? period : "current"}
            kind="revenue"
            empty={EMPTY_TEXTS.noProductRevenueMetrics}
          />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function TopProductsTab({
  slices,
  period,
  kind,
  empty,
}: {
  slices: readonly ChartSlice[];
  period: ChartPeriod;
  kind: TopProductsKind;
  empty: string;
}) {
  if (slices.length === 0) return <p className="py-2 text-muted text-sm">{empty}</p>;
  return (
    <div className="flex flex-wrap items-center gap-3" data-period={period}>
      <Doughnut slices={slices} period={period} size={CARD_DOUGHNUT_SIZE} />
      <DoughnutLegend slices={slices} format={formatTopValue(kind)} />
    </div>
  );
}
