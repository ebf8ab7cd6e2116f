/** The ads of shops and products (POST /v3/shop/ads, /v3/product/ads), newest first. */
import type { PageCursor } from "@hotshelf/api/contract";
import type { RequestUser } from "../http/auth";
import { ApiError, badRequest } from "../http/errors";
import type { DetailCatalogue } from "./detailHandlers";
import { currentLicence } from "./licence";
import type { CallHandlers, RouteDeps } from "./types";

/** Ads need can_ads (the Pro plan or the Pro trial); an expired licence is told apart with 402. */
export async function requireAds(deps: RouteDeps, user: RequestUser): Promise<void> {
  const licence = await currentLicence(deps, user.sub);
  if (licence.licenseExpired) throw new ApiError(402, "license_expired");
  if (!licence.can_ads) throw new ApiError(403, "not_allowed");
}

/** The ads pages are offsets; the contract also lets a cursor travel as a string, e.g. "20". */
export function adsOffset(cursor: PageCursor | undefined): number {
  if (cursor === undefined) return 0;
  const offset = typeof cursor === "number" || /^\d+$/.test(cursor) ? Number(cursor) : Number.NaN;
  if (!Number.isSafeInteger(offset)) throw badRequest("offset: expected a whole number >= 0");
  return offset;
}

export function adsHandlers(catalogue: DetailCatalogue): CallHandlers {
  return {
    async shopAds(input, { deps, user }) {
      await requireAds(deps, user);
      return catalogue.ads({ shopIds: input.shop_ids }, adsOffset(input.offset));
    },

    async productAds(input, { deps, user }) {
      await requireAds(deps, user);
      return catalogue.ads({ productIds: input.product_ids }, adsOffset(input.offset));
    },
  };
}
