import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import { productPath, shopPath } from "@hotshelf/domain";
import type { BanKind } from "@hotshelf/ui/BanConfirm";
import type { ResultsLayout } from "@hotshelf/ui/LayoutToggle";
import { ProductCard } from "@hotshelf/ui/ProductCard";
import { ProductList, ProductListRow } from "@hotshelf/ui/ProductListRow";
import { ResultsGrid } from "@hotshelf/ui/ResultsGrid";
import { ShopCard, type ShopCardShop } from "@hotshelf/ui/ShopCard";
import { ShopList, ShopListRow } from "@hotshelf/ui/ShopListRow";

/**
 * The wire allows a top product without a metric (null); the doughnut's types need a number, so such a
 * product has no slice. (Gap: packages/domain's TopAdvertisedProduct / TopRevenueProduct could accept
 * null themselves.)
 */
export function toShopCardShop(shop: ShopItem): ShopCardShop {
  return {
    ...shop,
    top_advertised_products: shop.top_advertised_products.flatMap((p) =>
      p.current_active_ad_count === null
        ? []
        : [{ ...p, current_active_ad_count: p.current_active_ad_count }],
    ),
    top_revenue_products: shop.top_revenue_products.flatMap((p) =>
      p.week_current_period_revenue === null
        ? []
        : [{ ...p, week_current_period_revenue: p.week_current_period_revenue }],
    ),
  };
}

export interface CardActions {
  isAdmin: boolean;
  onExcludeShop: (shop: { shop_id: number; shop_title: string }) => void;
  onExcludeProduct: (productId: number) => void;
  onManageCollections: (id: number) => void;
  onBan: (kind: BanKind, shopId: number, productId?: number) => Promise<void>;
}

export function ProductResults({
  items,
  layout,
  actions,
}: {
  items: readonly ProductItem[];
  layout: ResultsLayout;
  actions: CardActions;
}) {
  if (layout === "list") {
    return (
      // The table keeps its columns on a phone and scrolls inside its own box.
      <div className="overflow-x-auto">
        <ProductList>
          {items.map((product) => (
            <ProductListRow
              key={product.product_id}
              product={product}
              productHref={productPath(product.shop_id, product.product_id)}
              shopHref={shopPath(product.shop_id)}
            />
          ))}
        </ProductList>
      </div>
    );
  }
  return (
    <ResultsGrid label="Products">
      {items.map((product) => (
        <ProductCard
          key={product.product_id}
          product={product}
          productHref={productPath(product.shop_id, product.product_id)}
          shopHref={shopPath(product.shop_id)}
          isAdmin={actions.isAdmin}
          onExcludeShop={actions.onExcludeShop}
          onExcludeProduct={({ product_id }) => actions.onExcludeProduct(product_id)}
          onManageCollections={() => actions.onManageCollections(product.product_id)}
          onBan={(kind) => actions.onBan(kind, product.shop_id, product.product_id)}
        />
      ))}
    </ResultsGrid>
  );
}

export function ShopResults({
  items,
  layout,
  actions,
}: {
  items: readonly ShopItem[];
  layout: ResultsLayout;
  actions: CardActions;
}) {
  if (layout === "list") {
    return (
      <div className="overflow-x-auto">
        <ShopList>
          {items.map((shop) => (
            <ShopListRow key={shop.shop_id} shop={shop} shopHref={shopPath(shop.shop_id)} />
          ))}
        </ShopList>
      </div>
    );
  }
  return (
    <ResultsGrid label="Shops">
      {items.map((shop) => (
        <ShopCard
          key={shop.shop_id}
          shop={toShopCardShop(shop)}
          shopHref={shopPath(shop.shop_id)}
          isAdmin={actions.isAdmin}
          onExcludeShop={actions.onExcludeShop}
          onManageCollections={() => actions.onManageCollections(shop.shop_id)}
          onBan={() => actions.onBan("shop", shop.shop_id)}
        />
      ))}
    </ResultsGrid>
  );
}
