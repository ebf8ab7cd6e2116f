import type { BanKind } from "@hotshelf/ui/BanConfirm";
import { useCallback } from "react";
import { useData } from "./useData";
import { useFailurePolicy } from "./useFailurePolicy";

/**
 * The admin card items' ban (001 §2, 000 §8): bans a shop, or a product of its shop, from Explore. A 403
 * signs out; any failure rejects, and the card's overlay shows 'Ban error'.
 */
export function useBan() {
  const { explore } = useData();
  const policy = useFailurePolicy();
  return useCallback(
    async (kind: BanKind, shopId: number, productId?: number) => {
      try {
        await explore.ban(shopId, kind === "product" ? productId : undefined);
      } catch (error) {
        policy("ban", error);
        throw error;
      }
    },
    [explore, policy],
  );
}
