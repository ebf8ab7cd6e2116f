/**
 * The 200 seeded random Explore queries of issue 7: 0-4 range filters with bounds at quantiles of the
 * loaded data, countries, locales, excluded countries and shops, search text, every sort key in turn;
 * each with the depth of its keyset deep page.
 */
import type { SearchQuery } from "@hotshelf/api/contract";
import {
  COUNTRIES,
  EXCLUDABLE_COUNTRIES,
  LOCALES,
  oneHotFiltersFor,
  rangeFiltersFor,
  type SearchType,
  sortOptionsFor,
} from "@hotshelf/domain";
import type { Queryable } from "../../apps/server/src/db/types";
import { createRng, type Rng } from "../../apps/server/src/demo/prng";
import { PRODUCT_NOUNS, SHOP_FIRST } from "../../apps/server/src/demo/words";
import { keyColumns } from "../../apps/server/src/search/columns";

/** Quantile levels the bounds are drawn at. */
const LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99] as const;
type Level = (typeof LEVELS)[number];
/** Per search type and range key: its value at each level (numbers, or yyyy-mm-dd for dates). */
export type Quantiles = Record<SearchType, Record<string, Record<Level, number | string>>>;

export interface BenchQuery {
  n: number;
  query: SearchQuery;
  /** Rows before the deep page (a keyset position reached through the cursor). */
  deepAt: number;
  /** The filters in words, for the report. */
  summary: string;
}

const DEEP_DEPTHS = [500, 1_000, 2_500] as const;

/**
 * Quantiles of every range key over a fixed sample of listed rows (every 50th product, every 5th
 * shop), so both engines and every run draw the same bounds.
 */
export async function readQuantiles(db: Queryable): Promise<Quantiles> {
  const out = { products: {}, shops: {} } as Quantiles;
  for (const searchType of ["products", "shops"] as const) {
    const columns = keyColumns(searchType);
    const keys = rangeFiltersFor(searchType).map((f) => f.key);
    const selects = keys.map(
      (key, i) =>
        `percentile_disc(ARRAY[${LEVELS.join(",")}]) WITHIN GROUP (ORDER BY ${columns[key]?.column}) AS q${i}`,
    );
    const sample = searchType === "products" ? "id % 50 = 0" : "id % 5 = 0";
    const { rows } = await db.query<Record<string, unknown[]>>(
      `SELECT ${selects.join(", ")} FROM ${searchType} WHERE listed AND ${sample}`,
    );
    const row = rows[0] ?? {};
    keys.forEach((key, i) => {
      const values = row[`q${i}`] ?? [];
      out[searchType][key] = Object.fromEntries(
        LEVELS.map((level, j) => {
          const value = values[j];
          return [level, value instanceof Date ? value.toISOString().slice(0, 10) : Number(value)];
        }),
      ) as Record<Level, number | string>;
    });
  }
  return out;
}

export function generateQueries(
  quantiles: Quantiles,
  options: { count: number; seed: number; shops: number },
): BenchQuery[] {
  const rng = createRng(options.seed, 1);
  const turns = { products: 0, shops: 0 };
  const out: BenchQuery[] = [];
  for (let n = 1; n <= options.count; n++) {
    // One in five is a shop search, as Explore has both tabs.
    const searchType: SearchType = n % 5 === 0 ? "shops" : "products";
    const sorts = sortOptionsFor(searchType);
    const sortBy = sorts[turns[searchType]++ % sorts.length]?.key as string;
    const words: string[] = [`${searchType} by ${sortBy}`];
    const filters: SearchQuery["search_filters"] = {};

    const ranges = shuffled(rng, rangeFiltersFor(searchType)).slice(0, rng.int(0, 4));
    for (const range of ranges) {
      const q = quantiles[searchType][range.key];
      if (!q) continue;
      const shape = rng.int(0, 2);
      const gte = shape === 1 ? undefined : q[rng.pick(shape === 0 ? HIGH : LOW)];
      const lte = shape === 0 ? undefined : q[rng.pick(shape === 1 ? LOW : HIGH_END)];
      filters[range.key] = {
        type: range.type,
        ...(gte === undefined ? {} : { gte }),
        ...(lte === undefined ? {} : { lte }),
      };
      words.push(`${range.key} ${gte ?? ""}..${lte ?? ""}`);
    }
    const [countryKey, localeKey] = oneHotFiltersFor(searchType).map((f) => f.key) as [
      string,
      string,
    ];
    if (rng.chance(0.3)) {
      const countries = shuffled(rng, COUNTRIES)
        .slice(0, rng.int(1, 3))
        .map((c) => c.key);
      filters[countryKey] = countries;
      words.push(`${countryKey}=${countries.join(",")}`);
    }
    if (rng.chance(0.25)) {
      const locales = shuffled(rng, LOCALES)
        .slice(0, rng.int(1, 2))
        .map((l) => l.key);
      filters[localeKey] = locales;
      words.push(`${localeKey}=${locales.join(",")}`);
    }
    if (rng.chance(0.15)) {
      const excluded = EXCLUDABLE_COUNTRIES.slice(0, rng.int(1, EXCLUDABLE_COUNTRIES.length)).map(
        (c) => c.key,
      );
      filters.exclude_country = excluded;
      words.push(`exclude_country=${excluded.join(",")}`);
    }
    const query: SearchQuery = {
      sort_by: sortBy,
      search_string: "",
      from_count: 0,
      page_size: 50,
      search_filters: filters,
      search_type: searchType,
      is_explore: true,
    };
    if (rng.chance(0.2)) {
      const ids = Array.from({ length: rng.int(1, 5) }, () => rng.int(1, options.shops));
      query.exclude_shop_ids = ids;
      words.push(`${ids.length} shops excluded`);
    }
    if (rng.chance(0.2)) {
      const word = rng.pick(searchType === "products" ? PRODUCT_NOUNS : SHOP_FIRST).toLowerCase();
      // Half the time a prefix, as typed.
      const text = rng.chance(0.5) ? word.slice(0, Math.max(3, Math.ceil(word.length / 2))) : word;
      query.search_string = text;
      words.push(`text "${text}"`);
    }
    out.push({ n, query, deepAt: rng.pick(DEEP_DEPTHS), summary: words.join("; ") });
  }
  return out;
}

const HIGH: readonly Level[] = [0.5, 0.75, 0.9, 0.95, 0.99];
const LOW: readonly Level[] = [0.1, 0.25, 0.5];
const HIGH_END: readonly Level[] = [0.75, 0.9, 0.95];

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
