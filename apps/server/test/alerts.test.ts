// Alerts on saved filter sets (issue 18 item 2) against the real server: the alert switch and its
// limit, the daily job's baseline and news, one digest per user, the licence rule, the "new since
// your last visit" count, the signed unsubscribe link, and the dev trigger's guard.
import { ALERT_LIMITS } from "@hotshelf/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signAlertToken } from "../src/alerts";
import { installSecret } from "../src/alerts/secret";
import { ALERT_SECRET_NAME } from "../src/alerts/token";
import { searchCatalogue } from "../src/search";
import {
  type ApiCaller,
  signedIn,
  startTestServer,
  type TestServer,
  testEngines,
} from "./support/server";

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const set = (name: string, filterType: "products" | "shops" = "shops") => ({
  filter_type: filterType,
  filter_set_name: name,
  excluded_shops: [],
  filters: { range_filters: {}, one_hot_filters: {} },
});

describe.each(testEngines())("alerts on filter sets on %s", (engine) => {
  let t: TestServer;
  let pro: ApiCaller;
  let basic: ApiCaller;
  let expired: ApiCaller;
  let shopCounter = 0;

  beforeAll(async () => {
    t = await startTestServer(engine, {}, undefined, { alertsTimer: false, trackerLoop: false });
    pro = await signedIn(t.baseUrl, "pro@example.com");
    basic = await signedIn(t.baseUrl, "basic@example.com");
    expired = await signedIn(t.baseUrl, "expired@example.com");
  });
  afterAll(() => t?.stop());
  beforeEach(async () => {
    await t.server.db.query("UPDATE filter_sets SET alerts = false, alert_baseline_at = NULL");
    await t.server.db.query("DELETE FROM filter_set_alert_matches");
    await t.server.db.query("DELETE FROM filter_sets WHERE owner <> 'staff'");
    await t.server.db.query("DELETE FROM outbox");
  });

  const ok = async (who: ApiCaller, path: string, body: unknown) => {
    const res = await who.call(path, body);
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    return res.json();
  };
  const run = async () => {
    const res = await fetch(`${t.baseUrl}/dev/alerts/run`, { method: "POST" });
    expect(res.status).toBe(200);
    return (await res.json()) as { sets: number; newMatches: number; mails: number };
  };
  const mails = async (): Promise<Mail[]> =>
    (await (await fetch(`${t.baseUrl}/dev/outbox`)).json()) as Mail[];
  const ownSets = async (who: ApiCaller, filterType = "shops") =>
    (
      (await ok(who, "/v3/filters", { filter_type: filterType, is_staff: false })) as {
        filters: { filter_set_name: string; alerts?: boolean; new_since_visit?: number }[];
      }
    ).filters;
  /**
   * A shop that appears in the catalogue now (as the tracker adds one), once the job's search finds
   * it (the search read model follows the database's changes within a poll or two).
   */
  const newShop = async (title: string) => {
    shopCounter += 1;
    await t.server.db.query("INSERT INTO shops (title, url) VALUES ($1, $2)", [
      title,
      `https://alert-shop-${shopCounter}-${Date.now()}.example`,
    ]);
    for (let attempt = 0; attempt < 100; attempt++) {
      // The job's own search path (the read model of the server's database, not the request pool's).
      const found = await searchCatalogue(t.server.db, {
        sort_by: "active_ad_count",
        search_string: title,
        from_count: 0,
        page_size: 10,
        search_filters: {},
        search_type: "shops",
        is_explore: true,
      });
      if ((found.items as { shop_title: string }[]).some((item) => item.shop_title === title)) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`search never found the new shop ${title}`);
  };

  it("switches an own set's alert on and off; another user's or a missing set is 404", async () => {
    await ok(pro, "/v3/filters/save", set("All shops"));
    expect((await ownSets(pro))[0]).toMatchObject({ alerts: false, new_since_visit: 0 });
    await ok(pro, "/v3/filters/alert", {
      filter_type: "shops",
      filter_set_name: "All shops",
      alerts: true,
    });
    expect((await ownSets(pro))[0]).toMatchObject({ alerts: true });
    // Basic has no set of that name: the owner is always the caller.
    const other = await basic.call("/v3/filters/alert", {
      filter_type: "shops",
      filter_set_name: "All shops",
      alerts: false,
    });
    expect(other.status).toBe(404);
    expect((await ownSets(pro))[0]).toMatchObject({ alerts: true });
    const bad = await pro.call("/v3/filters/alert", {
      filter_type: "shops",
      filter_set_name: "All shops",
    });
    expect(bad.status).toBe(400);
    await ok(pro, "/v3/filters/alert", {
      filter_type: "shops",
      filter_set_name: "All shops",
      alerts: false,
    });
    expect((await ownSets(pro))[0]).toMatchObject({ alerts: false });
    // Staff presets carry no alert fields.
    const staff = (await ok(pro, "/v3/filters", { filter_type: "products", is_staff: true })) as {
      filters: Record<string, unknown>[];
    };
    expect(staff.filters.every((s) => !("alerts" in s))).toBe(true);
  });

  it(`refuses more than ${ALERT_LIMITS.alertingSetsPerUser} alerting sets with alert_limit`, async () => {
    for (let i = 0; i <= ALERT_LIMITS.alertingSetsPerUser; i++) {
      await ok(pro, "/v3/filters/save", set(`Set ${i}`));
    }
    for (let i = 0; i < ALERT_LIMITS.alertingSetsPerUser; i++) {
      await ok(pro, "/v3/filters/alert", {
        filter_type: "shops",
        filter_set_name: `Set ${i}`,
        alerts: true,
      });
    }
    const over = await pro.call("/v3/filters/alert", {
      filter_type: "shops",
      filter_set_name: `Set ${ALERT_LIMITS.alertingSetsPerUser}`,
      alerts: true,
    });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ message: "alert_limit" });
    // Switching on a set that already alerts is no new one.
    await ok(pro, "/v3/filters/alert", {
      filter_type: "shops",
      filter_set_name: "Set 0",
      alerts: true,
    });
  });

  it("takes a baseline first, then mails one digest per user with the new matches", async () => {
    await ok(pro, "/v3/filters/save", set("All shops"));
    await ok(pro, "/v3/filters/save", set("Every shop"));
    for (const name of ["All shops", "Every shop"]) {
      await ok(pro, "/v3/filters/alert", {
        filter_type: "shops",
        filter_set_name: name,
        alerts: true,
      });
    }
    const first = await run();
    expect(first).toMatchObject({ sets: 2, newMatches: 0, mails: 0 });
    expect(await mails()).toEqual([]);

    // Nothing changed: nothing new, no mail.
    expect(await run()).toMatchObject({ newMatches: 0, mails: 0 });

    for (let i = 1; i <= 12; i++) await newShop(`Fresh Alert Shop ${String(i).padStart(2, "0")}`);
    const second = await run();
    expect(second).toMatchObject({ sets: 2, newMatches: 24, mails: 1 });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    const digest = sent[0] as Mail;
    expect(digest.to).toBe("pro@example.com");
    expect(digest.subject).toBe("Hotshelf: 24 new matches for your filter sets");
    expect(digest.text).toContain("All shops (shops): 12 new shops");
    expect(digest.text).toContain("Every shop (shops): 12 new shops");
    expect(digest.text.match(/\.\.\.and 2 more/g)).toHaveLength(2);
    expect(digest.text).toContain("/explore/shops?set=All%20shops");

    // Seen once, never news again.
    expect(await run()).toMatchObject({ newMatches: 0, mails: 0 });

    // The count since the last visit, reset by opening the set.
    const listed = await ownSets(pro);
    expect(listed.map((s) => s.new_since_visit)).toEqual([12, 12]);
    await ok(pro, "/v3/filters/opened", { filter_type: "shops", filter_set_name: "All shops" });
    expect((await ownSets(pro)).map((s) => [s.filter_set_name, s.new_since_visit])).toEqual([
      ["All shops", 0],
      ["Every shop", 12],
    ]);
    const missing = await pro.call("/v3/filters/opened", {
      filter_type: "shops",
      filter_set_name: "Nope",
    });
    expect(missing.status).toBe(404);
  });

  it("sends no digest to a user whose licence does not open Explore", async () => {
    await ok(expired, "/v3/filters/save", set("Expired shops"));
    await ok(expired, "/v3/filters/alert", {
      filter_type: "shops",
      filter_set_name: "Expired shops",
      alerts: true,
    });
    await run();
    await newShop("Shop the expired user never hears of");
    const summary = await run();
    expect(summary).toMatchObject({ mails: 0, skippedUsers: 1 });
    expect(await mails()).toEqual([]);
  });

  it("unsubscribes from a signed link without signing in; a forged or altered token is refused", async () => {
    await ok(pro, "/v3/filters/save", set("All shops"));
    await ok(pro, "/v3/filters/alert", {
      filter_type: "shops",
      filter_set_name: "All shops",
      alerts: true,
    });
    await run();
    await newShop("Shop for the unsubscribe test");
    await run();
    const digest = (await mails())[0] as Mail;
    const link = digest.text.match(/Stop alerts for this set: (\S+)/)?.[1] as string;
    const { pathname, search } = new URL(link);
    const page = await fetch(`${t.baseUrl}${pathname}${search}`);
    expect(page.status).toBe(200);
    const pageText = await page.text();
    expect(pageText).toContain("Stop alerts");
    expect(pageText).toContain("All shops");
    // Opening the page alone changes nothing (mail scanners open links).
    expect((await ownSets(pro))[0]).toMatchObject({ alerts: true });

    const token = new URL(link).searchParams.get("token") as string;
    const post = (value: string) =>
      fetch(`${t.baseUrl}/alerts/unsubscribe`, {
        method: "POST",
        body: new URLSearchParams({ token: value }),
      });
    // Altered: another user's sub in the payload, the signature kept.
    const [payload, signature] = token.split(".") as [string, string];
    const altered = Buffer.from(
      Buffer.from(payload, "base64url")
        .toString()
        .replace(/"sub":"[^"]+"/, '"sub":"someone"'),
    ).toString("base64url");
    for (const bad of [`${altered}.${signature}`, `${payload}.${"A".repeat(43)}`, "junk", ""]) {
      const refused = await post(bad);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("This unsubscribe link is not valid");
    }
    // Forged with another key.
    const forged = signAlertToken(Buffer.alloc(32, 7), {
      v: 1,
      sub: "anyone",
      scope: "all",
    });
    expect((await fetch(`${t.baseUrl}/alerts/unsubscribe?token=${forged}`)).status).toBe(400);
    expect((await ownSets(pro))[0]).toMatchObject({ alerts: true });

    const done = await post(token);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Alerts for “All shops” are off");
    expect((await ownSets(pro))[0]).toMatchObject({ alerts: false, new_since_visit: 0 });

    // The all-alerts link switches every set off.
    await ok(pro, "/v3/filters/alert", {
      filter_type: "shops",
      filter_set_name: "All shops",
      alerts: true,
    });
    const secret = await installSecret(t.server.db, ALERT_SECRET_NAME);
    const sub = (
      await t.server.db.query<{ sub: string }>(
        "SELECT sub FROM users WHERE email = 'pro@example.com'",
      )
    ).rows[0]?.sub as string;
    expect((await post(signAlertToken(secret, { v: 1, sub, scope: "all" }))).status).toBe(200);
    expect((await ownSets(pro))[0]).toMatchObject({ alerts: false });
  });

  it("reports what an overwritten set newly matches, and only that", async () => {
    const [excluded] = (
      await t.server.db.query<{ id: string | number; title: string }>(
        "SELECT id, title FROM shops WHERE listed ORDER BY id LIMIT 1",
      )
    ).rows;
    const withExclusion = {
      ...set("All shops"),
      excluded_shops: [{ shop_id: Number(excluded?.id), shop_title: excluded?.title as string }],
    };
    await ok(pro, "/v3/filters/save", withExclusion);
    await ok(pro, "/v3/filters/alert", {
      filter_type: "shops",
      filter_set_name: "All shops",
      alerts: true,
    });
    await run();
    await ok(pro, "/v3/filters/save", { ...set("All shops"), overwrite: true });
    expect(await run()).toMatchObject({ newMatches: 1, mails: 1 });
    expect((await mails())[0]?.text).toContain(`  - ${excluded?.title}`);
    expect((await ownSets(pro))[0]).toMatchObject({ alerts: true, new_since_visit: 1 });
  });
});

describe("the dev trigger", () => {
  it("does not exist outside demo mode (same guard as the dev outbox)", async () => {
    const t = await startTestServer(
      "pglite",
      { PUBLIC_ORIGIN: "https://hotshelf.example", DEMO_PRODUCTS: "0" },
      undefined,
      { alertsTimer: false, trackerLoop: false },
    );
    try {
      expect((await fetch(`${t.baseUrl}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${t.baseUrl}/dev/alerts/run`, { method: "POST" })).status).toBe(404);
    } finally {
      await t.stop();
    }
  }, 90_000);
});
