// The calls of spec 000 §7 against the real server, signed in through the server's own identity service.
import { AppConfig, calls, Licence } from "@hotshelf/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exploreQuery } from "./support/exploreQuery";
import { signIn } from "./support/identity";
import {
  type ApiCaller,
  newUser,
  signedIn,
  startTestServer,
  type TestServer,
  testEngines,
} from "./support/server";

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

const searchQuery = (overrides: Record<string, unknown> = {}) => ({
  query: exploreQuery(overrides),
});

describe.each(testEngines())("the API on %s", (engine) => {
  let t: TestServer;
  const as: Record<string, ApiCaller> = {};

  beforeAll(async () => {
    t = await startTestServer(engine);
    for (const name of ["pro", "basic", "new", "expired", "pastdue", "noaccess", "admin"]) {
      as[name] = await signedIn(t.baseUrl, `${name}@example.com`);
    }
  });
  afterAll(() => t?.stop());

  describe("configuration and plumbing", () => {
    it("serves /config.json as the contract's AppConfig", async () => {
      const res = await fetch(`${t.baseUrl}/config.json`);
      const config = AppConfig.parse(await res.json());
      expect(config).toMatchObject({
        productName: "Hotshelf",
        apiBase: "/prod",
        mediaBase: "/media/",
        adMediaBase: "/ad-media/",
        formEndpoint: "/forms/support",
        supportEmail: "support@hotshelf.example",
        beta: false,
        // Unset outside links are null, so the app hides them rather than showing placeholders.
        links: { legacySite: null, affiliate: null, communityChat: null },
      });
      expect(config.identity.endpoint).toMatch(/\/idp$/);
      expect(config.identity.authFlow).toBe("USER_SRP_AUTH");
    });

    it("refuses calls without a valid token with 401, and accepts a raw or a Bearer token", async () => {
      const pro = as.pro as ApiCaller;
      for (const auth of [null, "", "not-a-token", `${pro.idToken}x`]) {
        const res = await pro.call("/v3/license", {}, { auth });
        expect(res.status).toBe(401);
        expect(await json(res)).toEqual({ message: "should_logout" });
      }
      expect((await pro.call("/v3/license", {}, { auth: `Bearer ${pro.idToken}` })).status).toBe(
        200,
      );
      expect((await pro.call("/v3/license", {})).status).toBe(200);
    });

    it("keeps the page session (the cookie Explore's pages are rendered with) for a valid token only", async () => {
      const pro = as.pro as ApiCaller;
      const put = (authorization: string) =>
        fetch(`${t.baseUrl}/auth/page-session`, {
          method: "PUT",
          headers: { Authorization: authorization },
        });
      const kept = await put(pro.idToken);
      expect(kept.status).toBe(204);
      expect(kept.headers.get("set-cookie")).toMatch(
        /^hotshelf_page_session=[^;]+; Max-Age=\d+; Path=\/explore; HttpOnly; SameSite=Strict$/,
      );
      const forged = await put(`${pro.idToken}x`);
      expect(forged.status).toBe(401);
      expect(forged.headers.get("set-cookie")).toBeNull();
    });

    it("never lets /prod answers be cached, and answers unknown calls with a JSON 404", async () => {
      const res = await (as.pro as ApiCaller).call("/v3/license", {});
      expect(res.headers.get("cache-control")).toBe("no-store");
      const missing = await (as.pro as ApiCaller).call("/v3/no-such-call", {});
      expect(missing.status).toBe(404);
      expect(await json(missing)).toEqual({ message: "not_found" });
    });

    it("refuses oversized bodies with 413 and broken JSON with 400", async () => {
      const big = await (as.pro as ApiCaller).call("/v3/referrer", {
        site_url: "x".repeat(300_000),
        referrer: "",
        email: "",
      });
      expect(big.status).toBe(413);
      const broken = await fetch(`${t.baseUrl}/prod/v3/license`, {
        method: "POST",
        headers: { authorization: (as.pro as ApiCaller).idToken },
        body: "{",
      });
      expect(broken.status).toBe(400);
      expect(await json(broken)).toEqual({ message: "The request body is not valid JSON." });
    });

    it("says the web app is not built when there is no build", async () => {
      const res = await fetch(`${t.baseUrl}/explore/products`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("Web app not built");
    });
  });

  describe("licences of each demo role", () => {
    const licenceOf = async (name: string) =>
      Licence.parse(
        await json(await (as[name] as ApiCaller).call("/v3/license", { no_cache: true })),
      );

    it("Professional: the main tool and ads", async () => {
      expect(await licenceOf("pro")).toMatchObject({
        plan_name: "plan_2",
        can_hotshelf: true,
        can_ads: true,
        licenseExpired: false,
        invoice_status: "paid",
      });
    });
    it("Basic: the main tool without ads", async () => {
      expect(await licenceOf("basic")).toMatchObject({
        plan_name: "plan_1",
        nickname: "Basic",
        can_hotshelf: true,
        can_ads: false,
      });
    });
    it("new account", async () => {
      expect(await licenceOf("new")).toMatchObject({
        plan_name: "new_account",
        isNewAccount: true,
      });
    });
    it("expired", async () => {
      expect(await licenceOf("expired")).toMatchObject({
        licenseExpired: true,
        isNewAccount: false,
      });
    });
    it("past due, on a grace period", async () => {
      expect(await licenceOf("pastdue")).toMatchObject({
        on_grace_period: true,
        invoice_status: "past_due",
        licenseExpired: false,
      });
    });
    it("no access to the main tool, Pro trial used", async () => {
      expect(await licenceOf("noaccess")).toMatchObject({
        can_hotshelf: false,
        hasUsedProTrial: true,
        licenseExpired: false,
      });
    });
    it("admin on Enterprise", async () => {
      expect(await licenceOf("admin")).toMatchObject({ plan_name: "plan_4", can_ads: true });
    });
  });

  describe("explore", () => {
    it("serves the public winners without auth", async () => {
      const res = await fetch(`${t.baseUrl}/prod/v3/unauth-winners`, { method: "POST" });
      expect(res.status).toBe(200);
      const body = calls.unauthWinners.response.parse(await res.json());
      expect(body.items.length).toBeGreaterThan(0);
    });

    it("searches products and shops with a live licence, page by page", async () => {
      for (const searchType of ["products", "shops"]) {
        const first = await (as.pro as ApiCaller).call(
          "/v3/search",
          searchQuery({ search_type: searchType, page_size: 20 }),
        );
        expect(first.status).toBe(200);
        const page1 = calls.search.response.parse(await first.json());
        expect(page1.items).toHaveLength(20);
        expect(page1.total_hits).toBeGreaterThan(20);
        expect(page1.next_from_value).not.toBeNull();
        const second = await (as.pro as ApiCaller).call(
          "/v3/search",
          searchQuery({
            search_type: searchType,
            page_size: 20,
            from_count: page1.next_from_value,
          }),
        );
        const page2 = calls.search.response.parse(await second.json());
        const ids = (items: typeof page1.items) =>
          items.map((item) => ("product_id" in item ? item.product_id : item.shop_id));
        expect(ids(page2.items).filter((id) => ids(page1.items).includes(id))).toEqual([]);
      }
    });

    it("answers 402 license_expired to an expired licence or a new account, 403 without the main tool", async () => {
      for (const name of ["expired", "new"]) {
        const res = await (as[name] as ApiCaller).call("/v3/search", searchQuery());
        expect(res.status).toBe(402);
        expect(await json(res)).toEqual({ message: "license_expired" });
      }
      const res = await (as.noaccess as ApiCaller).call("/v3/search", searchQuery());
      expect(res.status).toBe(403);
    });

    it("names the invalid field of a search", async () => {
      const res = await (as.pro as ApiCaller).call("/v3/search", searchQuery({ page_size: 500 }));
      expect(res.status).toBe(400);
      expect((await json(res)).message).toMatch(/^query\.page_size: /);
      const noType = await (as.pro as ApiCaller).call(
        "/v3/search",
        searchQuery({ search_type: "ads" }),
      );
      expect((await json(noType)).message).toMatch(/^query\.search_type: /);
    });

    it("lets only admins ban, and checks the ban request", async () => {
      const refused = await (as.basic as ApiCaller).call("/v3/admin/explore/ban", {
        ban_type: "shop",
        shop_id: 1,
      });
      expect(refused.status).toBe(403);
      expect(await json(refused)).toEqual({ message: "not_allowed" });
      const invalid = await (as.admin as ApiCaller).call("/v3/admin/explore/ban", {
        ban_type: "everything",
        shop_id: 1,
      });
      expect(invalid.status).toBe(400);
      expect((await json(invalid)).message).toMatch(/^ban_type: /);
      const missing = await (as.admin as ApiCaller).call("/v3/admin/explore/ban", {
        ban_type: "shop",
        shop_id: 987_654_321,
      });
      expect(missing.status).toBe(404);
      expect(await json(missing)).toEqual({ message: "shop_not_found" });
    });

    it("serves the media of search results, and compresses large answers", async () => {
      const res = await (as.pro as ApiCaller).call(
        "/v3/search",
        searchQuery({ search_type: "shops" }),
      );
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toBe("no-store");
      // A client that takes it uncompressed gets the same answer, with the same headers.
      const plain = await fetch(`${t.baseUrl}/prod/v3/search`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "accept-encoding": "identity",
          authorization: (as.pro as ApiCaller).idToken,
        },
        body: JSON.stringify(searchQuery({ search_type: "shops" })),
      });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("vary")).toBe("Accept-Encoding");
      expect(plain.headers.get("cache-control")).toBe("no-store");
      expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
      const text = await plain.text();
      expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(text));
      const shop = calls.search.response.parse(JSON.parse(text)).items[0] as { shop_id: number };
      const favicon = await fetch(`${t.baseUrl}/media/favicons/${shop.shop_id}.png`);
      expect(favicon.status).toBe(200);
      expect(favicon.headers.get("content-type")).toBe("image/png");
    });

    it("hides a banned shop from Explore", async () => {
      const search = async () =>
        calls.search.response.parse(
          await (
            await (as.admin as ApiCaller).call("/v3/search", searchQuery({ search_type: "shops" }))
          ).json(),
        );
      const top = (await search()).items[0] as { shop_id: number };
      const banned = await (as.admin as ApiCaller).call("/v3/admin/explore/ban", {
        ban_type: "shop",
        shop_id: top.shop_id,
      });
      expect(await json(banned)).toEqual({ ok: true });
      const after = (await search()).items.map((item) => (item as { shop_id: number }).shop_id);
      expect(after).not.toContain(top.shop_id);
    });
  });

  describe("filter sets", () => {
    const set = (name: string, gte = 10) => ({
      filter_type: "products",
      filter_set_name: name,
      excluded_shops: [{ shop_id: 7, shop_title: "Seven" }],
      filters: {
        range_filters: { price: { type: "numeric", gte, lte: null } },
        one_hot_filters: { shop_country: ["US"] },
      },
    });
    const names = async (who: ApiCaller, isStaff = false, filterType = "products") => {
      const res = await who.call("/v3/filters", { filter_type: filterType, is_staff: isStaff });
      expect(res.status).toBe(200);
      const body = calls.filters.response.parse(await res.json());
      return body.filters;
    };

    it("saves, lists, refuses duplicates, overwrites and deletes the user's own sets", async () => {
      const basic = as.basic as ApiCaller;
      expect((await basic.call("/v3/filters/save", set("Cheap US"))).status).toBe(200);
      expect((await names(basic)).map((f) => f.filter_set_name)).toContain("Cheap US");
      const duplicate = await basic.call("/v3/filters/save", set("Cheap US", 20));
      expect(duplicate.status).toBe(409);
      expect(await json(duplicate)).toEqual({ message: "filter_set_exists" });
      expect(
        (await basic.call("/v3/filters/save", { ...set("Cheap US", 20), overwrite: true })).status,
      ).toBe(200);
      const saved = (await names(basic)).find((f) => f.filter_set_name === "Cheap US");
      expect(saved?.filters.range_filters.price).toEqual({ type: "numeric", gte: 20, lte: null });
      expect(saved?.excluded_shops).toEqual([{ shop_id: 7, shop_title: "Seven" }]);
      expect((await names(basic, false, "shops")).map((f) => f.filter_set_name)).not.toContain(
        "Cheap US",
      );
      expect(
        (
          await basic.call("/v3/filters/delete", {
            filter_type: "products",
            filter_set_name: "Cheap US",
          })
        ).status,
      ).toBe(200);
      expect((await names(basic)).map((f) => f.filter_set_name)).not.toContain("Cheap US");
    });

    it("refuses empty and over-long names with invalid_filter_set_name", async () => {
      for (const name of ["", "   ", "x".repeat(65)]) {
        const res = await (as.basic as ApiCaller).call("/v3/filters/save", set(name));
        expect(res.status).toBe(400);
        expect(await json(res)).toEqual({ message: "invalid_filter_set_name" });
      }
      expect(
        (await (as.basic as ApiCaller).call("/v3/filters/save", set("x".repeat(64)))).status,
      ).toBe(200);
    });

    it("keeps another user's sets invisible and unchangeable", async () => {
      const pro = as.pro as ApiCaller;
      const basic = as.basic as ApiCaller;
      await pro.call("/v3/filters/save", set("Pro secret"));
      expect((await names(basic)).map((f) => f.filter_set_name)).not.toContain("Pro secret");
      const del = await basic.call("/v3/filters/delete", {
        filter_type: "products",
        filter_set_name: "Pro secret",
      });
      expect(del.status).toBe(404);
      // Saving the same name makes the caller's own set; the other user's set is untouched.
      await basic.call("/v3/filters/save", { ...set("Pro secret", 99), overwrite: true });
      const pros = (await names(pro)).find((f) => f.filter_set_name === "Pro secret");
      expect(pros?.filters.range_filters.price?.gte).toBe(10);
    });

    it("shares the staff presets read-only", async () => {
      const presets = await names(as.basic as ApiCaller, true);
      expect(presets.length).toBeGreaterThan(0);
      expect((await names(as.basic as ApiCaller, true, "shops")).length).toBeGreaterThan(0);
      const preset = presets[0]?.filter_set_name as string;
      const admin = as.admin as ApiCaller;
      await admin.call("/v3/filters/save", { ...set(preset, 1), overwrite: true });
      expect(
        (
          await admin.call("/v3/filters/delete", {
            filter_type: "products",
            filter_set_name: preset,
          })
        ).status,
      ).toBe(200);
      const after = await names(as.basic as ApiCaller, true);
      expect(after).toEqual(presets);
    });
  });

  describe("payments through the local test-mode provider", () => {
    it("refuses unknown plans, naming the field", async () => {
      const res = await (as.expired as ApiCaller).call("/v3/license/checkout", {
        plan_name: "plan_9",
      });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toMatch(/^plan_name: /);
    });

    it("refuses a second subscription while one is running", async () => {
      const res = await (as.basic as ApiCaller).call("/v3/license/checkout", {
        plan_name: "plan_2",
      });
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ message: "active_subscription" });
    });

    it("a failed test payment changes nothing; a completed one subscribes and redirects to /payment-success", async () => {
      const user = await newUser(t);
      const checkout = async () => {
        const res = await user.call("/v3/license/checkout", { plan_name: "plan_2_annual" });
        expect(res.status).toBe(200);
        return new URL(String((await json(res)).redirect_url));
      };
      const failing = await checkout();
      const page = await fetch(`${t.baseUrl}${failing.pathname}`);
      expect(await page.text()).toContain("TEST MODE");
      const failed = await fetch(`${t.baseUrl}${failing.pathname}/fail`, {
        method: "POST",
        redirect: "manual",
      });
      expect(failed.status).toBe(402);
      expect((await json(await user.call("/v3/license", {}))).plan_name).toBe("new_account");

      const paying = await checkout();
      const done = await fetch(`${t.baseUrl}${paying.pathname}/complete`, {
        method: "POST",
        redirect: "manual",
      });
      expect(done.status).toBe(303);
      expect(done.headers.get("location")).toBe("/payment-success");
      const licence = Licence.parse(await json(await user.call("/v3/license", {})));
      expect(licence).toMatchObject({
        plan_name: "plan_2_annual",
        can_ads: true,
        licenseExpired: false,
        isNewAccount: false,
      });
      expect(licence.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);
      expect((await user.call("/v3/search", searchQuery())).status).toBe(200);
      const again = await fetch(`${t.baseUrl}${paying.pathname}/complete`, {
        method: "POST",
        redirect: "manual",
      });
      expect(again.status).toBe(410);
    });

    it("offers the new-user trial to new accounts only", async () => {
      const refused = await (as.pro as ApiCaller).call("/v3/license/newusertrial", {});
      expect(refused.status).toBe(403);
      expect(await json(refused)).toEqual({ message: "not_new_account" });
      const user = await newUser(t);
      const res = await user.call("/v3/license/newusertrial", {});
      const url = new URL(String((await json(res)).redirect_url));
      await fetch(`${t.baseUrl}${url.pathname}/complete`, { method: "POST", redirect: "manual" });
      const licence = Licence.parse(await json(await user.call("/v3/license", {})));
      expect(licence).toMatchObject({
        plan_name: "free_trial",
        can_hotshelf: true,
        can_ads: false,
        isNewAccount: false,
      });
      expect(licence.expires - Date.now() / 1000).toBeGreaterThan(2.9 * 86_400);
      expect((await user.call("/v3/license/newusertrial", {})).status).toBe(403);
      // A trial user has the full suite.
      expect((await user.call("/v3/search", searchQuery())).status).toBe(200);
    });

    it("the billing portal drives renew, past due, cancel and expire", async () => {
      const user = await newUser(t);
      const checkout = new URL(
        String(
          (await json(await user.call("/v3/license/checkout", { plan_name: "plan_1" })))
            .redirect_url,
        ),
      );
      await fetch(`${t.baseUrl}${checkout.pathname}/complete`, {
        method: "POST",
        redirect: "manual",
      });
      const manage = await user.call("/stripe/manage", undefined, { method: "GET" });
      expect(manage.status).toBe(200);
      const portal = new URL(String((await json(manage)).redirect_url));
      expect(
        await fetch(`${t.baseUrl}${portal.pathname}${portal.search}`).then((r) => r.text()),
      ).toContain("TEST MODE");
      const press = async (action: string) => {
        const res = await fetch(`${t.baseUrl}/payments/local/portal/${action}${portal.search}`, {
          method: "POST",
          redirect: "manual",
        });
        expect(res.status).toBe(303);
        return Licence.parse(await json(await user.call("/v3/license", {})));
      };
      expect(await press("past_due")).toMatchObject({
        on_grace_period: true,
        invoice_status: "past_due",
      });
      expect(await press("renew")).toMatchObject({
        on_grace_period: false,
        invoice_status: "paid",
      });
      expect(await press("cancel")).toMatchObject({
        invoice_status: "canceled",
        renewal_time: null,
        licenseExpired: false,
      });
      expect(await press("expire")).toMatchObject({ licenseExpired: true });
      expect((await user.call("/v3/search", searchQuery())).status).toBe(402);
      const forged = await fetch(`${t.baseUrl}/payments/local/portal/renew?session=forged.1.x`, {
        method: "POST",
        redirect: "manual",
      });
      expect(forged.status).toBe(403);
      // The original path outside /prod works too.
      const outside = await fetch(`${t.baseUrl}/stripe/manage`, {
        headers: { authorization: user.idToken },
      });
      expect(outside.status).toBe(200);
    });

    it("starts the Pro trial once, for a plan without Professional", async () => {
      const used = await (as.noaccess as ApiCaller).call("/v3/license/upgradeProTrial", {});
      expect(used.status).toBe(403);
      expect(await json(used)).toEqual({ message: "pro_trial_used" });
      const already = await (as.pro as ApiCaller).call("/v3/license/upgradeProTrial", {});
      expect(await json(already)).toEqual({ message: "plan_includes_pro" });
      const user = await newUser(t);
      const checkout = new URL(
        String(
          (await json(await user.call("/v3/license/checkout", { plan_name: "plan_1" })))
            .redirect_url,
        ),
      );
      await fetch(`${t.baseUrl}${checkout.pathname}/complete`, {
        method: "POST",
        redirect: "manual",
      });
      const started = await user.call("/v3/license/upgradeProTrial");
      expect(await json(started)).toEqual({ success: true });
      expect(Licence.parse(await json(await user.call("/v3/license", {})))).toMatchObject({
        can_ads: true,
        hasUsedProTrial: true,
      });
      expect((await user.call("/v3/license/upgradeProTrial")).status).toBe(403);
    });
  });

  describe("customer and account", () => {
    const fields = {
      line1: "1 Main St",
      line2: "",
      city: "Springfield",
      state: "IL",
      country: "US",
      postal_code: "62701",
    };

    it("reads empty fields, updates them and reads them back, per user", async () => {
      const user = await newUser(t);
      const empty = await user.call("/v3/customer", undefined, { method: "GET" });
      expect(await json(empty)).toEqual({
        name: "",
        tax_id: "",
        line1: "",
        line2: "",
        city: "",
        state: "",
        country: "",
        postal_code: "",
      });
      const updated = await user.call("/v3/customer/update", { customer_attributes: fields });
      // name and tax_id are left out, as an older client sends it: they stay empty.
      const stored = { ...fields, name: "", tax_id: "" };
      expect(await json(updated)).toEqual(stored);
      expect(await json(await user.call("/v3/customer", undefined, { method: "GET" }))).toEqual(
        stored,
      );
      const other = await (as.pro as ApiCaller).call("/v3/customer", undefined, { method: "GET" });
      expect((await json(other)).city).not.toBe("Springfield");
      const invalid = await user.call("/v3/customer/update", {
        customer_attributes: { ...fields, city: 5 },
      });
      expect(invalid.status).toBe(400);
      expect((await json(invalid)).message).toMatch(/^customer_attributes\.city: /);
    });

    it("stores the referrer", async () => {
      const res = await (as.pro as ApiCaller).call("/v3/referrer", {
        site_url: "https://app.test/login",
        referrer: "https://search.example/",
        email: "pro@example.com",
      });
      expect(await json(res)).toEqual({ ok: true });
      const { rows } = await t.server.db.query<{ referrer: string }>(
        "SELECT referrer FROM referrers ORDER BY id DESC LIMIT 1",
      );
      expect(rows[0]?.referrer).toBe("https://search.example/");
    });

    it("refuses to delete an account with a running paid subscription", async () => {
      const res = await (as.pro as ApiCaller).call("/v3/account/delete");
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ message: "active_subscription" });
    });

    it("deletes an account: its rows and its identity user", async () => {
      const user = await newUser(t);
      await user.call("/v3/filters/save", {
        filter_type: "shops",
        filter_set_name: "Mine",
        excluded_shops: [],
        filters: { range_filters: {}, one_hot_filters: {} },
      });
      await user.call("/v3/customer/update", { customer_attributes: fields });
      const { rows: users } = await t.server.db.query<{ sub: string }>(
        "SELECT sub FROM users WHERE email = $1",
        [user.email],
      );
      const sub = users[0]?.sub as string;
      await t.server.db.query(
        "INSERT INTO collections (owner, tag_type, name) VALUES ($1, 'shops', 'Mine')",
        [sub],
      );
      const res = await user.call("/v3/account/delete");
      expect(await json(res)).toEqual({ ok: true });
      for (const table of [
        "collections WHERE owner",
        "filter_sets WHERE owner",
        "customers WHERE user_sub",
      ]) {
        const { rows: left } = await t.server.db.query(`SELECT 1 FROM ${table} = $1`, [sub]);
        expect(left).toEqual([]);
      }
      const { rows } = await t.server.db.query("SELECT 1 FROM users WHERE email = $1", [
        user.email,
      ]);
      expect(rows).toHaveLength(0);
      await expect(signIn(t.baseUrl, user.email, "a-long-password")).rejects.toThrow();
    });
  });

  describe("the support form", () => {
    const post = (body: string | FormData, type?: string) =>
      fetch(`${t.baseUrl}/forms/support`, {
        method: "POST",
        body,
        ...(type ? { headers: { "content-type": type } } : {}),
      });

    it("accepts JSON and multipart, stores the message and copies it to support", async () => {
      const ok = await post(
        JSON.stringify({ name: "Ann", _replyto: "ann@example.com", message: "Hello there" }),
        "application/json",
      );
      expect(await json(ok)).toEqual({ ok: true });
      const form = new FormData();
      form.set("name", "Bob");
      form.set("_replyto", "bob@example.com");
      form.set("message", "Multipart hello");
      expect((await post(form)).status).toBe(200);
      const { rows } = await t.server.db.query<{ email: string }>(
        "SELECT email FROM form_submissions ORDER BY id",
      );
      expect(rows.map((r) => r.email)).toEqual(
        expect.arrayContaining(["ann@example.com", "bob@example.com"]),
      );
      const outbox = (await (
        await fetch(`${t.baseUrl}/dev/outbox?to=support@hotshelf.example`)
      ).json()) as { text: string }[];
      expect(outbox.map((m) => m.text).join("\n")).toContain("Multipart hello");
    });

    it("answers Formspree's errors", async () => {
      const empty = await post(
        JSON.stringify({ name: "", _replyto: "", message: "" }),
        "application/json",
      );
      expect(await json(empty)).toEqual({ errors: [{ message: "Can't send an empty form" }] });
      const badEmail = await post(
        JSON.stringify({ name: "Ann", _replyto: "ann", message: "Hi" }),
        "application/json",
      );
      expect(badEmail.status).toBe(422);
      expect(((await json(badEmail)).errors as { message: string }[])[0]?.message).toBe(
        "should be an email",
      );
    });
  });
});
