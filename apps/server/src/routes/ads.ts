/** The ads of shops and products (POST /v3/shop/ads, /v3/product/ads), newest first. */
import type { AdsResponse, PageCursor } from "@hotshelf/api/contract";
import { QUOTA_MESSAGES, TOTAL_HITS_CAP } from "@hotshelf/domain";
import type { RequestUser } from "../http/auth";
import { ApiError, badRequest } from "../http/errors";
import type { DetailCatalogue } from "./detailHandlers";
import { requestLicence } from "./licence";
import type { CallHandlers, RouteDeps } from "./types";

/** Ads need can_ads (the Pro plan or the Pro trial); an expired licence is told apart with 402. */
export function requireAds(deps: RouteDeps, user: RequestUser): void {
  const licence = requestLicence(deps, user);
  if (licence.licenseExpired) throw new ApiError(402, "license_expired");
  if (!licence.can_ads) throw new ApiError(403, "not_allowed");
}

/**
 * The ads pages are offsets; the contract also lets a cursor travel as a string, e.g. "20". Like the
 * search, only the first TOTAL_HITS_CAP ads can be paged through: a larger OFFSET reads every skipped row.
 */
export function adsOffset(cursor: PageCursor | undefined): number {
  if (cursor === undefined) return 0;
  const offset = typeof cursor === "number" || /^\d+$/.test(cursor) ? Number(cursor) : Number.NaN;
  if (!Number.isSafeInteger(offset)) throw badRequest("offset: expected a whole number >= 0");
  if (offset > TOTAL_HITS_CAP) throw badRequest(`offset: ${QUOTA_MESSAGES.offsetBeyondCap}`);
  return offset;
}

/** No next page past the cap, so the feed ends where the offsets stop being accepted. */
function withinCap(page: AdsResponse): AdsResponse {
  const next = page.next_from_value;
  return typeof next === "number" && next > TOTAL_HITS_CAP
    ? { ...page, next_from_value: null }
    : page;
}

export function adsHandlers(catalogue: DetailCatalogue): CallHandlers {
  return {
    async shopAds(input, { deps, user }) {
      requireAds(deps, user);
      return withinCap(await catalogue.ads({ shopIds: input.shop_ids }, adsOffset(input.offset)));
    },

    async productAds(input, { deps, user }) {
      requireAds(deps, user);
      return withinCap(
        await catalogue.ads({ productIds: input.product_ids }, adsOffset(input.offset)),
      );
    },
  };
}
