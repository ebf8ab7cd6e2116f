import type { ProductItem } from "@hotshelf/api/contract";
import { EMPTY_TEXTS } from "@hotshelf/domain";
import { useMedia } from "@hotshelf/ui";
import { Metric } from "@hotshelf/ui/Metric";
import { Price } from "@hotshelf/ui/Price";

/** A winners-page product card: no title link and no menu (000 §2). */
export function WinnerCard({ product }: { product: ProductItem }) {
  const media = useMedia();
  const image = product.product_image_internal
    ? media.pathUrl(product.product_image_internal)
    : product.product_image_external;
  return (
    <article
      aria-labelledby={`winner-${product.product_id}`}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-raised"
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          className="aspect-square w-full bg-sunken object-cover"
        />
      ) : (
        <div className="flex aspect-square items-center justify-center bg-sunken text-muted text-sm">
          {EMPTY_TEXTS.noImage}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 id={`winner-${product.product_id}`} className="line-clamp-2 font-semibold">
            {product.product_title}
          </h2>
          <p className="text-muted text-sm">{product.shop_title}</p>
        </div>
        <Price value={product.price} className="font-medium" />
        <dl className="mt-auto grid grid-cols-2 gap-2">
          <Metric
            label="Revenue (Weekly)"
            kind="money"
            size="sm"
            value={product.week_current_period_revenue}
            delta={product.week_revenue_delta}
            percent={product.week_revenue_percent_change}
          />
          <Metric
            label="Ads"
            size="sm"
            value={product.product_active_ad_count}
            percent={product.product_active_ad_count_percent_change}
          />
        </dl>
      </div>
    </article>
  );
}
