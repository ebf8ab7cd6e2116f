import type { Db } from "../db/types";
import { syncProductShopColumns } from "./sync";

export interface ShopBan {
  shopId: number;
  bannedBy?: string;
}

export interface ProductBan extends ShopBan {
  productId: number;
}

/** Hides a shop and its products from Explore (it cannot be undone). False when there is no such shop. */
export async function banShop(db: Db, ban: ShopBan): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { affectedRows } = await tx.query("UPDATE shops SET banned = true WHERE id = $1", [
      ban.shopId,
    ]);
    if (!affectedRows) return false;
    await syncProductShopColumns(tx, ban.shopId);
    await tx.query("INSERT INTO bans (ban_type, shop_id, banned_by) VALUES ('shop', $1, $2)", [
      ban.shopId,
      ban.bannedBy ?? null,
    ]);
    return true;
  });
}

/** Hides a product from Explore. False when the shop has no such product. */
export async function banProduct(db: Db, ban: ProductBan): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { affectedRows } = await tx.query(
      "UPDATE products SET banned = true WHERE id = $1 AND shop_id = $2",
      [ban.productId, ban.shopId],
    );
    if (!affectedRows) return false;
    await tx.query(
      "INSERT INTO bans (ban_type, shop_id, product_id, banned_by) VALUES ('product', $1, $2, $3)",
      [ban.shopId, ban.productId, ban.bannedBy ?? null],
    );
    return true;
  });
}
