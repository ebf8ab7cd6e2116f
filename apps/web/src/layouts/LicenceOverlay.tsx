import { decideOverlay, licencePlanName, type RouteFlags } from "@hotshelf/domain";
import { CannotUseOverlay } from "@hotshelf/ui/CannotUseOverlay";
import { LicenseExpiredOverlay } from "@hotshelf/ui/LicenseExpiredOverlay";
import { PastDueOverlay } from "@hotshelf/ui/PastDueOverlay";
import { ProTrialUpgradeOverlay } from "@hotshelf/ui/ProTrialUpgradeOverlay";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSnapshot } from "valtio";
import { useServices } from "../app/services";
import { licenceStore } from "../stores";
import { useManageSubscription } from "./useManageSubscription";

/** The blocking overlay the domain picks for the licence and the route (000 §4), if any. */
export function LicenceOverlay({ route }: { route: RouteFlags }) {
  const { licence } = useSnapshot(licenceStore);
  const { api, config } = useServices();
  const navigate = useNavigate();
  const manage = useManageSubscription();
  // Past due keeps the account active, so its notice may be put away for the rest of the visit.
  const [pastDueDismissed, setPastDueDismissed] = useState(false);

  if (!licence) return null;
  // The wire's can_hotshelf keeps its name when the product is renamed, so the rule reads the default key.
  const overlay = decideOverlay(licence, route, Date.now());
  const plan = licencePlanName(licence);
  switch (overlay) {
    case "expired":
      return <LicenseExpiredOverlay expires={licence.expires} onRenew={() => void manage()} />;
    case "past_due":
      return pastDueDismissed ? null : (
        <PastDueOverlay
          plan={plan}
          onManageSubscription={() => void manage()}
          onDismiss={() => setPastDueDismissed(true)}
        />
      );
    case "cannot_use":
      return <CannotUseOverlay plan={plan} product={config.productName} />;
    case "pro_trial_upgrade":
      return (
        <ProTrialUpgradeOverlay
          plan={plan}
          product={config.productName}
          onManageSubscription={() => void manage()}
          onStartTrial={async () => {
            const { success } = await api.licenseUpgradeProTrial();
            if (!success) throw new Error("The Pro trial was refused.");
            await navigate("/payment-success?trial=true");
          }}
        />
      );
    default:
      return null;
  }
}
