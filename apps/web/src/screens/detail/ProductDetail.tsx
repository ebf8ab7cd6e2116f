import {
  countryName,
  cutDescription,
  DATA_MESSAGES,
  detailIds,
  EMPTY_TEXTS,
  formatLongDate,
  shopifyProductUrl,
  shopPath,
  shopProductsPath,
} from "@hotshelf/domain";
import { Button } from "@hotshelf/ui/Button";
import { EmptyState } from "@hotshelf/ui/EmptyState";
import { LinkButton } from "@hotshelf/ui/LinkButton";
import { Price } from "@hotshelf/ui/Price";
import { ProductCollectionsModal } from "@hotshelf/ui/ProductCollectionsModal";
import { Spinner } from "@hotshelf/ui/Spinner";
import { useCallback, useEffect, useState } from "react";
import { useLoaderData, useParams } from "react-router-dom";
import type { Data } from "../../data";
import type { Started } from "../../data/routeLoaders";
import { useCollectionMembership } from "../../hooks/useCollectionMembership";
import { useData } from "../../hooks/useData";
import { AdsSection } from "./AdsSection";
import { CollectionsList } from "./CollectionsList";
import { DetailCharts } from "./DetailCharts";
import { ProductPhoto } from "./DetailImages";
import { RevenueSummary } from "./RevenueSummary";
import { sanitizeDescription } from "./sanitizeDescription";
import { useDetailLoad } from "./useDetailLoad";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-border border-b py-1 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const orNA = (text: string | null | undefined) => (text ? text : EMPTY_TEXTS.notAvailable);
const dateOrNA = (date: string | null) => (date ? formatLongDate(date) : EMPTY_TEXTS.notAvailable);

/** The description as sanitised HTML, cut at 2,000 characters with a toggle. */
function Description({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const { text, isCut } = cutDescription(html, expanded);
  return (
    <section aria-label="Description" className="flex flex-col gap-2 text-sm">
      {/* A cut inside a tag is dropped by the sanitiser. */}
      <div
        className="prose max-w-none wrap-anywhere"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeDescription
        dangerouslySetInnerHTML={{ __html: sanitizeDescription(text) }}
      />
      {isCut && (
        <Button variant="ghost" size="sm" onPress={() => setExpanded((e) => !e)}>
          {expanded ? "Show Less" : "Show More"}
        </Button>
      )}
    </section>
  );
}

type LoadedProduct = Awaited<ReturnType<Data["detail"]["product"]>>;

/** The product view (/shops/{shop_id}/{product_id}); both ids must be numeric. */
export function ProductDetail() {
  const { detail } = useData();
  const { shopId, productId } = detailIds(useParams() as Record<string, string>);
  const key = shopId === null || productId === null ? null : `${shopId}/${productId}`;
  const started = useLoaderData() as Started<{ item: LoadedProduct }> | null | undefined;
  const state = useDetailLoad(
    "productDetail",
    key,
    () => started?.item ?? detail.product(shopId ?? 0, productId ?? 0),
    DATA_MESSAGES.productNotFound,
  );
  const collections = useCollectionMembership("products");
  const { select } = collections;
  useEffect(() => {
    if (productId !== null) select(productId);
  }, [productId, select]);
  // Only rendered once the product loaded, so both ids are known by then.
  const loadCharts = useCallback(
    () => detail.productCharts(shopId ?? 0, productId ?? 0),
    [detail, shopId, productId],
  );
  const loadAds = useCallback(
    (offset?: number | string) => detail.productAds(productId ?? 0, offset),
    [detail, productId],
  );

  if (state.status === "loading") {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading product" />
      </div>
    );
  }
  if (state.status === "error" || shopId === null || productId === null) {
    return (
      <div className="mx-auto w-full max-w-screen-xl px-4 py-6">
        <EmptyState
          title={state.status === "error" ? state.message : DATA_MESSAGES.productNotFound}
        />
      </div>
    );
  }
  const product = state.data.item;

  return (
    <div className="mx-auto flex w-full max-w-screen-xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <ProductPhoto product={product} />
        <div className="flex flex-col gap-1">
          <h1 className="font-semibold text-2xl wrap-anywhere">{product.product_title}</h1>
          <Price value={product.price} original={product} />
        </div>
      </header>
      <div className="flex flex-wrap gap-2">
        <LinkButton href={shopPath(product.shop_id)}>Back to Shop</LinkButton>
        <Button variant="secondary" onPress={() => collections.open(product.product_id)}>
          Manage Collections
        </Button>
        <LinkButton href={shopProductsPath(product.shop_id)}>
          View Other Products From This Shop
        </LinkButton>
        <LinkButton
          href={shopifyProductUrl(product.shop_url, product.product_handle)}
          target="_blank"
          rel="noopener noreferrer"
        >
          View on Shopify Store
        </LinkButton>
      </div>
      <CollectionsList collections={collections.collections} title="Collections" />
      <Description html={product.body} />
      {product.product_tags.length > 0 && (
        <section aria-label="Tags" className="flex flex-wrap gap-2 text-sm">
          {product.product_tags.map((tag) => (
            <span key={tag} className="rounded-full border border-border px-2 py-0.5">
              {tag}
            </span>
          ))}
        </section>
      )}
      <RevenueSummary
        title="Product Revenue Summary"
        item={product}
        prefix=""
        isEstimate={product.revenue_is_estimate === true}
      />
      <RevenueSummary
        title="Shop Revenue Summary"
        item={product}
        prefix="shop_"
        isEstimate={product.revenue_is_estimate === true}
      />
      <DetailCharts
        load={loadCharts}
        deltas={[
          product.day_revenue_delta,
          product.week_revenue_delta,
          product.month_revenue_delta,
        ]}
      />
      <section aria-label="Facts" className="flex flex-col gap-2">
        <h2 className="font-semibold text-lg">Facts</h2>
        <dl>
          <Fact label="Product Created" value={dateOrNA(product.product_published_at)} />
          <Fact label="Store Created" value={dateOrNA(product.shop_site_creation_date)} />
          <Fact label="Product Type" value={orNA(product.product_type)} />
          <Fact label="Vendor" value={orNA(product.product_vendor)} />
          <Fact
            label="Country / Currency"
            value={`${product.shop_country ? countryName(product.shop_country) : EMPTY_TEXTS.notAvailable} / ${orNA(product.shop_currency)}`}
          />
        </dl>
      </section>
      <AdsSection title="Product Ads" load={loadAds} />
      <ProductCollectionsModal {...collections.modalProps} />
    </div>
  );
}

export default ProductDetail;
