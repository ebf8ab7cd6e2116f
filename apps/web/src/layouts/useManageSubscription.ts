import { useCallback } from "react";
import { useServices } from "../app/services";

/**
 * Opens the payment provider's portal (GET /stripe/manage, then the browser goes to redirect_url).
 * The spec sets an error flag that is never shown; returning false lets a screen decide.
 */
export function useManageSubscription(): () => Promise<boolean> {
  const { api, navigateAway } = useServices();
  return useCallback(async () => {
    try {
      const { redirect_url } = await api.stripeManage();
      navigateAway(redirect_url);
      return true;
    } catch (error) {
      console.error("Manage Subscription failed:", error);
      return false;
    }
  }, [api, navigateAway]);
}
