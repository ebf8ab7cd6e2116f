/**
 * A search page from the read model, with exactly the SQL path's answer: the same rows (id and the
 * cursor's sort value), order and total. Returns null for what it cannot answer exactly (a cursor or
 * text it would have to interpret differently from PostgreSQL, a column holding NaN), which the SQL
 * path then answers.
 *
 * Strategy, per query: a sample of the table estimates how many rows match; if the page and the count
 * are reached within a short walk of the sort order, it walks the order and tests the filters; else it
 * scans the filter columns of every row and keeps the top of the matches in a heap.
 */
import type { BuiltSearch, Condition } from "../buildSearch";
import type { SearchTable } from "./table";
import type { RowBits } from "./titleIndex";

export interface ReadModelTables {
  products: SearchTable;
  shops: SearchTable;
  /** The database's lower() folds A-Z to a-z (so an ASCII search text folds the same in JS). */
  foldsAscii: boolean;
}

export interface ModelPage {
  rows: { id: number; sort_value: number | string | null }[];
  total: number;
  /** A walk of the sort order; a scan keeping the top in a heap; a scan whose many matches are then read off the sort order. */
  strategy: "walk" | "scan" | "scan-order";
}

type Test = (row: number) => boolean;
/** Keeps the candidates (the first n) that pass, in place; returns how many. */
type Filter = (candidates: Int32Array, n: number) => number;
/** Writes the listed rows of [0, size) that pass to `out`, in row order; returns how many. */
type Collect = (listed: Uint8Array, size: number, out: Int32Array) => number;

/**
 * Rows a condition lists without reading every row (a text search's hits, a range's slice of a sort
 * order), so a scan can start from them; `exact` when they are the passing rows, not just a superset.
 */
interface Source {
  rows: Int32Array;
  exact: boolean;
}

/** A condition compiled: its test of one row, its column-at-a-time forms, and its rows if it lists them. */
interface Compiled {
  test: Test;
  /** A tight loop over one array, for scans and walks. */
  filter: Filter;
  /** A pass over every row in row order, for a scan that starts from the whole table. */
  collect: Collect | null;
  source: Source | null;
  /** Reads more than packed numbers per row (a title): tested after the cheap conditions. */
  costly: boolean;
}

const SAMPLE = 1024;
const CURSOR_DATE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/;

export function queryModel(model: ReadModelTables, built: BuiltSearch): ModelPage | null {
  const table = built.searchType === "products" ? model.products : model.shops;
  const sortColumn = built.sort.column;
  const order = table.orders.get(sortColumn);
  const keys = table.values.get(sortColumn);
  if (!order || !keys || table.inexact.has(sortColumn)) return null;
  const compiled = compileConditions(model, table, built.conditions);
  if (!compiled) return null;
  const conditions = bySelectivity(table.size, compiled);
  const tests = conditions.map(({ test }) => test);
  const listed = table.listed;
  const testCount = tests.length;
  const matches: Test = (r) => {
    if (listed[r] !== 1) return false;
    for (let t = 0; t < testCount; t++) if (!(tests[t] as Test)(r)) return false;
    return true;
  };

  let after: { key: number; id: number } | null = null;
  if (built.cursor) {
    const key = cursorKey(built, built.cursor.value);
    if (key === null) return null;
    after = { key, id: built.cursor.id };
  }
  const counting = !built.cursor;
  const countTo = counting ? built.countCap + 1 : 0;
  const wanted = built.offset + built.pageSize + 1;
  const needed = Math.max(wanted, countTo);

  const ids = table.ids;
  const start = after ? firstAfter(order, keys, ids, after) : 0;
  const estimate = estimateMatches(table.size, matches);
  const walkLength = estimate === 0 ? Number.POSITIVE_INFINITY : needed / estimate;
  let picked: number[] | null = null;
  let count = 0;
  let strategy: ModelPage["strategy"] = "walk";
  if (walkLength <= table.size / 8) {
    const budget = Math.max(20_000, 4 * walkLength);
    const walked = walk(order, start, listed, conditions, wanted, needed, budget);
    if (walked) ({ picked, count } = walked);
  }
  if (!picked)
    ({ picked, count, strategy } = scan(table, sortColumn, conditions, wanted, after, start));
  const rows = picked.slice(built.offset).map((row) => ({
    id: ids[row] as number,
    sort_value: sortValue(table, built, row),
  }));
  const total = built.cursor ? built.cursor.total : Math.min(built.countCap, count);
  return { rows, total, strategy };
}

/** Rows of the sort order a walk reads at a time, each block filtered column at a time. */
const WALK_BLOCK = 256;

/** The matches of the rows from `start` in sort order; null when the budget ran out first. */
function walk(
  order: Int32Array,
  start: number,
  listed: Uint8Array,
  conditions: readonly Compiled[],
  wanted: number,
  needed: number,
  budget: number,
): { picked: number[]; count: number } | null {
  const filters = conditions.map(({ filter }) => filter);
  const block = new Int32Array(WALK_BLOCK);
  const picked: number[] = [];
  let count = 0;
  const end = Math.min(order.length, start + budget);
  let i = start;
  while (i < end && count < needed) {
    const stop = Math.min(end, i + WALK_BLOCK);
    let n = 0;
    for (let at = i; at < stop; at++) {
      const row = order[at] as number;
      if (listed[row] === 1) block[n++] = row;
    }
    // Filters keep the rows they pass in place and in order, so the block stays in sort order.
    for (const filter of filters) {
      if (n === 0) break;
      n = filter(block, n);
    }
    for (let k = 0; k < n && count < needed; k++) {
      count++;
      if (picked.length < wanted) picked.push(block[k] as number);
    }
    i = stop;
  }
  if (count < needed && i < order.length) return null;
  return { picked, count };
}

/**
 * Every row, column at a time: listed rows past the cursor become candidates, each condition keeps
 * those that pass (a tight loop per condition), and a heap keeps the first `wanted` in sort order.
 */
function scan(
  table: SearchTable,
  sortColumn: string,
  conditions: readonly Compiled[],
  wanted: number,
  after: { key: number; id: number } | null,
  start: number,
): { picked: number[]; count: number; strategy: "scan" | "scan-order" } {
  const keys = table.values.get(sortColumn) as Float64Array;
  const ids = table.ids;
  const listed = table.listed;
  // The shortest list a condition gives of the rows it passes is where the scan starts, unless it is
  // long: a list holds rows in sort order, scattered over the columns, and a pass over every row in
  // row order reads memory about four times faster per row (measured at 1M rows).
  let driver: Compiled | null = null;
  let source: Int32Array | null = null;
  for (const condition of conditions) {
    const listing = condition.source;
    if (
      listing &&
      listing.rows.length <= table.size / SCATTERED_READ_COST &&
      (!source || listing.rows.length < source.length)
    ) {
      source = listing.rows;
      driver = listing.exact ? condition : null;
    }
  }
  const end = source ? source.length : table.size;
  const candidates = scratchOf(end);
  let n = 0;
  // From the whole table, the most selective condition that has a pass of its own picks the rows
  // while they are read (one pass instead of two).
  const first = source ? null : (conditions.find(({ collect }) => collect) ?? null);
  if (first?.collect) {
    n = first.collect(listed, table.size, candidates);
    driver = first;
  } else {
    for (let i = 0; i < end; i++) {
      const row = source ? (source[i] as number) : i;
      if (listed[row] === 1) candidates[n++] = row;
    }
  }
  if (after) n = keepAfter(keys, ids, after)(candidates, n);
  for (const condition of conditions) {
    if (n === 0) break;
    if (condition === driver) continue;
    n = condition.filter(candidates, n);
  }
  if (n >= wanted * MANY_MATCHES) {
    const order = table.orders.get(sortColumn) as Int32Array;
    const picked = firstInOrder(order, start, candidates, n, wanted);
    return { picked, count: n, strategy: "scan-order" };
  }
  const compare = table.comparator(sortColumn);
  // A max-heap on sort position: its root is the last of the kept rows.
  const heap: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = candidates[i] as number;
    if (heap.length < wanted) {
      heap.push(row);
      siftUp(heap, heap.length - 1, compare);
    } else if (compare(row, heap[0] as number) < 0) {
      heap[0] = row;
      siftDown(heap, 0, compare);
    }
  }
  return { picked: heap.sort(compare), count: n, strategy: "scan" };
}

/**
 * Matches per wanted row above which the scan reads the first of them off the sort order instead of
 * keeping a heap: a heap costs comparisons for every match (ten per match when the matches come in
 * the order of the sort's tie-break, as rows of one value do), a pass down the order two flags per
 * match and a step per row until the page is full.
 */
const MANY_MATCHES = 64;

/** The first `wanted` of the candidates in sort order, from `start` (the row after the cursor). */
function firstInOrder(
  order: Int32Array,
  start: number,
  candidates: Int32Array,
  n: number,
  wanted: number,
): number[] {
  const marks = orderMarksOf(order.length);
  for (let i = 0; i < n; i++) marks[candidates[i] as number] = 1;
  const picked: number[] = [];
  for (let at = start; at < order.length && picked.length < wanted; at++) {
    const row = order[at] as number;
    if (marks[row] === 1) picked.push(row);
  }
  // Cleared for the next scan.
  for (let i = 0; i < n; i++) marks[candidates[i] as number] = 0;
  return picked;
}

/** How many rows a pass in row order reads in the time a listed row costs (found by measuring). */
const SCATTERED_READ_COST = 4;

/**
 * The scan's candidate list, one for every scan: a million-row table would otherwise allocate 4 MB per
 * query, and the collector's time showed under load. Safe to share because a query runs to its end
 * before the next starts (in the worker, or in the bench's thread) and no candidate list outlives it.
 */
let scratch = new Int32Array(0);

function scratchOf(length: number): Int32Array {
  // Some room to spare: the table grows a few rows at a time.
  if (scratch.length < length) scratch = new Int32Array(length + (length >> 4));
  return scratch;
}

/** firstInOrder's flags, shared as the candidate list is (each scan clears what it set). */
let orderMarks = new Uint8Array(0);

function orderMarksOf(length: number): Uint8Array {
  if (orderMarks.length < length) orderMarks = new Uint8Array(length + (length >> 4));
  return orderMarks;
}

/** The column-at-a-time form of a test with no tight loop of its own: the test per row. */
function genericFilter(test: Test): Filter {
  return (candidates, n) => {
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const row = candidates[i] as number;
      if (test(row)) candidates[kept++] = row;
    }
    return kept;
  };
}

/** Keeps the rows after the cursor in sort order: (key, id) < (cursor key, cursor id). */
function keepAfter(
  keys: Float64Array,
  ids: Float64Array,
  after: { key: number; id: number },
): Filter {
  return (candidates, n) => {
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const row = candidates[i] as number;
      const k = keys[row] as number;
      if (k < after.key || (k === after.key && (ids[row] as number) < after.id)) {
        candidates[kept++] = row;
      }
    }
    return kept;
  };
}

/** The listed rows whose code is accepted, in one pass. */
function lookupCollect(codes: ArrayLike<number>, accepted: Uint8Array): Collect {
  return (listed, size, out) => {
    let n = 0;
    for (let row = 0; row < size; row++) {
      if (listed[row] === 1 && accepted[codes[row] as number] === 1) out[n++] = row;
    }
    return n;
  };
}

/** The listed rows whose value passes the bound (NULL, stored as -Infinity, never does), in one pass. */
function rangeCollect(
  values: Float64Array,
  nulls: Uint8Array | undefined,
  op: ">=" | "<=" | "<",
  bound: number,
): Collect {
  return (listed, size, out) => {
    let n = 0;
    if (op === ">=") {
      for (let row = 0; row < size; row++) {
        if (listed[row] === 1 && (values[row] as number) >= bound) out[n++] = row;
      }
      return n;
    }
    if (op === "<=") {
      for (let row = 0; row < size; row++) {
        if (listed[row] === 1 && (values[row] as number) <= bound) out[n++] = row;
      }
    } else {
      for (let row = 0; row < size; row++) {
        if (listed[row] === 1 && (values[row] as number) < bound) out[n++] = row;
      }
    }
    return nulls ? keepNotNull(nulls, out, n) : n;
  };
}

/** Keeps the rows that are not NULL (stored as -Infinity, which passes `<=` and `<`: NULL never matches a bound). */
function keepNotNull(nulls: Uint8Array, candidates: Int32Array, n: number): number {
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const row = candidates[i] as number;
    if (nulls[row] === 0) candidates[kept++] = row;
  }
  return kept;
}

/** Keeps the rows whose code is accepted (a one-hot column's options). */
function lookupFilter(codes: ArrayLike<number>, accepted: Uint8Array): Filter {
  return (candidates, n) => {
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const row = candidates[i] as number;
      if (accepted[codes[row] as number] === 1) candidates[kept++] = row;
    }
    return kept;
  };
}

/** Keeps the marked rows (a text search's hits). */
function markFilter(marks: RowBits): Filter {
  return (candidates, n) => {
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const row = candidates[i] as number;
      if (marks.has(row)) candidates[kept++] = row;
    }
    return kept;
  };
}

function rangeFilter(
  values: Float64Array,
  nulls: Uint8Array | undefined,
  op: ">=" | "<=" | "<",
  bound: number,
): Filter {
  return (candidates, n) => {
    let kept = 0;
    if (op === ">=") {
      for (let i = 0; i < n; i++) {
        const row = candidates[i] as number;
        if ((values[row] as number) >= bound) candidates[kept++] = row;
      }
    } else if (op === "<=") {
      for (let i = 0; i < n; i++) {
        const row = candidates[i] as number;
        if ((values[row] as number) <= bound) candidates[kept++] = row;
      }
    } else {
      for (let i = 0; i < n; i++) {
        const row = candidates[i] as number;
        if ((values[row] as number) < bound) candidates[kept++] = row;
      }
    }
    return nulls ? keepNotNull(nulls, candidates, kept) : kept;
  };
}

function siftUp(heap: number[], at: number, compare: (a: number, b: number) => number): void {
  let i = at;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (compare(heap[i] as number, heap[parent] as number) <= 0) return;
    const moved = heap[i] as number;
    heap[i] = heap[parent] as number;
    heap[parent] = moved;
    i = parent;
  }
}

function siftDown(heap: number[], at: number, compare: (a: number, b: number) => number): void {
  let i = at;
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let largest = i;
    if (left < heap.length && compare(heap[left] as number, heap[largest] as number) > 0) {
      largest = left;
    }
    if (right < heap.length && compare(heap[right] as number, heap[largest] as number) > 0) {
      largest = right;
    }
    if (largest === i) return;
    const moved = heap[i] as number;
    heap[i] = heap[largest] as number;
    heap[largest] = moved;
    i = largest;
  }
}

/**
 * The tests, the ones passing the fewest rows of an evenly spread sample first (costly ones last): a
 * walk then rejects a row at its first test, and a scan's later filters see few candidates.
 */
function bySelectivity(size: number, conditions: Compiled[]): Compiled[] {
  if (conditions.length < 2 || size === 0) return conditions;
  const step = Math.max(1, Math.floor(size / SAMPLE));
  const passed = conditions.map((condition) => {
    let count = 0;
    for (let row = 0; row < size; row += step) if (condition.test(row)) count++;
    return { condition, count };
  });
  return passed
    .sort((a, b) => Number(a.condition.costly) - Number(b.condition.costly) || a.count - b.count)
    .map(({ condition }) => condition);
}

/** The share of rows matching, from an evenly spread sample (at least one match in SAMPLE if any). */
function estimateMatches(size: number, matches: Test): number {
  if (size === 0) return 0;
  const step = Math.max(1, Math.floor(size / SAMPLE));
  let seen = 0;
  let hits = 0;
  for (let row = 0; row < size; row += step) {
    seen++;
    if (matches(row)) hits++;
  }
  return Math.max(hits, 0.5) / seen;
}

/** The rows of a sort order (key descending) whose key passes `op bound`: a prefix or a suffix. */
function orderSlice(
  order: Int32Array,
  keys: Float64Array,
  op: ">=" | "<=" | "<",
  bound: number,
): Int32Array {
  // The first position whose key is below the bound (">=", "<") or at or below it ("<=").
  const below = (key: number) => (op === "<=" ? key <= bound : key < bound);
  let low = 0;
  let high = order.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (below(keys[order[mid] as number] as number)) high = mid;
    else low = mid + 1;
  }
  return op === ">=" ? order.subarray(0, low) : order.subarray(low);
}

/** The first position in the order that lies after the cursor: (key, id) < (cursor key, cursor id). */
function firstAfter(
  order: Int32Array,
  keys: Float64Array,
  ids: Float64Array,
  after: { key: number; id: number },
): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const row = order[mid] as number;
    const k = keys[row] as number;
    const before = k > after.key || (k === after.key && (ids[row] as number) >= after.id);
    if (before) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The cursor's sort value as the model stores keys; null if only PostgreSQL can read it. */
function cursorKey(built: BuiltSearch, value: number | string | null): number | null {
  if (value === null) return Number.NEGATIVE_INFINITY;
  if (built.sort.kind !== "timestamptz") return typeof value === "number" ? value : null;
  if (typeof value !== "string") return null;
  const parts = CURSOR_DATE.exec(value);
  if (!parts) return null;
  const [, y, mo, d, h, mi, s, us] = parts.map(Number) as number[];
  const ms = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  const date = new Date(ms);
  // Reject what Date.UTC would roll over (2024-02-30), which PostgreSQL refuses.
  if (date.getUTCDate() !== d || date.getUTCHours() !== h || date.getUTCSeconds() !== s)
    return null;
  return ms * 1000 + (us as number);
}

/** The sort value as the SQL path returns it (see buildSearch's sortValueSql). */
function sortValue(table: SearchTable, built: BuiltSearch, row: number): number | string | null {
  const column = built.sort.column;
  const value = (table.values.get(column) as Float64Array)[row] as number;
  if (built.sort.kind !== "timestamptz") {
    return built.sort.nullable && value === Number.NEGATIVE_INFINITY ? null : value;
  }
  if (table.nulls.get(column)?.[row] === 1) return null;
  const ms = Math.floor(value / 1000);
  const micros = String(value - ms * 1000).padStart(3, "0");
  return new Date(ms).toISOString().replace("Z", `${micros}Z`);
}

/** A test per condition, or null if one cannot be evaluated exactly here. */
function compileConditions(
  model: ReadModelTables,
  table: SearchTable,
  conditions: readonly Condition[],
): Compiled[] | null {
  const compiled: Compiled[] = [];
  for (const condition of conditions) {
    const one = compile(model, table, condition);
    if (!one) return null;
    compiled.push(one);
  }
  return compiled;
}

/** A test with no tight loop or row list of its own. */
const plain = (test: Test): Compiled => ({
  test,
  filter: genericFilter(test),
  collect: null,
  source: null,
  costly: false,
});

function compile(
  model: ReadModelTables,
  table: SearchTable,
  condition: Condition,
): Compiled | null {
  switch (condition.kind) {
    case "range": {
      const { column, op } = condition;
      const values = table.values.get(column.column);
      if (!values || table.inexact.has(column.column)) return null;
      let bound: number;
      if (column.kind === "timestamptz") {
        const iso = String(condition.value);
        // Years past 9999 (a bound of 9999-12-31 plus a day) are text PostgreSQL reads its own way.
        if (!/^\d{4}-/.test(iso)) return null;
        bound = Date.parse(iso) * 1000;
      } else {
        bound = condition.value as number;
      }
      const nulls = table.nulls.get(column.column);
      const notNull: Test = nulls ? (r) => nulls[r] === 0 : () => true;
      let test: Test;
      if (op === ">=") test = (r) => (values[r] as number) >= bound && notNull(r);
      else if (op === "<=") test = (r) => (values[r] as number) <= bound && notNull(r);
      else test = (r) => (values[r] as number) < bound && notNull(r);
      const order = table.orders.get(column.column);
      return {
        test,
        filter: rangeFilter(values, nulls, op, bound),
        collect: rangeCollect(values, nulls, op, bound),
        // NULL is stored as -Infinity: a slice reaching the low end holds the NULL rows too.
        source: order ? { rows: orderSlice(order, values, op, bound), exact: !nulls } : null,
        costly: false,
      };
    }
    case "oneOf": {
      const codes = table.codes.get(condition.column);
      const dictionary = table.dictionaries.get(condition.column);
      if (!codes || !dictionary) return null;
      const options = new Set(condition.options);
      const accepted = new Uint8Array(dictionary.values.length);
      dictionary.values.forEach((value, code) => {
        const listed = value !== null && options.has(value);
        accepted[code] = (condition.exclude ? !listed : listed) ? 1 : 0;
      });
      // Codes added after this query was compiled cannot appear while it runs (it is synchronous).
      return {
        test: (r) => accepted[codes[r] as number] === 1,
        filter: lookupFilter(codes, accepted),
        collect: lookupCollect(codes, accepted),
        source: null,
        costly: false,
      };
    }
    case "ids": {
      const ids = new Set(condition.ids);
      const column = condition.column === "id" ? table.ids : table.shopIds;
      return plain(
        condition.negate
          ? (r) => !ids.has(column[r] as number)
          : (r) => ids.has(column[r] as number),
      );
    }
    case "shopsOfProducts": {
      const products = model.products;
      const shops = new Set<number>();
      for (const id of condition.productIds) {
        const row = products.rowOf(id);
        if (row !== undefined && products.present[row] === 1) {
          shops.add(products.shopIds[row] as number);
        }
      }
      return plain((r) => shops.has(table.ids[r] as number));
    }
    case "title": {
      // Only ASCII text folds in JS exactly as lower() does; other text goes to SQL.
      if (!model.foldsAscii || !isPlainAscii(condition.text)) return null;
      const needle = condition.text.toLowerCase();
      const index = table.titleIndex;
      const { marks, rows, exact } = index.hits(needle, table.size);
      const source = rows ? { rows, exact } : null;
      if (exact) {
        const test: Test = (r) => marks.has(r);
        return { test, filter: markFilter(marks), collect: null, source, costly: false };
      }
      const test: Test = (r) => marks.has(r) && index.contains(r, needle);
      return { test, filter: genericFilter(test), collect: null, source, costly: true };
    }
  }
}

/** ASCII without NUL (which PostgreSQL text cannot hold). */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0 || code > 0x7f) return false;
  }
  return true;
}
