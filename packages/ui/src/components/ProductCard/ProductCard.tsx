import {
  chartImagePath,
  faviconCandidates,
  formatShortDate,
  shopifyProductUrl,
} from "@hotshelf/domain";
import { cva } from "class-variance-authority";
import { type Key, useState } from "react";
import { Favicon, ProductImage, QuickChart } from "../../cards";
import { MoreIcon } from "../../icons";
import { useMedia } from "../../media";
import { BanConfirm, type BanKind } from "../BanConfirm/BanConfirm";
import { IconButton } from "../IconButton/IconButton";
import { Link } from "../Link/Link";
import { Menu, MenuItem, MenuSection } from "../Menu/Menu";
import { Metric } from "../Metric/Metric";
import { Price } from "../Price/Price";

/** The fields a product card reads; the API's ProductItem has them all. */
export interface ProductCardProduct {
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

export interface ProductCardProps {
  product: ProductCardProduct;
  /** false on the public winners page: titles are not links and there is no menu. */
  interactive?: boolean;
  productHref?: string;
  shopHref?: string;
  /** Offer the two Exclude items (default true). */
  canExclude?: boolean;
  isAdmin?: boolean;
  onExcludeShop?: (shop: { shop_id: number; shop_title: string }) => void;
  onExcludeProduct?: (product: { product_id: number; product_title: string }) => void;
  /** Add/Remove from Collection: the screen opens its ProductCollectionsModal. */
  onManageCollections?: (product: ProductCardProduct) => void;
  /** Admin bans; rejecting shows 'Ban error'. */
  onBan?: (kind: BanKind, product: ProductCardProduct) => Promise<void>;
}

export const productCard = cva([
  // layout
  "flex flex-col overflow-hidden rounded-xl border border-border",
  // colour
  "bg-raised text-fg",
]);

/** An Explore grid card: the product, its shop and their revenue and ad metrics (000 §2). */
export function ProductCard({
  product,
  interactive = true,
  productHref,
  shopHref,
  canExclude = true,
  isAdmin = false,
  onExcludeShop,
  onExcludeProduct,
  onManageCollections,
  onBan,
}: ProductCardProps) {
  const media = useMedia();
  const [ban, setBan] = useState<BanKind | null>(null);
  // The internal copy on the media host first, like favicons.
  const image = product.product_image_internal
    ? media.pathUrl(product.product_image_internal)
    : product.product_image_external
      ? media.url(product.product_image_external)
      : undefined;
  const favicons = faviconCandidates(product, media.baseUrl).map(media.url);
  const chart = (entity: "products" | "shops", kind: "revenue" | "ads", available?: boolean) =>
    available
      ? media.pathUrl(
          chartImagePath(
            entity,
            kind,
            entity === "products" ? product.product_id : product.shop_id,
          ),
        )
      : undefined;
  const titleId = `product-${product.product_id}-title`;

  const onAction = (key: Key) => {
    if (key === "exclude-shop")
      onExcludeShop?.({ shop_id: product.shop_id, shop_title: product.shop_title });
    if (key === "exclude-product")
      onExcludeProduct?.({ product_id: product.product_id, product_title: product.product_title });
    if (key === "collections") onManageCollections?.(product);
    if (key === "ban-shop") setBan("shop");
    if (key === "ban-product") setBan("product");
  };

  return (
    <article aria-labelledby={titleId} data-interactive={interactive} className={productCard()}>
      <ProductImage src={image} alt={product.product_title} className="aspect-square w-full" />
      <div className="flex flex-col gap-3 p-4">
        <header className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="line-clamp-2 font-semibold">
              {interactive && productHref ? (
                <Link href={productHref} variant="subtle">
                  {product.product_title}
                </Link>
              ) : (
                product.product_title
              )}
            </h3>
            <Price value={product.price} className="text-muted text-sm" />
          </div>
          {interactive && (
            <Menu
              trigger={
                <IconButton
                  label={`Actions for ${product.product_title}`}
                  icon={<MoreIcon />}
                  size="sm"
                />
              }
              onAction={onAction}
            >
              <MenuSection>
                <MenuItem id="view-product" href={productHref}>
                  View Product
                </MenuItem>
                <MenuItem id="view-shop" href={shopHref}>
                  View Shop
                </MenuItem>
                {canExclude ? (
                  <MenuItem id="exclude-shop">Exclude Shop from Results</MenuItem>
                ) : null}
                {canExclude ? (
                  <MenuItem id="exclude-product">Exclude Product from Results</MenuItem>
                ) : null}
                <MenuItem
                  id="shopify"
                  href={shopifyProductUrl(product.shop_url, product.product_handle)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  View Product on Shopify
                </MenuItem>
                <MenuItem id="collections">Add/Remove from Collection</MenuItem>
              </MenuSection>
              {isAdmin ? (
                <MenuSection title="Admin">
                  <MenuItem id="ban-shop" tone="danger">
                    Ban Store
                  </MenuItem>
                  <MenuItem id="ban-product" tone="danger">
                    Ban Product
                  </MenuItem>
                </MenuSection>
              ) : null}
            </Menu>
          )}
        </header>

        <div className="flex items-center gap-2">
          <Favicon candidates={favicons} className="size-6" />
          <div className="min-w-0">
            <p className="truncate font-medium text-sm">
              {interactive && shopHref ? (
                <Link href={shopHref} variant="subtle">
                  {product.shop_title}
                </Link>
              ) : (
                product.shop_title
              )}
            </p>
            <p className="truncate text-muted text-xs">{product.shop_url}</p>
          </div>
        </div>

        <div role="group" aria-label="Product metrics" className="flex flex-col gap-2">
          <dl className="grid grid-cols-3 gap-2">
            <Metric
              label="Product Ads"
              size="sm"
              value={product.product_active_ad_count}
              delta={product.product_active_ad_count_delta}
              percent={product.product_active_ad_count_percent_change}
            />
            <Metric
              label="Revenue (Day)"
              kind="money"
              size="sm"
              value={product.day_current_period_revenue}
              delta={product.day_revenue_delta}
              percent={product.day_revenue_percent_change}
            />
            <Metric
              label="Revenue (Week)"
              kind="money"
              size="sm"
              value={product.week_current_period_revenue}
              delta={product.week_revenue_delta}
              percent={product.week_revenue_percent_change}
            />
          </dl>
          <div className="grid grid-cols-2 gap-2">
            <QuickChart
              src={chart("products", "revenue", product.has_product_rev_quick_chart)}
              label="Product revenue, last 30 days"
            />
            <QuickChart
              src={chart("products", "ads", product.has_product_ads_quick_chart)}
              label="Product ads, last 30 days"
            />
          </div>
        </div>

        <div
          role="group"
          aria-label="Shop metrics"
          className="flex flex-col gap-2 border-border border-t pt-3"
        >
          <dl className="grid grid-cols-3 gap-2">
            <Metric
              label="Shop Ads"
              size="sm"
              value={product.shop_active_ad_count}
              delta={product.shop_active_ad_count_delta}
              percent={product.shop_active_ad_count_percent_change}
            />
            <Metric
              label="Shop Revenue (Day)"
              kind="money"
              size="sm"
              value={product.shop_day_current_period_revenue}
              delta={product.shop_day_revenue_delta}
              percent={product.shop_day_revenue_percent_change}
            />
            <Metric
              label="Shop Revenue (Week)"
              kind="money"
              size="sm"
              value={product.shop_week_current_period_revenue}
              delta={product.shop_week_revenue_delta}
              percent={product.shop_week_revenue_percent_change}
            />
          </dl>
          <div className="grid grid-cols-2 gap-2">
            <QuickChart
              src={chart("shops", "revenue", product.has_shop_rev_quick_chart)}
              label="Shop revenue, last 30 days"
            />
            <QuickChart
              src={chart("shops", "ads", product.has_shop_ads_quick_chart)}
              label="Shop ads, last 30 days"
            />
          </div>
        </div>

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

      {onBan && ban && (
        <BanConfirm
          kind={ban}
          isOpen
          onOpenChange={(open) => {
            if (!open) setBan(null);
          }}
          onBan={() => onBan(ban, product)}
        />
      )}
    </article>
  );
}
