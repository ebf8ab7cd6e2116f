import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateCatalogue } from "../db/testCatalogue";
import { createTestDatabase, type TestDatabase } from "../db/testDb";
import { ensureDemoData } from "../demo/load";
import { createMediaRoutes, MEDIA_RATE_LIMIT } from "./routes";
import { chunkTypes, pixelsOf } from "./testPng";

describe("media routes", () => {
  let test: TestDatabase;
  let app: ReturnType<typeof createMediaRoutes>;
  let withChart: number;
  let withoutChart: number;
  let shopWithChart: number;

  beforeAll(async () => {
    test = await createTestDatabase("pglite");
    await migrateCatalogue(test.db);
    await ensureDemoData(test.db, { products: 300, today: new Date("2026-01-15T00:00:00Z") });
    const pick = async (sql: string) =>
      Number((await test.db.query<{ id: number }>(sql)).rows[0]?.id);
    withChart = await pick("SELECT id FROM products WHERE has_rev_quick_chart LIMIT 1");
    withoutChart = await pick(
      "SELECT id FROM products WHERE NOT has_rev_quick_chart AND NOT has_ads_quick_chart LIMIT 1",
    );
    shopWithChart = await pick("SELECT id FROM shops WHERE has_ads_quick_chart LIMIT 1");
    await test.db.query(
      `INSERT INTO shops (id, title, url) VALUES (999999, '<b onload="x()">Evil & Co</b>', 'https://evil.example')`,
    );
    app = createMediaRoutes(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const get = (path: string) => app.request(path);

  const png = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it("serves quick charts as cacheable PNG when there is history", async () => {
    const res = await get(`/media/chart_images/products/revenue/${withChart}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(pixelsOf(await png(res)).width).toBe(300);
    expect((await get(`/media/chart_images/shops/ads/${shopWithChart}.png`)).status).toBe(200);
  });

  it("answers 404 when there is no chart, so the card shows its fallback", async () => {
    expect((await get(`/media/chart_images/products/revenue/${withoutChart}.png`)).status).toBe(
      404,
    );
    expect((await get("/media/chart_images/shops/revenue/424242.png")).status).toBe(404);
    expect((await get(`/media/chart_images/products/sales/${withChart}.png`)).status).toBe(404);
    expect((await get("/media/chart_images/products/revenue/abc.png")).status).toBe(404);
  });

  it("draws favicons without the shop's title (public pictures under sequential ids)", async () => {
    const res = await get("/media/favicons/999999.png");
    expect(res.status).toBe(200);
    // A picture of its id and nothing else: no text chunk, the same as any other shop's of that id.
    expect(chunkTypes(await png(res))).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect((await get("/media/favicons/1234567.png")).status).toBe(404);
  });

  it("generates product images without their titles", async () => {
    const res = await get("/media/products/1.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(chunkTypes(await png(res))).toEqual(["IHDR", "IDAT", "IEND"]);
    expect((await get("/media/products/0.png")).status).toBe(404);
  });

  it("serves ad images, videos as a poster with a play button", async () => {
    const { rows } = await test.db.query<{ id: number; display_format: string }>(
      "SELECT DISTINCT ON (display_format) id, display_format FROM ads ORDER BY display_format, id",
    );
    expect(rows.map((r) => r.display_format).sort()).toEqual([
      "carousel",
      "dco",
      "image",
      "multi_images",
      "video",
    ]);
    for (const ad of rows) {
      const res = await get(`/ad-media/${ad.id}/0.png`);
      expect(res.status, ad.display_format).toBe(200);
      const file = await png(res);
      expect(chunkTypes(file), ad.display_format).toEqual(["IHDR", "IDAT", "IEND"]);
      // The play button's white triangle, on a video's poster only.
      const white = pixelsOf(file).at(300, 230)?.join() === "255,255,255,255";
      expect(white, ad.display_format).toBe(ad.display_format === "video");
    }
    const video = rows.find((r) => r.display_format === "video");
    expect((await get(`/ad-media/${video?.id}/1.png`)).status).toBe(404);
    expect((await get("/ad-media/x/0.png")).status).toBe(404);
  });

  it("limits each client address, so the ids cannot be walked quickly", async () => {
    let now = 0;
    const limited = createMediaRoutes(test.db, { now: () => now });
    const statuses: number[] = [];
    for (let i = 0; i < MEDIA_RATE_LIMIT.burst; i += 1) {
      statuses.push((await limited.request(`/media/favicons/${i}.png`)).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const refused = await limited.request("/ad-media/1/0.png");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    now += 60_000;
    expect((await limited.request("/media/products/1.png")).status).toBe(200);
  });
});
