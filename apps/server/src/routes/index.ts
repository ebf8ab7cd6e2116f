import { accountHandlers } from "./account";
import { exploreHandlers } from "./explore";
import { filterHandlers } from "./filters";
import { licenceHandlers } from "./licence";
import type { CallHandlers } from "./types";

export { API_BASE, mountCalls } from "./mount";
export type { AccountDeletionHook, CallHandlers, CatalogueService, RouteDeps } from "./types";

/** The handlers of spec 000 §7's calls. */
export const callHandlers: CallHandlers = {
  ...accountHandlers,
  ...exploreHandlers,
  ...filterHandlers,
  ...licenceHandlers,
};
