import { ACCOUNT_MESSAGES } from "@hotshelf/domain";
import { useState } from "react";
import { Banner } from "../Banner";
import { Button } from "../Button";
import { Modal } from "../Dialog";

export interface DeleteAccountConfirmProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Deletes the account; on success the app logs the user out. Reject on failure. */
  onDelete: () => Promise<void>;
}

/** Confirms account deletion. The failure text shows only after a failure (see docs/decisions.md). */
export function DeleteAccountConfirm({
  isOpen,
  onOpenChange,
  onDelete,
}: DeleteAccountConfirmProps) {
  const [state, setState] = useState<"ask" | "working" | "error">("ask");
  const remove = async () => {
    setState("working");
    try {
      await onDelete();
    } catch {
      setState("error");
    }
  };
  return (
    <Modal
      title="Delete Account?"
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      isDismissable={state !== "working"}
      isKeyboardDismissDisabled={state === "working"}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) setState("ask");
      }}
    >
      {({ close }) => (
        <div className="flex flex-col gap-4" data-state={state}>
          <p>
            This permanently deletes your account with its collections, filter sets and tracked
            shops. It cannot be undone.
          </p>
          {state === "error" && <Banner tone="danger">{ACCOUNT_MESSAGES.deleteFailure}</Banner>}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onPress={close} isDisabled={state === "working"}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isPending={state === "working"}
              pendingLabel="Deleting"
              onPress={remove}
            >
              Delete Account
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
