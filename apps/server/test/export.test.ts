// POST /prod/v3/export against the real server: formats, escaping, licence and can_ads, own-only, quota.
import {
  EXPORT_COLUMNS,
  EXPORT_MESSAGES,
  QUOTAS,
  TRACKED_SHOPS_COLLECTION,
} from "@hotshelf/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exploreQuery } from "./support/exploreQuery";
import {
  type ApiCaller,
  signedIn,
  startTestServer,
  type TestServer,
  testEngines,
} from "./support/server";

/** An RFC 4180 reader, strict enough to fail on a badly quoted file. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error("unterminated quote");
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else cell += text[i++];
      }
    } else if (text[i] === ",") {
      record.push(cell);
      cell = "";
      i += 1;
    } else if (text.startsWith("\r\n", i)) {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      i += 2;
    } else if (text[i] === '"' || text[i] === "\n") {
      throw new Error(`bare ${JSON.stringify(text[i])} at ${i}`);
    } else cell += text[i++];
  }
  if (cell !== "" || record.length > 0) throw new Error("last record without CRLF");
  return records;
}

const jsonLines = (text: string) =>
  text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe.each(testEngines())("exports on %s", (engine) => {
  let t: TestServer;
  const as: Record<string, ApiCaller> = {};
  const user = (name: string) => as[name] as ApiCaller;
  const exportAs = (name: string, body: unknown) => user(name).call("/v3/export", body);

  beforeAll(async () => {
    t = await startTestServer(engine);
    for (const name of ["pro", "basic", "expired", "noaccess", "admin"]) {
      as[name] = await signedIn(t.baseUrl, `${name}@example.com`);
    }
  });
  afterAll(() => t?.stop());

  it("streams Explore's results as CSV in the search's order, ads columns with can_ads", async () => {
    const search = await user("pro").call("/v3/search", { query: exploreQuery() });
    const firstPage = (await search.json()) as { items: { product_id: number }[] };
    const res = await exportAs("pro", {
      source: { kind: "explore", query: exploreQuery() },
      format: "csv",
      limit: 120,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="hotshelf-explore-products-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers.get("x-total-rows")).toBe("120");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(EXPORT_COLUMNS.products.map((column) => column.header));
    expect(rows).toHaveLength(120);
    const ids = rows.map((row) => Number(row[0]));
    expect(ids.slice(0, 50)).toEqual(firstPage.items.map((item) => item.product_id));
    expect(new Set(ids).size).toBe(120);
  });

  it("leaves the ads columns out of both formats without can_ads", async () => {
    const source = {
      kind: "explore",
      query: exploreQuery({ search_type: "shops", sort_by: "week_current_period_revenue" }),
    };
    const csv = await exportAs("basic", { source, format: "csv", limit: 10 });
    expect(csv.status).toBe(200);
    const [header] = parseCsv(await csv.text());
    expect(header).not.toContain("Active ads");
    expect(header).toContain("Shop");
    const jsonl = await exportAs("basic", { source, format: "jsonl", limit: 10 });
    expect(jsonl.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const lines = jsonLines(await jsonl.text());
    expect(lines).toHaveLength(10);
    expect(Object.keys(lines[0] ?? {})).not.toContain("active_ad_count");
    expect(Object.keys(lines[0] ?? {})).toContain("shop_title");
    const pro = jsonLines(
      await (await exportAs("pro", { source, format: "jsonl", limit: 1 })).text(),
    );
    expect(Object.keys(pro[0] ?? {})).toContain("active_ad_count");
  });

  it("refuses an expired licence (402) and a plan without the main tool (403)", async () => {
    const body = { source: { kind: "explore", query: exploreQuery() }, format: "csv" };
    const expired = await exportAs("expired", body);
    expect(expired.status).toBe(402);
    expect(await expired.json()).toEqual({ message: "license_expired" });
    const noaccess = await exportAs("noaccess", body);
    expect(noaccess.status).toBe(403);
    const anonymous = await user("pro").call("/v3/export", body, { auth: null });
    expect(anonymous.status).toBe(401);
  });

  it("bounds the row limit and refuses bad input with a 400, not a crash", async () => {
    const source = { kind: "explore", query: exploreQuery() };
    const tooMany = await exportAs("pro", { source, format: "csv", limit: QUOTAS.exportRows + 1 });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toMatch(/^limit:/);
    const badFormat = await exportAs("pro", { source, format: "xlsx" });
    expect(badFormat.status).toBe(400);
    const badSort = await exportAs("pro", {
      source: { kind: "explore", query: exploreQuery({ search_type: "ads" }) },
      format: "csv",
    });
    expect(badSort.status).toBe(400);
  });

  it("exports only the caller's own collection, with the formula guard in force", async () => {
    const { rows } = await t.server.db.query<{ id: number }>(
      "SELECT id FROM products ORDER BY id LIMIT 3",
    );
    const ids = rows.map((row) => Number(row.id));
    await t.server.db.query("UPDATE products SET title = $1 WHERE id = $2", [
      '=HYPERLINK("http://evil.example","Click, me")',
      ids[0],
    ]);
    const made = await user("pro").call("/v3/tags/overwrite", {
      tag_type: "products",
      tag_name: "Export me",
      product_ids: ids,
    });
    expect(made.status).toBe(200);
    const source = { kind: "collection", tag_type: "products", tag_name: "Export me" };
    const res = await exportAs("pro", { source, format: "csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-rows")).toBe("3");
    expect(res.headers.get("content-disposition")).toContain('filename="hotshelf-export-me-');
    const text = await res.text();
    const [, ...records] = parseCsv(text);
    expect(records.map((record) => Number(record[0]))).toEqual(ids);
    expect(records[0]?.[1]).toBe('\'=HYPERLINK("http://evil.example","Click, me")');
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""Click, me"")"');
    // JSON Lines carries the text as it is: nothing there runs as a formula.
    const jsonl = jsonLines(await (await exportAs("pro", { source, format: "jsonl" })).text());
    expect(jsonl[0]?.product_title).toBe('=HYPERLINK("http://evil.example","Click, me")');

    const someoneElse = await exportAs("basic", { source, format: "csv" });
    expect(someoneElse.status).toBe(404);
    expect(await someoneElse.json()).toEqual({ message: "collection_not_found" });
  });

  it("exports the caller's tracked shops (an empty file before any)", async () => {
    const before = await exportAs("basic", { source: { kind: "tracked_shops" }, format: "csv" });
    expect(before.status).toBe(200);
    expect(before.headers.get("x-total-rows")).toBe("0");
    expect(parseCsv(await before.text())).toHaveLength(1);
    const { rows } = await t.server.db.query<{ id: number }>(
      "SELECT id FROM shops ORDER BY id LIMIT 2",
    );
    const shopIds = rows.map((row) => Number(row.id));
    await user("basic").call("/v3/tags/overwrite", {
      tag_type: "shops",
      tag_name: TRACKED_SHOPS_COLLECTION,
      shop_ids: shopIds,
    });
    const after = await exportAs("basic", { source: { kind: "tracked_shops" }, format: "jsonl" });
    expect(after.headers.get("content-disposition")).toContain("hotshelf-tracked-shops-");
    const lines = jsonLines(await after.text());
    expect(lines.map((line) => line.shop_id)).toEqual(shopIds);
    // The admin's tracked shops are not the basic user's.
    const admin = await exportAs("admin", { source: { kind: "tracked_shops" }, format: "jsonl" });
    expect(jsonLines(await admin.text())).toEqual([]);
  });

  it("holds each user to the hourly quota with a clear 429, and counts only exports that start", async () => {
    const body = { source: { kind: "explore", query: exploreQuery() }, format: "jsonl", limit: 1 };
    const { rows } = await t.server.db.query<{ sub: string }>(
      "SELECT sub FROM users WHERE email = 'admin@example.com'",
    );
    const sub = rows[0]?.sub;
    await t.server.db.query("DELETE FROM export_log WHERE user_sub = $1", [sub]);
    // A refused export (a missing collection) takes nothing from the quota.
    const missing = await exportAs("admin", {
      source: { kind: "collection", tag_type: "shops", tag_name: "none" },
      format: "csv",
    });
    expect(missing.status).toBe(404);
    expect((await exportAs("admin", body)).status).toBe(200);
    // An hour-old export no longer counts.
    await t.server.db.query(
      `INSERT INTO export_log (user_sub, started_at)
       SELECT $1, now() - interval '2 hours' FROM generate_series(1, 5)`,
      [sub],
    );
    await t.server.db.query(
      "INSERT INTO export_log (user_sub) SELECT $1 FROM generate_series(1, $2::int)",
      [sub, QUOTAS.exportsPerHour - 2],
    );
    expect((await exportAs("admin", body)).status).toBe(200);
    const refused = await exportAs("admin", body);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: EXPORT_MESSAGES.quota });
    // Another user is not held to the admin's count.
    expect((await exportAs("pro", body)).status).toBe(200);
  });
});
