import {
  DEFAULT_PRODUCT_NAME,
  fillTemplate,
  formatMoney,
  LICENCE_MESSAGES,
  PRO_TRIAL,
} from "@hotshelf/domain";
import { useState } from "react";
import { Button } from "../Button";
import { Modal } from "../Dialog";
import { LinkButton } from "../LinkButton";

export type ProTrialView = "offer" | "working" | "failed";

export interface ProTrialUpgradeOverlayProps {
  /** The current plan's display name. */
  plan: string;
  product?: string;
  /** Starts the Pro trial; resolve on success (the app goes to Payment Success), reject on failure. */
  onStartTrial: () => Promise<void>;
  onManageSubscription: () => void;
  supportHref?: string;
  /** The view to start in (stories show each one). */
  initialView?: ProTrialView;
}

/**
 * Offered when the plan lacks can_{product} and the Pro trial is unused: a 7-day Pro trial. A failure
 * shows the coupon offer, Manage Subscription and a support contact.
 */
export function ProTrialUpgradeOverlay({
  plan,
  product = DEFAULT_PRODUCT_NAME,
  onStartTrial,
  onManageSubscription,
  supportHref = "/support",
  initialView = "offer",
}: ProTrialUpgradeOverlayProps) {
  const [view, setView] = useState<ProTrialView>(initialView);
  const start = async () => {
    setView("working");
    try {
      await onStartTrial();
    } catch {
      setView("failed");
    }
  };

  return (
    <Modal title={`Try ${product} Pro`} isOpen isDismissable={false} isKeyboardDismissDisabled>
      <div className="flex flex-col gap-4" data-overlay="pro-trial" data-view={view}>
        <p>{fillTemplate(LICENCE_MESSAGES.planRestricted, { product, plan })}</p>
        {view === "failed" ? (
          <>
            <p role="alert" className="font-medium text-danger">
              {LICENCE_MESSAGES.proTrialFailure}
            </p>
            <p className="text-sm">
              You can still upgrade with a coupon code for {formatMoney(PRO_TRIAL.couponDiscount)}{" "}
              off your first month. Manage your subscription to upgrade, or contact support and we
              will help.
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <LinkButton href={supportHref} variant="ghost">
                Contact Support
              </LinkButton>
              <Button onPress={onManageSubscription}>Manage Subscription</Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm">
              Start a free {PRO_TRIAL.days}-day trial of {product} Pro, with {product} Ads included.
              After the trial it is {formatMoney(PRO_TRIAL.thenMonthly)} per month; the time left on
              your current plan reduces your first month.
            </p>
            <div className="flex justify-end">
              <Button
                isPending={view === "working"}
                pendingLabel="Starting your trial"
                onPress={start}
              >
                Start Pro Trial
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
