// Issue 8 part 1: every /prod call x every kind of caller -> the expected status, and every per-user
// resource tried by another user -> refused, nothing changed.
import { type CallName, calls } from "@hotshelf/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLERS, type Caller, catalogueIds, type Ids, matrixSet, ROUTES, statusOf } from "./calls";
import {
  type Account,
  DEMO_NAMES,
  type SecurityServer,
  send,
  startSecurityServer,
  testEngines,
} from "./support";

const CALL_NAMES = Object.keys(calls) as CallName[];

// The rules are the server's code, not its SQL: the matrix runs on the default engine (PGlite) only.
// Both engines run the same per-user SQL in the API, collections and detail suites.
describe.each(testEngines().slice(0, 1))("authorisation on %s", (engine) => {
  let s: SecurityServer;
  let ids: Ids;
  const callers = {} as Record<Caller, Account>;

  beforeAll(async () => {
    s = await startSecurityServer(engine);
    ids = await catalogueIds(s);
    for (const name of DEMO_NAMES) callers[name] = s.as[name];
    callers.staff = await s.clone("basic", { isStaff: true });
  });
  afterAll(() => s?.stop());

  it("covers every call of the contract", () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...CALL_NAMES].sort());
  });

  // Every call with every bad token, one after another: over 30 s on a busy CI machine.
  it("refuses every authenticated call with 401 should_logout for each bad token", {
    timeout: 120_000,
  }, async () => {
    const forged = { "no token": null, ...(await s.forged()) };
    const wrong: string[] = [];
    for (const name of CALL_NAMES) {
      const def = calls[name];
      for (const [label, token] of Object.entries(forged)) {
        const res = await send(
          s.as.pro,
          def.method,
          def.path,
          ROUTES[name].body(ids, "pro"),
          token,
        );
        const expected = def.auth ? 401 : 200;
        const body = def.auth ? { message: "should_logout" } : expect.anything();
        try {
          expect(res.status).toBe(expected);
          expect(res.body).toEqual(body);
        } catch {
          wrong.push(`${name} with ${label}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  // Every call as every caller, with accounts cloned through the identity service (a scrypt hash
  // each): over 30 s while CI runs two workspaces at once.
  it("answers each licence state, staff and admin as the rules say", {
    timeout: 120_000,
  }, async () => {
    const wrong: string[] = [];
    for (const name of CALL_NAMES) {
      const route = ROUTES[name];
      const def = calls[name];
      for (const who of CALLERS) {
        const account = route.onClone
          ? await s.clone(who === "staff" ? "basic" : who, { isStaff: who === "staff" })
          : callers[who];
        await route.prepare?.(account, ids, who);
        const res = await send(account, def.method, def.path, route.body(ids, who));
        const expected = route.expected(who);
        const message = typeof expected === "number" ? null : expected[1];
        const bodyOk =
          message === null || (res.body as { message?: unknown } | null)?.message === message;
        if (res.status !== statusOf(expected) || !bodyOk) {
          wrong.push(
            `${name} as ${who}: expected ${JSON.stringify(expected)}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  describe("another user's resources", () => {
    let owner: Account;
    let intruder: Account;
    const post = (who: Account, path: string, body: unknown = {}) => send(who, "POST", path, body);

    beforeAll(async () => {
      owner = await s.clone("pro");
      intruder = await s.clone("pro");
    });

    it("filter sets: not listed, not deleted, not overwritten", async () => {
      const set = { ...matrixSet("Owner's secret"), excluded_shops: [] };
      expect((await post(owner, "/v3/filters/save", set)).status).toBe(200);
      const listed = await post(intruder, "/v3/filters", {
        filter_type: "products",
        is_staff: false,
      });
      expect(listed).toEqual({ status: 200, body: { filters: [] } });
      expect(
        await post(intruder, "/v3/filters/delete", {
          filter_type: "products",
          filter_set_name: "Owner's secret",
        }),
      ).toEqual({ status: 404, body: { message: "not_found" } });
      // Nor is its alert switched or its count reset by anyone else.
      for (const [path, extra] of [
        ["/v3/filters/alert", { alerts: true }],
        ["/v3/filters/opened", {}],
      ] as const) {
        expect(
          await post(intruder, path, {
            filter_type: "products",
            filter_set_name: "Owner's secret",
            owner: owner.sub,
            ...extra,
          }),
        ).toEqual({ status: 404, body: { message: "not_found" } });
      }
      // A body naming the owner is read as the intruder's own request.
      const overwrite = {
        ...set,
        overwrite: true,
        owner: owner.sub,
        user_sub: owner.sub,
        filters: {
          range_filters: { price: { type: "numeric", gte: 1, lte: 2 } },
          one_hot_filters: {},
        },
      };
      expect((await post(intruder, "/v3/filters/save", overwrite)).status).toBe(200);
      const mine = await post(owner, "/v3/filters", { filter_type: "products", is_staff: false });
      const { filter_type: _type, ...stored } = set;
      expect(mine.body).toEqual({ filters: [{ ...stored, alerts: false, new_since_visit: 0 }] });
    });

    it("staff presets: readable by all, written by nobody through the API", async () => {
      const presets = await post(intruder, "/v3/filters", { filter_type: "shops", is_staff: true });
      const names = (presets.body as { filters: { filter_set_name: string }[] }).filters.map(
        (f) => f.filter_set_name,
      );
      expect(names.length).toBeGreaterThan(0);
      const first = names[0] as string;
      expect(
        (
          await post(s.as.admin, "/v3/filters/delete", {
            filter_type: "shops",
            filter_set_name: first,
            is_staff: true,
          })
        ).status,
      ).toBe(404);
      const after = await post(intruder, "/v3/filters", { filter_type: "shops", is_staff: true });
      expect(after.body).toEqual(presets.body);
      const write = { tag_type: "shops", tag_name: "Staff Picks", shop_ids: [], is_staff: true };
      expect(await post(s.as.admin, "/v3/tags/overwrite", write)).toEqual({
        status: 403,
        body: { message: "not_allowed" },
      });
    });

    it("staff curate the presets and Staff Picks through the staff calls; others get 403", async () => {
      const staff = await s.clone("basic", { isStaff: true });
      const presets = () => post(intruder, "/v3/filters", { filter_type: "shops", is_staff: true });
      const names = async () =>
        ((await presets()).body as { filters: { filter_set_name: string }[] }).filters.map(
          (f) => f.filter_set_name,
        );
      const set = { ...matrixSet("Curated"), filter_type: "shops" };
      const refused = { status: 403, body: { message: "not_allowed" } };
      // The licence tells the app whom to show the curation tools.
      expect((await post(staff, "/v3/license")).body).toMatchObject({ is_staff: true });
      expect((await post(intruder, "/v3/license")).body).toMatchObject({ is_staff: false });
      const before = await presets();
      expect(await post(intruder, "/v3/staff/filters/save", set)).toEqual(refused);
      expect(await presets()).toEqual(before);

      expect((await post(staff, "/v3/staff/filters/save", set)).status).toBe(200);
      expect(await names()).toContain("Curated");
      const rename = { filter_type: "shops", filter_set_name: "Curated", new_name: "Curated 2" };
      expect(await post(intruder, "/v3/staff/filters/rename", rename)).toEqual(refused);
      expect((await post(staff, "/v3/staff/filters/rename", rename)).status).toBe(200);
      expect(await names()).toContain("Curated 2");
      expect(await names()).not.toContain("Curated");
      const gone = { filter_type: "shops", filter_set_name: "Curated 2" };
      expect(await post(intruder, "/v3/staff/filters/delete", gone)).toEqual(refused);
      expect((await post(staff, "/v3/staff/filters/delete", gone)).status).toBe(200);
      expect(await presets()).toEqual(before);

      const { rows } = await s.db.query<{ id: number }>("SELECT id FROM shops ORDER BY id LIMIT 3");
      const [a, b, c] = rows.map((r) => Number(r.id)) as [number, number, number];
      const picks = async () =>
        (
          (await post(intruder, "/v3/tags/shops", { is_staff: true })).body as {
            tags: Record<string, { shop_id: number }[]>;
          }
        ).tags["Curated Picks"]?.map((m) => m.shop_id);
      const order = { tag_type: "shops", tag_name: "Curated Picks", shop_ids: [c, a, b] };
      expect(await post(intruder, "/v3/staff/tags/overwrite", order)).toEqual(refused);
      expect(await picks()).toBeUndefined();
      expect((await post(staff, "/v3/staff/tags/overwrite", order)).status).toBe(200);
      expect(await picks()).toEqual([c, a, b]);
      const remove = { tag_type: "shops", tag_name: "Curated Picks", action: "remove", shop_id: a };
      expect(await post(intruder, "/v3/staff/tags/change", remove)).toEqual(refused);
      expect((await post(staff, "/v3/staff/tags/change", remove)).status).toBe(200);
      expect(await picks()).toEqual([c, b]);
      const whole = { tag_type: "shops", tag_name: "Curated Picks" };
      expect(await post(intruder, "/v3/staff/tags/delete", whole)).toEqual(refused);
      // A user's own delete call never reaches the staff collection either.
      expect((await post(intruder, "/v3/tags/delete", whole)).status).toBe(200);
      expect(await picks()).toEqual([c, b]);
      expect((await post(staff, "/v3/staff/tags/delete", whole)).status).toBe(200);
      expect(await picks()).toBeUndefined();
    });

    it("collections: not listed, not changed, not deleted", async () => {
      const tag = { tag_type: "shops", tag_name: "Owner only", shop_ids: [ids.shopId] };
      expect((await post(owner, "/v3/tags/overwrite", tag)).status).toBe(200);
      const before = await post(owner, "/v3/tags/shops", { is_staff: false });
      const seen = await post(intruder, "/v3/tags/shops", { is_staff: false });
      expect(Object.keys((seen.body as { tags: object }).tags)).not.toContain("Owner only");
      await post(intruder, "/v3/tags/change", {
        tag_type: "shops",
        tag_name: "Owner only",
        action: "remove",
        shop_id: ids.shopId,
      });
      await post(intruder, "/v3/tags/delete", { tag_type: "shops", tag_name: "Owner only" });
      await post(intruder, "/v3/tags/overwrite", { ...tag, shop_ids: [], owner: owner.sub });
      expect(await post(owner, "/v3/tags/shops", { is_staff: false })).toEqual(before);
    });

    it("tracking: another user's track requests are not listed", async () => {
      const started = await post(owner, "/v3/shops/track/v2/start", {
        shop_url: "https://owner-only-shop.example",
      });
      expect(started.status).toBe(200);
      const theirs = await post(intruder, "/v3/shops/track/v2/status");
      expect(JSON.stringify(theirs.body)).not.toContain("owner-only-shop");
      const own = await post(owner, "/v3/shops/track/v2/status");
      expect(JSON.stringify(own.body)).toContain("owner-only-shop");
    });

    it("customer details: not read, not changed", async () => {
      const attributes = {
        line1: "7 Private Road",
        line2: "",
        city: "Hidden",
        state: "",
        country: "GB",
        postal_code: "AB1 2CD",
      };
      await post(owner, "/v3/customer/update", { customer_attributes: attributes });
      const read = await send(intruder, "GET", "/v3/customer");
      expect(JSON.stringify(read.body)).not.toContain("Private Road");
      await post(intruder, "/v3/customer/update", {
        customer_attributes: { ...attributes, line1: "Overwritten" },
        user_sub: owner.sub,
      });
      expect((await send(owner, "GET", "/v3/customer")).body).toEqual({
        ...attributes,
        name: "",
        tax_id: "",
      });
    });

    it("account: deleting one's own account leaves the other's intact", async () => {
      const leaving = await s.clone("expired");
      expect((await post(leaving, "/v3/account/delete", { sub: owner.sub })).status).toBe(200);
      expect((await post(owner, "/v3/license")).status).toBe(200);
      expect((await send(owner, "GET", "/v3/customer")).body).toMatchObject({
        line1: "7 Private Road",
      });
      const { rows } = await s.db.query("SELECT 1 FROM users WHERE sub = $1", [owner.sub]);
      expect(rows).toHaveLength(1);
    });
  });
});
