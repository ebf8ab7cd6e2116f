import {
  chartImagePath,
  faviconCandidates,
  formatShortDate,
  type OriginalPrice,
} from "@hotshelf/domain";
import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import {
  countFigures,
  Favicon,
  ProductImage,
  productImageUrl,
  QuickChart,
  type QuickChartProps,
  revenueFigures,
  TitleLink,
} from "../../cards";
import { useMedia } from "../../media";
import { Metric } from "../Metric/Metric";
import { Price } from "../Price/Price";
import { ProductActionsMenu, type ProductActionsMenuProps } from "./ProductActionsMenu";

/** The fields a product card reads; the API's ProductItem has them all. */
export interface ProductCardProduct extends OriginalPrice {
  product_id: number;
  product_title: string;
  product_handle: string;
  product_published_at?: string | null;
  price?: number | null;
  product_image_internal?: string | null;
  product_image_external?: string | null;
  shop_id: number;
  shop_title: string;
  shop_url: string;
  shop_favicon_internal?: string | null;
  shop_site_creation_date?: string | null;
  day_current_period_revenue?: number | null;
  day_revenue_delta?: number | null;
  day_revenue_percent_change?: number | null;
  week_current_period_revenue?: number | null;
  week_revenue_delta?: number | null;
  week_revenue_percent_change?: number | null;
  shop_day_current_period_revenue?: number | null;
  shop_day_revenue_delta?: number | null;
  shop_day_revenue_percent_change?: number | null;
  shop_week_current_period_revenue?: number | null;
  shop_week_revenue_delta?: number | null;
  shop_week_revenue_percent_change?: number | null;
  product_active_ad_count?: number | null;
  product_active_ad_count_delta?: number | null;
  product_active_ad_count_percent_change?: number | null;
  shop_active_ad_count?: number | null;
  shop_active_ad_count_delta?: number | null;
  shop_active_ad_count_percent_change?: number | null;
  has_product_rev_quick_chart?: boolean;
  has_product_ads_quick_chart?: boolean;
  has_shop_rev_quick_chart?: boolean;
  has_shop_ads_quick_chart?: boolean;
}

/** The card's menu takes the same props (ProductActionsMenu), shown unless `interactive` is false. */
export interface ProductCardProps extends ProductActionsMenuProps<ProductCardProduct> {
  /** false on the public winners page: titles are not links and there is no menu. */
  interactive?: boolean;
}

export const productCard = cva([
  // layout
  "flex flex-col overflow-hidden rounded-xl border border-border",
  // colour
  "bg-raised text-fg",
]);

/** An Explore grid card: the product, its shop and their revenue and ad metrics (000 §2). */
/** A typical card's height at 1280 px: what a virtual list assumes for rows it has not measured. */
export const PRODUCT_CARD_HEIGHT = 640;

export function ProductCard({
  product,
  interactive = true,
  productHref,
  shopHref,
  canExcludeShop = true,
  canExcludeProduct = true,
  isAdmin = false,
  onExcludeShop,
  onExcludeProduct,
  onManageCollections,
  onManageStaffPicks,
  onBan,
}: ProductCardProps) {
  const media = useMedia();
  const favicons = faviconCandidates(product, media.baseUrl).map(media.url);
  /** A section's two 30-day quick charts, each only when the item has it. */
  const quickCharts = (
    entity: "products" | "shops",
    hasRevenue?: boolean,
    hasAds?: boolean,
  ): [QuickChartProps, QuickChartProps] => {
    const id = entity === "products" ? product.product_id : product.shop_id;
    const noun = entity === "products" ? "Product" : "Shop";
    const src = (kind: "revenue" | "ads", available?: boolean) =>
      available ? media.pathUrl(chartImagePath(entity, kind, id)) : undefined;
    return [
      { src: src("revenue", hasRevenue), label: `${noun} revenue, last 30 days` },
      { src: src("ads", hasAds), label: `${noun} ads, last 30 days` },
    ];
  };
  const titleId = `product-${product.product_id}-title`;

  return (
    <article aria-labelledby={titleId} data-interactive={interactive} className={productCard()}>
      <ProductImage
        src={productImageUrl(media, product)}
        alt={product.product_title}
        className="aspect-square w-full"
      />
      <div className="flex flex-col gap-3 p-4">
        <header className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3
              id={titleId}
              className="line-clamp-2 font-semibold wrap-anywhere"
              title={product.product_title}
            >
              <TitleLink href={interactive ? productHref : undefined}>
                {product.product_title}
              </TitleLink>
            </h3>
            <Price value={product.price} original={product} className="text-muted text-sm" />
          </div>
          {interactive && (
            <ProductActionsMenu
              product={product}
              productHref={productHref}
              shopHref={shopHref}
              canExcludeShop={canExcludeShop}
              canExcludeProduct={canExcludeProduct}
              isAdmin={isAdmin}
              onExcludeShop={onExcludeShop}
              onExcludeProduct={onExcludeProduct}
              onManageCollections={onManageCollections}
              onManageStaffPicks={onManageStaffPicks}
              onBan={onBan}
            />
          )}
        </header>

        <div className="flex items-center gap-2">
          <Favicon candidates={favicons} className="size-6" />
          <div className="min-w-0">
            <p className="truncate font-medium text-sm" title={product.shop_title}>
              <TitleLink href={interactive ? shopHref : undefined}>{product.shop_title}</TitleLink>
            </p>
            <p className="truncate text-muted text-xs" title={product.shop_url}>
              {product.shop_url}
            </p>
          </div>
        </div>

        <MetricSection
          label="Product metrics"
          charts={quickCharts(
            "products",
            product.has_product_rev_quick_chart,
            product.has_product_ads_quick_chart,
          )}
        >
          <Metric
            label="Product Ads"
            size="sm"
            compact
            {...countFigures(product, "product_active_ad_count")}
          />
          <Metric label="Revenue (Day)" size="sm" compact {...revenueFigures(product, "day")} />
          <Metric label="Revenue (Week)" size="sm" compact {...revenueFigures(product, "week")} />
        </MetricSection>

        <MetricSection
          label="Shop metrics"
          className="border-border border-t pt-3"
          charts={quickCharts(
            "shops",
            product.has_shop_rev_quick_chart,
            product.has_shop_ads_quick_chart,
          )}
        >
          <Metric
            label="Shop Ads"
            size="sm"
            compact
            {...countFigures(product, "shop_active_ad_count")}
          />
          <Metric
            label="Shop Revenue (Day)"
            size="sm"
            compact
            {...revenueFigures(product, "shop_day")}
          />
          <Metric
            label="Shop Revenue (Week)"
            size="sm"
            compact
            {...revenueFigures(product, "shop_week")}
          />
        </MetricSection>

        <dl className="grid grid-cols-2 gap-2 text-xs">
          <div>
            <dt className="text-muted">Product Created</dt>
            <dd className="font-medium">{formatShortDate(product.product_published_at ?? "")}</dd>
          </div>
          <div>
            <dt className="text-muted">Store Created</dt>
            <dd className="font-medium">
              {formatShortDate(product.shop_site_creation_date ?? "")}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

/** A titled group of three metrics over their two 30-day quick charts. */
function MetricSection({
  label,
  className = "",
  charts,
  children,
}: {
  label: string;
  className?: string;
  charts: readonly [QuickChartProps, QuickChartProps];
  children: ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className={`flex flex-col gap-2 ${className}`}>
      <dl className="grid grid-cols-3 gap-2">{children}</dl>
      <div className="grid grid-cols-2 gap-2">
        {charts.map((quickChart) => (
          <QuickChart key={quickChart.label} {...quickChart} />
        ))}
      </div>
    </div>
  );
}
