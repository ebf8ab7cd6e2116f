import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../db";
import { createTestDatabase, type TestDatabase, testEngines } from "../db/testDb";
import { deriveLicence, loadLicenceState, saveLicenceState } from "../licence";
import { newAccountState } from "../licence/state";
import { createStripePayments, type StripeClient, SYNC_INTERVAL_MS } from "./stripe";
import { TEST_STRIPE_CONFIG } from "./testStripeConfig";
import { PaymentRefused } from "./types";

const NOW_MS = Date.UTC(2026, 2, 1);
const NOW = NOW_MS / 1000;
const config = TEST_STRIPE_CONFIG;
// Real signature verification and test headers from the SDK; no network is involved.
const sdkWebhooks = new Stripe("sk_test_fake").webhooks;

/** A fake Stripe client at the provider's boundary: records calls, answers like the API. */
function fakeStripe(listed: Stripe.Subscription[] = []) {
  const calls: { method: string; params: unknown }[] = [];
  /** Stripe's current subscriptions by id, as retrieve answers them (webhooks re-read them). */
  const current = new Map<string, Stripe.Subscription>();
  const subscription = (id: string, price: string, metadata: Record<string, string> = {}) =>
    ({
      id,
      status: "active",
      metadata,
      customer: "cus_1",
      items: { data: [{ id: "si_1", price: { id: price } }] },
    }) as unknown as Stripe.Subscription;
  const client: StripeClient = {
    customers: {
      create: async (params) => {
        calls.push({ method: "customers.create", params });
        return { id: "cus_1" };
      },
      update: async (id, params) => {
        calls.push({ method: "customers.update", params: { id, ...params } });
        return { id };
      },
    },
    checkout: {
      sessions: {
        create: async (params) => {
          calls.push({ method: "checkout.sessions.create", params });
          return { url: "https://checkout.stripe.test/c/pay_1" };
        },
      },
    },
    billingPortal: {
      sessions: {
        create: async (params) => {
          calls.push({ method: "billingPortal.sessions.create", params });
          return { url: "https://billing.stripe.test/p/session_1" };
        },
      },
    },
    subscriptions: {
      retrieve: async (id) => current.get(id) ?? subscription(id, "price_basic", { sub: "user-1" }),
      list: async (params) => {
        calls.push({ method: "subscriptions.list", params });
        return { data: listed };
      },
      update: async (id, params) => {
        calls.push({ method: "subscriptions.update", params });
        return subscription(id, "price_pro");
      },
    },
    webhooks: {
      constructEventAsync: (payload, header, secret) =>
        sdkWebhooks.constructEventAsync(payload, header, secret),
    },
  };
  return { client, calls, current };
}

function signedWebhook(event: object, secret = config.webhookSecret): Request {
  const payload = JSON.stringify(event);
  const header = sdkWebhooks.generateTestHeaderString({ payload, secret });
  return new Request("http://localhost/prod/stripe/webhook", {
    method: "POST",
    headers: { "stripe-signature": header, "content-type": "application/json" },
    body: payload,
  });
}

function subscriptionEvent(
  id: string,
  type: string,
  object: Record<string, unknown>,
  created = NOW,
) {
  return {
    id,
    object: "event",
    type,
    created,
    data: { object: { object: "subscription", ...object } },
  };
}

/** Makes the event's subscription Stripe's current one, then delivers the event. */
async function deliverCurrent(
  fake: ReturnType<typeof fakeStripe>,
  payments: { handleWebhook(req: Request): Promise<Response> },
  event: ReturnType<typeof subscriptionEvent>,
) {
  const object = event.data.object as unknown as Stripe.Subscription;
  fake.current.set(object.id, object);
  return payments.handleWebhook(signedWebhook(event));
}

describe.each(testEngines())("Stripe payments on %s", (engine) => {
  let test: TestDatabase;
  const user = { sub: "user-1", email: "ann@example.com" };

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await migrate(test.db);
    await test.db.query("INSERT INTO users (sub, email) VALUES ($1, $2)", [user.sub, user.email]);
    await saveLicenceState(test.db, user.sub, newAccountState(NOW - 86_400));
  });
  afterAll(() => test.dispose());

  it("opens a Checkout Session for the plan's price, with the customer and the success page", async () => {
    const fake = fakeStripe();
    const payments = createStripePayments({
      db: test.db,
      config,
      publicOrigin: "https://app.test",
      client: fake.client,
      now: () => NOW_MS,
    });
    const { redirectUrl } = await payments.createCheckout(user, "plan_2_annual");
    expect(redirectUrl).toBe("https://checkout.stripe.test/c/pay_1");
    expect(fake.calls[0]).toEqual({
      method: "customers.create",
      params: { email: user.email, metadata: { sub: user.sub } },
    });
    expect(fake.calls[1]?.params).toMatchObject({
      mode: "subscription",
      customer: "cus_1",
      line_items: [{ price: "price_pro_year", quantity: 1 }],
      success_url: "https://app.test/payment-success",
      cancel_url: "https://app.test/pricing",
      subscription_data: {
        metadata: { sub: user.sub, plan: "plan_2_annual", kind: "subscription" },
      },
    });
  });

  it("opens the trial checkout on Basic with 3 trial days and the $1 fee, reusing the customer", async () => {
    const fake = fakeStripe();
    const payments = createStripePayments({
      db: test.db,
      config,
      publicOrigin: "https://app.test",
      client: fake.client,
      now: () => NOW_MS,
    });
    await payments.createTrialCheckout(user);
    expect(fake.calls.map((c) => c.method)).toEqual(["checkout.sessions.create"]);
    expect(fake.calls[0]?.params).toMatchObject({
      line_items: [{ price: "price_basic" }, { price: "price_trial_fee" }],
      subscription_data: { trial_period_days: 3, metadata: { kind: "trial" } },
    });
  });

  it("opens the billing portal for the customer", async () => {
    const fake = fakeStripe();
    const payments = createStripePayments({
      db: test.db,
      config,
      publicOrigin: "https://app.test",
      client: fake.client,
      now: () => NOW_MS,
    });
    expect(await payments.billingPortal(user)).toEqual({
      redirectUrl: "https://billing.stripe.test/p/session_1",
    });
    expect(fake.calls[0]?.params).toEqual({
      customer: "cus_1",
      return_url: "https://app.test/settings/billing",
    });
    await expect(
      payments.billingPortal({ sub: "nobody", email: "x@example.com" }),
    ).rejects.toThrowError(PaymentRefused);
  });

  it("applies signed subscription webhooks to the licence once, and refuses bad signatures", async () => {
    const fake = fakeStripe();
    const payments = createStripePayments({
      db: test.db,
      config,
      publicOrigin: "https://app.test",
      client: fake.client,
      now: () => NOW_MS,
    });
    const periodEnd = NOW + 30 * 86_400;
    const created = subscriptionEvent("evt_1", "customer.subscription.created", {
      id: "sub_123",
      status: "active",
      customer: "cus_1",
      cancel_at_period_end: false,
      metadata: { sub: user.sub, plan: "plan_1", kind: "subscription" },
      items: { data: [{ id: "si_1", price: { id: "price_pro" }, current_period_end: periodEnd }] },
    });
    const res = await deliverCurrent(fake, payments, created);
    expect(res.status).toBe(200);
    let licence = deriveLicence(await loadLicenceState(test.db, user.sub, NOW_MS), NOW_MS);
    expect(licence).toMatchObject({
      plan_name: "plan_2",
      subscription_id: "sub_123",
      expires: periodEnd,
      invoice_status: "paid",
    });

    const forged = await payments.handleWebhook(signedWebhook(created, "whsec_wrong"));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: "invalid_signature" });

    // Identified by subscription id alone (no metadata), and a redelivery changes nothing.
    const pastDue = subscriptionEvent("evt_2", "customer.subscription.updated", {
      id: "sub_123",
      status: "past_due",
      customer: "cus_1",
      cancel_at_period_end: false,
      metadata: {},
      items: { data: [{ id: "si_1", price: { id: "price_pro" }, current_period_end: periodEnd }] },
    });
    await deliverCurrent(fake, payments, pastDue);
    licence = deriveLicence(await loadLicenceState(test.db, user.sub, NOW_MS), NOW_MS);
    expect(licence.on_grace_period).toBe(true);

    const deleted = subscriptionEvent("evt_3", "customer.subscription.deleted", {
      ...pastDue.data.object,
      status: "canceled",
    });
    await deliverCurrent(fake, payments, deleted);
    licence = deriveLicence(
      await loadLicenceState(test.db, user.sub, NOW_MS + 1000),
      NOW_MS + 1000,
    );
    expect(licence).toMatchObject({ licenseExpired: true, invoice_status: "expired" });
    await payments.handleWebhook(signedWebhook(created));
    licence = deriveLicence(
      await loadLicenceState(test.db, user.sub, NOW_MS + 1000),
      NOW_MS + 1000,
    );
    expect(licence.licenseExpired).toBe(true);
  });

  it("starts the Pro trial by moving the subscription to Professional with a 7-day trial", async () => {
    const fake = fakeStripe();
    const payments = createStripePayments({
      db: test.db,
      config,
      publicOrigin: "https://app.test",
      client: fake.client,
      now: () => NOW_MS,
    });
    await payments.startProTrial(user);
    expect(fake.calls[0]).toMatchObject({
      method: "subscriptions.update",
      params: {
        items: [{ id: "si_1", price: "price_pro" }],
        trial_end: NOW + 7 * 86_400,
        proration_behavior: "create_prorations",
      },
    });
    const state = await loadLicenceState(test.db, user.sub, NOW_MS);
    expect(state).toMatchObject({
      planName: "plan_2",
      hasUsedProTrial: true,
      proTrialUntil: NOW + 7 * 86_400,
    });
  });

  it("re-reads the customer's newest subscription on demand, ahead of the webhook", async () => {
    const periodEnd = NOW + 30 * 86_400;
    const latest = {
      id: "sub_new",
      object: "subscription",
      status: "active",
      customer: "cus_1",
      cancel_at_period_end: true,
      metadata: {},
      items: {
        data: [{ id: "si_9", price: { id: "price_business" }, current_period_end: periodEnd }],
      },
    } as unknown as Stripe.Subscription;
    const fake = fakeStripe([latest]);
    const payments = createStripePayments({
      db: test.db,
      config,
      publicOrigin: "https://app.test",
      client: fake.client,
      now: () => NOW_MS,
    });
    await payments.syncLicence(user);
    expect(fake.calls[0]).toEqual({
      method: "subscriptions.list",
      params: { customer: "cus_1", status: "all", limit: 1 },
    });
    const licence = deriveLicence(await loadLicenceState(test.db, user.sub, NOW_MS), NOW_MS);
    expect(licence).toMatchObject({
      plan_name: "plan_3",
      subscription_id: "sub_new",
      expires: periodEnd,
      invoice_status: "canceled",
      licenseExpired: false,
    });
  });

  describe("event order (issue 13)", () => {
    const periodEnd = NOW + 30 * 86_400;
    const subscriptionObject = (id: string, sub: string, status: string) => ({
      id,
      status,
      customer: "cus_2",
      cancel_at_period_end: false,
      metadata: { sub, plan: "plan_1", kind: "subscription" },
      items: {
        data: [{ id: "si_1", price: { id: "price_basic" }, current_period_end: periodEnd }],
      },
    });
    const licenceOf = async (sub: string) =>
      deriveLicence(await loadLicenceState(test.db, sub, NOW_MS + 1000), NOW_MS + 1000);
    const newUser = async (sub: string) => {
      await test.db.query("INSERT INTO users (sub, email) VALUES ($1, $2)", [sub, `${sub}@x.test`]);
    };
    const providerFor = (fake: ReturnType<typeof fakeStripe>, now = () => NOW_MS) =>
      createStripePayments({
        db: test.db,
        config,
        publicOrigin: "https://app.test",
        client: fake.client,
        now,
      });

    it("keeps a cancelled plan cancelled when an older 'active' event arrives late", async () => {
      await newUser("user-order");
      const fake = fakeStripe();
      const payments = providerFor(fake);
      const active = subscriptionObject("sub_a", "user-order", "active");
      const canceled = subscriptionObject("sub_a", "user-order", "canceled");
      await deliverCurrent(
        fake,
        payments,
        subscriptionEvent("evt_a1", "customer.subscription.created", active, NOW),
      );
      expect((await licenceOf("user-order")).licenseExpired).toBe(false);
      await deliverCurrent(
        fake,
        payments,
        subscriptionEvent("evt_a3", "customer.subscription.deleted", canceled, NOW + 200),
      );
      expect((await licenceOf("user-order")).licenseExpired).toBe(true);

      // A retried update from before the deletion: Stripe's current copy says canceled.
      const retried = subscriptionEvent(
        "evt_a2",
        "customer.subscription.updated",
        active,
        NOW + 100,
      );
      expect((await payments.handleWebhook(signedWebhook(retried))).status).toBe(200);
      expect((await licenceOf("user-order")).licenseExpired).toBe(true);
      // Even if the re-read were stale too, the event is older than the one already applied.
      fake.current.set("sub_a", active as unknown as Stripe.Subscription);
      const older = subscriptionEvent("evt_a4", "customer.subscription.updated", active, NOW + 150);
      await payments.handleWebhook(signedWebhook(older));
      expect((await licenceOf("user-order")).licenseExpired).toBe(true);
    });

    it("leaves the new subscription alone when the old one's deletion arrives late", async () => {
      await newUser("user-switch");
      const fake = fakeStripe();
      const payments = providerFor(fake);
      await deliverCurrent(
        fake,
        payments,
        subscriptionEvent(
          "evt_b1",
          "customer.subscription.created",
          subscriptionObject("sub_b_old", "user-switch", "active"),
          NOW,
        ),
      );
      await deliverCurrent(
        fake,
        payments,
        subscriptionEvent(
          "evt_b2",
          "customer.subscription.created",
          subscriptionObject("sub_b_new", "user-switch", "active"),
          NOW + 10,
        ),
      );
      expect(await licenceOf("user-switch")).toMatchObject({
        subscription_id: "sub_b_new",
        licenseExpired: false,
      });
      await deliverCurrent(
        fake,
        payments,
        subscriptionEvent(
          "evt_b3",
          "customer.subscription.deleted",
          subscriptionObject("sub_b_old", "user-switch", "canceled"),
          NOW + 20,
        ),
      );
      expect(await licenceOf("user-switch")).toMatchObject({
        subscription_id: "sub_b_new",
        licenseExpired: false,
        invoice_status: "paid",
      });
    });

    it(`asks Stripe at most once per ${SYNC_INTERVAL_MS / 1000} s per user for no_cache`, async () => {
      let now = NOW_MS;
      const fake = fakeStripe([]);
      const payments = providerFor(fake, () => now);
      for (let i = 0; i < 5; i += 1) await payments.syncLicence(user);
      now += SYNC_INTERVAL_MS - 1;
      await payments.syncLicence(user);
      expect(fake.calls.filter((c) => c.method === "subscriptions.list")).toHaveLength(1);
      now += 1;
      await payments.syncLicence(user);
      expect(fake.calls.filter((c) => c.method === "subscriptions.list")).toHaveLength(2);
    });
  });
});
