import { fillTemplate, LICENCE_MESSAGES } from "@hotshelf/domain";
import { Button } from "../Button";
import { Modal } from "../Dialog";

/** The spec only paraphrases this note (000 §8); the wording is ours. */
export const PAST_DUE_NOTE =
  "We were unable to collect payment for your subscription. Your account is still active and your stores are still being tracked. Please update your payment details to keep your access.";

export interface PastDueOverlayProps {
  /** The plan's display name (domain planDisplayName). */
  plan: string;
  onManageSubscription: () => void;
  /** The account stays active, so the user may close the notice. */
  onDismiss: () => void;
}

/** Past-due notice: the licence is in its grace period; the account stays active. */
export function PastDueOverlay({ plan, onManageSubscription, onDismiss }: PastDueOverlayProps) {
  return (
    <Modal title="Payment Past Due" isOpen onOpenChange={(open) => !open && onDismiss()}>
      {({ close }) => (
        <div className="flex flex-col gap-4" data-overlay="past-due">
          <p className="font-medium">{fillTemplate(LICENCE_MESSAGES.pastDue, { plan })}</p>
          <p className="text-muted text-sm">{PAST_DUE_NOTE}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onPress={close}>
              Remind Me Later
            </Button>
            <Button onPress={onManageSubscription}>Manage Subscription</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
