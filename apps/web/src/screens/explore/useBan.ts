import type { BanKind } from "@hotshelf/ui/BanConfirm";
import { useCallback } from "react";
import { useServices } from "../../app/services";
import { resolveApiError } from "../../stores/explore/apiFailure";

/**
 * The admin card items' ban (001 §2, 000 §8): bans a shop, or a product of its shop, from Explore. A 403
 * signs out; any other failure rejects, and the card's overlay shows 'Ban error'.
 */
export function useBan(onLogout: () => void) {
  const { api } = useServices();
  return useCallback(
    async (kind: BanKind, shopId: number, productId?: number) => {
      try {
        await api.adminBan(
          kind === "product" && productId !== undefined
            ? { ban_type: "product", shop_id: shopId, product_id: productId }
            : { ban_type: "shop", shop_id: shopId },
        );
      } catch (error) {
        if (resolveApiError("ban", error).action === "logout") onLogout();
        throw error;
      }
    },
    [api, onLogout],
  );
}
