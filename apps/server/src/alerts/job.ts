import type { SearchQuery } from "@hotshelf/api/contract";
import {
  ALERT_LIMITS,
  type AlertItem,
  type AlertSetNews,
  alertSetPath,
  applyFilterSet,
  buildExploreQuery,
  digestMail,
  type FilterSet,
  type SearchType,
  sortOptionsFor,
} from "@hotshelf/domain";
import type { Db } from "../db/types";
import type { Mailer } from "../identity/types";
import { deriveLicence, loadLicenceState } from "../licence";
import { SearchRequestError } from "../search/errors";
import { searchCatalogue } from "../search/searchCatalogue";
import { signAlertToken } from "./token";

export interface AlertJobDeps {
  db: Db;
  mailer: Mailer;
  /** The install secret the unsubscribe links are signed with. */
  secret: Buffer;
  publicOrigin: string;
  productName: string;
  now: () => number;
  log: (line: string) => void;
}

export interface AlertRunSummary {
  /** Alerting sets the job ran (of users whose licence opens Explore). */
  sets: number;
  /** Sets that took their baseline in this run. */
  baselines: number;
  /** New matches found, over all sets. */
  newMatches: number;
  /** Digest mails sent (one per user with news). */
  mails: number;
  /** Users with alerting sets skipped for their licence. */
  skippedUsers: number;
}

interface AlertingSetRow {
  owner: string;
  email: string;
  filter_type: SearchType;
  filter_set_name: string;
  excluded_shops: FilterSet["excluded_shops"];
  filters: FilterSet["filters"];
  alert_baseline_at: Date | string | null;
}

/** Rows read per search page while the job collects a set's matches. */
const SCAN_PAGE = 500;

/**
 * The order a set's matches are watched in: products newest first, so that newly added products are
 * always inside the watched window; shops by Explore's default order.
 */
function watchSort(filterType: SearchType): string {
  if (filterType === "products") return "product_published_at";
  return sortOptionsFor(filterType)[0]?.key as string;
}

/** The set's saved query as Explore runs it (no search text), page by page. */
function setQuery(row: AlertingSetRow, fromCount: number | string): SearchQuery {
  const state = applyFilterSet(row.filter_type, {
    filter_set_name: row.filter_set_name,
    excluded_shops: row.excluded_shops,
    filters: row.filters,
  });
  return buildExploreQuery(state, watchSort(row.filter_type), "", {
    searchId: 0,
    fromCount,
    pageSize: SCAN_PAGE,
  }) as SearchQuery;
}

/** The set's current matches, at most ALERT_LIMITS.watchedMatchesPerSet, in watch order. */
async function currentMatches(db: Db, row: AlertingSetRow): Promise<AlertItem[]> {
  const found: AlertItem[] = [];
  let from: number | string | null = 0;
  while (from !== null && found.length < ALERT_LIMITS.watchedMatchesPerSet) {
    const page = await searchCatalogue(db, setQuery(row, from), { maxPageSize: SCAN_PAGE });
    for (const item of page.items as Record<string, unknown>[]) {
      found.push(
        row.filter_type === "products"
          ? { id: Number(item.product_id), title: String(item.product_title) }
          : { id: Number(item.shop_id), title: String(item.shop_title) },
      );
    }
    from = page.items.length > 0 ? page.next_from_value : null;
  }
  return found.slice(0, ALERT_LIMITS.watchedMatchesPerSet);
}

/**
 * Records the matches the set had not been seen with; returns those that are news. The first run
 * of a set (no baseline yet) records its matches as the baseline and reports none.
 */
async function recordMatches(
  db: Db,
  row: AlertingSetRow,
  matches: readonly AlertItem[],
  at: Date,
): Promise<{ news: AlertItem[]; baseline: boolean }> {
  const baseline = row.alert_baseline_at === null;
  const key = [row.owner, row.filter_type, row.filter_set_name];
  const inserted = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ item_id: string | number }>(
      `INSERT INTO filter_set_alert_matches
         (owner, filter_type, filter_set_name, item_id, first_seen_at, is_new)
       SELECT $1, $2, $3, m.id, $5, $6 FROM unnest($4::bigint[]) AS m(id)
       WHERE EXISTS (SELECT 1 FROM filter_sets
                     WHERE owner = $1 AND filter_type = $2 AND filter_set_name = $3 AND alerts)
       ON CONFLICT DO NOTHING RETURNING item_id`,
      [...key, matches.map((m) => m.id), at, !baseline],
    );
    if (baseline) {
      await tx.query(
        `UPDATE filter_sets SET alert_baseline_at = $4
         WHERE owner = $1 AND filter_type = $2 AND filter_set_name = $3 AND alerts`,
        [...key, at],
      );
    }
    return new Set(rows.map((r) => Number(r.item_id)));
  });
  if (baseline) return { news: [], baseline };
  return { news: matches.filter((m) => inserted.has(m.id)), baseline };
}

/** Whether the user's licence opens Explore now (the same rule as POST /v3/search). */
async function exploreAllowed(db: Db, sub: string, nowMs: number): Promise<boolean> {
  const licence = deriveLicence(await loadLicenceState(db, sub, nowMs), nowMs);
  return !licence.licenseExpired && licence.can_product;
}

/**
 * One run of the daily alert job: each alerting set of a user whose licence opens Explore is searched
 * with its saved query; matches it had not been seen with are news, and each user with news gets one
 * digest mail. A set that fails (a query the search refuses) is logged and skipped.
 */
export async function runAlertJob(deps: AlertJobDeps): Promise<AlertRunSummary> {
  const { db } = deps;
  const summary: AlertRunSummary = {
    sets: 0,
    baselines: 0,
    newMatches: 0,
    mails: 0,
    skippedUsers: 0,
  };
  const { rows } = await db.query<AlertingSetRow>(
    `SELECT f.owner, u.email, f.filter_type, f.filter_set_name, f.excluded_shops, f.filters,
            f.alert_baseline_at
     FROM filter_sets f JOIN users u ON u.sub = f.owner
     WHERE f.alerts ORDER BY f.owner, f.filter_type, f.filter_set_name`,
  );
  const byOwner = new Map<string, AlertingSetRow[]>();
  for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row]);

  for (const [owner, sets] of byOwner) {
    const nowMs = deps.now();
    if (!(await exploreAllowed(db, owner, nowMs))) {
      summary.skippedUsers += 1;
      continue;
    }
    const news: AlertSetNews[] = [];
    for (const set of sets) {
      try {
        const matches = await currentMatches(db, set);
        const recorded = await recordMatches(db, set, matches, new Date(nowMs));
        summary.sets += 1;
        if (recorded.baseline) summary.baselines += 1;
        summary.newMatches += recorded.news.length;
        news.push({
          filterType: set.filter_type,
          filterSetName: set.filter_set_name,
          items: recorded.news,
        });
      } catch (error) {
        if (!(error instanceof SearchRequestError)) throw error;
        deps.log(
          `Alerts: the set '${set.filter_set_name}' of ${owner} was skipped: ${error.message}`,
        );
      }
    }
    const email = sets[0]?.email as string;
    const mail = digestMail(deps.productName, news, digestLinks(deps, owner));
    if (!mail) continue;
    await deps.mailer.send({ to: email, subject: mail.subject, text: mail.text });
    summary.mails += 1;
  }
  return summary;
}

/** The digest's absolute links: open a set, and the signed unsubscribe links. */
function digestLinks(deps: AlertJobDeps, sub: string) {
  const url = (path: string) => new URL(path, deps.publicOrigin).toString();
  const unsubscribe = (token: string) => url(`/alerts/unsubscribe?token=${token}`);
  return {
    openSet: (filterType: SearchType, name: string) => url(alertSetPath(filterType, name)),
    unsubscribeSet: (filterType: SearchType, name: string) =>
      unsubscribe(
        signAlertToken(deps.secret, {
          v: 1,
          sub,
          scope: "set",
          filter_type: filterType,
          filter_set_name: name,
        }),
      ),
    unsubscribeAll: unsubscribe(signAlertToken(deps.secret, { v: 1, sub, scope: "all" })),
  };
}
