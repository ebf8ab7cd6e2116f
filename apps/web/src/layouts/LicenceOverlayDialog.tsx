import { type Licence, type LicenceOverlay, licencePlanName } from "@hotshelf/domain";
import { CannotUseOverlay } from "@hotshelf/ui/CannotUseOverlay";
import { LicenseExpiredOverlay } from "@hotshelf/ui/LicenseExpiredOverlay";
import { PastDueOverlay } from "@hotshelf/ui/PastDueOverlay";
import { ProTrialUpgradeOverlay } from "@hotshelf/ui/ProTrialUpgradeOverlay";
import { useNavigate } from "react-router-dom";
import { useServices } from "../app/services";
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
  const { api, config } = useServices();
  const navigate = useNavigate();
  const manage = useManageSubscription();
  const plan = licencePlanName(licence);
  switch (overlay) {
    case "expired":
      return <LicenseExpiredOverlay expires={licence.expires} onRenew={() => void manage()} />;
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
            const { success } = await api.licenseUpgradeProTrial();
            if (!success) throw new Error("The Pro trial was refused.");
            await navigate("/payment-success?trial=true");
          }}
        />
      );
  }
}
