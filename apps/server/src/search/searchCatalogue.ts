import type { SearchQuery, SearchResponse } from "@hotshelf/api/contract";
import { productItems, shopItems } from "../catalogue/items";
import type { Queryable } from "../db/types";
import { buildSearch, type SqlStatement } from "./buildSearch";
import { encodeCursor } from "./cursor";

export interface SearchContext {
  /** Totals are exact up to this cap (default TOTAL_HITS_CAP); tests lower it to reach the capped path. */
  countCap?: number;
  /** Index entries a walk looks at (default WALK_WINDOW); tests lower it to reach collect. */
  walkWindow?: number;
  /** Collects the SQL each search runs (tests and the benchmark). */
  onQuery?: (sql: string, params: readonly unknown[]) => void;
}

type PageRow = { id: number; sort_value: number | string | null };

/**
 * POST /v3/search for products and shops: filters and sorts of the domain catalogues, keyset paging
 * with an opaque next_from_value, total_hits exact up to TOTAL_HITS_CAP (then the cap), banned and inactive
 * rows hidden. Throws SearchRequestError for a query it refuses.
 */
export async function searchCatalogue(
  db: Queryable,
  query: SearchQuery,
  ctx: SearchContext = {},
): Promise<SearchResponse> {
  const built = buildSearch(query, {
    ...(ctx.countCap === undefined ? {} : { countCap: ctx.countCap }),
    ...(ctx.walkWindow === undefined ? {} : { walkWindow: ctx.walkWindow }),
  });
  const run = async <T>(statement: SqlStatement) => {
    ctx.onQuery?.(statement.sql, statement.params);
    return (await db.query<T>(statement.sql, statement.params)).rows;
  };

  /**
   * The page along the sort index; when its window holds less than a page (rare matches, or ones
   * correlated with the sort), every match above the bound instead. A short walk is the end of the
   * results only if the window was not used up, which it cannot tell, so it always collects then.
   */
  async function walkOrCollect(bound: number | string | null): Promise<PageRow[]> {
    const walked = await run<PageRow>(built.walk(bound));
    if (walked.length > built.pageSize) return walked;
    return run<PageRow>(built.collect(bound));
  }
  let pageRows: PageRow[];
  let total = built.cursor?.total ?? 0;
  if (built.offsetPage && built.count) {
    pageRows = await run<PageRow>(built.offsetPage);
    total = Math.min(built.countCap, (await run<{ n: number }>(built.count))[0]?.n ?? 0);
  } else {
    // Later pages too: the capped sample gives the walk and the collect a lower bound, without which
    // a collect past the cursor would gather every remaining match.
    const materialized = await run<PageRow & { matched: number }>(
      built.materialized as SqlStatement,
    );
    const matched = materialized[0]?.matched ?? 0;
    if (!built.cursor) total = Math.min(built.countCap, matched);
    pageRows = materialized;
    if (matched > built.countCap) {
      // The materialised set is a sample: read the true page along the sort index.
      // Only a full top gives a bound: below its last value lie at least pageSize + 1 matches.
      const full = materialized.length === built.pageSize + 1;
      const bound = full ? (materialized.at(-1)?.sort_value ?? null) : null;
      pageRows = await walkOrCollect(bound);
    }
  }
  const rows = pageRows.slice(0, built.pageSize);
  const hasMore = pageRows.length > built.pageSize;
  const last = rows.at(-1);
  const next =
    hasMore && last
      ? encodeCursor({
          sortKey: built.sortKey,
          value: last.sort_value === null ? null : last.sort_value,
          id: Number(last.id),
          total,
        })
      : null;
  const ids = rows.map((row) => Number(row.id));
  const items =
    built.searchType === "products" ? await productItems(db, ids) : await shopItems(db, ids);
  return { items, total_hits: total, next_from_value: next } as SearchResponse;
}
