import type { Proration } from "@hotshelf/domain";
import type { Hono } from "hono";
import type { PaidPlan } from "../config";

export interface PaymentUser {
  sub: string;
  email: string;
}

/** A payment step the user cannot take now; the route answers 400 with this reason. */
export class PaymentRefused extends Error {
  override readonly name = "PaymentRefused";
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Customer Information as the provider's customer keeps it, so invoices carry it. */
export interface BillingCustomer {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  tax_id: string;
}

/** Where payments happen. The local test-mode provider and Stripe implement the same licence transitions. */
export interface PaymentProvider {
  readonly kind: "local" | "stripe";
  /** Starts a subscription purchase; the browser goes to the returned URL. */
  createCheckout(user: PaymentUser, plan: PaidPlan): Promise<{ redirectUrl: string }>;
  /** Starts the new-account trial (3 days on Basic for $1). */
  createTrialCheckout(user: PaymentUser): Promise<{ redirectUrl: string }>;
  /** Opens the billing portal (invoices, cancellation, payment method). */
  billingPortal(user: PaymentUser): Promise<{ redirectUrl: string }>;
  /** Re-reads the subscription from the provider (POST /v3/license with no_cache), ahead of webhooks. */
  syncLicence(user: PaymentUser): Promise<void>;
  /** Switches the current subscription to a 7-day Professional trial. */
  startProTrial(user: PaymentUser): Promise<void>;
  /**
   * Moves the running subscription to another plan, charging the previewed proration (the route has
   * checked the change with the domain's planChangeRefusal). Refuses with PaymentRefused when the
   * provider declines the payment; the plan is then unchanged.
   */
  changePlan(user: PaymentUser, change: Proration): Promise<void>;
  /** Sends Customer Information to the provider's customer (invoices are addressed with it). */
  updateCustomer(user: PaymentUser, customer: BillingCustomer): Promise<void>;
  /** Provider notifications (Stripe webhooks); answers the HTTP response itself. */
  handleWebhook(req: Request): Promise<Response>;
  /** Mounts the provider's own pages (the local checkout and portal); nothing for Stripe. */
  mount(app: Hono): void;
}
