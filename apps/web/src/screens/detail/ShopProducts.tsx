import type { InactiveProductItem, ProductItem } from "@hotshelf/api/contract";
import {
  DATA_MESSAGES,
  detailIds,
  endOfResultsMessage,
  productPath,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  shopPath,
  shouldLoadNextPage,
} from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { Button } from "@hotshelf/ui/Button";
import { EmptyState } from "@hotshelf/ui/EmptyState";
import { Link } from "@hotshelf/ui/Link";
import { LinkButton } from "@hotshelf/ui/LinkButton";
import { ProductCollectionsModal } from "@hotshelf/ui/ProductCollectionsModal";
import { Spinner } from "@hotshelf/ui/Spinner";
import { useRef, useState } from "react";
import { useLoaderData, useParams } from "react-router-dom";
import type { Started } from "../../data/routeLoaders";
import { useCollectionMembership } from "../../hooks/useCollectionMembership";
import { useData } from "../../hooks/useData";
import { useFailurePolicy } from "../../hooks/useFailurePolicy";
import { END_MARKER_CLASS, useInfiniteScroll } from "../../hooks/useInfiniteScroll";
import { useStaffPicksMembership } from "../../hooks/useStaffPicksMembership";
import { ShopProductGrid } from "./ShopProductGrid";
import { useShopProducts } from "./useShopProducts";

/** Inactive products, loaded on demand after the active ones (Load Other Products). */
function OtherProducts({ shopId }: { shopId: number }) {
  const { detail } = useData();
  const policy = useFailurePolicy();
  const [items, setItems] = useState<readonly InactiveProductItem[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [loading, setLoading] = useState(false);

  const load = async () => {
    setLoading(true);
    try {
      const reply = await detail.inactiveProducts(
        shopId,
        items.map((item) => item.product_id),
      );
      setItems((loaded) => [...loaded, ...reply.inactive_items]);
      setHasMore(reply.has_more);
    } catch (error) {
      policy("backgroundLoad", error);
      setHasMore(false);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section aria-label="Other Products" className="flex flex-col gap-2">
      {items.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {items.map((item) => (
            <li key={item.product_id}>
              <Link href={productPath(shopId, item.product_id)}>{item.product_title}</Link>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="secondary" isPending={loading} onPress={() => void load()}>
          Load Other Products
        </Button>
      )}
    </section>
  );
}

/** A shop's products (/shops/{shop_id}/products): active ones paged, inactive ones on demand. */
export function ShopProducts() {
  const { shopId } = detailIds(useParams() as Record<string, string>);
  const started = useLoaderData() as
    | Started<{ firstPage: SearchPage<ProductItem> }>
    | null
    | undefined;
  const { session, error, next } = useShopProducts(shopId, SEARCH_PAGE_SIZE, started?.firstPage);
  const productCollections = useCollectionMembership("products");
  const staffPicks = useStaffPicksMembership("products");
  const marker = useRef<HTMLDivElement>(null);
  useInfiniteScroll(
    marker,
    () => {
      if (shouldLoadNextPage(session, true)) next();
    },
    session.items.length,
  );

  if (shopId === null) {
    return (
      <div className="mx-auto w-full max-w-screen-xl px-4 py-6">
        <EmptyState title={DATA_MESSAGES.shopNotFound} />
      </div>
    );
  }
  const endMessage = endOfResultsMessage(session);
  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-col gap-4 px-4 py-6">
      <div>
        <LinkButton href={shopPath(shopId)}>Back to Shop</LinkButton>
      </div>
      <h1 className="font-semibold text-2xl">Shop Products</h1>
      {error && <Banner tone="danger">{error}</Banner>}
      <h2 className="sr-only">Products</h2>
      <ShopProductGrid
        label="Products"
        products={session.items}
        onManageCollections={productCollections.open}
        onManageStaffPicks={staffPicks.open}
      />
      <div ref={marker} className={`flex justify-center py-2 ${END_MARKER_CLASS}`}>
        {session.loading && <Spinner label="Loading products" />}
        {endMessage && <p className="text-muted">{endMessage}</p>}
      </div>
      {endMessage !== null && <OtherProducts shopId={shopId} />}
      <ProductCollectionsModal {...productCollections.modalProps} />
      {staffPicks.modal}
    </div>
  );
}

export default ShopProducts;
