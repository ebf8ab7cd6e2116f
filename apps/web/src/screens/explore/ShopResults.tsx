import type { ShopItem } from "@hotshelf/api/contract";
import { shopPath } from "@hotshelf/domain";
import type { ResultsLayout } from "@hotshelf/ui/LayoutToggle";
import { ShopCard } from "@hotshelf/ui/ShopCard";
import { SHOP_LIST_HEADERS, ShopList, ShopListRow } from "@hotshelf/ui/ShopListRow";
import { VirtualGrid } from "@hotshelf/ui/VirtualGrid";
import { memo } from "react";
import { useSnapshot } from "valtio";
import { compareStore, toggleCompared } from "../../stores/compare";
import type { CardActions } from "./cardActions";
import { VirtualRows } from "./VirtualRows";

/** A typical card's height at 1280 px, for rows not rendered yet (measured ones replace it). */
const SHOP_CARD_HEIGHT = 640;

/** A grid card; memoised, so cards already on screen skip rendering when a page is appended. */
const ShopGridCard = memo(function ShopGridCard({
  shop,
  actions,
}: {
  shop: ShopItem;
  actions: CardActions;
}) {
  // Each card follows its own place in the compare selection, so only it renders when that changes.
  const isCompared = useSnapshot(compareStore).ids.includes(shop.shop_id);
  return (
    <ShopCard
      shop={shop}
      shopHref={shopPath(shop.shop_id)}
      revenueIsEstimate={shop.revenue_is_estimate === true}
      isAdmin={actions.isAdmin}
      onExcludeShop={actions.onExcludeShop}
      onManageCollections={() => actions.onManageCollections(shop.shop_id)}
      onManageStaffPicks={
        actions.onManageStaffPicks && (() => actions.onManageStaffPicks?.(shop.shop_id))
      }
      onBan={() => actions.onBan("shop", shop.shop_id)}
      onToggleCompare={() => toggleCompared(shop.shop_id)}
      isCompared={isCompared}
    />
  );
});

/** A list row, following its own place in the compare selection as the grid card does. */
function ShopListEntry({ shop }: { shop: ShopItem }) {
  const isCompared = useSnapshot(compareStore).ids.includes(shop.shop_id);
  return (
    <ShopListRow
      shop={shop}
      shopHref={shopPath(shop.shop_id)}
      revenueIsEstimate={shop.revenue_is_estimate === true}
      onToggleCompare={() => toggleCompared(shop.shop_id)}
      isCompared={isCompared}
    />
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
          <VirtualRows
            items={items}
            getKey={(shop) => shop.shop_id}
            columnCount={SHOP_LIST_HEADERS.length}
            renderRow={(shop) => <ShopListEntry shop={shop} />}
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
