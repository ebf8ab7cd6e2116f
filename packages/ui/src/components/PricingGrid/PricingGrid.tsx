import {
  ACCOUNT_MESSAGES,
  type Billing,
  DEFAULT_PRODUCT_NAME,
  findPlan,
  formatMoney,
  LICENCE_MESSAGES,
  type PlanId,
  PROMOTION,
  plansFor,
} from "@hotshelf/domain";
import { useState } from "react";
import { Banner } from "../Banner";
import { PlanCard } from "../PlanCard";
import { ToggleButton, ToggleButtonGroup } from "../ToggleButtonGroup";

export interface PricingGridProps {
  /**
   * Starts the checkout of a plan. Resolve once the browser is being sent to the payment page (the
   * spinner stays); reject on failure (the spinner clears and the error banner shows).
   */
  onSubscribe: (planId: PlanId) => Promise<void>;
  initialBilling?: Billing;
  product?: string;
}

/** The pricing page's plans: Monthly / Annual toggle, the promotion, the grid and the error banner. */
export function PricingGrid({
  onSubscribe,
  initialBilling = "monthly",
  product = DEFAULT_PRODUCT_NAME,
}: PricingGridProps) {
  const [billing, setBilling] = useState<Billing>(initialBilling);
  const [pendingPlan, setPendingPlan] = useState<PlanId | null>(null);
  const [failed, setFailed] = useState(false);
  const promoPlan = findPlan(PROMOTION.planId)?.name;

  const subscribe = async (planId: PlanId) => {
    setPendingPlan(planId);
    setFailed(false);
    try {
      await onSubscribe(planId);
    } catch {
      setPendingPlan(null);
      setFailed(true);
    }
  };

  return (
    <div className="flex flex-col gap-6" data-billing={billing}>
      <div className="flex justify-center">
        <ToggleButtonGroup
          label="Billing period"
          selectedKeys={[billing]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next === "monthly" || next === "annual") setBilling(next);
          }}
        >
          <ToggleButton id="monthly">Monthly</ToggleButton>
          <ToggleButton id="annual">{LICENCE_MESSAGES.annualToggle}</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <Banner tone="beta" title={`Use code ${PROMOTION.code}`}>
        {formatMoney(PROMOTION.discount)} off your first month of {promoPlan}.
      </Banner>
      {failed && <Banner tone="danger">{ACCOUNT_MESSAGES.checkoutFailure}</Banner>}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {plansFor(billing).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            product={product}
            isFeatured={plan.id.startsWith(PROMOTION.planId)}
            isPending={pendingPlan === plan.id}
            isDisabled={pendingPlan !== null && pendingPlan !== plan.id}
            onSubscribe={subscribe}
          />
        ))}
      </div>
      <p className="text-center text-muted text-sm">
        Promo codes are entered on the payment page after you subscribe.
      </p>
    </div>
  );
}
