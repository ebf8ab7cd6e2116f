import { COLLECTION_LABELS } from "@hotshelf/domain";
import { type Key, useState } from "react";
import { useOnDemand } from "../../hooks/onDemand";
import { MoreIcon } from "../../icons";
import { banConfirmCode } from "../BanConfirm/banConfirmCode";
import { IconButton } from "../IconButton/IconButton";
import { Menu, MenuItem, MenuSection } from "../Menu/Menu";

/** What a shop's menu needs to know of the shop. */
export interface ShopActionsMenuShop {
  shop_id: number;
  shop_title: string;
}

export interface ShopActionsMenuProps<S extends ShopActionsMenuShop> {
  shop: S;
  /** Where View Shop leads (the shop view, /shops/{shop_id}). */
  shopHref?: string;
  /** Offer Exclude Shop from Results (default true). */
  canExcludeShop?: boolean;
  /** Admins (and staff) see 'Admin: Copy Shop ID' and 'Admin: Ban Store'. */
  isAdmin?: boolean;
  onExcludeShop?: (shop: { shop_id: number; shop_title: string }) => void;
  /** Add/Remove from Collection: the screen opens its ShopCollectionsModal. */
  onManageCollections?: (shop: S) => void;
  /** Staff only: 'Add/Remove from Staff Picks' (the screen opens its StaffPicksModal). */
  onManageStaffPicks?: (shop: S) => void;
  /** Add to Compare / Remove from Compare: offered when given. */
  onToggleCompare?: () => void;
  isCompared?: boolean;
  /** Bans the shop from Explore; rejecting shows 'Ban error'. */
  onBan?: (shop: S) => Promise<void>;
  /** Copies the id; the clipboard by default. */
  onCopyShopId?: (shopId: number) => void;
}

function copyToClipboard(shopId: number) {
  void navigator.clipboard?.writeText(String(shopId)).catch(() => undefined);
}

/**
 * A shop's actions menu (001 §2), the same on its card and its list row: the items are only mounted
 * while the menu is open (a closed menu is its button), and the ban confirmation only when asked;
 * both load their code then.
 */
export function ShopActionsMenu<S extends ShopActionsMenuShop>({
  shop,
  shopHref,
  canExcludeShop = true,
  isAdmin = false,
  onExcludeShop,
  onManageCollections,
  onManageStaffPicks,
  onToggleCompare,
  isCompared = false,
  onBan,
  onCopyShopId = copyToClipboard,
}: ShopActionsMenuProps<S>) {
  const [banOpen, setBanOpen] = useState(false);
  const [ban, loadBan] = useOnDemand(banConfirmCode);
  const onAction = (key: Key) => {
    if (key === "exclude") onExcludeShop?.({ shop_id: shop.shop_id, shop_title: shop.shop_title });
    if (key === "collections") onManageCollections?.(shop);
    if (key === "staff-picks") onManageStaffPicks?.(shop);
    if (key === "compare") onToggleCompare?.();
    if (key === "copy") onCopyShopId(shop.shop_id);
    if (key === "ban") void loadBan().then((loaded) => loaded && setBanOpen(true));
  };
  return (
    <>
      <Menu
        trigger={
          <IconButton label={`Actions for ${shop.shop_title}`} icon={<MoreIcon />} size="sm" />
        }
        onAction={onAction}
      >
        <MenuSection>
          <MenuItem id="view" href={shopHref}>
            View Shop
          </MenuItem>
          {canExcludeShop ? <MenuItem id="exclude">Exclude Shop from Results</MenuItem> : null}
          <MenuItem id="collections">Add/Remove from Collection</MenuItem>
          {onToggleCompare ? (
            <MenuItem id="compare">
              {isCompared ? "Remove from Compare" : "Add to Compare"}
            </MenuItem>
          ) : null}
        </MenuSection>
        {onManageStaffPicks ? (
          <MenuSection title={COLLECTION_LABELS.staffMenuSection}>
            <MenuItem id="staff-picks">{COLLECTION_LABELS.manageStaffPicks}</MenuItem>
          </MenuSection>
        ) : null}
        {isAdmin ? (
          <MenuSection title="Admin">
            <MenuItem id="copy">{COLLECTION_LABELS.adminCopyShopId}</MenuItem>
            <MenuItem id="ban" tone="danger">
              {COLLECTION_LABELS.adminBanStore}
            </MenuItem>
          </MenuSection>
        ) : null}
      </Menu>
      {onBan && banOpen && ban && (
        <ban.BanConfirm kind="shop" isOpen onOpenChange={setBanOpen} onBan={() => onBan(shop)} />
      )}
    </>
  );
}
