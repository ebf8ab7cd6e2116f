/** Tracking a new shop (POST /v3/shops/track/v2/start) and the user's track history (…/status). */
import { ApiError, badRequest } from "../http/errors";
import type { Tracker } from "../tracker";
import { requireMainTool } from "./licence";
import type { CallHandlers } from "./types";

export function trackingHandlers(tracker: Pick<Tracker, "start" | "status">): CallHandlers {
  return {
    // Reading one's own history needs no licence; starting work on the server does.
    async trackStatus(_input, { user }) {
      return { items: await tracker.status(user.sub) };
    },

    async trackStart(input, { deps, user }) {
      requireMainTool(deps, user);
      const started = await tracker.start(user.sub, input.shop_url);
      if (started.ok) return { ok: true };
      if (started.reason === "invalid_url") throw badRequest("invalid_url");
      throw new ApiError(429, started.reason);
    },
  };
}
