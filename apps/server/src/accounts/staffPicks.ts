import { type Collections, STAFF_OWNER } from "../collections";
import type { Db } from "../db/types";

const PICK_SIZE = 12;

/** Staff Picks on first start: shop and product collections curated from the catalogue's leaders. */
const PICKS = [
  {
    type: "shops",
    name: "Trending This Week",
    sql: "SELECT id FROM shops WHERE listed ORDER BY week_revenue_percent_change DESC NULLS LAST, id DESC LIMIT $1",
  },
  {
    type: "shops",
    name: "Top Advertisers",
    sql: "SELECT id FROM shops WHERE listed ORDER BY active_ad_count DESC, id DESC LIMIT $1",
  },
  {
    type: "products",
    name: "Weekly Best Sellers",
    sql: "SELECT id FROM products WHERE listed ORDER BY week_current_period_revenue DESC, id DESC LIMIT $1",
  },
] as const;

/** Creates the staff collections once (when staff has none of a type); staff curate them afterwards. */
export async function ensureStaffPicks(db: Db, collections: Collections): Promise<void> {
  for (const type of ["shops", "products"] as const) {
    const existing = await collections.listTags(STAFF_OWNER, type);
    if (Object.keys(existing).length > 0) continue;
    for (const pick of PICKS.filter((p) => p.type === type)) {
      const { rows } = await db.query<{ id: number }>(pick.sql, [PICK_SIZE]);
      if (rows.length > 0)
        await collections.overwriteStaff(
          type,
          pick.name,
          rows.map((r) => r.id),
        );
    }
  }
}
