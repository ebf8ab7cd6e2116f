import { QUOTA_MESSAGES, QUOTAS } from "@hotshelf/domain";
import { z } from "zod";
import { Id, Ok } from "./common";
import { ExcludedShop } from "./shop";

export const RangeFilterType = z.enum(["numeric", "date"]);
export type RangeFilterType = z.infer<typeof RangeFilterType>;

/** A bound: a number for numeric ranges, an ISO date 'yyyy-mm-dd' (UTC, inclusive) for date ranges. */
export const RangeBound = z.union([z.number(), z.string()]);
export type RangeBound = z.infer<typeof RangeBound>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function boundFits(type: RangeFilterType, bound: RangeBound | null | undefined): boolean {
  if (bound === null || bound === undefined) return true;
  return type === "numeric"
    ? typeof bound === "number" && Number.isFinite(bound)
    : typeof bound === "string" && ISO_DATE.test(bound);
}

const typedBounds = {
  message: "Range bounds must be numbers for numeric ranges and yyyy-mm-dd for date ranges.",
};

/**
 * A range in search_filters ({ gte?, lte?, type }, packages/domain/src/filters.ts): an unset bound
 * is omitted, and at least one is set. Which keys exist is the domain's filter catalogue.
 */
export const RangeFilter = z
  .object({ type: RangeFilterType, gte: RangeBound.optional(), lte: RangeBound.optional() })
  .refine((r) => boundFits(r.type, r.gte) && boundFits(r.type, r.lte), typedBounds)
  .refine((r) => r.gte !== undefined || r.lte !== undefined, {
    message: "A range filter needs gte or lte.",
  });
export type RangeFilter = z.infer<typeof RangeFilter>;

/** A range as stored in a filter set: an unset bound is null. */
export const SavedRange = z
  .object({ type: RangeFilterType, gte: RangeBound.nullable(), lte: RangeBound.nullable() })
  .refine((r) => boundFits(r.type, r.gte) && boundFits(r.type, r.lte), typedBounds);
export type SavedRange = z.infer<typeof SavedRange>;

/**
 * search_filters: range and one-hot filters merged, keyed by filter key (e.g. price, shop_country);
 * collections add must_include_shop_ids / must_include_product_ids (id lists).
 */
export const SearchFilterValue = z
  .union([RangeFilter, z.array(z.string()), z.array(Id)])
  // Checked on the union, not per branch: a too-long id list would otherwise read "Invalid input".
  .refine((value) => !Array.isArray(value) || value.length <= QUOTAS.collectionMembers, {
    message: QUOTA_MESSAGES.tooManyIds,
  });
export type SearchFilterValue = z.infer<typeof SearchFilterValue>;
// Values may be undefined in the app's object (the domain's type allows it); JSON drops them.
export const SearchFilters = z.record(z.string(), SearchFilterValue.optional());
export type SearchFilters = z.infer<typeof SearchFilters>;

export const FilterType = z.enum(["products", "shops"]);
export type FilterType = z.infer<typeof FilterType>;

/** The filters stored in a filter set. */
export const SavedFilters = z.object({
  range_filters: z.record(z.string(), SavedRange),
  one_hot_filters: z.record(z.string(), z.array(z.string())),
});
export type SavedFilters = z.infer<typeof SavedFilters>;

export const FilterSet = z.object({
  filter_set_name: z.string(),
  excluded_shops: z.array(ExcludedShop),
  filters: SavedFilters,
  /** The user's own sets only: whether the daily alert mails its new matches (issue 18). */
  alerts: z.boolean().optional(),
  /** The user's own alerting sets only: new matches since the user last opened the set in Explore. */
  new_since_visit: z.number().int().nonnegative().optional(),
});
export type FilterSet = z.infer<typeof FilterSet>;

/** POST /v3/filters: staff presets with is_staff true, the user's own sets otherwise. */
export const FiltersRequest = z.object({ filter_type: FilterType, is_staff: z.boolean() });
export const FiltersResponse = z.object({ filters: z.array(FilterSet) });

/**
 * POST /v3/filters/save. The name is checked by the server (invalid_filter_set_name,
 * filter_set_exists), so the app gets those reasons rather than a generic invalid_request.
 * overwrite: true replaces a set of the same name (the row's Overwrite action).
 */
export const FiltersSaveRequest = z.object({
  filter_type: FilterType,
  filter_set_name: z.string(),
  excluded_shops: z.array(ExcludedShop),
  filters: SavedFilters,
  overwrite: z.boolean().optional(),
});
export const FiltersSaveResponse = Ok;

export const FiltersDeleteRequest = z.object({
  filter_type: FilterType,
  filter_set_name: z.string(),
});
export const FiltersDeleteResponse = Ok;

/**
 * POST /v3/staff/filters/rename (staff only): renames one staff preset. The new name follows the
 * filter-set rule (invalid_filter_set_name); a preset of that name already there is filter_set_exists.
 */
export const FiltersRenameRequest = z.object({
  filter_type: FilterType,
  filter_set_name: z.string(),
  new_name: z.string(),
});
export const FiltersRenameResponse = Ok;

/**
 * POST /v3/filters/alert: switches the daily "new matches" alert of one of the user's own sets on or
 * off. 404 not_found for a set the user does not have; 409 alert_limit above
 * ALERT_LIMITS.alertingSetsPerUser alerting sets.
 */
export const FiltersAlertRequest = z.object({
  filter_type: FilterType,
  filter_set_name: z.string(),
  alerts: z.boolean(),
});
export const FiltersAlertResponse = Ok;

/**
 * POST /v3/filters/opened: the user opened one of their own sets in Explore, so its "new since your
 * last visit" count starts again at 0. 404 not_found for a set the user does not have.
 */
export const FiltersOpenedRequest = z.object({
  filter_type: FilterType,
  filter_set_name: z.string(),
});
export const FiltersOpenedResponse = Ok;
