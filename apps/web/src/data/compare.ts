import type { ApiClient } from "@hotshelf/api/client";
import { detailData } from "./detail";

/**
 * The compare screen: the shops and their charts, through the shop view's calls (each authorised on
 * the server as for the shop view; at most four shops, so at most twelve calls).
 */
export function compareData(api: ApiClient) {
  const detail = detailData(api);
  return {
    /** The shops, in the order of the ids. */
    shops: (ids: readonly number[]) => Promise.all(ids.map((id) => detail.shop(id))),
    /** Each shop's revenue and ads history, in the order of the ids. */
    charts: (ids: readonly number[]) => Promise.all(ids.map((id) => detail.shopCharts(id))),
  };
}
