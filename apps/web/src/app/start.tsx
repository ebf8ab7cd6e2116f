import { createRoot, type HydrationOptions, hydrateRoot, type Root } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { App } from "./App";
import { loadAppConfig } from "./config";
import { createServices } from "./createServices";
import { prepareHydration, restoreServerStyles, SERVER_RENDERED_ATTRIBUTE } from "./hydrate";
import { createRoutes } from "./routes";

/**
 * Starts the app in `root`: hydrating the page the server rendered (the signed-out pages), else
 * rendering from scratch. A server-rendered page that cannot be hydrated is rendered again.
 * `onRecoverableError`: React's report of a hydration that failed (its default: reportError).
 */
export async function startApp(
  root: HTMLElement,
  onRecoverableError?: HydrationOptions["onRecoverableError"],
): Promise<Root> {
  try {
    const services = createServices(await loadAppConfig());
    const routes = createRoutes(services);
    const hydrationData = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)
      ? await prepareHydration(routes, new URL(window.location.href)).catch((error: unknown) => {
          console.error("The server-rendered page could not be hydrated:", error);
          return null;
        })
      : null;
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
    const reactRoot = createRoot(root);
    reactRoot.render(app);
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
