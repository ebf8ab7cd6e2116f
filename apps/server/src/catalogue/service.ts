/** The data layer behind the Explore routes (routes/types.ts CatalogueService). */
import type { BanRequest, SearchQuery, SearchResponse } from "@hotshelf/api/contract";
import type { Db } from "../db/types";
import { ApiError } from "../http/errors";
import { JsonBody } from "../http/jsonBody";
import type { CatalogueService } from "../routes/types";
import { SearchRequestError } from "../search/errors";
import { catchUpSearchReadModel } from "../search/readModel/readModel";
import { searchCatalogue, searchCatalogueJson } from "../search/searchCatalogue";
import { banProduct, banShop } from "./bans";
import { pickWinners } from "./winners";

/** A query search refuses is the client's error. */
async function refusalsAs400<T>(search: () => Promise<T>): Promise<T> {
  try {
    return await search();
  } catch (error) {
    if (error instanceof SearchRequestError) throw new ApiError(400, error.message);
    throw error;
  }
}

export function createCatalogueService(db: Db): CatalogueService {
  return {
    search: (query: SearchQuery, _userSub, options = {}): Promise<SearchResponse> =>
      refusalsAs400(() => searchCatalogue(db, query, options)),
    searchJson: async (query: SearchQuery) =>
      new JsonBody(await refusalsAs400(() => searchCatalogueJson(db, query))),
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
