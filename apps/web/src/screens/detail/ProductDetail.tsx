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
import { useParams } from "react-router-dom";
import { useServices } from "../../app/services";
import { useCollectionMembership } from "../explore/useCollectionMembership";
import { useLogout } from "../explore/useLogout";
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

/** The product view (/shops/{shop_id}/{product_id}); both ids must be numeric. */
export function ProductDetail() {
  const { api } = useServices();
  const logout = useLogout();
  const { shopId, productId } = detailIds(useParams() as Record<string, string>);
  const key = shopId === null || productId === null ? null : `${shopId}/${productId}`;
  const ids = { shop_id: shopId ?? 0, product_id: productId ?? 0 };
  const state = useDetailLoad(
    "productDetail",
    key,
    () => api.product(ids).then((reply) => reply.item),
    DATA_MESSAGES.productNotFound,
  );
  const collections = useCollectionMembership("products", logout);
  const { select } = collections;
  useEffect(() => {
    if (productId !== null) select(productId);
  }, [productId, select]);
  const loadCharts = useCallback(async () => {
    const request = { shop_id: shopId ?? 0, product_id: productId ?? 0 };
    const [revenue, ads] = await Promise.all([
      api.productChartRevenue(request),
      api.productChartAds(request),
    ]);
    return { revenue: revenue.items, ads: ads.history };
  }, [api, shopId, productId]);
  const loadAds = useCallback(
    () => api.productAds({ product_ids: [productId ?? 0] }),
    [api, productId],
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
          <Price value={product.price} />
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
