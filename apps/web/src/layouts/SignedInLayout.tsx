import { matchRoute, shouldRedirectToTrial } from "@hotshelf/domain";
import { AppNavbar } from "@hotshelf/ui/AppNavbar";
import { ScrollToTop } from "@hotshelf/ui/ScrollToTop";
import { Navigate, useLocation } from "react-router-dom";
import { useSnapshot } from "valtio";
import { useServices } from "../app/services";
import { useSignOut } from "../auth/useSignOut";
import { licenceStore, sessionStore } from "../stores";
import { LicenceOverlay } from "./LicenceOverlay";
import { PageTransition } from "./PageTransition";

export const LEGACY_SITE_URL =
  import.meta.env.VITE_LEGACY_SITE_URL ?? "https://legacy.hotshelf.example/";

/** The signed-in area (behind the route guard): navbar, the page, scroll-to-top and the overlays. */
export function SignedInLayout() {
  const services = useServices();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const { email } = useSnapshot(sessionStore);
  const { licence } = useSnapshot(licenceStore);
  const { route } = matchRoute(pathname);

  if (shouldRedirectToTrial(licence, route)) return <Navigate to="/trial" replace />;

  return (
    <div className="flex min-h-screen flex-col bg-surface text-fg">
      <AppNavbar
        email={email}
        currentPath={pathname}
        product={services.config.productName}
        legacySiteHref={LEGACY_SITE_URL}
        onSignOut={() => void signOut()}
      />
      <main className="flex flex-1 flex-col">
        <PageTransition />
      </main>
      <ScrollToTop />
      <LicenceOverlay route={route} />
    </div>
  );
}
