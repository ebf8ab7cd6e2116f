import "./app.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { loadAppConfig } from "./app/config";
import { createServices } from "./app/createServices";
import { createRoutes, preloadRouteModules } from "./app/routes";
import { ServicesProvider } from "./app/services";

async function start(root: HTMLElement) {
  const reactRoot = createRoot(root);
  try {
    const services = createServices(await loadAppConfig());
    const router = createBrowserRouter(createRoutes(services));
    reactRoot.render(
      <StrictMode>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </StrictMode>,
    );
  } catch (error) {
    reactRoot.render(
      <main className="p-8">
        <h1 className="font-semibold text-xl">The app could not start</h1>
        <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
  }
}

const root = document.getElementById("root");
if (root) {
  preloadRouteModules(window.location.pathname);
  void start(root);
}
