import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import {
  findPlan,
  formatCents,
  formatLicenceDate,
  formatMoney,
  NEW_USER_TRIAL,
  PLAN_CHANGE_MESSAGES,
  type Proration,
  planChangeRefusal,
  planDisplayName,
  planLabel,
  prorate,
  upgradeOptions,
} from "@hotshelf/domain";
import type { Context } from "hono";
import type { PaidPlan } from "../config";
import type { Db } from "../db/types";
import { escapeHtml, htmlPage } from "../http/html";
import {
  deriveLicence,
  type LicenceEvent,
  loadLicenceState,
  lockLicence,
  recordLicenceEvent,
} from "../licence";
import {
  daysFrom,
  NEW_USER_TRIAL_DAYS,
  PRO_TRIAL_DAYS,
  PRO_TRIAL_PLAN,
  periodEnd,
} from "./periods";
import {
  type BillingCustomer,
  type PaymentProvider,
  PaymentRefused,
  type PaymentUser,
} from "./types";

const BANNER = "TEST MODE: no real payment is taken. This page stands in for the payment provider.";
const PORTAL_SESSION_SECONDS = 3600;
const PORTAL_ACTIONS = ["renew", "past_due", "cancel", "expire"] as const;
type PortalAction = (typeof PORTAL_ACTIONS)[number];

interface CheckoutRow {
  user_sub: string;
  kind: "subscription" | "trial";
  plan_name: string;
  status: string;
}

export interface LocalPaymentsOptions {
  db: Db;
  publicOrigin: string;
  productName: string;
  now?: () => number;
}

/**
 * The embedded payment provider: a test-mode checkout page and billing portal served by this server.
 * Completing a checkout or pressing a portal button applies the same licence events Stripe's webhooks do.
 */
export function createLocalPayments(options: LocalPaymentsOptions): PaymentProvider {
  const { db, publicOrigin, productName } = options;
  const now = options.now ?? Date.now;
  // Portal links are signed so a browser can open them without the API's Authorization header.
  const portalKey = randomBytes(32);

  const sign = (payload: string) =>
    createHmac("sha256", portalKey).update(payload).digest("base64url");

  function portalToken(sub: string): string {
    const payload = `${Buffer.from(sub).toString("base64url")}.${Math.floor(now() / 1000) + PORTAL_SESSION_SECONDS}`;
    return `${payload}.${sign(payload)}`;
  }

  function portalSub(token: string | undefined): string | null {
    const [subPart, exp, mac] = (token ?? "").split(".");
    if (!subPart || !exp || !mac) return null;
    const expected = Buffer.from(sign(`${subPart}.${exp}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (Number(exp) * 1000 < now()) return null;
    return Buffer.from(subPart, "base64url").toString();
  }

  async function openCheckout(user: PaymentUser, kind: CheckoutRow["kind"], plan: string) {
    const id = randomUUID();
    await db.query(
      "INSERT INTO local_checkouts (id, user_sub, kind, plan_name) VALUES ($1, $2, $3, $4)",
      [id, user.sub, kind, plan],
    );
    return { redirectUrl: `${publicOrigin}/payments/local/checkout/${id}` };
  }

  async function applyEvent(sub: string, kind: string, event: LicenceEvent) {
    await db.transaction(async (tx) => {
      await recordLicenceEvent(tx, sub, event, now());
      await tx.query(
        "INSERT INTO payment_events (provider, user_sub, kind, payload) VALUES ('local', $1, $2, $3)",
        [sub, kind, JSON.stringify(event)],
      );
    });
  }

  /** The plan change applies at once: the new plan, and a new period when the billing period changed. */
  async function changePlan(sub: string, change: Proration) {
    await db.transaction(async (tx) => {
      // Locked, so a double submit applies one change after the other, not both on one state.
      await lockLicence(tx, sub, now());
      const state = await loadLicenceState(tx, sub, now());
      if (!state.subscriptionId) throw new PaymentRefused("no_subscription");
      await recordLicenceEvent(
        tx,
        sub,
        {
          type: "subscribe",
          planName: change.to,
          periodEnd: change.periodEnd,
          subscriptionId: state.subscriptionId,
        },
        now(),
      );
      // The "invoice" of the change: what was credited and charged.
      await tx.query(
        "INSERT INTO payment_events (provider, user_sub, kind, payload) VALUES ('local', $1, 'plan_change', $2)",
        [sub, JSON.stringify(change)],
      );
    });
  }

  async function billTo(sub: string): Promise<string> {
    const { rows } = await db.query<{ name: string; address: string; tax_id: string }>(
      "SELECT name, address, tax_id FROM local_billing_customers WHERE user_sub = $1",
      [sub],
    );
    const row = rows[0];
    if (!row) return "";
    const parts = [row.name, row.address, row.tax_id && `Tax ID ${row.tax_id}`].filter(Boolean);
    return parts.length === 0
      ? ""
      : `<dt>Bill to</dt><dd>${parts.map((part) => escapeHtml(part)).join("<br>")}</dd>`;
  }

  /** The portal's plan changes: each upgrade with its proration as of now. */
  function changeForms(licence: ReturnType<typeof deriveLicence>, q: string): string {
    const nowMs = now();
    const options = upgradeOptions(licence.plan_name).filter(
      (plan) => planChangeRefusal(licence, plan.id, nowMs) === null,
    );
    if (options.length === 0) return "";
    const forms = options.map((plan) => {
      const change = prorate(licence.plan_name, plan.id, licence.expires, Math.floor(nowMs / 1000));
      return `<form method="post" action="/payments/local/portal/change/${plan.id}${q}"><button type="submit">Change to ${escapeHtml(planLabel(plan))}: ${escapeHtml(formatCents(change.amountDueCents))} due today</button></form>`;
    });
    return `<h2>Change plan</h2>\n${forms.join("\n")}\n<p>${escapeHtml(PLAN_CHANGE_MESSAGES.downgradeNote)}</p>`;
  }

  async function portalChange(c: Context) {
    const sub = portalSub(c.req.query("session"));
    if (!sub)
      return c.html(
        htmlPage({ title: "Session expired", body: "<p>This billing link has expired.</p>" }),
        403,
      );
    const nowMs = now();
    const licence = deriveLicence(await loadLicenceState(db, sub, nowMs), nowMs);
    const target = c.req.param("plan") ?? "";
    const refusal = planChangeRefusal(licence, target, nowMs);
    if (refusal) {
      return c.html(
        htmlPage({
          title: "Plan not changed",
          banner: BANNER,
          body: `<p role="alert">${escapeHtml(PLAN_CHANGE_MESSAGES.refusals[refusal])}</p><p><a href="/settings/billing">Return to ${escapeHtml(productName)}</a></p>`,
        }),
        409,
      );
    }
    await changePlan(
      sub,
      prorate(licence.plan_name, target, licence.expires, Math.floor(nowMs / 1000)),
    );
    return c.redirect(
      `/payments/local/portal?session=${encodeURIComponent(c.req.query("session") ?? "")}`,
      303,
    );
  }

  function eventFor(action: PortalAction, plan: string): LicenceEvent {
    const nowMs = now();
    switch (action) {
      case "renew":
        return {
          type: "renew",
          periodEnd: periodEnd(plan === "free_trial" ? "plan_1" : plan, nowMs),
        };
      case "past_due":
        return { type: "past_due" };
      case "cancel":
        return { type: "cancel" };
      case "expire":
        return { type: "expire", at: Math.floor(nowMs / 1000) };
    }
  }

  async function checkoutPage(c: Context) {
    const { rows } = await db.query<CheckoutRow>(
      "SELECT user_sub, kind, plan_name, status FROM local_checkouts WHERE id = $1",
      [c.req.param("id")],
    );
    const row = rows[0];
    if (!row)
      return c.html(
        htmlPage({ title: "Checkout not found", body: "<p>This checkout link is not valid.</p>" }),
        404,
      );
    if (row.status !== "open") {
      return c.html(
        htmlPage({
          title: "Checkout closed",
          body: `<p>This checkout is already ${escapeHtml(row.status)}.</p><p><a href="/pricing">Back to pricing</a></p>`,
          banner: BANNER,
        }),
        410,
      );
    }
    const trial = row.kind === "trial";
    const what = trial
      ? `${NEW_USER_TRIAL_DAYS}-day trial of ${productName} Basic for ${formatMoney(NEW_USER_TRIAL.price)}, then ${priceText("plan_1")}`
      : `${productName} ${planDisplayName(row.plan_name)}, ${priceText(row.plan_name)}`;
    const action = `/payments/local/checkout/${encodeURIComponent(c.req.param("id") ?? "")}`;
    return c.html(
      htmlPage({
        title: "Checkout",
        banner: BANNER,
        body: `<p>You are subscribing to <strong>${escapeHtml(what)}</strong>.</p>
<form method="post" action="${action}/complete"><button class="primary" type="submit">Pay (test)</button></form>
<form method="post" action="${action}/fail"><button type="submit">Simulate a failed payment</button></form>
<p><a href="/pricing">Cancel and go back</a></p>`,
      }),
    );
  }

  async function finishCheckout(c: Context, outcome: "completed" | "failed") {
    const { rows } = await db.query<CheckoutRow>(
      "UPDATE local_checkouts SET status = $2 WHERE id = $1 AND status = 'open' RETURNING user_sub, kind, plan_name, status",
      [c.req.param("id"), outcome],
    );
    const row = rows[0];
    if (!row) {
      return c.html(
        htmlPage({
          title: "Checkout closed",
          body: '<p>This checkout is not open.</p><p><a href="/pricing">Back to pricing</a></p>',
          banner: BANNER,
        }),
        410,
      );
    }
    if (outcome === "failed") {
      return c.html(
        htmlPage({
          title: "Payment failed",
          banner: BANNER,
          body: '<p role="alert">The payment was declined (simulated). Your plan has not changed.</p><p><a href="/pricing">Back to pricing</a></p>',
        }),
        402,
      );
    }
    const nowMs = now();
    const subscriptionId = `local_sub_${randomUUID()}`;
    const event: LicenceEvent =
      row.kind === "trial"
        ? {
            type: "trial",
            periodEnd: daysFrom(Math.floor(nowMs / 1000), NEW_USER_TRIAL_DAYS),
            subscriptionId,
          }
        : {
            type: "subscribe",
            planName: row.plan_name,
            periodEnd: periodEnd(row.plan_name, nowMs),
            subscriptionId,
          };
    await applyEvent(row.user_sub, `checkout_${row.kind}`, event);
    return c.redirect("/payment-success", 303);
  }

  async function portalPage(c: Context) {
    const token = c.req.query("session");
    const sub = portalSub(token);
    if (!sub || !token) {
      return c.html(
        htmlPage({
          title: "Session expired",
          body: '<p>This billing link has expired. Open Billing again from <a href="/settings/billing">your settings</a>.</p>',
        }),
        403,
      );
    }
    const state = await loadLicenceState(db, sub, now());
    const licence = deriveLicence(state, now());
    const q = `?session=${encodeURIComponent(token)}`;
    const buttons = PORTAL_ACTIONS.map(
      (action) =>
        `<form method="post" action="/payments/local/portal/${action}${q}"><button type="submit">${escapeHtml(PORTAL_LABELS[action])}</button></form>`,
    ).join("\n");
    return c.html(
      htmlPage({
        title: "Billing portal",
        banner: BANNER,
        body: `<dl>
<dt>Plan</dt><dd>${escapeHtml(licence.nickname)}</dd>
<dt>Invoice status</dt><dd>${escapeHtml(licence.invoice_status)}</dd>
<dt>Licence ends</dt><dd>${escapeHtml(formatLicenceDate(licence.expires))}</dd>
${await billTo(sub)}
</dl>
${changeForms(licence, q)}
<h2>Simulate a billing event</h2>
${buttons}
<p><a href="/settings/billing">Return to ${escapeHtml(productName)}</a></p>`,
      }),
    );
  }

  async function portalAction(c: Context) {
    const sub = portalSub(c.req.query("session"));
    if (!sub)
      return c.html(
        htmlPage({ title: "Session expired", body: "<p>This billing link has expired.</p>" }),
        403,
      );
    const action = c.req.param("action") as PortalAction;
    if (!PORTAL_ACTIONS.includes(action))
      return c.html(
        htmlPage({ title: "Unknown action", body: "<p>Unknown billing action.</p>" }),
        404,
      );
    const state = await loadLicenceState(db, sub, now());
    if (state.subscriptionId === null) {
      return c.html(
        htmlPage({
          title: "No subscription",
          body: '<p>There is no subscription on this account. <a href="/pricing">See plans</a></p>',
          banner: BANNER,
        }),
        409,
      );
    }
    await applyEvent(sub, `portal_${action}`, eventFor(action, state.planName));
    return c.redirect(
      `/payments/local/portal?session=${encodeURIComponent(c.req.query("session") ?? "")}`,
      303,
    );
  }

  return {
    kind: "local",
    createCheckout: (user, plan: PaidPlan) => openCheckout(user, "subscription", plan),
    createTrialCheckout: (user) => openCheckout(user, "trial", "free_trial"),
    billingPortal: async (user) => ({
      redirectUrl: `${publicOrigin}/payments/local/portal?session=${encodeURIComponent(portalToken(user.sub))}`,
    }),
    // The local provider changes the licence directly, so there is nothing to catch up on.
    syncLicence: async () => {},
    async startProTrial(user) {
      const until = daysFrom(Math.floor(now() / 1000), PRO_TRIAL_DAYS);
      await applyEvent(user.sub, "pro_trial", {
        type: "pro_trial",
        until,
        planName: PRO_TRIAL_PLAN,
      });
    },
    changePlan: (user, change) => changePlan(user.sub, change),
    async updateCustomer(user, customer: BillingCustomer) {
      const address = [
        customer.line1,
        customer.line2,
        [customer.postal_code, customer.city].filter(Boolean).join(" "),
        customer.state,
        customer.country,
      ]
        .filter(Boolean)
        .join(", ");
      await db.query(
        `INSERT INTO local_billing_customers (user_sub, name, address, tax_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_sub) DO UPDATE SET name = $2, address = $3, tax_id = $4, updated_at = now()`,
        [user.sub, customer.name, address, customer.tax_id],
      );
    },
    handleWebhook: async () => Response.json({ message: "not_found" }, { status: 404 }),
    mount(app) {
      app.get("/payments/local/checkout/:id", checkoutPage);
      app.post("/payments/local/checkout/:id/complete", (c) => finishCheckout(c, "completed"));
      app.post("/payments/local/checkout/:id/fail", (c) => finishCheckout(c, "failed"));
      app.get("/payments/local/portal", portalPage);
      app.post("/payments/local/portal/change/:plan", portalChange);
      app.post("/payments/local/portal/:action", portalAction);
    },
  };
}

const PORTAL_LABELS: Record<PortalAction, string> = {
  renew: "Pay the next invoice (renew)",
  past_due: "Fail the next payment (past due)",
  cancel: "Cancel at the end of the period",
  expire: "End the subscription now (expire)",
};

function priceText(plan: string): string {
  const found = findPlan(plan);
  if (!found) return "";
  return `${formatMoney(found.price)} per ${found.billing === "annual" ? "year" : "month"}`;
}
