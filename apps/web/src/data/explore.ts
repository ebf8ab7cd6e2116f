import type { ApiClient } from "@hotshelf/api/client";
import type { CallRequest } from "@hotshelf/api/contract";
import type { SearchType } from "@hotshelf/domain";
import { call, write } from "./call";

/** Explore's own calls beside the search: saved filter sets, the staff presets and the ban. */
export function exploreData(api: ApiClient) {
  return {
    /** The staff's (is_staff true) or the user's saved filter sets of a kind. */
    filterSets: async (searchType: SearchType, isStaff: boolean) =>
      (await call(api, "filters", { filter_type: searchType, is_staff: isStaff })).filters,
    saveFilterSet: (body: CallRequest<"filtersSave">) => write(api, "filtersSave", body),
    deleteFilterSet: (searchType: SearchType, name: string) =>
      write(api, "filtersDelete", { filter_type: searchType, filter_set_name: name }),
    /** Switches the daily "new matches" alert of one of the user's own sets. */
    setFilterSetAlert: (searchType: SearchType, name: string, on: boolean) =>
      write(api, "filtersAlert", { filter_type: searchType, filter_set_name: name, alerts: on }),
    /** The user opened one of their own sets: its "new since your last visit" count starts again. */
    filterSetOpened: (searchType: SearchType, name: string) =>
      write(api, "filtersOpened", { filter_type: searchType, filter_set_name: name }),

    /** Staff only (checked by the server): the shared presets everyone can load. */
    saveStaffPreset: (body: CallRequest<"staffFiltersSave">) =>
      write(api, "staffFiltersSave", body),
    renameStaffPreset: (searchType: SearchType, name: string, newName: string) =>
      write(api, "staffFiltersRename", {
        filter_type: searchType,
        filter_set_name: name,
        new_name: newName,
      }),
    deleteStaffPreset: (searchType: SearchType, name: string) =>
      write(api, "staffFiltersDelete", { filter_type: searchType, filter_set_name: name }),

    /** Bans a shop, or one product of its shop, from Explore (staff and admins, checked by the server). */
    ban: (shopId: number, productId?: number) =>
      write(
        api,
        "adminBan",
        productId === undefined
          ? { ban_type: "shop", shop_id: shopId }
          : { ban_type: "product", shop_id: shopId, product_id: productId },
      ),
  };
}
