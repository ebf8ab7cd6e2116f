import { fillTemplate, formatLicenceDate, LICENCE_MESSAGES } from "@hotshelf/domain";
import { useState } from "react";
import { Button } from "../Button";
import { Modal } from "../Dialog";
import { LinkButton } from "../LinkButton";

export interface LicenceExpiredOverlayProps {
  /** The licence's `expires` (epoch seconds). */
  expires: number;
  /** Opens the payment provider's portal to renew (Manage Subscription). */
  onRenew: () => void | Promise<void>;
  pricingHref?: string;
}

/**
 * The blocking overlay for an expired licence (not a new account). It cannot be dismissed: the way out
 * is renewing or picking a plan on the pricing page (a route that skips the overlays).
 */
export function LicenceExpiredOverlay({
  expires,
  onRenew,
  pricingHref = "/pricing",
}: LicenceExpiredOverlayProps) {
  const [isRenewing, setRenewing] = useState(false);
  return (
    <Modal
      title={LICENCE_MESSAGES.licenceExpired}
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
    >
      <div className="flex flex-col gap-4" data-overlay="license-expired">
        <p>{fillTemplate(LICENCE_MESSAGES.expiredOn, { date: formatLicenceDate(expires) })}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <LinkButton href={pricingHref} variant="secondary">
            View Pricing
          </LinkButton>
          <Button
            isPending={isRenewing}
            pendingLabel="Opening subscription management"
            onPress={async () => {
              setRenewing(true);
              try {
                await onRenew();
              } finally {
                setRenewing(false);
              }
            }}
          >
            Renew Subscription
          </Button>
        </div>
      </div>
    </Modal>
  );
}
