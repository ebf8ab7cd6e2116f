/** The data layer behind the Explore routes (routes/types.ts CatalogueService). */
import type { BanRequest, SearchQuery, SearchResponse } from "@hotshelf/api/contract";
import type { Db } from "../db/types";
import { ApiError } from "../http/errors";
import type { CatalogueService } from "../routes/types";
import { SearchRequestError } from "../search/errors";
import { catchUpSearchReadModel } from "../search/readModel/readModel";
import { searchCatalogue } from "../search/searchCatalogue";
import { banProduct, banShop } from "./bans";
import { pickWinners } from "./winners";

export function createCatalogueService(db: Db): CatalogueService {
  return {
    async search(query: SearchQuery, _userSub, options = {}): Promise<SearchResponse> {
      try {
        return await searchCatalogue(db, query, options);
      } catch (error) {
        if (error instanceof SearchRequestError) throw new ApiError(400, error.message);
        throw error;
      }
    },
    async winners() {
      return { items: await pickWinners(db) };
    },
    async ban(request: BanRequest, bannedBy?: string) {
      const done =
        request.ban_type === "shop"
          ? await banShop(db, { shopId: request.shop_id, bannedBy })
          : await banProduct(db, {
              shopId: request.shop_id,
              productId: request.product_id,
              bannedBy,
            });
      if (!done) {
        throw new ApiError(
          404,
          request.ban_type === "shop" ? "shop_not_found" : "product_not_found",
        );
      }
      // The staff member's next search must not show what they just banned.
      await catchUpSearchReadModel(db);
    },
  };
}
