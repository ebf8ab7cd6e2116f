/** The news feed of a shop or product collection (POST /v3/activity/shops), newest first. */

import type { DetailCatalogue } from "./detailHandlers";
import { requireMainTool } from "./licence";
import type { CallHandlers } from "./types";

export function activityHandlers(catalogue: DetailCatalogue): CallHandlers {
  return {
    async activityShops(input, { deps, user }) {
      requireMainTool(deps, user);
      return { activity: await catalogue.activity(input) };
    },
  };
}
