import { matchRoute, pageTitle } from "@hotshelf/domain";
import { MediaProvider } from "@hotshelf/ui/media";
import { useEffect, useMemo } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Outlet, useHref, useLocation, useNavigate } from "react-router-dom";
import { useServices } from "../app/services";
import { useThemeSync } from "../hooks/useThemeSync";

/** react-router resolves every href against the route; an absolute URL (a shop's site) stays as it is. */
function useAppHref(href: string): string {
  const resolved = useHref(href);
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : resolved;
}

/**
 * Every page: the document title of its route, ui links that navigate through the router, the
 * media host for images, and the chosen theme (signed in or not: one choice everywhere).
 */
export function Root() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { config } = useServices();
  useThemeSync();
  const media = useMemo(() => ({ baseUrl: config.mediaBase }), [config.mediaBase]);
  useEffect(() => {
    document.title = pageTitle(matchRoute(pathname).route, config.productName);
  }, [pathname, config.productName]);
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useAppHref}>
      <MediaProvider value={media}>
        <Outlet />
      </MediaProvider>
    </AriaRouterProvider>
  );
}
