import {
  billingView,
  fillTemplate,
  formatLicenceDate,
  LICENCE_MESSAGES,
  type Licence,
  licencePlanName,
} from "@hotshelf/domain";
import { useId, useState } from "react";
import { Button } from "../Button";

export interface BillingStatusProps {
  licence: Licence;
  nowMs: number;
  /** Opens the payment provider's portal; a failure sets a flag the page does not show (000 §8). */
  onManageSubscription: () => void | Promise<void>;
}

/** The Billing tab: an expired licence first, then canceled, past due, paid or the plain details. */
export function BillingStatus({ licence, nowMs, onManageSubscription }: BillingStatusProps) {
  const [isOpening, setOpening] = useState(false);
  const headingId = useId();
  const view = billingView(licence, nowMs);
  const plan = licencePlanName(licence);
  const expiresOn = formatLicenceDate(licence.expires);
  const renewsOn = formatLicenceDate(licence.renewal_time ?? licence.expires);

  const message = {
    expired: fillTemplate(LICENCE_MESSAGES.billingExpired, { plan }),
    canceled: `Your ${plan} license will expire on ${expiresOn}. You will not be billed again.`,
    past_due: `The last payment for your ${plan} license failed. Your account is still active, and the payment will be retried automatically.`,
    paid: `Your ${plan} license renews on ${renewsOn}.`,
    details: `Your plan: ${plan}. Your license is valid until ${expiresOn}.`,
  }[view];

  return (
    <section
      aria-labelledby={headingId}
      data-view={view}
      className="flex flex-col gap-4 rounded-xl border border-border bg-raised p-6 text-fg"
    >
      <h2 id={headingId} className="font-semibold text-lg">
        Subscription
      </h2>
      <p className={view === "expired" || view === "past_due" ? "font-medium text-danger" : ""}>
        {message}
      </p>
      <div>
        <Button
          isPending={isOpening}
          pendingLabel="Opening subscription management"
          onPress={async () => {
            setOpening(true);
            try {
              await onManageSubscription();
            } finally {
              setOpening(false);
            }
          }}
        >
          Manage Subscription
        </Button>
      </div>
    </section>
  );
}
