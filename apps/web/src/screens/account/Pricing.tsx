import { canOfferPricing, LICENCE_MESSAGES } from "@hotshelf/domain";
import { Link } from "@hotshelf/ui/Link";
import { PricingGrid } from "@hotshelf/ui/PricingGrid";
import { useServices } from "../../app/services";
import { useData } from "../../hooks/useData";
import { PlanChange } from "../settings/PlanChange";
import { LoadingLicence } from "./LoadingLicence";
import { PricingFaq } from "./PricingFaq";
import { useLicence } from "./useLicence";

export function Pricing() {
  const { config, navigateAway } = useServices();
  const { account } = useData();
  const licence = useLicence();
  if (!licence) return <LoadingLicence />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <h1 className="font-semibold text-2xl">Pricing</h1>
      {canOfferPricing(licence, Date.now()) ? (
        <>
          <section aria-labelledby="plans-title" className="flex flex-col gap-4">
            <h2 id="plans-title" className="font-semibold text-xl">
              Plans
            </h2>
            <PricingGrid
              product={config.productName}
              onSubscribe={async (planId) => {
                navigateAway(await account.checkoutUrl(planId));
              }}
            />
          </section>
          <PricingFaq />
        </>
      ) : (
        <>
          <p>
            {LICENCE_MESSAGES.alreadyPaid} <Link href="/settings/billing">Billing</Link>
          </p>
          <PlanChange licence={licence} />
        </>
      )}
    </div>
  );
}
