import {
  formatMoney,
  PLAN_CHANGE_MESSAGES,
  type PlanId,
  planLabel,
  upgradeOptions,
} from "@hotshelf/domain";
import { useId } from "react";
import { Button } from "../Button";

export interface PlanChangeOptionsProps {
  /** The licence's current plan (plan_1, plan_1_annual, ...). */
  currentPlan: string;
  /** Opens the preview of a change to this plan. */
  onChoose: (planId: PlanId) => void;
}

/**
 * The plans a running subscription can move up to (larger, or annual), each with a Change button;
 * moving down is explained, not offered (docs/decisions.md).
 */
export function PlanChangeOptions({ currentPlan, onChoose }: PlanChangeOptionsProps) {
  const headingId = useId();
  const options = upgradeOptions(currentPlan);
  return (
    <section
      aria-labelledby={headingId}
      id="change-plan"
      className="flex flex-col gap-4 rounded-xl border border-border bg-raised p-6 text-fg"
    >
      <h2 id={headingId} className="font-semibold text-lg">
        {PLAN_CHANGE_MESSAGES.changePlan}
      </h2>
      {options.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border">
          {options.map((plan) => (
            <li key={plan.id} data-plan={plan.id} className="flex items-center gap-4 py-3">
              <div className="flex flex-1 flex-col">
                <span className="font-medium">{planLabel(plan)}</span>
                <span className="text-muted text-sm">
                  {formatMoney(plan.price)} per {plan.billing === "annual" ? "year" : "month"}
                  {plan.includesAds ? ", ads included" : ""}
                </span>
              </div>
              <Button variant="secondary" onPress={() => onChoose(plan.id)}>
                Change to {planLabel(plan)}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>There is no larger plan to move to.</p>
      )}
      <p className="text-muted text-sm">{PLAN_CHANGE_MESSAGES.downgradeNote}</p>
    </section>
  );
}
