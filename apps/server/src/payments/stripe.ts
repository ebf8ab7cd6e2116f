import type { Proration } from "@hotshelf/domain";
import type { Hono } from "hono";
import Stripe from "stripe";
import type { PaidPlan, StripeConfig } from "../config";
import type { Db, Queryable } from "../db/types";
import {
  findSubBySubscription,
  type LicenceEvent,
  loadLicenceState,
  lockLicence,
  recordLicenceEvent,
  saveLicenceState,
} from "../licence";
import { daysFrom, NEW_USER_TRIAL_DAYS, PRO_TRIAL_DAYS, PRO_TRIAL_PLAN } from "./periods";
import {
  type BillingCustomer,
  type PaymentProvider,
  PaymentRefused,
  type PaymentUser,
} from "./types";

/** The part of the Stripe SDK this provider uses; tests pass a fake object with the same shape. */
export interface StripeClient {
  customers: {
    create(params: Stripe.CustomerCreateParams): Promise<{ id: string }>;
    update(id: string, params: Stripe.CustomerUpdateParams): Promise<{ id: string }>;
  };
  checkout: {
    sessions: {
      create(params: Stripe.Checkout.SessionCreateParams): Promise<{ url: string | null }>;
    };
  };
  billingPortal: {
    sessions: {
      create(params: Stripe.BillingPortal.SessionCreateParams): Promise<{ url: string }>;
    };
  };
  subscriptions: {
    retrieve(id: string): Promise<Stripe.Subscription>;
    list(params: Stripe.SubscriptionListParams): Promise<{ data: Stripe.Subscription[] }>;
    update(id: string, params: Stripe.SubscriptionUpdateParams): Promise<Stripe.Subscription>;
  };
  webhooks: {
    constructEventAsync(payload: string, header: string, secret: string): Promise<Stripe.Event>;
  };
}

export interface StripePaymentsOptions {
  db: Db;
  config: StripeConfig;
  publicOrigin: string;
  client?: StripeClient;
  now?: () => number;
}

type SubscriptionKind = "subscription" | "trial";

/** Stripe's invoices show custom fields of at most this many characters. */
const TAX_ID_FIELD_MAX = 140;

/**
 * Customer Information as a Stripe customer update. Stripe wants a two-letter country code: a longer
 * country name stays in our profile only. The tax id goes on invoices as a custom field, which needs
 * no tax id type (Stripe's tax_ids need one per country; docs/decisions.md).
 */
export function stripeCustomerUpdate(customer: BillingCustomer): Stripe.CustomerUpdateParams {
  const country = customer.country.trim().toUpperCase();
  const taxId = customer.tax_id.trim().slice(0, TAX_ID_FIELD_MAX);
  return {
    name: customer.name,
    address: {
      line1: customer.line1,
      line2: customer.line2,
      city: customer.city,
      state: customer.state,
      postal_code: customer.postal_code,
      ...(/^[A-Z]{2}$/.test(country) ? { country } : {}),
    },
    invoice_settings: { custom_fields: taxId ? [{ name: "Tax ID", value: taxId }] : "" },
  };
}

/** How often `no_cache` may ask Stripe about one user; in between it reads the stored licence. */
export const SYNC_INTERVAL_MS = 60_000;
/** Past this many remembered users, entries older than SYNC_INTERVAL_MS are dropped. */
const SYNC_MEMORY = 10_000;

/** A webhook event as the ordering needs it: its id and its creation time (epoch seconds). */
interface EventStamp {
  id: string;
  created: number;
}

/**
 * Whether a subscription's state may change a licence whose current subscription is `currentId`:
 * always the current one (or any when there is none); another only when it starts (active or
 * trialing), i.e. the customer subscribed anew. A late deletion or failure of an old subscription
 * leaves the new one alone.
 */
export function concernsLicence(
  currentId: string | null,
  subscription: Pick<Stripe.Subscription, "id" | "status">,
  deleted: boolean,
): boolean {
  if (currentId === null || currentId === subscription.id) return true;
  return !deleted && (subscription.status === "active" || subscription.status === "trialing");
}

/**
 * Records `event` as the newest applied to its subscription, unless a newer one already is (then
 * false: the event is stale, e.g. a retry arriving after a later event).
 */
async function isNewestEvent(
  tx: Queryable,
  sub: string,
  subscriptionId: string,
  event: EventStamp,
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO stripe_subscription_events (subscription_id, user_sub, last_event_id, last_event_created)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (subscription_id) DO UPDATE
       SET last_event_id = EXCLUDED.last_event_id, last_event_created = EXCLUDED.last_event_created
       WHERE stripe_subscription_events.last_event_created <= EXCLUDED.last_event_created
     RETURNING subscription_id`,
    [subscriptionId, sub, event.id, event.created],
  );
  return rows.length > 0;
}

export function createStripePayments(options: StripePaymentsOptions): PaymentProvider {
  const { db, config, publicOrigin } = options;
  const now = options.now ?? Date.now;
  const stripe: StripeClient = options.client ?? new Stripe(config.secretKey);
  const planByPrice = new Map(
    Object.entries(config.prices).map(([plan, price]) => [price, plan as PaidPlan]),
  );

  async function customerId(user: PaymentUser): Promise<string> {
    const state = await loadLicenceState(db, user.sub, now());
    if (state.providerCustomerId) return state.providerCustomerId;
    const customer = await stripe.customers.create({
      email: user.email,
      metadata: { sub: user.sub },
    });
    await saveLicenceState(db, user.sub, { ...state, providerCustomerId: customer.id });
    return customer.id;
  }

  async function checkout(user: PaymentUser, plan: PaidPlan, kind: SubscriptionKind) {
    const metadata = { sub: user.sub, plan: kind === "trial" ? "free_trial" : plan, kind };
    const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [
      { price: config.prices[plan], quantity: 1 },
    ];
    if (kind === "trial" && config.trialFeePrice)
      lineItems.push({ price: config.trialFeePrice, quantity: 1 });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: await customerId(user),
      client_reference_id: user.sub,
      line_items: lineItems,
      allow_promotion_codes: kind === "subscription",
      metadata,
      subscription_data: {
        metadata,
        ...(kind === "trial" ? { trial_period_days: NEW_USER_TRIAL_DAYS } : {}),
      },
      success_url: `${publicOrigin}/payment-success`,
      cancel_url: `${publicOrigin}${kind === "trial" ? "/trial" : "/pricing"}`,
    });
    if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
    return { redirectUrl: session.url };
  }

  /** The licence event a subscription object stands for. */
  function eventFor(subscription: Stripe.Subscription): LicenceEvent | null {
    const item = subscription.items.data[0];
    const periodEndSeconds = item?.current_period_end ?? Math.floor(now() / 1000);
    const plan = (item && planByPrice.get(item.price.id)) ?? subscription.metadata.plan ?? "plan_1";
    switch (subscription.status) {
      case "trialing":
        if (subscription.metadata.kind === "trial") {
          return {
            type: "trial",
            periodEnd: subscription.trial_end ?? periodEndSeconds,
            subscriptionId: subscription.id,
          };
        }
        return {
          type: "pro_trial",
          until: subscription.trial_end ?? periodEndSeconds,
          planName: plan,
        };
      case "active":
        return {
          type: "subscribe",
          planName: plan,
          periodEnd: periodEndSeconds,
          subscriptionId: subscription.id,
          customerId:
            typeof subscription.customer === "string"
              ? subscription.customer
              : subscription.customer.id,
        };
      case "past_due":
      case "unpaid":
        return { type: "past_due" };
      case "canceled":
      case "incomplete_expired":
        return { type: "expire", at: Math.floor(now() / 1000) };
      default:
        return null;
    }
  }

  /**
   * Applies a subscription's state to its user's licence: a webhook event only once (redeliveries)
   * and only when it is the newest of its subscription; only for the licence's current subscription
   * or a new one (concernsLicence); with the licence row locked, so concurrent events queue.
   */
  async function applySubscription(
    event: EventStamp | null,
    subscription: Stripe.Subscription,
    deleted: boolean,
  ) {
    const sub = subscription.metadata.sub || (await findSubBySubscription(db, subscription.id));
    if (!sub) return;
    const events: LicenceEvent[] = [];
    const main = deleted
      ? { type: "expire" as const, at: Math.floor(now() / 1000) }
      : eventFor(subscription);
    if (main) events.push(main);
    if (!deleted && subscription.cancel_at_period_end) events.push({ type: "cancel" });
    await db.transaction(async (tx) => {
      // The unique (provider, event_id) index makes a redelivered event a no-op; a sync (no id)
      // re-applies the subscription's current state, which leaves an unchanged licence unchanged.
      const { rows } = await tx.query(
        `INSERT INTO payment_events (provider, event_id, user_sub, kind, payload)
         VALUES ('stripe', $1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
        [
          event?.id ?? null,
          sub,
          deleted ? "subscription_deleted" : `subscription_${subscription.status}`,
          JSON.stringify(events),
        ],
      );
      if (rows.length === 0) return;
      await lockLicence(tx, sub, now());
      if (event && !(await isNewestEvent(tx, sub, subscription.id, event))) return;
      const state = await loadLicenceState(tx, sub, now());
      if (!concernsLicence(state.subscriptionId, subscription, deleted)) return;
      for (const licenceEvent of events) await recordLicenceEvent(tx, sub, licenceEvent, now());
    });
  }

  const lastSync = new Map<string, number>();
  /** True at most once per SYNC_INTERVAL_MS per user, so no_cache cannot make every request call Stripe. */
  function syncDue(sub: string): boolean {
    const at = now();
    const last = lastSync.get(sub);
    if (last !== undefined && at - last < SYNC_INTERVAL_MS) return false;
    if (lastSync.size >= SYNC_MEMORY) {
      for (const [key, time] of lastSync) if (at - time >= SYNC_INTERVAL_MS) lastSync.delete(key);
    }
    lastSync.set(sub, at);
    return true;
  }

  return {
    kind: "stripe",
    createCheckout: (user, plan) => checkout(user, plan, "subscription"),
    createTrialCheckout: (user) => checkout(user, "plan_1", "trial"),
    async billingPortal(user) {
      const state = await loadLicenceState(db, user.sub, now());
      if (!state.providerCustomerId) throw new PaymentRefused("no_billing_account");
      const session = await stripe.billingPortal.sessions.create({
        customer: state.providerCustomerId,
        return_url: `${publicOrigin}/settings/billing`,
      });
      return { redirectUrl: session.url };
    },
    async syncLicence(user) {
      if (!syncDue(user.sub)) return;
      const state = await loadLicenceState(db, user.sub, now());
      if (!state.providerCustomerId) return;
      const { data } = await stripe.subscriptions.list({
        customer: state.providerCustomerId,
        status: "all",
        limit: 1,
      });
      const latest = data[0];
      if (latest)
        await applySubscription(
          null,
          { ...latest, metadata: { ...latest.metadata, sub: user.sub } },
          false,
        );
    },
    async startProTrial(user) {
      const state = await loadLicenceState(db, user.sub, now());
      if (!state.subscriptionId) throw new PaymentRefused("no_subscription");
      const current = await stripe.subscriptions.retrieve(state.subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new PaymentRefused("no_subscription");
      const until = daysFrom(Math.floor(now() / 1000), PRO_TRIAL_DAYS);
      // Prorations credit the unused time of the current plan against the first Professional month.
      await stripe.subscriptions.update(state.subscriptionId, {
        items: [{ id: item.id, price: config.prices[PRO_TRIAL_PLAN] }],
        trial_end: until,
        proration_behavior: "create_prorations",
        metadata: { ...current.metadata, sub: user.sub, plan: PRO_TRIAL_PLAN, kind: "pro_trial" },
      });
      await recordLicenceEvent(
        db,
        user.sub,
        { type: "pro_trial", until, planName: PRO_TRIAL_PLAN },
        now(),
      );
    },
    async changePlan(user, change: Proration) {
      const state = await loadLicenceState(db, user.sub, now());
      if (!state.subscriptionId) throw new PaymentRefused("no_subscription");
      const current = await stripe.subscriptions.retrieve(state.subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new PaymentRefused("no_subscription");
      // Invoiced at once at the previewed moment; pending_if_incomplete leaves the subscription as it
      // was when the payment fails (Stripe then reports a pending_update).
      const updated = await stripe.subscriptions.update(state.subscriptionId, {
        items: [{ id: item.id, price: config.prices[change.to as PaidPlan] }],
        proration_behavior: "always_invoice",
        proration_date: change.proratedAt,
        payment_behavior: "pending_if_incomplete",
      });
      if (updated.pending_update) throw new PaymentRefused("payment_failed");
      await applySubscription(
        null,
        { ...updated, metadata: { ...updated.metadata, sub: user.sub } },
        false,
      );
    },
    async updateCustomer(user, customer) {
      await stripe.customers.update(await customerId(user), stripeCustomerUpdate(customer));
    },
    async handleWebhook(req) {
      const signature = req.headers.get("stripe-signature");
      const payload = await req.text();
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error("missing signature");
        event = await stripe.webhooks.constructEventAsync(payload, signature, config.webhookSecret);
      } catch {
        return Response.json({ message: "invalid_signature" }, { status: 400 });
      }
      switch (event.type) {
        case "customer.subscription.created":
        case "customer.subscription.updated":
        case "customer.subscription.deleted": {
          // The event's copy may be stale (a retry, or delivered out of order): Stripe's current
          // subscription is what gets applied.
          const current = await stripe.subscriptions.retrieve(event.data.object.id);
          const stamp = { id: event.id, created: event.created };
          await applySubscription(stamp, current, event.type === "customer.subscription.deleted");
          break;
        }
        default:
          break;
      }
      return Response.json({ received: true });
    },
    mount(_app: Hono) {
      // Stripe hosts its own checkout and portal pages.
    },
  };
}
