import {
  ACCOUNT_MESSAGES,
  findPlan,
  formatMoney,
  isTrialEligible,
  NEW_USER_TRIAL,
} from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { Button } from "@hotshelf/ui/Button";
import { Link } from "@hotshelf/ui/Link";
import { useState } from "react";
import { useServices } from "../../app/services";
import { useData } from "../../hooks/useData";
import { LoadingLicence } from "./LoadingLicence";
import { useLicence } from "./useLicence";

const FEATURES = [
  "Explore Search",
  "Unlimited tracked stores",
  "Staff-picked trending shops",
  "Collections",
  "24/7 support",
];

/** The new-account trial: 3 days of Basic for $1, started through the payment provider's checkout. */
export function Trial() {
  const { config, navigateAway } = useServices();
  const { account } = useData();
  const licence = useLicence();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!licence) return <LoadingLicence />;

  if (!isTrialEligible(licence)) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-10">
        <h1 className="font-semibold text-2xl">Trial</h1>
        <p>Only new accounts qualify for the trial.</p>
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link href="/pricing">Pricing</Link>
          </li>
          <li>
            <Link href="/settings/billing">Billing</Link>
          </li>
          <li>
            <Link href="/explore/products">Explore Products</Link>
          </li>
        </ul>
      </div>
    );
  }

  const plan = findPlan(NEW_USER_TRIAL.planId)?.name ?? "Basic";
  const start = async () => {
    setStarting(true);
    setFailed(false);
    try {
      navigateAway(await account.newUserTrialUrl());
    } catch {
      setStarting(false);
      setFailed(true);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="font-semibold text-3xl">
        Try {config.productName} for {NEW_USER_TRIAL.days} days for{" "}
        {formatMoney(NEW_USER_TRIAL.price)}
      </h1>
      {failed && <Banner tone="danger">{ACCOUNT_MESSAGES.checkoutFailure}</Banner>}
      <section
        aria-labelledby="trial-features"
        className="rounded-xl border border-border bg-raised p-6"
      >
        <h2 id="trial-features" className="font-semibold text-lg">
          Everything in {plan}
        </h2>
        <ul className="mt-3 list-inside list-disc space-y-1">
          {FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>
      <div>
        <Button size="lg" isPending={starting} pendingLabel="Starting your trial" onPress={start}>
          Get Started
        </Button>
      </div>
      <p className="text-muted text-sm">
        After {NEW_USER_TRIAL.days} days the trial converts to {plan} billing at $
        {NEW_USER_TRIAL.thenMonthly} USD per month. You can cancel during the trial without being
        charged. No additional discounts apply to the trial.
      </p>
    </div>
  );
}
