import type { ShopItem } from "@hotshelf/api/contract";
import { shopPath } from "@hotshelf/domain";
import type { ResultsLayout } from "@hotshelf/ui/LayoutToggle";
import { ShopActionsMenu, ShopCard } from "@hotshelf/ui/ShopCard";
import { SHOP_LIST_HEADERS, ShopList, ShopListRow } from "@hotshelf/ui/ShopListRow";
import { VirtualGrid } from "@hotshelf/ui/VirtualGrid";
import { memo } from "react";
import { useSnapshot } from "valtio";
import { compareStore, toggleCompared } from "../../stores/compare";
import type { CardActions } from "./cardActions";
import { VirtualRows } from "./VirtualRows";

/** A typical card's height at 1280 px, for rows not rendered yet (measured ones replace it). */
const SHOP_CARD_HEIGHT = 640;

/** The screen's actions as a shop menu's props: one wiring for the card and the list row. */
function shopMenuActions(shopId: number, actions: CardActions) {
  return {
    isAdmin: actions.isAdmin,
    canExcludeShop: actions.canExcludeShop,
    onExcludeShop: actions.onExcludeShop,
    onManageCollections: () => actions.onManageCollections(shopId),
    onManageStaffPicks: actions.onManageStaffPicks && (() => actions.onManageStaffPicks?.(shopId)),
    onBan: () => actions.onBan("shop", shopId),
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
  // Each card follows its own place in the compare selection, so only it renders when that changes.
  const isCompared = useSnapshot(compareStore).ids.includes(shop.shop_id);
  return (
    <ShopCard
      shop={shop}
      shopHref={shopPath(shop.shop_id)}
      revenueIsEstimate={shop.revenue_is_estimate === true}
      {...shopMenuActions(shop.shop_id, actions)}
      onToggleCompare={() => toggleCompared(shop.shop_id)}
      isCompared={isCompared}
    />
  );
});

/**
 * A list row, following its own place in the compare selection as the grid card does, with the
 * card's own menu and actions.
 */
function ShopListEntry({ shop, actions }: { shop: ShopItem; actions: CardActions }) {
  const isCompared = useSnapshot(compareStore).ids.includes(shop.shop_id);
  const href = shopPath(shop.shop_id);
  const onToggleCompare = () => toggleCompared(shop.shop_id);
  return (
    <ShopListRow
      shop={shop}
      shopHref={href}
      revenueIsEstimate={shop.revenue_is_estimate === true}
      onToggleCompare={onToggleCompare}
      isCompared={isCompared}
      menu={
        <ShopActionsMenu
          shop={shop}
          shopHref={href}
          {...shopMenuActions(shop.shop_id, actions)}
          onToggleCompare={onToggleCompare}
          isCompared={isCompared}
        />
      }
    />
  );
}

/** Shops as ProductResults shows products, memoised likewise. */
export const ShopResults = memo(function ShopResults({
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
      // A box that scrolls sideways must be reachable by keyboard (also before the page is
      // hydrated, when the rows' buttons are disabled), so it takes focus and is named.
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Shop results">
        <ShopList>
          <VirtualRows
            items={items}
            getKey={(shop) => shop.shop_id}
            columnCount={SHOP_LIST_HEADERS.length}
            renderRow={(shop) => <ShopListEntry shop={shop} actions={actions} />}
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
});
