import type { SearchQuery, SearchResponse } from "@hotshelf/api/contract";
import { QUOTAS } from "@hotshelf/domain";
import { describe, expect, it } from "vitest";
import type { Queryable } from "../db/types";
import { EXPORT_PAGE, openSource } from "./sources";

const query: SearchQuery = {
  sort_by: "week_current_period_revenue",
  from_count: 0,
  page_size: 50,
  search_filters: {},
  search_type: "shops",
};

/** A search that never runs out: 50 shops a page, each page pointing at the next. */
function endlessCatalogue() {
  const asked: SearchQuery[] = [];
  return {
    asked,
    async search(q: SearchQuery): Promise<SearchResponse> {
      asked.push(q);
      const from = Number(q.from_count);
      const items = Array.from({ length: q.page_size }, (_, i) => ({ shop_id: from + i + 1 }));
      return {
        items,
        total_hits: 1000,
        next_from_value: String(from + q.page_size),
      } as unknown as SearchResponse;
    },
  };
}

const noDb = {} as Queryable;

describe("openSource for Explore", () => {
  it("stops at the row cap however many results there are, from the first page on", async () => {
    const catalogue = endlessCatalogue();
    const opened = await openSource(
      { db: noDb, catalogue },
      "sub",
      { kind: "explore", query: { ...query, from_count: "999", page_size: 7 } },
      QUOTAS.exportRows,
    );
    // The search counted to its cap only: the total is not known up front.
    expect(opened.total).toBeNull();
    let count = 0;
    for await (const item of opened.rows) {
      count += 1;
      expect(item.shop_id).toBe(count);
    }
    expect(count).toBe(QUOTAS.exportRows);
    expect(catalogue.asked[0]).toMatchObject({ from_count: 0, page_size: EXPORT_PAGE });
    expect(catalogue.asked).toHaveLength(QUOTAS.exportRows / EXPORT_PAGE);
  });

  it("reads no page past a smaller limit", async () => {
    const catalogue = endlessCatalogue();
    const opened = await openSource({ db: noDb, catalogue }, "sub", { kind: "explore", query }, 20);
    const rows = [];
    for await (const item of opened.rows) rows.push(item);
    expect(rows).toHaveLength(20);
    expect(catalogue.asked).toHaveLength(1);
    expect(catalogue.asked[0]?.page_size).toBe(20);
  });
});
