import type { ServerConfig } from "../config";
import type { Db } from "../db/types";
import { createLocalPayments } from "./local";
import { createStripePayments } from "./stripe";
import type { PaymentProvider } from "./types";

export * from "./types";

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the local test-mode provider. */
export function createPaymentProvider(config: ServerConfig, db: Db): PaymentProvider {
  if (config.stripe) {
    return createStripePayments({ db, config: config.stripe, publicOrigin: config.publicOrigin });
  }
  return createLocalPayments({
    db,
    publicOrigin: config.publicOrigin,
    productName: config.productName,
  });
}
