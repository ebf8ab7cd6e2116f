/** The ads of shops and products (POST /v3/shop/ads, /v3/product/ads), newest first. */
import type { AdsResponse, PageCursor } from "@hotshelf/api/contract";
import { QUOTA_MESSAGES, TOTAL_HITS_CAP } from "@hotshelf/domain";
import { badRequest } from "../http/errors";
import type { DetailCatalogue } from "./detailHandlers";
import { requireAds } from "./licence";
import type { CallHandlers } from "./types";

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
