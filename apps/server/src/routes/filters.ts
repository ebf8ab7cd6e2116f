import type { CallRequest, FilterSet } from "@hotshelf/api/contract";
import { ALERT_LIMITS, QUOTAS, validateFilterSetName } from "@hotshelf/domain";
import { switchAlertsOff } from "../alerts/unsubscribe";
import type { RequestUser } from "../http/auth";
import { ApiError, badRequest } from "../http/errors";
import type { CallHandlers, RouteDeps } from "./types";

/** The owner of the shared staff presets; users' own sets are owned by their sub. */
export const STAFF_OWNER = "staff";

interface FilterSetRow {
  filter_set_name: string;
  excluded_shops: FilterSet["excluded_shops"];
  filters: FilterSet["filters"];
}

interface OwnFilterSetRow extends FilterSetRow {
  alerts: boolean;
  new_since_visit: number | string;
}

export const filterHandlers: CallHandlers = {
  // Staff presets are shared with every signed-in user (load only); other sets only with their owner.
  async filters(input, { deps, user }) {
    if (!input.is_staff) return { filters: await ownSets(deps, user.sub, input.filter_type) };
    const owner = STAFF_OWNER;
    const { rows } = await deps.db.query<FilterSetRow>(
      `SELECT filter_set_name, excluded_shops, filters FROM filter_sets
       WHERE owner = $1 AND filter_type = $2 ORDER BY lower(filter_set_name), filter_set_name`,
      [owner, input.filter_type],
    );
    return { filters: rows };
  },

  // Users' writes only ever go to their own sets; the staff presets change through the staff calls.
  async filtersSave(input, { deps, user }) {
    return saveSet(deps, user.sub, input);
  },

  async filtersDelete(input, { deps, user }) {
    return deleteSet(deps, user.sub, input);
  },

  // Alerts are for the user's own sets only: the owner is always the caller.
  async filtersAlert(input, { deps, user }) {
    const name = input.filter_set_name.trim();
    if (!input.alerts) {
      await requireOwnSet(deps, user.sub, input.filter_type, name);
      await switchAlertsOff(deps.db, user.sub, {
        filterType: input.filter_type,
        filterSetName: name,
      });
      return { ok: true };
    }
    // On below the limit (an already alerting set stays on); the next run takes its baseline.
    const { rows } = await deps.db.query(
      `UPDATE filter_sets SET alerts = true
       WHERE owner = $1 AND filter_type = $2 AND filter_set_name = $3
         AND (alerts OR (SELECT count(*) FROM filter_sets WHERE owner = $1 AND alerts) < $4)
       RETURNING filter_set_name`,
      [user.sub, input.filter_type, name, ALERT_LIMITS.alertingSetsPerUser],
    );
    if (rows.length > 0) return { ok: true };
    await requireOwnSet(deps, user.sub, input.filter_type, name);
    throw new ApiError(409, "alert_limit");
  },

  // Opening a set in Explore: its "new since your last visit" count starts again.
  async filtersOpened(input, { deps, user }) {
    const { rows } = await deps.db.query(
      `UPDATE filter_sets SET opened_at = now()
       WHERE owner = $1 AND filter_type = $2 AND filter_set_name = $3 RETURNING filter_set_name`,
      [user.sub, input.filter_type, input.filter_set_name.trim()],
    );
    if (rows.length === 0) throw new ApiError(404, "not_found");
    return { ok: true };
  },

  async staffFiltersSave(input, { deps, user }) {
    requireStaff(user);
    return saveSet(deps, STAFF_OWNER, input);
  },

  async staffFiltersDelete(input, { deps, user }) {
    requireStaff(user);
    return deleteSet(deps, STAFF_OWNER, input);
  },

  async staffFiltersRename(input, { deps, user }) {
    requireStaff(user);
    const checked = validateFilterSetName(input.new_name);
    if (!checked.ok) throw badRequest("invalid_filter_set_name");
    const from = input.filter_set_name.trim();
    if (checked.value === from) return { ok: true };
    const { rows: taken } = await deps.db.query(
      "SELECT 1 FROM filter_sets WHERE owner = $1 AND filter_type = $2 AND filter_set_name = $3",
      [STAFF_OWNER, input.filter_type, checked.value],
    );
    if (taken.length > 0) throw new ApiError(409, "filter_set_exists");
    const { rows } = await deps.db.query(
      `UPDATE filter_sets SET filter_set_name = $4, updated_at = now()
       WHERE owner = $1 AND filter_type = $2 AND filter_set_name = $3 RETURNING filter_set_name`,
      [STAFF_OWNER, input.filter_type, from, checked.value],
    );
    if (rows.length === 0) throw new ApiError(404, "not_found");
    return { ok: true };
  },
};

/** The user's own sets with their alert switch and, for alerting sets, the new matches since the last visit. */
async function ownSets(deps: RouteDeps, owner: string, filterType: string): Promise<FilterSet[]> {
  const { rows } = await deps.db.query<OwnFilterSetRow>(
    `SELECT f.filter_set_name, f.excluded_shops, f.filters, f.alerts,
       (SELECT count(*) FROM filter_set_alert_matches m
        WHERE m.owner = f.owner AND m.filter_type = f.filter_type
          AND m.filter_set_name = f.filter_set_name AND m.is_new AND m.first_seen_at > f.opened_at
       ) AS new_since_visit
     FROM filter_sets f
     WHERE f.owner = $1 AND f.filter_type = $2 ORDER BY lower(f.filter_set_name), f.filter_set_name`,
    [owner, filterType],
  );
  return rows.map((row) => ({
    filter_set_name: row.filter_set_name,
    excluded_shops: row.excluded_shops,
    filters: row.filters,
    alerts: row.alerts,
    new_since_visit: Number(row.new_since_visit),
  }));
}

async function requireOwnSet(
  deps: RouteDeps,
  owner: string,
  filterType: string,
  name: string,
): Promise<void> {
  const { rows } = await deps.db.query(
    "SELECT 1 FROM filter_sets WHERE owner = $1 AND filter_type = $2 AND filter_set_name = $3",
    [owner, filterType, name],
  );
  if (rows.length === 0) throw new ApiError(404, "not_found");
}

/** Only staff curate the shared presets and Staff Picks (000 §6, 001 §6). */
export function requireStaff(user: RequestUser): void {
  if (!user.isStaff) throw new ApiError(403, "not_allowed");
}

/**
 * Saves a set of `owner` (a user's sub or STAFF_OWNER). Each set is at most QUOTAS.filterSetBytes and
 * an owner has at most QUOTAS.filterSetsPerType per type, so the list POST /v3/filters replies with
 * stays bounded (issue 13).
 */
async function saveSet(
  deps: RouteDeps,
  owner: string,
  input: CallRequest<"filtersSave">,
): Promise<{ ok: true }> {
  const checked = validateFilterSetName(input.filter_set_name);
  if (!checked.ok) throw badRequest("invalid_filter_set_name");
  const name = checked.value;
  const excluded = JSON.stringify(input.excluded_shops);
  const filters = JSON.stringify(input.filters);
  if (Buffer.byteLength(excluded) + Buffer.byteLength(filters) > QUOTAS.filterSetBytes) {
    throw new ApiError(413, "filter_set_too_large");
  }
  const values = [owner, input.filter_type, name, excluded, filters, QUOTAS.filterSetsPerType];
  // A new row only below the quota; an existing set of that name is replaced (overwrite) or refused.
  const { rows } = await deps.db.query(
    `INSERT INTO filter_sets (owner, filter_type, filter_set_name, excluded_shops, filters)
     SELECT $1::text, $2::text, $3::text, $4::jsonb, $5::jsonb
     WHERE (SELECT count(*) FROM filter_sets WHERE owner = $1 AND filter_type = $2) < $6
        OR EXISTS (SELECT 1 FROM filter_sets
                   WHERE owner = $1 AND filter_type = $2 AND filter_set_name = $3)
     ON CONFLICT (owner, filter_type, filter_set_name)
     ${input.overwrite ? "DO UPDATE SET excluded_shops = EXCLUDED.excluded_shops, filters = EXCLUDED.filters, updated_at = now()" : "DO NOTHING"}
     RETURNING filter_set_name`,
    values,
  );
  if (rows.length > 0) return { ok: true };
  const { rows: existing } = await deps.db.query(
    "SELECT 1 FROM filter_sets WHERE owner = $1 AND filter_type = $2 AND filter_set_name = $3",
    [owner, input.filter_type, name],
  );
  if (existing.length > 0) throw new ApiError(409, "filter_set_exists");
  throw new ApiError(409, "filter_set_limit");
}

async function deleteSet(
  deps: RouteDeps,
  owner: string,
  input: CallRequest<"filtersDelete">,
): Promise<{ ok: true }> {
  const { rows } = await deps.db.query(
    `DELETE FROM filter_sets WHERE owner = $1 AND filter_type = $2 AND filter_set_name = $3
     RETURNING filter_set_name`,
    [owner, input.filter_type, input.filter_set_name.trim()],
  );
  if (rows.length === 0) throw new ApiError(404, "not_found");
  return { ok: true };
}
