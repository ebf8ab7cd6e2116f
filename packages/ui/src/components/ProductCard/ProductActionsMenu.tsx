import { COLLECTION_LABELS, shopifyProductUrl } from "@hotshelf/domain";
import { type Key, useState } from "react";
import { useOnDemand } from "../../hooks/onDemand";
import { MoreIcon } from "../../icons";
import type { BanKind } from "../BanConfirm/BanConfirm";
import { banConfirmCode } from "../BanConfirm/banConfirmCode";
import { IconButton } from "../IconButton/IconButton";
import { Menu, MenuItem, MenuSection } from "../Menu/Menu";

/** What a product's menu needs to know of the product. */
export interface ProductActionsMenuProduct {
  product_id: number;
  product_title: string;
  product_handle: string;
  shop_id: number;
  shop_title: string;
  shop_url: string;
}

export interface ProductActionsMenuProps<P extends ProductActionsMenuProduct> {
  product: P;
  productHref?: string;
  shopHref?: string;
  /**
   * Offer Exclude Shop / Exclude Product from Results (default true): only where the screen can
   * exclude that kind (000 §2), so no item does nothing.
   */
  canExcludeShop?: boolean;
  canExcludeProduct?: boolean;
  isAdmin?: boolean;
  onExcludeShop?: (shop: { shop_id: number; shop_title: string }) => void;
  onExcludeProduct?: (product: { product_id: number; product_title: string }) => void;
  /** Add/Remove from Collection: the screen opens its ProductCollectionsModal. */
  onManageCollections?: (product: P) => void;
  /** Staff only: 'Add/Remove from Staff Picks' (the screen opens its StaffPicksModal). */
  onManageStaffPicks?: (product: P) => void;
  /** Admin bans; rejecting shows 'Ban error'. */
  onBan?: (kind: BanKind, product: P) => Promise<void>;
}

/**
 * A product's actions menu (000 §2), the same on its card and its list row: the items are only
 * mounted while the menu is open (a closed menu is its button), and the ban confirmation only when asked;
 * both load their code then.
 */
export function ProductActionsMenu<P extends ProductActionsMenuProduct>({
  product,
  productHref,
  shopHref,
  canExcludeShop = true,
  canExcludeProduct = true,
  isAdmin = false,
  onExcludeShop,
  onExcludeProduct,
  onManageCollections,
  onManageStaffPicks,
  onBan,
}: ProductActionsMenuProps<P>) {
  const [ban, setBan] = useState<BanKind | null>(null);
  const [banCode, loadBan] = useOnDemand(banConfirmCode);
  const askBan = (kind: BanKind) => void loadBan().then((loaded) => loaded && setBan(kind));
  const onAction = (key: Key) => {
    if (key === "exclude-shop")
      onExcludeShop?.({ shop_id: product.shop_id, shop_title: product.shop_title });
    if (key === "exclude-product")
      onExcludeProduct?.({ product_id: product.product_id, product_title: product.product_title });
    if (key === "collections") onManageCollections?.(product);
    if (key === "staff-picks") onManageStaffPicks?.(product);
    if (key === "ban-shop") askBan("shop");
    if (key === "ban-product") askBan("product");
  };
  return (
    <>
      <Menu
        trigger={
          <IconButton
            label={`Actions for ${product.product_title}`}
            icon={<MoreIcon />}
            size="sm"
          />
        }
        onAction={onAction}
      >
        <MenuSection>
          <MenuItem id="view-product" href={productHref}>
            View Product
          </MenuItem>
          <MenuItem id="view-shop" href={shopHref}>
            View Shop
          </MenuItem>
          {canExcludeShop ? <MenuItem id="exclude-shop">Exclude Shop from Results</MenuItem> : null}
          {canExcludeProduct ? (
            <MenuItem id="exclude-product">Exclude Product from Results</MenuItem>
          ) : null}
          <MenuItem
            id="shopify"
            href={shopifyProductUrl(product.shop_url, product.product_handle)}
            target="_blank"
            rel="noopener noreferrer"
          >
            View Product on Shopify
          </MenuItem>
          <MenuItem id="collections">Add/Remove from Collection</MenuItem>
        </MenuSection>
        {onManageStaffPicks ? (
          <MenuSection title={COLLECTION_LABELS.staffMenuSection}>
            <MenuItem id="staff-picks">{COLLECTION_LABELS.manageStaffPicks}</MenuItem>
          </MenuSection>
        ) : null}
        {isAdmin ? (
          <MenuSection title="Admin">
            <MenuItem id="ban-shop" tone="danger">
              Ban Store
            </MenuItem>
            <MenuItem id="ban-product" tone="danger">
              Ban Product
            </MenuItem>
          </MenuSection>
        ) : null}
      </Menu>
      {onBan && ban && banCode && (
        <banCode.BanConfirm
          kind={ban}
          isOpen
          onOpenChange={(open) => {
            if (!open) setBan(null);
          }}
          onBan={() => onBan(ban, product)}
        />
      )}
    </>
  );
}
