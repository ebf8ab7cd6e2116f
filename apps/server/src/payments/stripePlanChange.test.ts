// Plan changes and Customer Information through Stripe, against a fake client at the provider's
// boundary (as stripe.test.ts): no network; the database is real.
import { EMPTY_CUSTOMER } from "@hotshelf/api/contract";
import { prorate } from "@hotshelf/domain";
import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StripeConfig } from "../config";
import { migrate } from "../db";
import { createTestDatabase, type TestDatabase, testEngines } from "../db/testDb";
import { loadLicenceState, saveLicenceState } from "../licence";
import { newAccountState } from "../licence/state";
import { createStripePayments, type StripeClient, stripeCustomerUpdate } from "./stripe";
import { TEST_STRIPE_CONFIG } from "./testStripeConfig";
import { PaymentRefused } from "./types";

const NOW_MS = Date.UTC(2026, 2, 11);
const NOW = NOW_MS / 1000;
const APRIL_1 = Date.UTC(2026, 3, 1) / 1000;
const config: StripeConfig = { ...TEST_STRIPE_CONFIG, trialFeePrice: null };

function subscription(price: string, extra: Partial<Stripe.Subscription> = {}) {
  return {
    id: "sub_1",
    object: "subscription",
    status: "active",
    customer: "cus_1",
    cancel_at_period_end: false,
    metadata: {},
    items: { data: [{ id: "si_1", price: { id: price }, current_period_end: APRIL_1 }] },
    pending_update: null,
    ...extra,
  } as unknown as Stripe.Subscription;
}

/** Records every call; subscriptions.update answers `answer(params)`. */
function fakeStripe(answer: (params: Stripe.SubscriptionUpdateParams) => Stripe.Subscription) {
  const calls: { method: string; id?: string; params: unknown }[] = [];
  const refuse = () => {
    throw new Error("not used here");
  };
  const client: StripeClient = {
    customers: {
      create: async (params) => {
        calls.push({ method: "customers.create", params });
        return { id: "cus_new" };
      },
      update: async (id, params) => {
        calls.push({ method: "customers.update", id, params });
        return { id };
      },
    },
    checkout: { sessions: { create: refuse } },
    billingPortal: { sessions: { create: refuse } },
    subscriptions: {
      retrieve: async () => subscription("price_basic"),
      list: async () => ({ data: [] }),
      update: async (id, params) => {
        calls.push({ method: "subscriptions.update", id, params });
        return answer(params);
      },
    },
    webhooks: { constructEventAsync: refuse },
  };
  return { client, calls };
}

describe.each(testEngines())("Stripe plan changes on %s", (engine) => {
  let test: TestDatabase;
  const user = { sub: "user-1", email: "ann@example.com" };

  beforeAll(async () => {
    test = await createTestDatabase(engine);
    await migrate(test.db);
    await test.db.query("INSERT INTO users (sub, email) VALUES ($1, $2)", [user.sub, user.email]);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await saveLicenceState(test.db, user.sub, {
      ...newAccountState(NOW - 90 * 86_400),
      planName: "plan_1",
      status: "active",
      periodEnd: APRIL_1,
      subscriptionId: "sub_1",
      providerCustomerId: "cus_1",
    });
  });

  const provider = (fake: ReturnType<typeof fakeStripe>) =>
    createStripePayments({
      db: test.db,
      config,
      publicOrigin: "https://app.test",
      client: fake.client,
      now: () => NOW_MS,
    });

  it("updates the subscription's price, invoicing the proration of the previewed moment", async () => {
    const fake = fakeStripe(() => subscription("price_pro"));
    const change = prorate("plan_1", "plan_2", APRIL_1, NOW - 60);
    await provider(fake).changePlan(user, change);
    expect(fake.calls).toEqual([
      {
        method: "subscriptions.update",
        id: "sub_1",
        params: {
          items: [{ id: "si_1", price: "price_pro" }],
          proration_behavior: "always_invoice",
          proration_date: NOW - 60,
          payment_behavior: "pending_if_incomplete",
        },
      },
    ]);
    expect(await loadLicenceState(test.db, user.sub, NOW_MS)).toMatchObject({
      planName: "plan_2",
      status: "active",
      periodEnd: APRIL_1,
      subscriptionId: "sub_1",
    });
  });

  it("takes Stripe's new period when monthly becomes annual", async () => {
    const yearEnd = Date.UTC(2027, 2, 11) / 1000;
    const fake = fakeStripe(() =>
      subscription("price_pro_year", {
        items: {
          data: [{ id: "si_1", price: { id: "price_pro_year" }, current_period_end: yearEnd }],
        },
      } as Partial<Stripe.Subscription>),
    );
    await provider(fake).changePlan(user, prorate("plan_1", "plan_2_annual", APRIL_1, NOW));
    expect(fake.calls[0]?.params).toMatchObject({ items: [{ price: "price_pro_year" }] });
    expect(await loadLicenceState(test.db, user.sub, NOW_MS)).toMatchObject({
      planName: "plan_2_annual",
      periodEnd: yearEnd,
    });
  });

  it("leaves the plan unchanged when Stripe could not take the payment", async () => {
    const fake = fakeStripe(() =>
      subscription("price_basic", {
        pending_update: { expires_at: NOW + 3600 },
      } as unknown as Partial<Stripe.Subscription>),
    );
    await expect(
      provider(fake).changePlan(user, prorate("plan_1", "plan_2", APRIL_1, NOW)),
    ).rejects.toThrowError(new PaymentRefused("payment_failed"));
    expect((await loadLicenceState(test.db, user.sub, NOW_MS)).planName).toBe("plan_1");
  });

  it("refuses without a subscription", async () => {
    await saveLicenceState(test.db, user.sub, newAccountState(NOW));
    const fake = fakeStripe(() => subscription("price_pro"));
    await expect(
      provider(fake).changePlan(user, prorate("plan_1", "plan_2", APRIL_1, NOW)),
    ).rejects.toThrowError(PaymentRefused);
    expect(fake.calls).toEqual([]);
  });

  it("sends Customer Information to the Stripe customer, so invoices carry it", async () => {
    const fake = fakeStripe(() => subscription("price_basic"));
    await provider(fake).updateCustomer(user, {
      name: "Ann Example Ltd",
      line1: "1 Main St",
      line2: "Suite 2",
      city: "Dublin",
      state: "",
      country: "ie",
      postal_code: "D01 F5P2",
      tax_id: "IE6388047V",
    });
    expect(fake.calls).toEqual([
      {
        method: "customers.update",
        id: "cus_1",
        params: {
          name: "Ann Example Ltd",
          address: {
            line1: "1 Main St",
            line2: "Suite 2",
            city: "Dublin",
            state: "",
            postal_code: "D01 F5P2",
            country: "IE",
          },
          invoice_settings: { custom_fields: [{ name: "Tax ID", value: "IE6388047V" }] },
        },
      },
    ]);
  });

  it("creates the Stripe customer first when there is none yet", async () => {
    await saveLicenceState(test.db, user.sub, newAccountState(NOW));
    const fake = fakeStripe(() => subscription("price_basic"));
    await provider(fake).updateCustomer(user, { ...EMPTY_CUSTOMER, name: "Ann" });
    expect(fake.calls.map((c) => c.method)).toEqual(["customers.create", "customers.update"]);
    expect(fake.calls[1]?.id).toBe("cus_new");
    expect((await loadLicenceState(test.db, user.sub, NOW_MS)).providerCustomerId).toBe("cus_new");
  });
});

describe("the Stripe customer update", () => {
  it("clears the tax id field when there is none, and keeps a country name out of Stripe", () => {
    const params = stripeCustomerUpdate({ ...EMPTY_CUSTOMER, country: "United States" });
    expect(params.invoice_settings).toEqual({ custom_fields: "" });
    expect(params.address).not.toHaveProperty("country");
  });
});
