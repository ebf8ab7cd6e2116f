import { ROUTES, type RouteDefinition, resolveRedirect } from "@hotshelf/domain";
import { Spinner } from "@hotshelf/ui/Spinner";
import type { ComponentType } from "react";
import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from "react-router-dom";
import { ensureSession } from "../auth/auth";
import { createData } from "../data";
import { type BootData, pageBoot } from "../data/boot";
import { paramsChanged, type RouteLoaders, routeLoaders } from "../data/routeLoaders";
import { Root } from "../layouts/Root";
import { RouteError } from "../layouts/RouteError";
import type { SignedInData } from "../layouts/signedInData";
import { NotFound } from "../screens/public/NotFound";
import { exploreStores } from "../stores/explore/exploreStore";
import type { Services } from "./services";

/** A route's screen in its own chunk, fetched on first visit. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The domain's redirects (/, /settings, the old /shops/view?shop_id=); an unusable one is a 404. */
function redirectLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = resolveRedirect(url.pathname, url.search);
  if (!target) return null;
  throw redirect(target.to);
}

const Loading = () => (
  <div className="flex min-h-screen items-center justify-center">
    <Spinner label="Loading" />
  </div>
);

/** Each route of the domain's table (by id) and the screen that shows it, in its own chunk. */
const SCREENS: Record<string, ReturnType<typeof screen>> = {
  login: screen(
    () => import("../screens/auth/Login"),
    (m) => m.Login,
  ),
  register: screen(
    () => import("../screens/auth/Register"),
    (m) => m.Register,
  ),
  forgot: screen(
    () => import("../screens/auth/ForgotPassword"),
    (m) => m.ForgotPassword,
  ),
  contact: screen(
    () => import("../screens/public/Contact"),
    (m) => m.Contact,
  ),
  terms: screen(
    () => import("../screens/public/Terms"),
    (m) => m.Terms,
  ),
  winners: screen(
    () => import("../screens/public/Winners"),
    (m) => m.Winners,
  ),
  exploreProducts: screen(
    () => import("../screens/explore/ExploreProducts"),
    (m) => m.ExploreProducts,
  ),
  exploreShops: screen(
    () => import("../screens/explore/ExploreShops"),
    (m) => m.ExploreShops,
  ),
  trackShop: screen(
    () => import("../screens/track/TrackShops"),
    (m) => m.TrackShops,
  ),
  shopCollections: screen(
    () => import("../screens/collections/ShopCollections"),
    (m) => m.ShopCollections,
  ),
  productCollections: screen(
    () => import("../screens/collections/ProductCollections"),
    (m) => m.ProductCollections,
  ),
  staffPicks: screen(
    () => import("../screens/collections/StaffPicks"),
    (m) => m.StaffPicks,
  ),
  staffProductPicks: screen(
    () => import("../screens/collections/StaffPicks"),
    (m) => m.StaffProductPicks,
  ),
  compareShops: screen(
    () => import("../screens/compare/CompareShops"),
    (m) => m.CompareShops,
  ),
  shopProducts: screen(
    () => import("../screens/detail/ShopProducts"),
    (m) => m.ShopProducts,
  ),
  product: screen(
    () => import("../screens/detail/ProductDetail"),
    (m) => m.ProductDetail,
  ),
  shop: screen(
    () => import("../screens/detail/ShopDetail"),
    (m) => m.ShopDetail,
  ),
  profile: screen(
    () => import("../screens/settings/Profile"),
    (m) => m.Profile,
  ),
  affiliate: screen(
    () => import("../screens/settings/Affiliate"),
    (m) => m.Affiliate,
  ),
  billing: screen(
    () => import("../screens/settings/Billing"),
    (m) => m.Billing,
  ),
  support: screen(
    () => import("../screens/account/Support"),
    (m) => m.Support,
  ),
  pricing: screen(
    () => import("../screens/account/Pricing"),
    (m) => m.Pricing,
  ),
  trial: screen(
    () => import("../screens/account/Trial"),
    (m) => m.Trial,
  ),
  paymentSuccess: screen(
    () => import("../screens/account/PaymentSuccess"),
    (m) => m.PaymentSuccess,
  ),
};

/** The domain's routes whose path starts with `base`, as router objects relative to it. */
function fromTable(
  routes: readonly RouteDefinition[],
  base: string,
  extra: (route: RouteDefinition) => Partial<RouteObject> = () => ({}),
): RouteObject[] {
  return routes.map((route) => {
    const lazy = SCREENS[route.id];
    if (!lazy) throw new Error(`The route ${route.id} has no screen.`);
    // The domain's id names the route, so hydration can hand its loader's data over (hydrate.ts).
    return {
      id: route.id,
      path: route.path.slice(base.length),
      lazy,
      ...extra(route),
    } as RouteObject;
  });
}

const SETTINGS = "/settings/";

/**
 * The app's routes on `services`. `boot`: the values the page brought inline (the browser page's
 * own block; a server render passes its request's).
 */
export interface RouteOptions {
  /**
   * Whether the first calls' answers are at hand (a signed-in page's server render, which answers
   * them in process, and the browser's start of the page it rendered, which carries them): the
   * loaders then wait for the licence and Explore's first page, so the first render shows them as
   * the server did. Otherwise loaders only start the calls and the screens show their loading.
   */
  dataAtHand?: () => boolean;
}

export function createRoutes(
  services: Pick<Services, "api" | "identity">,
  boot: BootData = pageBoot,
  { dataAtHand = () => false }: RouteOptions = {},
): RouteObject[] {
  /**
   * The route guard: no valid (or refreshable) session means Login. It waits for the session only;
   * the layout gets the licence's load (SignedInLayout holds back only the page on it).
   */
  const requireSession = async (): Promise<SignedInData> => {
    const guarded = await ensureSession(services);
    if (!guarded) throw redirect("/login");
    if (dataAtHand()) await guarded.licenceLoaded;
    return { licenceLoaded: guarded.licenceLoaded };
  };
  // The screens' first calls start with the navigation, beside their chunks' download. Within a
  // screen (a search, a filter, Back and Forward) the screen's store or state drives the calls.
  const loaders: Partial<Record<string, RouteLoaders[keyof RouteLoaders]>> = routeLoaders(
    () => createData(services.api, boot),
    (searchType, params, signal) => {
      const store = exploreStores[searchType];
      const { search } = createData(services.api);
      store.prefetch(search, params, signal);
      return dataAtHand() ? store.applyPrefetched(search) : undefined;
    },
  );
  const withLoader = (route: RouteDefinition): Partial<RouteObject> => {
    const loader = loaders[route.id];
    return loader ? { loader, shouldRevalidate: paramsChanged } : {};
  };
  const signedIn = ROUTES.filter((route) => route.requiresSession);

  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Loading />,
      children: [
        { index: true, loader: redirectLoader },
        { path: "shops/view", loader: redirectLoader, element: <NotFound /> },
        {
          lazy: screen(
            () => import("../layouts/PublicLayout"),
            (m) => m.PublicLayout,
          ),
          children: [
            ...fromTable(
              ROUTES.filter((route) => !route.requiresSession),
              "/",
              withLoader,
            ),
            { path: "*", element: <NotFound /> },
          ],
        },
        {
          // Named, so a signed-in page rendered on the server hands the guard's data over (hydrate.ts).
          id: "signedIn",
          lazy: screen(
            () => import("../layouts/SignedInLayout"),
            (m) => m.SignedInLayout,
          ),
          loader: requireSession,
          // The guard runs on every navigation, not only when the layout first appears.
          shouldRevalidate: () => true,
          children: [
            ...fromTable(
              signedIn.filter((route) => !route.path.startsWith(SETTINGS)),
              "/",
              withLoader,
            ),
            {
              path: "settings",
              lazy: screen(
                () => import("../screens/settings/Settings"),
                (m) => m.Settings,
              ),
              children: [
                { index: true, loader: redirectLoader },
                ...fromTable(
                  signedIn.filter((route) => route.path.startsWith(SETTINGS)),
                  SETTINGS,
                  withLoader,
                ),
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** Route objects built only to be matched: their loaders never run, so they need no services. */
const MATCH_ONLY: Pick<Services, "api" | "identity"> = {
  get api(): never {
    throw new Error("Route objects built for preloading have no API client.");
  },
  get identity(): never {
    throw new Error("Route objects built for preloading have no identity client.");
  },
};

/**
 * Starts downloading the route modules (layout and screen chunks) of `pathname` at once, so they
 * arrive while /config.json loads instead of after it. The router's own lazy() calls then find
 * the modules already fetched.
 */
export function preloadRouteModules(pathname: string): void {
  for (const match of matchRoutes(createRoutes(MATCH_ONLY), pathname) ?? []) {
    const { lazy } = match.route;
    // A failed preload is not an error: the router loads the module again and reports it then.
    if (typeof lazy === "function") void Promise.resolve(lazy()).catch(() => undefined);
  }
}
