import { BillingStatus } from "@hotshelf/ui/BillingStatus";
import { useManageSubscription } from "../../layouts/useManageSubscription";
import { LoadingLicence } from "../account/LoadingLicence";
import { useLicence } from "../account/useLicence";
import { PlanChange } from "./PlanChange";

export function Billing() {
  const licence = useLicence();
  const manage = useManageSubscription();
  if (!licence) return <LoadingLicence />;
  return (
    <div className="flex flex-col gap-6">
      <BillingStatus
        licence={licence}
        nowMs={Date.now()}
        onManageSubscription={async () => {
          await manage();
        }}
      />
      <PlanChange licence={licence} />
    </div>
  );
}
