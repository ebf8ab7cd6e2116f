import type { BanKind } from "@hotshelf/ui/BanConfirm";

/** What a result card's menu can do; the screen showing the results supplies it. */
export interface CardActions {
  isAdmin: boolean;
  onExcludeShop: (shop: { shop_id: number; shop_title: string }) => void;
  onExcludeProduct: (productId: number) => void;
  onManageCollections: (id: number) => void;
  onBan: (kind: BanKind, shopId: number, productId?: number) => Promise<void>;
}
