import { type Licence, type LicenceOverlay, licencePlanName } from "@hotshelf/domain";
import { CannotUseOverlay } from "@hotshelf/ui/CannotUseOverlay";
import { LicenceExpiredOverlay } from "@hotshelf/ui/LicenceExpiredOverlay";
import { PastDueOverlay } from "@hotshelf/ui/PastDueOverlay";
import { ProTrialUpgradeOverlay } from "@hotshelf/ui/ProTrialUpgradeOverlay";
import { useNavigate } from "react-router-dom";
import { useServices } from "../app/services";
import { useData } from "../hooks/useData";
import { useManageSubscription } from "./useManageSubscription";

export interface LicenceOverlayDialogProps {
  overlay: LicenceOverlay;
  licence: Licence;
  onDismissPastDue: () => void;
}

/**
 * The overlay LicenceOverlay decided on, drawn. Its own chunk: most visits show none, so the
 * signed-in shell loads these components only when the licence calls for one.
 */
export function LicenceOverlayDialog({
  overlay,
  licence,
  onDismissPastDue,
}: LicenceOverlayDialogProps) {
  const { config } = useServices();
  const { account } = useData();
  const navigate = useNavigate();
  const manage = useManageSubscription();
  const plan = licencePlanName(licence);
  switch (overlay) {
    case "expired":
      return <LicenceExpiredOverlay expires={licence.expires} onRenew={() => void manage()} />;
    case "past_due":
      return (
        <PastDueOverlay
          plan={plan}
          onManageSubscription={() => void manage()}
          onDismiss={onDismissPastDue}
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
            if (!(await account.upgradeToProTrial())) throw new Error("The Pro trial was refused.");
            await navigate("/payment-success?trial=true");
          }}
        />
      );
  }
}
