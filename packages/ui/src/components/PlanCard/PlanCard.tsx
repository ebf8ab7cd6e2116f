import { DEFAULT_PRODUCT_NAME, formatMoney, type Plan, type PlanId } from "@hotshelf/domain";
import { cva } from "class-variance-authority";
import { useId } from "react";
import { Button } from "../Button";

export const planCard = cva(
  [
    // layout
    "flex flex-col gap-4 rounded-xl border p-6",
    // colour
    "bg-raised text-fg",
  ],
  {
    variants: {
      isFeatured: { true: ["border-brand border-2"], false: ["border-border"] },
    },
    defaultVariants: { isFeatured: false },
  },
);

export interface PlanCardProps {
  plan: Plan;
  onSubscribe: (planId: PlanId) => void;
  /** This plan's checkout is starting: its button shows a spinner. */
  isPending?: boolean;
  /** Another plan's checkout is starting: every button is disabled. */
  isDisabled?: boolean;
  isFeatured?: boolean;
  product?: string;
}

/** One plan of the pricing grid: name, price (annual ones against a struck-through price), features. */
export function PlanCard({
  plan,
  onSubscribe,
  isPending = false,
  isDisabled = false,
  isFeatured = false,
  product = DEFAULT_PRODUCT_NAME,
}: PlanCardProps) {
  const period = plan.billing === "annual" ? "year" : "month";
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={planCard({ isFeatured })} data-plan={plan.id}>
      <h3 id={headingId} className="font-semibold text-xl">
        {plan.name}
      </h3>
      <p className="flex items-baseline gap-2">
        {plan.strikePrice !== null && (
          <s className="text-muted">
            <span className="sr-only">Regular price </span>
            {formatMoney(plan.strikePrice)}
          </s>
        )}
        <span className="font-bold text-3xl">{formatMoney(plan.price)}</span>
        <span className="text-muted">per {period}</span>
      </p>
      <ul className="flex flex-1 flex-col gap-1 text-sm">
        {plan.unlimitedTrackedStores ? (
          <li>
            <s className="text-muted">
              <span className="sr-only">Was </span>
              {plan.trackedStoreCap}
            </s>{" "}
            Unlimited tracked stores
          </li>
        ) : (
          <li>{plan.trackedStoreCap} tracked stores</li>
        )}
        <li>Explore products and shops</li>
        <li>Shop and product collections</li>
        {plan.includesAds && <li>{product} Ads included</li>}
      </ul>
      <Button
        variant={isFeatured ? "primary" : "secondary"}
        isPending={isPending}
        pendingLabel="Subscribing"
        isDisabled={isDisabled}
        aria-label={`Subscribe to ${plan.name}`}
        onPress={() => onSubscribe(plan.id)}
      >
        Subscribe
      </Button>
    </section>
  );
}
