import { SignedOutLayout } from "@hotshelf/ui/SignedOutLayout";
import { useServices } from "../app/services";
import { useHydrated } from "../hooks/useHydrated";
import { PageTransition } from "./PageTransition";

export const MARKETING_SITE_URL = import.meta.env.VITE_MARKETING_SITE_URL ?? "/";

/** The signed-out area: Login, Register, Forgot Password, Contact, Terms, the winners page, 404. */
export function PublicLayout() {
  const { config } = useServices();
  const hydrated = useHydrated();
  return (
    <SignedOutLayout product={config.productName} marketingHref={MARKETING_SITE_URL}>
      {/* These pages come rendered from the server. Until React has taken one over, its fields and
          buttons are disabled: typing would be lost, and Enter would send a form natively (the
          password in the URL). Links work throughout. The fieldset adds no box and no role. */}
      <fieldset disabled={!hydrated} role="none" className="contents">
        <PageTransition />
      </fieldset>
    </SignedOutLayout>
  );
}
