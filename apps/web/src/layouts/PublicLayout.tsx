import { SignedOutLayout } from "@hotshelf/ui/SignedOutLayout";
import { useMemo } from "react";
import { useServices } from "../app/services";
import { useHydrated } from "../hooks/useHydrated";
import { PageTransition } from "./PageTransition";

export const MARKETING_SITE_URL = import.meta.env.VITE_MARKETING_SITE_URL ?? "/";

/** The signed-out area: Login, Register, Forgot Password, Contact, Terms, the winners page, 404. */
export function PublicLayout() {
  const { config } = useServices();
  const hydrated = useHydrated();
  // The same element on every render: when `hydrated` turns true right after hydration, React
  // updates the fieldset alone instead of rendering the whole page again in one blocking task.
  const page = useMemo(() => <PageTransition />, []);
  return (
    <SignedOutLayout product={config.productName} marketingHref={MARKETING_SITE_URL}>
      {/* These pages come rendered from the server. Until React has taken one over, its fields and
          buttons are disabled: typing would be lost, and Enter would send a form natively (the
          password in the URL). Links work throughout. The fieldset adds no box and no role. */}
      <fieldset disabled={!hydrated} role="none" className="contents">
        {page}
      </fieldset>
    </SignedOutLayout>
  );
}
