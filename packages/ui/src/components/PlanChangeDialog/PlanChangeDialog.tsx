import {
  formatLicenceDate,
  PLAN_CHANGE_MESSAGES,
  type Plan,
  type Proration,
  planLabel,
  prorationLines,
} from "@hotshelf/domain";
import { useState } from "react";
import { Banner } from "../Banner";
import { Button } from "../Button";
import { Modal } from "../Dialog";
import { Spinner } from "../Spinner";

/** The preview as the screen has it: being computed, computed, or refused / failed with a text. */
export type PlanChangePreviewState =
  | { status: "loading" }
  | { status: "ready"; proration: Proration }
  | { status: "error"; message: string };

export interface PlanChangeDialogProps {
  /** The plan the user chose. */
  plan: Plan;
  preview: PlanChangePreviewState;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Changes the plan at the previewed amounts; resolve when done (the screen closes the dialog). */
  onConfirm: () => Promise<void>;
  /** Asks for the preview again after an error. */
  onRetry?: () => void;
}

/**
 * The proration preview of a plan change and its confirmation: the credit for the unused time, the
 * new plan's charge and what is due today, then Confirm. A failed change keeps the dialog open with
 * the failure text; nothing is charged then.
 */
export function PlanChangeDialog({
  plan,
  preview,
  isOpen,
  onOpenChange,
  onConfirm,
  onRetry,
}: PlanChangeDialogProps) {
  const [state, setState] = useState<"ask" | "working" | "failed">("ask");
  const confirm = async () => {
    setState("working");
    try {
      await onConfirm();
      setState("ask");
    } catch {
      setState("failed");
    }
  };
  const working = state === "working";
  return (
    <Modal
      title={`Change to ${planLabel(plan)}`}
      isOpen={isOpen}
      isDismissable={!working}
      isKeyboardDismissDisabled={working}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) setState("ask");
      }}
    >
      {({ close }) => (
        <div className="flex flex-col gap-4" data-preview={preview.status} data-state={state}>
          {preview.status === "loading" && <Spinner label="Working out the price" />}
          {preview.status === "error" && (
            <Banner
              tone="danger"
              actions={
                onRetry && (
                  <Button variant="secondary" onPress={onRetry}>
                    Try again
                  </Button>
                )
              }
            >
              {preview.message}
            </Banner>
          )}
          {preview.status === "ready" && <ProrationTable proration={preview.proration} />}
          {state === "failed" && (
            <Banner tone="danger">{PLAN_CHANGE_MESSAGES.changeFailure}</Banner>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onPress={close} isDisabled={working}>
              Cancel
            </Button>
            <Button
              variant="primary"
              isPending={working}
              pendingLabel="Changing plan"
              isDisabled={preview.status !== "ready"}
              onPress={confirm}
            >
              Confirm change
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function ProrationTable({ proration }: { proration: Proration }) {
  const lines = prorationLines(proration);
  const total = lines[lines.length - 1];
  return (
    <>
      <table className="w-full text-sm">
        <caption className="sr-only">Price of the change</caption>
        <tbody>
          {lines.map((line) => (
            <tr
              key={line.label}
              className={line === total ? "border-border border-t text-base" : "text-muted"}
            >
              <th
                scope="row"
                className={`py-1 text-left ${line === total ? "font-semibold" : "font-normal"}`}
              >
                {line.label}
              </th>
              <td
                className={`py-1 text-right tabular-nums ${line === total ? "font-semibold" : ""}`}
              >
                {line.amount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">
        The change applies at once. Your next renewal is on {formatLicenceDate(proration.periodEnd)}
        .
      </p>
    </>
  );
}
