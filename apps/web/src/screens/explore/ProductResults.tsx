import type { ProductItem } from "@hotshelf/api/contract";
import { productPath, shopPath } from "@hotshelf/domain";
import type { BanKind } from "@hotshelf/ui/BanConfirm";
import type { ResultsLayout } from "@hotshelf/ui/LayoutToggle";
import { PRODUCT_CARD_HEIGHT, ProductActionsMenu, ProductCard } from "@hotshelf/ui/ProductCard";
import { PRODUCT_LIST_HEADERS, ProductList, ProductListRow } from "@hotshelf/ui/ProductListRow";
import { VirtualGrid } from "@hotshelf/ui/VirtualGrid";
import { memo } from "react";
import type { CardActions } from "./cardActions";
import { VirtualRows } from "./VirtualRows";

/** The screen's actions as a product menu's props: one wiring for the card and the list row. */
function productMenuActions(product: ProductItem, actions: CardActions) {
  return {
    isAdmin: actions.isAdmin,
    canExcludeShop: actions.canExcludeShop,
    canExcludeProduct: actions.canExcludeProduct,
    onExcludeShop: actions.onExcludeShop,
    onExcludeProduct: ({ product_id }: { product_id: number }) =>
      actions.onExcludeProduct(product_id),
    onManageCollections: () => actions.onManageCollections(product.product_id),
    onManageStaffPicks:
      actions.onManageStaffPicks && (() => actions.onManageStaffPicks?.(product.product_id)),
    onBan: (kind: BanKind) => actions.onBan(kind, product.shop_id, product.product_id),
  };
}

/** A grid card; memoised, so cards already on screen skip rendering when a page is appended. */
const ProductGridCard = memo(function ProductGridCard({
  product,
  actions,
}: {
  product: ProductItem;
  actions: CardActions;
}) {
  return (
    <ProductCard
      product={product}
      productHref={productPath(product.shop_id, product.product_id)}
      shopHref={shopPath(product.shop_id)}
      {...productMenuActions(product, actions)}
    />
  );
});

/** A list row with the card's own menu and actions. */
function ProductListEntry({ product, actions }: { product: ProductItem; actions: CardActions }) {
  const productHref = productPath(product.shop_id, product.product_id);
  const shopHref = shopPath(product.shop_id);
  return (
    <ProductListRow
      product={product}
      productHref={productHref}
      shopHref={shopHref}
      menu={
        <ProductActionsMenu
          product={product}
          productHref={productHref}
          shopHref={shopHref}
          {...productMenuActions(product, actions)}
        />
      }
    />
  );
}

/**
 * Results are windowed (only what is near the viewport is in the DOM): a session of infinite scroll
 * reaches a thousand items, which as plain cards would be about 80,000 elements. Memoised: a
 * filter or sort change renders the sidebar and toolbar, and the results only when they change.
 */
export const ProductResults = memo(function ProductResults({
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
      // The table keeps its columns on a phone and scrolls inside its own box, which takes focus
      // and is named: it must be reachable by keyboard (also before the page is hydrated, when the
      // rows' buttons are disabled).
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Product results">
        <ProductList>
          <VirtualRows
            items={items}
            getKey={(product) => product.product_id}
            columnCount={PRODUCT_LIST_HEADERS.length}
            renderRow={(product) => <ProductListEntry product={product} actions={actions} />}
          />
        </ProductList>
      </div>
    );
  }
  return (
    <VirtualGrid
      label="Products"
      items={items}
      getKey={(product) => product.product_id}
      estimateRowHeight={PRODUCT_CARD_HEIGHT}
      renderItem={(product) => <ProductGridCard product={product} actions={actions} />}
    />
  );
});
