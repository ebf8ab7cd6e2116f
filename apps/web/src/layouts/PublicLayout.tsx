import { SignedOutLayout } from "@hotshelf/ui/SignedOutLayout";
import { useServices } from "../app/services";
import { PageTransition } from "./PageTransition";

export const MARKETING_SITE_URL = import.meta.env.VITE_MARKETING_SITE_URL ?? "/";

/** The signed-out area: Login, Register, Forgot Password, Contact, Terms, the winners page, 404. */
export function PublicLayout() {
  const { config } = useServices();
  return (
    <SignedOutLayout product={config.productName} marketingHref={MARKETING_SITE_URL}>
      <PageTransition />
    </SignedOutLayout>
  );
}
