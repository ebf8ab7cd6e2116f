import type { SearchQuery, SearchResponse } from "@hotshelf/api/contract";
import { productItems, shopItems } from "../catalogue/items";
import type { Queryable } from "../db/types";
import { type BuiltSearch, buildSearch, type SqlStatement } from "./buildSearch";
import { encodeCursor } from "./cursor";
import { itemsFrom, pageWithItems } from "./readModel/modelItems";
import { ModelWorker } from "./readModel/modelWorker";
import type { QueryResult } from "./readModel/protocol";
import type { ReadModelTables } from "./readModel/query";
import { answerCacheFor, readModelFor } from "./readModel/readModel";

export interface SearchContext {
  /** Totals are exact up to this cap (default TOTAL_HITS_CAP); tests lower it to reach the capped path. */
  countCap?: number;
  /** Index entries a walk looks at (default WALK_WINDOW); tests lower it to reach collect. */
  walkWindow?: number;
  /** The largest page (default MAX_PAGE_SIZE); exports read larger ones. */
  maxPageSize?: number;
  /** Collects the SQL each search runs (tests and the benchmark). */
  onQuery?: (sql: string, params: readonly unknown[]) => void;
  /**
   * The read model to answer from (null: SQL only): one in its worker, by default the one started for
   * `db` if it is built, or tables in this thread (the bench). It answers exactly as the SQL path,
   * which serves whatever the model declines.
   */
  readModel?: ModelWorker | ReadModelTables | null;
}

type PageRow = { id: number; sort_value: number | string | null };

/**
 * The server's own search (no test or export overrides) written as JSON. Answers to queries asked
 * again are remembered until the catalogue changes, while the read model follows it: each as one
 * string, which costs the collector nothing to keep.
 */
export async function searchCatalogueJson(db: Queryable, query: SearchQuery): Promise<string> {
  const cache = answerCacheFor(db);
  if (!cache) return JSON.stringify(await searchCatalogue(db, query));
  const key = JSON.stringify(query);
  const known = cache.get(key);
  if (known !== undefined) return known;
  const since = cache.current;
  const body = JSON.stringify(await searchCatalogue(db, query));
  cache.set(key, body, since);
  return body;
}

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
  const options = {
    ...(ctx.countCap === undefined ? {} : { countCap: ctx.countCap }),
    ...(ctx.walkWindow === undefined ? {} : { walkWindow: ctx.walkWindow }),
    ...(ctx.maxPageSize === undefined ? {} : { maxPageSize: ctx.maxPageSize }),
  };
  const built = buildSearch(query, options);
  const model = ctx.readModel === undefined ? readModelFor(db) : ctx.readModel;
  let page: QueryResult | { rows: PageRow[]; total: number; stored?: undefined } = null;
  if (model instanceof ModelWorker) page = await model.query(query, options);
  else if (model) page = pageWithItems(model, built);
  page ??= await sqlPage(db, built, ctx);
  const pageRows = page.rows;
  const total = page.total;
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
  const items = page.stored
    ? itemsFrom(page.stored)
    : built.searchType === "products"
      ? await productItems(db, ids)
      : await shopItems(db, ids);
  return { items, total_hits: total, next_from_value: next } as SearchResponse;
}

/** The page's rows (at most pageSize + 1) and total through SQL. */
async function sqlPage(
  db: Queryable,
  built: BuiltSearch,
  ctx: SearchContext,
): Promise<{ rows: PageRow[]; total: number }> {
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
  return { rows: pageRows, total };
}
