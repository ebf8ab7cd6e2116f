/**
 * Turns a search query into SQL (pure, no I/O): the filters of the domain catalogues as index-friendly
 * predicates, the sort as (key DESC NULLS LAST, id DESC) through the index expressions, keyset paging
 * by an opaque cursor, and a capped count.
 */
import type { SearchQuery } from "@hotshelf/api/contract";
import {
  firstAllowedSortKey,
  oneHotFiltersFor,
  rangeFiltersFor,
  type SearchType,
  sortColumn,
  TOTAL_HITS_CAP,
} from "@hotshelf/domain";
import {
  expressionType,
  type KeyColumn,
  keyColumns,
  oneHotColumns,
  sortExpression,
} from "./columns";
import { type Cursor, decodeCursor } from "./cursor";
import { SearchRequestError } from "./errors";

export const MAX_PAGE_SIZE = 50;
/** Index entries a bounded walk looks at before it gives way to collecting the matches. */
export const WALK_WINDOW = 4000;
/** Totals are exact up to this many hits and reported as this number above (the domain's rule). */
export { TOTAL_HITS_CAP };

const MUST_INCLUDE_SHOPS = "must_include_shop_ids";
const MUST_INCLUDE_PRODUCTS = "must_include_product_ids";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/**
 * The statements of one search page, after DESIGN.md's database recipe:
 * - `materialized` (keyset pages): materialises the matches up to the cap (any plan, e.g. a selective
 *   filter's index), sorts that set for the page and counts it. While the cap is not reached the set is
 *   complete, so its top rows are the page.
 * - `walk(bound)`: when the cap is reached, the page is read along the sort index, bounded below by the
 *   last sort value of the materialised top (the true page cannot lie below it), looking at no more
 *   than WALK_WINDOW index entries: a filter correlated with the sort (e.g. no weekly revenue, sorted
 *   by revenue growth) would otherwise walk most of the index.
 * - `collect(bound)`: when that window holds less than a page, every match above the bound is
 *   materialised and sorted (the planner picks the filters' indexes or a scan, not the sort walk).
 * - `offset` (an integer from_count): ORDER BY ... OFFSET, and `count` for its total.
 * Every statement returns `id` and `sort_value` (the cursor's form), at most pageSize + 1 rows.
 */
export interface BuiltSearch {
  searchType: SearchType;
  sortKey: string;
  sort: KeyColumn;
  pageSize: number;
  countCap: number;
  /** The position to continue from (a later page), or null for the first page. */
  cursor: Cursor | null;
  offset: number;
  /** The filters, for the read model (the statements below already hold them). */
  conditions: Condition[];
  materialized: SqlStatement | null;
  walk: (bound: number | string | null) => SqlStatement;
  collect: (bound: number | string | null) => SqlStatement;
  offsetPage: SqlStatement | null;
  /** Counts matches up to countCap + 1 (offset paging only). */
  count: SqlStatement | null;
}

export interface BuildOptions {
  /** Totals are exact up to this cap (default TOTAL_HITS_CAP). */
  countCap?: number;
  /** Index entries a walk looks at (default WALK_WINDOW); tests lower it to reach collect. */
  walkWindow?: number;
  /**
   * The largest page (default MAX_PAGE_SIZE, the screens' page): an export reads its rows in larger
   * pages, hundreds of searches fewer for the same rows.
   */
  maxPageSize?: number;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

export function buildSearch(query: SearchQuery, options: BuildOptions = {}): BuiltSearch {
  const countCap = options.countCap ?? TOTAL_HITS_CAP;
  const walkWindow = options.walkWindow ?? WALK_WINDOW;
  const searchType = query.search_type;
  if (searchType !== "products" && searchType !== "shops") {
    throw new SearchRequestError(`search_type must be 'products' or 'shops'`);
  }
  const sortKey = firstAllowedSortKey(searchType, query.sort_by);
  const sortColumnDef = keyColumns(searchType)[sortColumn(searchType, sortKey) ?? sortKey];
  if (!sortColumnDef) throw new Error(`No column for the sort key ${sortKey}`);
  const sort: KeyColumn = sortColumnDef;
  const table = searchType === "products" ? "products" : "shops";
  const params = new Params();
  const conditions = parseConditions(searchType, query);
  const matching = filterPredicates(conditions, params);
  const where = ["listed", ...matching];
  if (!Number.isSafeInteger(countCap) || countCap < 1) throw new Error("countCap must be >= 1");
  if (!Number.isSafeInteger(walkWindow) || walkWindow < 1)
    throw new Error("walkWindow must be >= 1");

  const pageSize = Math.max(
    1,
    Math.min(options.maxPageSize ?? MAX_PAGE_SIZE, Math.floor(query.page_size)),
  );
  let cursor: Cursor | null = null;
  let offset = 0;
  if (typeof query.from_count === "string") {
    cursor = decodeCursor(query.from_count);
    if (cursor.sortKey !== sortKey) {
      throw new SearchRequestError(
        "from_count belongs to another sort order; start again with from_count 0",
      );
    }
  } else if (query.from_count !== undefined) {
    if (!Number.isSafeInteger(query.from_count) || query.from_count < 0) {
      throw new SearchRequestError("from_count must be 0, an offset or a next_from_value");
    }
    offset = query.from_count;
  }

  const expr = sortExpression(sort);
  const sortValue = sortValueSql(sort, expr);
  // Where the page starts: every listed row, or those after the cursor.
  const position = ["listed"];
  if (cursor) {
    const type = expressionType(sort);
    const value = cursor.value ?? (sort.kind === "timestamptz" ? "-infinity" : "-Infinity");
    const key = params.add(value, type);
    const id = params.add(cursor.id, "bigint");
    // The walk follows the sort index, which the row comparison bounds. The planner estimates a row
    // comparison by its first column alone (k < v: next to nothing when many rows share v), so the
    // statements it plans freely get the same condition spelt out, which it estimates right.
    position.push(`(${expr}, id) < (${key}, ${id})`);
    where.push(`(${expr} < ${key} OR (${expr} = ${key} AND id < ${id}))`);
  }
  const filters = where.join(" AND ");
  const matches = matching.length > 0 ? matching.join(" AND ") : "true";
  const order = `ORDER BY ${expr} DESC, id DESC LIMIT ${pageSize + 1}`;
  const base = params.values;

  if (offset > 0) {
    return {
      ...common(),
      materialized: null,
      walk: () => {
        throw new Error("offset paging does not walk");
      },
      collect: () => {
        throw new Error("offset paging does not collect");
      },
      offsetPage: {
        sql: `SELECT id, ${sortValue} AS sort_value FROM ${table} WHERE ${filters} ${order} OFFSET ${offset}`,
        params: base,
      },
      count: {
        sql: `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} WHERE ${filters} LIMIT ${countCap + 1}) m`,
        params: base,
      },
    };
  }
  return {
    ...common(),
    materialized: {
      sql:
        `WITH m AS MATERIALIZED (SELECT id, ${expr} AS k, ${sortValue} AS sort_value FROM ${table} ` +
        `WHERE ${filters} LIMIT ${countCap + 1}) ` +
        `SELECT id, sort_value, (SELECT count(*) FROM m)::int AS matched FROM m ` +
        `ORDER BY k DESC, id DESC LIMIT ${pageSize + 1}`,
      params: base,
    },
    walk: (bound) => {
      const { lower, values } = withBound(bound);
      return {
        sql:
          `SELECT id, sort_value FROM (SELECT id, ${expr} AS k, ${sortValue} AS sort_value, ` +
          `(${matches}) AS ok FROM ${table} WHERE ${[...position, ...lower].join(" AND ")} ` +
          `ORDER BY ${expr} DESC, id DESC LIMIT ${walkWindow}) w ` +
          `WHERE ok ORDER BY k DESC, id DESC LIMIT ${pageSize + 1}`,
        params: values,
      };
    },
    collect: (bound) => {
      const { lower, values } = withBound(bound);
      return {
        sql:
          `WITH m AS MATERIALIZED (SELECT id, ${expr} AS k, ${sortValue} AS sort_value FROM ${table} ` +
          `WHERE ${[filters, ...lower].join(" AND ")}) ` +
          `SELECT id, sort_value FROM m ORDER BY k DESC, id DESC LIMIT ${pageSize + 1}`,
        params: values,
      };
    },
    offsetPage: null,
    count: null,
  };

  /** The base parameters, plus the lower bound of the sort key when there is one. */
  function withBound(bound: number | string | null) {
    if (bound === null) return { lower: [] as string[], values: base };
    const bounded = new Params();
    bounded.values.push(...base);
    return {
      lower: [`${expr} >= ${bounded.add(bound, expressionType(sort))}`],
      values: bounded.values,
    };
  }

  function common() {
    return { searchType, sortKey, sort, pageSize, countCap, cursor, offset, conditions };
  }
}

/**
 * The sort value as the cursor carries it: a number (NULL for the coalesced -infinity), or for dates
 * an ISO text with microseconds, so that no precision is lost between pages.
 */
function sortValueSql(sort: KeyColumn, expr: string): string {
  if (sort.kind !== "timestamptz") {
    return sort.nullable ? `nullif(${expr}, '-Infinity'::double precision)` : expr;
  }
  return `to_char(${sort.column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * One filter of a query, parsed and validated: what both the SQL path and the read model evaluate.
 * Range values are typed as the column compares them (an ISO date-time for timestamptz columns).
 */
export type Condition =
  | { kind: "range"; column: KeyColumn; op: ">=" | "<=" | "<"; value: number | string }
  | { kind: "oneOf"; column: string; options: string[]; exclude: boolean }
  /** `column = ANY(ids)`, or with `negate` `column <> ALL(ids)`. */
  | { kind: "ids"; column: "id" | "shop_id"; ids: number[]; negate: boolean }
  /** Shops that own one of these products (listed or not). */
  | { kind: "shopsOfProducts"; productIds: number[] }
  /** The title contains the text, case-insensitively (ILIKE '%text%'). */
  | { kind: "title"; text: string };

export function parseConditions(searchType: SearchType, query: SearchQuery): Condition[] {
  const conditions: Condition[] = [];
  const ranges = new Map(rangeFiltersFor(searchType).map((f) => [f.key, f]));
  const oneHots = new Set(oneHotFiltersFor(searchType).map((f) => f.key));
  const columns = keyColumns(searchType);
  const oneHotTargets = oneHotColumns(searchType);
  const idColumn = searchType === "products" ? "shop_id" : "id";

  for (const [key, value] of Object.entries(query.search_filters ?? {})) {
    if (value === undefined) continue;
    if (key === MUST_INCLUDE_SHOPS || key === MUST_INCLUDE_PRODUCTS) {
      const ids = idList(key, value);
      if (key === MUST_INCLUDE_SHOPS) {
        conditions.push({ kind: "ids", column: idColumn, ids, negate: false });
      } else if (searchType === "products") {
        conditions.push({ kind: "ids", column: "id", ids, negate: false });
      } else {
        conditions.push({ kind: "shopsOfProducts", productIds: ids });
      }
      continue;
    }
    const range = ranges.get(key);
    if (range) {
      const column = columns[key];
      if (!column) throw new Error(`No column for the filter key ${key}`);
      conditions.push(...rangeConditions(key, range.type, value, column));
      continue;
    }
    if (oneHots.has(key)) {
      const target = oneHotTargets[key];
      if (!target) throw new Error(`No column for the filter key ${key}`);
      const options = stringList(key, value);
      if (options.length === 0) continue;
      conditions.push({ kind: "oneOf", column: target.column, options, exclude: target.exclude });
      continue;
    }
    throw new SearchRequestError(`Unknown filter '${key}' for a ${searchType} search`);
  }

  const excluded = query.exclude_shop_ids ?? [];
  if (excluded.length > 0) {
    const ids = idList("exclude_shop_ids", excluded);
    conditions.push({ kind: "ids", column: idColumn, ids, negate: true });
  }
  const text = query.search_string?.trim() ?? "";
  if (text.length > 0) conditions.push({ kind: "title", text });
  return conditions;
}

function filterPredicates(conditions: readonly Condition[], params: Params): string[] {
  return conditions.map((condition) => predicateSql(condition, params));
}

function predicateSql(condition: Condition, params: Params): string {
  switch (condition.kind) {
    case "ids": {
      const ids = params.add(condition.ids, "bigint[]");
      return condition.negate
        ? `${condition.column} <> ALL(${ids})`
        : `${condition.column} = ANY(${ids})`;
    }
    case "shopsOfProducts":
      return `id IN (SELECT shop_id FROM products WHERE id = ANY(${params.add(condition.productIds, "bigint[]")}))`;
    case "range":
      // The column itself, not the sort expression: its plain btree combines with the other filters'.
      return `${condition.column.column} ${condition.op} ${params.add(condition.value, sqlTypeOf(condition.column))}`;
    case "oneOf": {
      const list = params.add(condition.options, "text[]");
      return condition.exclude
        ? `(${condition.column} IS NULL OR ${condition.column} <> ALL(${list}))`
        : `${condition.column} = ANY(${list})`;
    }
    case "title": {
      // ILIKE on the title uses the pg_trgm GIN index; % and _ typed by the user match literally.
      const pattern = `%${condition.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return `title ILIKE ${params.add(pattern, "text")}`;
    }
  }
}

function rangeConditions(
  key: string,
  type: "numeric" | "date",
  value: unknown,
  column: KeyColumn,
): Condition[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new SearchRequestError(`Filter '${key}' must be a range { gte?, lte?, type }`);
  }
  const { gte, lte } = value as { gte?: unknown; lte?: unknown };
  const typed = (raw: unknown, side: "start" | "end") => {
    const value = bound(key, type, raw, side);
    return column.kind === "int4" ? integerBound(value as number, side) : value;
  };
  const out: Condition[] = [];
  if (gte !== undefined && gte !== null) {
    out.push({ kind: "range", column, op: ">=", value: typed(gte, "start") });
  }
  if (lte !== undefined && lte !== null) {
    // Dates are whole days: 'lte 2024-05-01' takes everything before 2024-05-02.
    out.push({ kind: "range", column, op: type === "date" ? "<" : "<=", value: typed(lte, "end") });
  }
  return out;
}

function sqlTypeOf(column: KeyColumn): string {
  if (column.kind === "timestamptz") return "timestamptz";
  // Compared as integer so the column's btree applies (int4 has no cross-type operators with float8).
  return column.kind === "int4" ? "integer" : "double precision";
}

const INT4_MAX = 2_147_483_647;

/** A numeric bound for an integer column: rounded inwards, kept in the int4 range. */
function integerBound(value: number, side: "start" | "end"): number {
  const whole = side === "start" ? Math.ceil(value) : Math.floor(value);
  return Math.max(-INT4_MAX, Math.min(INT4_MAX, whole));
}

function bound(key: string, type: "numeric" | "date", value: unknown, side: "start" | "end") {
  if (type === "numeric") {
    if (typeof value !== "number" || !Number.isFinite(value)) {
      throw new SearchRequestError(`Filter '${key}' needs numeric bounds`);
    }
    return value;
  }
  if (typeof value !== "string" || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) {
    throw new SearchRequestError(`Filter '${key}' needs dates as yyyy-mm-dd`);
  }
  const day = new Date(`${value}T00:00:00Z`);
  if (!day.toISOString().startsWith(value)) {
    throw new SearchRequestError(`Filter '${key}' has an invalid date ${value}`);
  }
  if (side === "end") day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

function idList(key: string, value: unknown): number[] {
  if (!Array.isArray(value) || !value.every((v) => Number.isSafeInteger(v) && v >= 0)) {
    throw new SearchRequestError(`'${key}' must be a list of ids`);
  }
  return value as number[];
}

function stringList(key: string, value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
    throw new SearchRequestError(`Filter '${key}' must be a list of option keys`);
  }
  return value as string[];
}
