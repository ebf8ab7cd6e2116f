import type { ShopItem } from "@hotshelf/api/contract";
import { shopPath } from "@hotshelf/domain";
import type { ResultsLayout } from "@hotshelf/ui/LayoutToggle";
import { ShopCard, type ShopCardShop } from "@hotshelf/ui/ShopCard";
import { SHOP_LIST_HEADERS, ShopList, ShopListRow } from "@hotshelf/ui/ShopListRow";
import { VirtualGrid } from "@hotshelf/ui/VirtualGrid";
import { memo } from "react";
import type { CardActions } from "./cardActions";
import { VirtualRows } from "./VirtualRows";

/** A typical card's height at 1280 px, for rows not rendered yet (measured ones replace it). */
const SHOP_CARD_HEIGHT = 640;

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

/** A grid card; memoised, so cards already on screen skip rendering when a page is appended. */
const ShopGridCard = memo(function ShopGridCard({
  shop,
  actions,
}: {
  shop: ShopItem;
  actions: CardActions;
}) {
  return (
    <ShopCard
      shop={toShopCardShop(shop)}
      shopHref={shopPath(shop.shop_id)}
      revenueIsEstimate={shop.revenue_is_estimate === true}
      isAdmin={actions.isAdmin}
      onExcludeShop={actions.onExcludeShop}
      onManageCollections={() => actions.onManageCollections(shop.shop_id)}
      onBan={() => actions.onBan("shop", shop.shop_id)}
    />
  );
});

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
          <VirtualRows
            items={items}
            getKey={(shop) => shop.shop_id}
            columnCount={SHOP_LIST_HEADERS.length}
            renderRow={(shop) => (
              <ShopListRow
                shop={shop}
                shopHref={shopPath(shop.shop_id)}
                revenueIsEstimate={shop.revenue_is_estimate === true}
              />
            )}
          />
        </ShopList>
      </div>
    );
  }
  return (
    <VirtualGrid
      label="Shops"
      items={items}
      getKey={(shop) => shop.shop_id}
      estimateRowHeight={SHOP_CARD_HEIGHT}
      renderItem={(shop) => <ShopGridCard shop={shop} actions={actions} />}
    />
  );
}
