// Plan changes and Customer Information through the local test-mode provider, against the real server.
import { Licence, PlanChangePreview } from "@hotshelf/api/contract";
import { prorate } from "@hotshelf/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiCaller,
  newUser,
  signedIn,
  startTestServer,
  type TestServer,
  testEngines,
} from "./support/server";

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe.each(testEngines())("plan changes on %s", (engine) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(() => t?.stop());

  /** A new account that completed a test checkout of `plan`. */
  async function subscriber(plan = "plan_1"): Promise<ApiCaller> {
    const user = await newUser(t, "changer");
    const checkout = new URL(
      String(
        (await json(await user.call("/v3/license/checkout", { plan_name: plan }))).redirect_url,
      ),
    );
    const done = await fetch(`${t.baseUrl}${checkout.pathname}/complete`, {
      method: "POST",
      redirect: "manual",
    });
    expect(done.status).toBe(303);
    return user;
  }

  const licenceOf = async (user: ApiCaller) =>
    Licence.parse(await json(await user.call("/v3/license", {})));

  async function portal(user: ApiCaller): Promise<URL> {
    const manage = await user.call("/stripe/manage", undefined, { method: "GET" });
    return new URL(String((await json(manage)).redirect_url));
  }

  it("previews the domain's proration for the user's own period, changing nothing", async () => {
    const user = await subscriber();
    const before = await licenceOf(user);
    const res = await user.call("/v3/license/change/preview", { plan_name: "plan_2" });
    expect(res.status).toBe(200);
    const preview = PlanChangePreview.parse(await json(res));
    const expected = prorate("plan_1", "plan_2", before.expires, preview.prorated_at);
    expect(preview).toEqual({
      from_plan: "plan_1",
      to_plan: "plan_2",
      credit_cents: expected.creditCents,
      charge_cents: expected.chargeCents,
      amount_due_cents: expected.amountDueCents,
      period_end: before.expires,
      prorated_at: preview.prorated_at,
    });
    // Just subscribed: nearly the whole month is credited.
    expect(preview.credit_cents).toBeGreaterThan(4900);
    expect(await licenceOf(user)).toEqual(before);
  });

  it("changes Basic to Professional at once: the licence gains ads, the period stays", async () => {
    const user = await subscriber();
    const before = await licenceOf(user);
    expect(before.can_ads).toBe(false);
    const preview = PlanChangePreview.parse(
      await json(await user.call("/v3/license/change/preview", { plan_name: "plan_2" })),
    );
    const res = await user.call("/v3/license/change", {
      plan_name: "plan_2",
      prorated_at: preview.prorated_at,
    });
    expect(res.status).toBe(200);
    const changed = Licence.parse(await json(res));
    expect(changed).toMatchObject({
      plan_name: "plan_2",
      nickname: "Professional",
      can_ads: true,
      can_hotshelf: true,
      expires: before.expires,
      invoice_status: "paid",
      subscription_id: before.subscription_id,
    });
    expect(await licenceOf(user)).toMatchObject({ plan_name: "plan_2", can_ads: true });
  });

  it("moves monthly to annual with a new year from now", async () => {
    const user = await subscriber();
    const preview = PlanChangePreview.parse(
      await json(await user.call("/v3/license/change/preview", { plan_name: "plan_1_annual" })),
    );
    expect(preview.charge_cents).toBe(50_000);
    const changed = Licence.parse(
      await json(
        await user.call("/v3/license/change", {
          plan_name: "plan_1_annual",
          prorated_at: preview.prorated_at,
        }),
      ),
    );
    expect(changed).toMatchObject({ plan_name: "plan_1_annual", expires: preview.period_end });
    expect(preview.period_end - preview.prorated_at).toBeGreaterThan(364 * 86_400);
  });

  it("refuses with a reason: downgrades, other plans, stale previews, no subscription", async () => {
    const user = await subscriber("plan_2");
    const refused = async (path: string, body: unknown, message: string | RegExp) => {
      const res = await user.call(path, body);
      expect(res.status).toBe(400);
      expect((await json(res)).message).toMatch(message);
    };
    await refused("/v3/license/change/preview", { plan_name: "plan_1" }, "downgrade_not_offered");
    await refused("/v3/license/change/preview", { plan_name: "plan_2" }, "same_plan");
    await refused("/v3/license/change/preview", { plan_name: "plan_9" }, /^plan_name: /);
    const stale = Math.floor(Date.now() / 1000) - 3600;
    await refused(
      "/v3/license/change",
      { plan_name: "plan_2_annual", prorated_at: stale },
      "preview_expired",
    );
    expect((await licenceOf(user)).plan_name).toBe("plan_2");
    const newcomer = await signedIn(t.baseUrl, "new@example.com");
    const res = await newcomer.call("/v3/license/change/preview", { plan_name: "plan_2" });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("no_subscription");
    const pastDue = await signedIn(t.baseUrl, "pastdue@example.com");
    const late = await pastDue.call("/v3/license/change/preview", { plan_name: "plan_2" });
    expect((await json(late)).message).toBe("subscription_not_active");
  });

  it("offers the plan changes in the TEST MODE portal, which applies them", async () => {
    const user = await subscriber();
    const session = await portal(user);
    const page = await fetch(`${t.baseUrl}${session.pathname}${session.search}`).then((r) =>
      r.text(),
    );
    expect(page).toContain("Change plan");
    expect(page).toMatch(/Change to Professional \(monthly\): \$\d+\.\d\d due today/);
    expect(page).not.toContain("Change to Basic (monthly)");
    const press = await fetch(
      `${t.baseUrl}/payments/local/portal/change/plan_2_annual${session.search}`,
      { method: "POST", redirect: "manual" },
    );
    expect(press.status).toBe(303);
    expect(await licenceOf(user)).toMatchObject({ plan_name: "plan_2_annual", can_ads: true });
    const again = await fetch(`${t.baseUrl}/payments/local/portal/change/plan_1${session.search}`, {
      method: "POST",
      redirect: "manual",
    });
    expect(again.status).toBe(409);
    const forged = await fetch(`${t.baseUrl}/payments/local/portal/change/plan_4?session=x.1.y`, {
      method: "POST",
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
  });

  it("sends Customer Information to the provider's customer; the portal's invoices carry it", async () => {
    const user = await subscriber();
    const info = {
      name: "Ann Example Ltd",
      line1: "1 Main St",
      line2: "",
      city: "Dublin",
      state: "",
      country: "IE",
      postal_code: "D01",
      tax_id: "IE6388047V",
    };
    const saved = await user.call("/v3/customer/update", { customer_attributes: info });
    expect(await json(saved)).toEqual(info);
    const session = await portal(user);
    const page = await fetch(`${t.baseUrl}${session.pathname}${session.search}`).then((r) =>
      r.text(),
    );
    expect(page).toContain("Bill to");
    expect(page).toContain("Ann Example Ltd");
    expect(page).toContain("1 Main St, D01 Dublin, IE");
    expect(page).toContain("Tax ID IE6388047V");
    // A client that does not know name and tax_id keeps them.
    const { name: _name, tax_id: _taxId, ...address } = info;
    const older = await user.call("/v3/customer/update", {
      customer_attributes: { ...address, city: "Cork" },
    });
    expect(await json(older)).toEqual({ ...info, city: "Cork" });
  });
});
