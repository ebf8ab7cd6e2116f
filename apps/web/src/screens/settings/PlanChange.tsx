import { ApiError } from "@hotshelf/api/client";
import {
  canChangePlan,
  findPlan,
  type Licence,
  PLAN_CHANGE_MESSAGES,
  type Plan,
  type PlanId,
  planChangeErrorText,
  planLabel,
} from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { PlanChangeDialog, type PlanChangePreviewState } from "@hotshelf/ui/PlanChangeDialog";
import { PlanChangeOptions } from "@hotshelf/ui/PlanChangeOptions";
import { useRef, useState } from "react";
import { useData } from "../../hooks/useData";
import { setLicence } from "../../stores";

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : null);

/**
 * Change plan, on Billing and on Pricing: the plans this subscription can move up to, the proration
 * preview of the chosen one, and the change; the licence the server answers replaces the loaded one,
 * so the app shows the new plan's features at once. Nothing shows for a licence that cannot change.
 */
export function PlanChange({ licence }: { licence: Licence }) {
  const { account } = useData();
  const [target, setTarget] = useState<Plan | null>(null);
  const [preview, setPreview] = useState<PlanChangePreviewState>({ status: "loading" });
  const [changedTo, setChangedTo] = useState<string | null>(null);
  // Only the newest preview request may fill the dialog (the user may switch plans quickly).
  const latest = useRef(0);

  if (!canChangePlan(licence, Date.now()) && changedTo === null) return null;

  const loadPreview = async (planId: PlanId) => {
    const request = ++latest.current;
    setPreview({ status: "loading" });
    try {
      const proration = await account.previewPlanChange(planId);
      if (request === latest.current) setPreview({ status: "ready", proration });
    } catch (error) {
      if (request !== latest.current) return;
      setPreview({
        status: "error",
        message: planChangeErrorText(reasonOf(error), PLAN_CHANGE_MESSAGES.previewFailure),
      });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {changedTo && <Banner tone="info">Your plan is now {changedTo}.</Banner>}
      {canChangePlan(licence, Date.now()) && (
        <PlanChangeOptions
          currentPlan={licence.plan_name}
          onChoose={(planId) => {
            setTarget(findPlan(planId) ?? null);
            void loadPreview(planId);
          }}
        />
      )}
      {target && (
        <PlanChangeDialog
          plan={target}
          preview={preview}
          isOpen
          onOpenChange={(open) => {
            if (!open) {
              latest.current += 1;
              setTarget(null);
            }
          }}
          onRetry={() => void loadPreview(target.id)}
          onConfirm={async () => {
            if (preview.status !== "ready") return;
            setLicence(await account.changePlan(target.id, preview.proration.proratedAt));
            setChangedTo(planLabel(target));
            setTarget(null);
          }}
        />
      )}
    </div>
  );
}
