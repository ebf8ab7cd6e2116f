import { useCallback } from "react";
import { useServices } from "../app/services";
import { useData } from "../hooks/useData";

/**
 * Opens the payment provider's portal (GET /stripe/manage, then the browser goes to redirect_url).
 * The spec sets an error flag that is never shown; returning false lets a screen decide.
 */
export function useManageSubscription(): () => Promise<boolean> {
  const { navigateAway } = useServices();
  const { account } = useData();
  return useCallback(async () => {
    try {
      navigateAway(await account.billingPortalUrl());
      return true;
    } catch (error) {
      console.error("Manage Subscription failed:", error);
      return false;
    }
  }, [account, navigateAway]);
}
