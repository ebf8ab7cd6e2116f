import { matchRoute, shouldRedirectToTrial } from "@hotshelf/domain";
import { AppNavbar } from "@hotshelf/ui/AppNavbar";
import { CardNavigationProvider } from "@hotshelf/ui/CardNavigation";
import { ScrollToTop } from "@hotshelf/ui/ScrollToTop";
import { useDeferredValue, useMemo } from "react";
import { Navigate, useLoaderData, useLocation } from "react-router-dom";
import { useSnapshot } from "valtio";
import { useServices } from "../app/services";
import { useHydrated } from "../hooks/useHydrated";
import { useSettled } from "../hooks/useSettled";
import { useSignOut } from "../hooks/useSignOut";
import { licenceStore, sessionStore, setThemePreference, themeStore } from "../stores";
import { PageShell } from "./AppShell";
import { CompareTray, useCompareBarShown } from "./CompareTray";
import { KeyboardShortcuts } from "./KeyboardShortcuts";
import { LicenceOverlay } from "./LicenceOverlay";
import { PageTransition } from "./PageTransition";
import type { SignedInData } from "./signedInData";

/**
 * The signed-in area (behind the route guard): navbar, the page, scroll-to-top, the overlays and the
 * keyboard shortcuts. The guard does not wait for the licence; until the first one is in, the frame
 * shows with the page's shell in place of the page (the licence may send a new account to Trial or
 * put an overlay over it), while the page's own first call is already on its way.
 */
export function SignedInLayout() {
  const guard = useLoaderData() as SignedInData | undefined;
  const services = useServices();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const { email } = useSnapshot(sessionStore);
  const { licence } = useSnapshot(licenceStore);
  const { preference: theme } = useSnapshot(themeStore);
  const { route } = matchRoute(pathname);
  const comparing = useCompareBarShown(pathname);
  // The page mounts in a background render once the licence is in: a store update renders at once
  // and whole, and would hold the main thread for the page's whole first render.
  const licenceKnown = useDeferredValue(
    useSettled(guard?.licenceLoaded ?? null) || licence !== null,
  );
  const hydrated = useHydrated();
  // The same element on every render: when `hydrated` turns true right after hydration, React
  // updates the fieldset alone instead of rendering the whole page again in one blocking task.
  const page = useMemo(() => <PageTransition />, []);

  if (shouldRedirectToTrial(licence, route)) return <Navigate to="/trial" replace />;

  return (
    <CardNavigationProvider>
      <div className="flex min-h-screen flex-col bg-surface text-fg">
        {/* Explore comes rendered from the server with the user's results. Until React has taken
            it over, its buttons and fields are disabled (a press would do nothing); links work.
            The fieldset adds no box and no role. */}
        <fieldset disabled={!hydrated} role="none" className="contents">
          <AppNavbar
            email={email}
            currentPath={pathname}
            product={services.config.productName}
            {...(services.config.links.legacySite && {
              legacySiteHref: services.config.links.legacySite,
            })}
            onSignOut={() => void signOut()}
            theme={theme}
            onThemeChange={setThemePreference}
          />
          {/* Room below the page for the compare bar, so it covers none of it. */}
          <main
            className={`flex flex-1 flex-col ${comparing ? "pb-20" : ""}`}
            aria-busy={licenceKnown ? undefined : true}
          >
            {licenceKnown ? page : <PageShell route={route} />}
          </main>
        </fieldset>
        <ScrollToTop raised={comparing} />
        <LicenceOverlay route={route} />
        {comparing && <CompareTray />}
        <KeyboardShortcuts />
      </div>
    </CardNavigationProvider>
  );
}
