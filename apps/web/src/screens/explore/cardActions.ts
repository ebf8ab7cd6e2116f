import type { BanKind } from "@hotshelf/ui/BanConfirm";
import { useMemo } from "react";
import { useStableHandlers } from "./stableHandlers";

/** What a result card's menu can do; the screen showing the results supplies it. */
export interface CardActions {
  isAdmin: boolean;
  /** Whether the menus offer Exclude Shop / Exclude Product: what the screen can exclude. */
  canExcludeShop: boolean;
  canExcludeProduct: boolean;
  onExcludeShop: (shop: { shop_id: number; shop_title: string }) => void;
  onExcludeProduct: (productId: number) => void;
  onManageCollections: (id: number) => void;
  /** Staff only: the card menu's Add/Remove from Staff Picks (absent for everyone else). */
  onManageStaffPicks?: (id: number) => void;
  onBan: (kind: BanKind, shopId: number, productId?: number) => Promise<void>;
}

/** The card's handlers with a fixed set of keys, as useStableHandlers needs them. */
type CardHandlers = Required<Omit<CardActions, "isAdmin" | "canExcludeShop" | "canExcludeProduct">>;

/**
 * One actions object for the screen's life (until isAdmin or being staff changes), whose calls go to
 * the newest handlers: the memoised grid cards then skip rendering when the results change around
 * them (a page appended, another card excluded), since their props stay the same.
 */
export function useStableCardActions(latest: CardActions): CardActions {
  const { isAdmin, canExcludeShop, canExcludeProduct, onManageStaffPicks, ...always } = latest;
  const handlers = useStableHandlers<CardHandlers>({
    ...always,
    // Always present here, so the keys stay fixed; the menu item shows only for staff (below).
    onManageStaffPicks: (id) => onManageStaffPicks?.(id),
  });
  const curatesStaffPicks = onManageStaffPicks !== undefined;
  return useMemo<CardActions>(() => {
    const { onManageStaffPicks: staffPicks, ...rest } = handlers;
    return {
      isAdmin,
      canExcludeShop,
      canExcludeProduct,
      ...rest,
      ...(curatesStaffPicks && { onManageStaffPicks: staffPicks }),
    };
  }, [handlers, isAdmin, canExcludeShop, canExcludeProduct, curatesStaffPicks]);
}
