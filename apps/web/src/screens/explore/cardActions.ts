import type { BanKind } from "@hotshelf/ui/BanConfirm";
import { useMemo, useRef } from "react";

/** What a result card's menu can do; the screen showing the results supplies it. */
export interface CardActions {
  isAdmin: boolean;
  onExcludeShop: (shop: { shop_id: number; shop_title: string }) => void;
  onExcludeProduct: (productId: number) => void;
  onManageCollections: (id: number) => void;
  /** Staff only: the card menu's Add/Remove from Staff Picks (absent for everyone else). */
  onManageStaffPicks?: (id: number) => void;
  onBan: (kind: BanKind, shopId: number, productId?: number) => Promise<void>;
}

/**
 * One actions object for the screen's life (until isAdmin or being staff changes), whose calls go to the newest
 * handlers: the memoised grid cards then skip rendering when the results change around them (a
 * page appended, another card excluded), since their props stay the same.
 */
export function useStableCardActions(latest: CardActions): CardActions {
  const current = useRef(latest);
  current.current = latest;
  const { isAdmin } = latest;
  const curatesStaffPicks = latest.onManageStaffPicks !== undefined;
  return useMemo<CardActions>(
    () => ({
      isAdmin,
      onExcludeShop: (shop) => current.current.onExcludeShop(shop),
      onExcludeProduct: (productId) => current.current.onExcludeProduct(productId),
      onManageCollections: (id) => current.current.onManageCollections(id),
      ...(curatesStaffPicks && {
        onManageStaffPicks: (id: number) => current.current.onManageStaffPicks?.(id),
      }),
      onBan: (kind, shopId, productId) => current.current.onBan(kind, shopId, productId),
    }),
    [isAdmin, curatesStaffPicks],
  );
}
