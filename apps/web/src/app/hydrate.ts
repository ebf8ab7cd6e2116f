import {
  type HydrationState,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
} from "react-router-dom";

import { SERVER_STYLE_ATTRIBUTE } from "./serverRendered";

export { SERVER_RENDERED_ATTRIBUTE, SERVER_STYLE_ATTRIBUTE } from "./serverRendered";

/**
 * Makes the routes of `url` ready to hydrate the server's HTML: their lazy modules loaded into the
 * route objects and their loaders run, so the router's first render is the tree the server rendered
 * (a route still lazy or loading would render the fallback instead, and hydration would fail).
 * Null when a loader's data cannot be handed to the router (a route without an id).
 */
export async function prepareHydration(
  routes: RouteObject[],
  url: URL,
): Promise<HydrationState | null> {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
  const loaderData: Record<string, unknown> = {};
  const request = new Request(url);
  for (const { route, params } of matches) {
    if (typeof route.loader !== "function") continue;
    if (!route.id) return null;
    loaderData[route.id] = await route.loader({
      request,
      params,
      context: undefined,
    } as LoaderFunctionArgs);
  }
  return { loaderData };
}

/**
 * The server writes inline styles as data-ssr-style: the page's Content-Security-Policy blocks
 * style attributes in HTML (and reports each), while styles set through the CSSOM are allowed.
 * Hydration never applies attributes, so they are put back here, before React takes the page over.
 */
export function restoreServerStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${SERVER_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(SERVER_STYLE_ATTRIBUTE) ?? "";
    element.removeAttribute(SERVER_STYLE_ATTRIBUTE);
  }
}
