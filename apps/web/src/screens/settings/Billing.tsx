import { BillingStatus } from "@hotshelf/ui/BillingStatus";
import { useManageSubscription } from "../../layouts/useManageSubscription";
import { LoadingLicence } from "../account/LoadingLicence";
import { useLicence } from "../account/useLicence";

export function Billing() {
  const licence = useLicence();
  const manage = useManageSubscription();
  if (!licence) return <LoadingLicence />;
  return (
    <BillingStatus
      licence={licence}
      nowMs={Date.now()}
      onManageSubscription={async () => {
        await manage();
      }}
    />
  );
}
