import { ApiError } from "../http/errors";
import { requireMainTool } from "./licence";
import type { CallHandlers } from "./types";

export const exploreHandlers: CallHandlers = {
  async unauthWinners(_input, { deps }) {
    return deps.catalogue.winners();
  },

  // An expired licence gets 402 (the client shows the licence-expired message); a plan without the
  // main tool gets 403 (the client shows the plan overlay).
  async search(input, { deps, user }) {
    requireMainTool(deps, user);
    return deps.catalogue.searchJson(input.query);
  },

  // Staff ban as admins do (000 §6, 001 §6).
  async adminBan(input, { deps, user }) {
    if (!user.isAdmin && !user.isStaff) throw new ApiError(403, "not_allowed");
    await deps.catalogue.ban(input, user.sub);
    return { ok: true };
  },
};
