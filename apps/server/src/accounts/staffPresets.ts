import type { FilterSet, FilterType } from "@hotshelf/api/contract";
import type { Db } from "../db/types";
import { STAFF_OWNER } from "../routes/filters";

const NO_EXCLUSIONS: FilterSet["excluded_shops"] = [];

/** The shared presets staff curate; loaded by everyone, changed by no user call. */
export const STAFF_PRESETS: Readonly<Record<FilterType, readonly FilterSet[]>> = {
  products: [
    {
      filter_set_name: "Ad surge this week",
      excluded_shops: NO_EXCLUSIONS,
      filters: {
        range_filters: {
          product_active_ad_count_percent_change: { type: "numeric", gte: 50, lte: null },
        },
        one_hot_filters: {},
      },
    },
    {
      filter_set_name: "Fast growers in English-speaking markets",
      excluded_shops: NO_EXCLUSIONS,
      filters: {
        range_filters: { week_revenue_percent_change: { type: "numeric", gte: 25, lte: null } },
        one_hot_filters: {
          shop_country: ["US", "GB", "CA", "AU", "IE", "NZ"],
          shop_locale: ["en"],
        },
      },
    },
    {
      filter_set_name: "Affordable best sellers",
      excluded_shops: NO_EXCLUSIONS,
      filters: {
        range_filters: {
          price: { type: "numeric", gte: 10, lte: 60 },
          week_current_period_revenue: { type: "numeric", gte: 1000, lte: null },
        },
        one_hot_filters: { exclude_country: ["IN", "PK"] },
      },
    },
  ],
  shops: [
    {
      filter_set_name: "Big advertisers",
      excluded_shops: NO_EXCLUSIONS,
      filters: {
        range_filters: { active_ad_count: { type: "numeric", gte: 20, lte: null } },
        one_hot_filters: {},
      },
    },
    {
      filter_set_name: "Rising European shops",
      excluded_shops: NO_EXCLUSIONS,
      filters: {
        range_filters: { week_revenue_percent_change: { type: "numeric", gte: 20, lte: null } },
        one_hot_filters: { country: ["DE", "FR", "NL", "ES", "IT", "SE", "DK", "BE", "AT", "CH"] },
      },
    },
  ],
};

/** Inserts the staff presets that are missing; presets edited in the database are left alone. */
export async function ensureStaffPresets(db: Db): Promise<void> {
  for (const [filterType, sets] of Object.entries(STAFF_PRESETS)) {
    for (const set of sets) {
      await db.query(
        `INSERT INTO filter_sets (owner, filter_type, filter_set_name, excluded_shops, filters)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [
          STAFF_OWNER,
          filterType,
          set.filter_set_name,
          JSON.stringify(set.excluded_shops),
          JSON.stringify(set.filters),
        ],
      );
    }
  }
}
