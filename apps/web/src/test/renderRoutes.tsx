import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router-dom";
import { type Services, ServicesProvider } from "../app/services";
import { refreshLicence } from "../stores";
import { fakeServices } from "./fakes";

/** The unit tests' one router set-up: `routes` in a memory router at `path`, inside the services. */
export function renderRoutes(
  routes: RouteObject[],
  path = "/",
  services: Services = fakeServices(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { router, services };
}

/** A signed-in screen's start: the licence loaded from the services' client, then the routes. */
export async function renderSignedIn(
  routes: RouteObject[],
  path: string,
  services: Services = fakeServices(),
) {
  await refreshLicence(services.api, { force: true });
  return renderRoutes(routes, path, services);
}
