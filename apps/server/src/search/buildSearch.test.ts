import { readFileSync } from "node:fs";
import type { SearchQuery } from "@hotshelf/api/contract";
import { oneHotFiltersFor, rangeFiltersFor, SEARCH_TYPES, sortOptionsFor } from "@hotshelf/domain";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../db/migrate";
import { buildSearch, MAX_PAGE_SIZE } from "./buildSearch";
import { keyColumns, oneHotColumns, sortExpression } from "./columns";
import { decodeCursor, encodeCursor } from "./cursor";
import { SearchRequestError } from "./errors";

const base = (overrides: Partial<SearchQuery> = {}): SearchQuery => ({
  sort_by: "week_current_period_revenue",
  from_count: 0,
  page_size: 50,
  search_filters: {},
  search_type: "products",
  ...overrides,
});

/** The index definitions, whitespace-normalised, to check the builder uses their expressions. */
const indexScript = readFileSync(`${MIGRATIONS_DIR}/002_search_indexes.sql`, "utf8").replace(
  /\s+/g,
  " ",
);

describe("the domain catalogues are all mapped to columns", () => {
  it.each(SEARCH_TYPES)("every %s range filter, one-hot filter and sort key", (searchType) => {
    const columns = keyColumns(searchType);
    for (const f of rangeFiltersFor(searchType)) expect(columns[f.key], f.key).toBeDefined();
    for (const f of oneHotFiltersFor(searchType)) {
      expect(oneHotColumns(searchType)[f.key], f.key).toBeDefined();
    }
    for (const o of sortOptionsFor(searchType)) expect(columns[o.column], o.key).toBeDefined();
  });

  it.each(SEARCH_TYPES)("every %s sort key has an index on its sort expression", (searchType) => {
    const table = searchType === "products" ? "products" : "shops";
    for (const o of sortOptionsFor(searchType)) {
      const column = keyColumns(searchType)[o.column];
      if (!column) throw new Error(o.key);
      const expr = sortExpression(column);
      const wrapped = column.nullable ? `(${expr})` : expr;
      expect(indexScript, o.key).toContain(`ON ${table} (${wrapped} DESC, id DESC) WHERE listed`);
    }
  });
});

describe("buildSearch", () => {
  it("always hides banned and inactive rows and orders by key, then id", () => {
    const built = buildSearch(base());
    expect(built.materialized?.sql).toContain("WHERE listed");
    expect(built.materialized?.sql).toContain("ORDER BY k DESC, id DESC LIMIT 51");
    expect(built.walk(null).sql).toContain(
      "WHERE listed ORDER BY week_current_period_revenue DESC, id DESC LIMIT 4000) w WHERE ok ORDER BY k DESC, id DESC LIMIT 51",
    );
  });

  it("materialises the matches up to the cap, counts them and walks the index past the cap", () => {
    const built = buildSearch(base({ search_filters: { shop_locale: ["es"] } }), { countCap: 500 });
    expect(built.materialized?.sql).toMatch(
      /^WITH m AS MATERIALIZED \(SELECT id, week_current_period_revenue AS k, .* WHERE listed AND shop_locale = ANY\(\$1::text\[\]\) LIMIT 501\) SELECT id, sort_value, \(SELECT count\(\*\) FROM m\)::int AS matched FROM m/,
    );
    const walk = built.walk(120.5);
    expect(walk.sql).toContain("(shop_locale = ANY($1::text[])) AS ok");
    expect(walk.sql).toContain(
      "WHERE listed AND week_current_period_revenue >= $2::double precision ORDER BY",
    );
    expect(walk.params).toEqual([["es"], 120.5]);
    expect(() => buildSearch(base(), { countCap: 0 })).toThrow();
  });

  it("looks at no more than the walk window, then collects every match above the bound", () => {
    const built = buildSearch(base({ search_filters: { shop_locale: ["es"] } }), {
      walkWindow: 300,
    });
    expect(built.walk(null).sql).toContain("DESC, id DESC LIMIT 300) w WHERE ok");
    const collect = built.collect(120.5);
    // No ORDER BY inside the materialised set: the planner may use the filters' indexes.
    expect(collect.sql).toMatch(
      /^WITH m AS MATERIALIZED \(SELECT id, week_current_period_revenue AS k, .* WHERE listed AND shop_locale = ANY\(\$1::text\[\]\) AND week_current_period_revenue >= \$2::double precision\) SELECT id, sort_value FROM m ORDER BY k DESC, id DESC LIMIT 51$/,
    );
    expect(collect.params).toEqual([["es"], 120.5]);
    expect(built.collect(null).params).toEqual([["es"]]);
    expect(() => buildSearch(base(), { walkWindow: 0 })).toThrow();
  });

  it("sorts nullable keys through the index expression so NULLs come last", () => {
    const built = buildSearch(base({ sort_by: "week_revenue_percent_change" }));
    expect(built.walk(null).sql).toContain(
      "ORDER BY coalesce(week_revenue_percent_change, '-Infinity'::double precision) DESC, id DESC",
    );
  });

  it("falls back to the first allowed sort key for an unknown one", () => {
    expect(buildSearch(base({ sort_by: "no_such_key" })).sortKey).toBe(
      sortOptionsFor("products")[0]?.key,
    );
    expect(
      buildSearch(base({ sort_by: "day_current_period_revenue", search_type: "shops" })).sortKey,
    ).toBe("day_current_period_revenue");
  });

  it("refuses an unknown filter key with a clear message", () => {
    expect(() => buildSearch(base({ search_filters: { colour: ["red"] } }))).toThrow(
      new SearchRequestError("Unknown filter 'colour' for a products search"),
    );
    // A products key is unknown to a shops search.
    expect(() =>
      buildSearch(base({ search_type: "shops", search_filters: { shop_country: ["US"] } })),
    ).toThrow(SearchRequestError);
  });

  it("refuses bounds of the wrong type", () => {
    expect(() =>
      buildSearch(base({ search_filters: { price: { gte: "cheap" as never, type: "numeric" } } })),
    ).toThrow("Filter 'price' needs numeric bounds");
    expect(() =>
      buildSearch(
        base({ search_filters: { product_published_at: { gte: "2024-02-30", type: "date" } } }),
      ),
    ).toThrow("Filter 'product_published_at' has an invalid date 2024-02-30");
    expect(() => buildSearch(base({ search_filters: { shop_country: [1] as never } }))).toThrow(
      SearchRequestError,
    );
  });

  it("makes date ranges whole UTC days and integer bounds whole numbers", () => {
    const built = buildSearch(
      base({
        search_filters: {
          product_published_at: { gte: "2024-01-01", lte: "2024-01-31", type: "date" },
          shop_sku_count: { gte: 2.5, lte: 10.5, type: "numeric" },
        },
      }),
    );
    expect(built.materialized?.sql).toContain("product_published_at >= $1::timestamptz");
    expect(built.materialized?.sql).toContain("product_published_at < $2::timestamptz");
    expect(built.materialized?.params.slice(0, 4)).toEqual([
      "2024-01-01T00:00:00.000Z",
      "2024-02-01T00:00:00.000Z",
      3,
      10,
    ]);
  });

  it("range-filters nullable columns on the column itself, which its plain btree serves", () => {
    const built = buildSearch(
      base({
        sort_by: "week_revenue_percent_change",
        search_filters: { week_revenue_percent_change: { gte: -5, lte: 5, type: "numeric" } },
      }),
    );
    const where = built.materialized?.sql.split(" WHERE ")[1] ?? "";
    // NULL never satisfies a bound, so no coalesce (and no -Infinity floor) is needed to keep it out.
    expect(where).toContain("week_revenue_percent_change >= $1::double precision");
    expect(where).toContain("week_revenue_percent_change <= $2::double precision");
    expect(where).not.toContain("coalesce");
    // The sort still goes through the coalesced expression of the sort index.
    expect(built.materialized?.sql).toContain(
      "coalesce(week_revenue_percent_change, '-Infinity'::double precision) AS k",
    );
  });

  it("matches the search text literally, case-insensitively", () => {
    const built = buildSearch(base({ search_string: "  50%_off\\ " }));
    expect(built.materialized?.sql).toContain("title ILIKE $1::text");
    expect(built.materialized?.params).toEqual(["%50\\%\\_off\\\\%"]);
    expect(buildSearch(base({ search_string: "   " })).materialized?.sql).not.toContain("ILIKE");
  });

  it("excludes shops and restricts to collections", () => {
    const products = buildSearch(
      base({ exclude_shop_ids: [3, 4], search_filters: { must_include_product_ids: [7] } }),
    );
    expect(products.materialized?.sql).toContain("id = ANY($1::bigint[])");
    expect(products.materialized?.sql).toContain("shop_id <> ALL($2::bigint[])");
    const shops = buildSearch(
      base({
        search_type: "shops",
        sort_by: "active_ad_count",
        search_filters: { must_include_shop_ids: [1] },
      }),
    );
    expect(shops.materialized?.sql).toContain("id = ANY($1::bigint[])");
    expect(() => buildSearch(base({ search_filters: { must_include_shop_ids: [-1] } }))).toThrow(
      "'must_include_shop_ids' must be a list of ids",
    );
  });

  it("excluded countries keep shops without a country", () => {
    const built = buildSearch(base({ search_filters: { exclude_country: ["IN", "PK"] } }));
    expect(built.materialized?.sql).toContain(
      "(shop_country IS NULL OR shop_country <> ALL($1::text[]))",
    );
  });

  it("caps the page size at 50", () => {
    expect(buildSearch(base({ page_size: 100 })).pageSize).toBe(MAX_PAGE_SIZE);
    expect(buildSearch(base({ page_size: 12 })).materialized?.sql).toContain("LIMIT 13");
  });

  it("continues after a cursor without counting again", () => {
    const cursor = encodeCursor({
      sortKey: "week_current_period_revenue",
      value: 12.5,
      id: 99,
      total: 1234,
    });
    const built = buildSearch(base({ from_count: cursor }));
    expect(built.count).toBeNull();
    expect(built.cursor?.total).toBe(1234);
    // The statements the planner plans freely spell the position out (estimated right)...
    const spelt =
      "(week_current_period_revenue < $1::double precision OR " +
      "(week_current_period_revenue = $1::double precision AND id < $2::bigint))";
    expect(built.materialized?.sql).toContain(spelt);
    expect(built.collect(10).sql).toContain(spelt);
    expect(built.materialized?.params).toEqual([12.5, 99]);
    // ...while the walk keeps the row comparison that bounds its sort index scan.
    const walk = built.walk(10);
    expect(walk.sql).toContain(
      "(week_current_period_revenue, id) < ($1::double precision, $2::bigint)",
    );
    expect(walk.sql).toContain("week_current_period_revenue >= $3::double precision");
    expect(walk.params).toEqual([12.5, 99, 10]);
  });

  it("refuses a cursor of another sort order or a forged one", () => {
    const cursor = encodeCursor({ sortKey: "price", value: 1, id: 1, total: 1 });
    expect(() => buildSearch(base({ from_count: cursor }))).toThrow(/another sort order/);
    expect(() => buildSearch(base({ from_count: "not-a-cursor" }))).toThrow(SearchRequestError);
    const forged = Buffer.from(JSON.stringify(["price", "x", 1, 1])).toString("base64url");
    expect(() => decodeCursor(forged)).toThrow(SearchRequestError);
  });

  it("pages by offset when the client sends a number", () => {
    const built = buildSearch(base({ from_count: 100 }));
    expect(built.materialized).toBeNull();
    expect(built.offsetPage?.sql).toContain("LIMIT 51 OFFSET 100");
    expect(built.count?.sql).toContain("LIMIT 1001");
  });
});

describe("cursor", () => {
  it("round-trips", () => {
    const cursor = {
      sortKey: "product_published_at",
      value: "2024-01-02T03:04:05.123456Z",
      id: 5,
      total: 7,
    };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    const nullValue = { sortKey: "x", value: null, id: 1, total: 0 };
    expect(decodeCursor(encodeCursor(nullValue))).toEqual(nullValue);
  });
});
