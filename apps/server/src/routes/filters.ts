import type { FilterSet } from "@hotshelf/api/contract";
import { validateFilterSetName } from "@hotshelf/domain";
import { ApiError, badRequest } from "../http/errors";
import type { CallHandlers } from "./types";

/** The owner of the shared staff presets; users' own sets are owned by their sub. */
export const STAFF_OWNER = "staff";

interface FilterSetRow {
  filter_set_name: string;
  excluded_shops: FilterSet["excluded_shops"];
  filters: FilterSet["filters"];
}

export const filterHandlers: CallHandlers = {
  // Staff presets are shared with every signed-in user (load only); other sets only with their owner.
  async filters(input, { deps, user }) {
    const owner = input.is_staff ? STAFF_OWNER : user.sub;
    const { rows } = await deps.db.query<FilterSetRow>(
      `SELECT filter_set_name, excluded_shops, filters FROM filter_sets
       WHERE owner = $1 AND filter_type = $2 ORDER BY lower(filter_set_name), filter_set_name`,
      [owner, input.filter_type],
    );
    return { filters: rows };
  },

  // Writes only ever go to the caller's own sets, so staff presets stay read-only here.
  async filtersSave(input, { deps, user }) {
    const checked = validateFilterSetName(input.filter_set_name);
    if (!checked.ok) throw badRequest("invalid_filter_set_name");
    const name = checked.value;
    const values = [
      user.sub,
      input.filter_type,
      name,
      JSON.stringify(input.excluded_shops),
      JSON.stringify(input.filters),
    ];
    if (input.overwrite) {
      await deps.db.query(
        `INSERT INTO filter_sets (owner, filter_type, filter_set_name, excluded_shops, filters)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (owner, filter_type, filter_set_name)
         DO UPDATE SET excluded_shops = EXCLUDED.excluded_shops, filters = EXCLUDED.filters, updated_at = now()`,
        values,
      );
      return { ok: true };
    }
    const { rows } = await deps.db.query(
      `INSERT INTO filter_sets (owner, filter_type, filter_set_name, excluded_shops, filters)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING filter_set_name`,
      values,
    );
    if (rows.length === 0) throw new ApiError(409, "filter_set_exists");
    return { ok: true };
  },

  async filtersDelete(input, { deps, user }) {
    const { rows } = await deps.db.query(
      `DELETE FROM filter_sets WHERE owner = $1 AND filter_type = $2 AND filter_set_name = $3
       RETURNING filter_set_name`,
      [user.sub, input.filter_type, input.filter_set_name.trim()],
    );
    if (rows.length === 0) throw new ApiError(404, "not_found");
    return { ok: true };
  },
};
