import { LICENCE_MESSAGES, PAYMENT_SUCCESS_REDIRECT_MS } from "@hotshelf/domain";
import { Spinner } from "@hotshelf/ui/Spinner";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useServices } from "../../app/services";
import { clearDataStores, refreshLicence } from "../../stores";
import { schedulePaymentEvent } from "./paymentEvents";

/**
 * After a checkout: wait 7.5 s for the payment provider's events to reach the server, then clear the
 * client stores, reload the licence and go to Explore. The analytics event uses the fresh licence.
 */
export function PaymentSuccess() {
  const { api, analytics, config } = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    refreshLicence(api, { force: true })
      .then((licence) => {
        if (licence) schedulePaymentEvent(analytics, licence, search, config.beta);
      })
      .catch((error: unknown) => console.error("The licence could not be loaded:", error));
    const timer = setTimeout(() => {
      clearDataStores();
      refreshLicence(api, { force: true }).catch((error: unknown) =>
        console.error("The licence could not be loaded:", error),
      );
      void navigate("/explore/products");
    }, PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [api, analytics, config.beta, navigate, search]);

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="sr-only">Payment Success</h1>
      <Spinner size="lg" label="Upgrading your account" />
      <p className="max-w-md">{LICENCE_MESSAGES.paymentSuccessWait}</p>
    </div>
  );
}
