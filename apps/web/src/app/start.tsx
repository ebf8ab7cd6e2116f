import { startTransition } from "react";
import { createRoot, type HydrationOptions, hydrateRoot, type Root } from "react-dom/client";
import { createBrowserRouter, type DataRouter, RouterProvider } from "react-router-dom";
import { App } from "./App";
import { loadAppConfig } from "./config";
import { createServices } from "./createServices";
import { prepareHydration, restoreServerStyles, SERVER_RENDERED_ATTRIBUTE } from "./hydrate";
import { createRoutes } from "./routes";
import { APP_SHELL_ATTRIBUTE } from "./serverRendered";

/** Resolves once the router has loaded its first route (a redirect to Login included). */
function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the app in `root`: hydrating the page the server rendered (the signed-out pages), else
 * rendering from scratch (over a signed-in page's app shell once its route is ready). A
 * server-rendered page that cannot be hydrated is rendered again.
 * `onRecoverableError`: React's report of a hydration that failed (its default: reportError).
 */
export async function startApp(
  root: HTMLElement,
  onRecoverableError?: HydrationOptions["onRecoverableError"],
): Promise<Root> {
  try {
    const services = createServices(await loadAppConfig());
    // A page rendered with the user's data brought its calls' answers: the first navigation's
    // loaders wait for them (no round trip), so the first render shows what the server showed.
    let firstNavigation = services.dataAtHand;
    const routes = createRoutes(services, undefined, { dataAtHand: () => firstNavigation });
    const hydrationData = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)
      ? await prepareHydration(routes, new URL(window.location.href)).catch((error: unknown) => {
          console.error("The server-rendered page could not be hydrated:", error);
          return null;
        })
      : null;
    firstNavigation = false;
    const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
    const app = (
      <App services={services}>
        <RouterProvider router={router} />
      </App>
    );
    if (hydrationData) {
      restoreServerStyles(root);
      return hydrateRoot(root, app, onRecoverableError ? { onRecoverableError } : undefined);
    }
    // The server's app shell stays until the route is ready, rather than giving way to a spinner
    // first; React's first render then replaces it.
    if (root.hasAttribute(APP_SHELL_ATTRIBUTE)) {
      await routerReady(router);
      // From here #root holds the app, which shows whatever the stored session (app.css).
      root.removeAttribute(APP_SHELL_ATTRIBUTE);
    }
    const reactRoot = createRoot(root);
    // A transition: React renders the page in slices of a few ms, yielding to the browser between
    // them, rather than in one task as long as the whole page's first render.
    startTransition(() => reactRoot.render(app));
    return reactRoot;
  } catch (error) {
    const reactRoot = createRoot(root);
    reactRoot.render(
      <main className="p-8">
        <h1 className="font-semibold text-xl">The app could not start</h1>
        <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
    return reactRoot;
  }
}
