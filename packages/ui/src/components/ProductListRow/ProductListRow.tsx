import { formatMoney, formatNumber } from "@hotshelf/domain";
import type { ReactNode } from "react";
import { ProductImage } from "../../cards";
import { useMedia } from "../../media";
import { Delta } from "../Delta/Delta";
import { Link } from "../Link/Link";
import { Price } from "../Price/Price";

export const PRODUCT_LIST_HEADERS = [
  "Product Title",
  "Shop Title",
  "Revenue (Weekly)",
  "Ads",
] as const;

export interface ProductListRowProduct {
  product_id: number;
  product_title: string;
  price?: number | null;
  product_image_internal?: string | null;
  product_image_external?: string | null;
  shop_id: number;
  shop_title: string;
  week_current_period_revenue?: number | null;
  week_revenue_delta?: number | null;
  week_revenue_percent_change?: number | null;
  product_active_ad_count?: number | null;
  product_active_ad_count_delta?: number | null;
  product_active_ad_count_percent_change?: number | null;
}

/** The list layout of Explore Products: weekly revenue and ads per product. */
export function ProductList({
  label = "Products",
  children,
}: {
  label?: string;
  children: ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-sm" aria-label={label}>
      <thead>
        <tr className="border-border border-b text-left text-muted text-xs">
          {PRODUCT_LIST_HEADERS.map((header, i) => (
            <th
              key={header}
              scope="col"
              className={`px-3 py-2 font-medium ${i > 1 ? "text-right" : ""}`}
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export interface ProductListRowProps {
  product: ProductListRowProduct;
  productHref?: string;
  shopHref?: string;
}

export function ProductListRow({ product, productHref, shopHref }: ProductListRowProps) {
  const media = useMedia();
  const image = product.product_image_internal
    ? media.pathUrl(product.product_image_internal)
    : product.product_image_external
      ? media.url(product.product_image_external)
      : undefined;
  return (
    <tr className="border-border border-b bg-raised">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <div className="flex items-center gap-3">
          <ProductImage src={image} alt="" className="size-12 shrink-0 rounded text-[0px]" />
          <div className="min-w-0">
            <p className="line-clamp-2 font-medium text-fg">
              {productHref ? (
                <Link href={productHref} variant="subtle">
                  {product.product_title}
                </Link>
              ) : (
                product.product_title
              )}
            </p>
            <Price value={product.price} className="text-muted text-xs" />
          </div>
        </div>
      </th>
      <td className="px-3 py-2">
        {shopHref ? (
          <Link href={shopHref} variant="subtle">
            {product.shop_title}
          </Link>
        ) : (
          product.shop_title
        )}
      </td>
      <td className="px-3 py-2 text-right">
        <span className="font-medium tabular-nums">
          {formatMoney(product.week_current_period_revenue)}
        </span>
        <Delta
          className="block"
          kind="money"
          value={product.week_revenue_delta}
          percent={product.week_revenue_percent_change}
        />
      </td>
      <td className="px-3 py-2 text-right">
        <span className="font-medium tabular-nums">
          {formatNumber(product.product_active_ad_count)}
        </span>
        <Delta
          className="block"
          value={product.product_active_ad_count_delta}
          percent={product.product_active_ad_count_percent_change}
        />
      </td>
    </tr>
  );
}
