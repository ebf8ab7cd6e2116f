import { DEFAULT_PRODUCT_NAME, fillTemplate, LICENCE_MESSAGES } from "@hotshelf/domain";
import { Modal } from "../Dialog";
import { LinkButton } from "../LinkButton";

export interface CannotUseOverlayProps {
  /** The plan's display name (domain planDisplayName). */
  plan: string;
  product?: string;
  billingHref?: string;
  supportHref?: string;
}

/** Blocks the main tool for a plan without can_{product} when the Pro trial was already used. */
export function CannotUseOverlay({
  plan,
  product = DEFAULT_PRODUCT_NAME,
  billingHref = "/settings/billing",
  supportHref = "/support",
}: CannotUseOverlayProps) {
  return (
    <Modal title="Plan Upgrade Required" isOpen isDismissable={false} isKeyboardDismissDisabled>
      <div className="flex flex-col gap-4" data-overlay="cannot-use">
        <p>{fillTemplate(LICENCE_MESSAGES.planRestricted, { product, plan })}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <LinkButton href={supportHref} variant="ghost">
            Contact Support
          </LinkButton>
          <LinkButton href={billingHref} variant="primary">
            Manage Billing
          </LinkButton>
        </div>
      </div>
    </Modal>
  );
}
