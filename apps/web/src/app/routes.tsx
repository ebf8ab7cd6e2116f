import { resolveRedirect } from "@hotshelf/domain";
import { Spinner } from "@hotshelf/ui/Spinner";
import type { ComponentType } from "react";
import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from "react-router-dom";
import { ensureSession } from "../auth/auth";
import { Root } from "../layouts/Root";
import { RouteError } from "../layouts/RouteError";
import { NotFound } from "../screens/public/NotFound";
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

export function createRoutes(services: Pick<Services, "api" | "identity">): RouteObject[] {
  /** The route guard: no valid (or refreshable) session means Login. */
  const requireSession = async () => {
    const session = await ensureSession(services);
    if (!session) throw redirect("/login");
    return null;
  };

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
            {
              path: "login",
              lazy: screen(
                () => import("../screens/auth/Login"),
                (m) => m.Login,
              ),
            },
            {
              path: "register",
              lazy: screen(
                () => import("../screens/auth/Register"),
                (m) => m.Register,
              ),
            },
            {
              path: "forgot",
              lazy: screen(
                () => import("../screens/auth/ForgotPassword"),
                (m) => m.ForgotPassword,
              ),
            },
            {
              path: "contact",
              lazy: screen(
                () => import("../screens/public/Contact"),
                (m) => m.Contact,
              ),
            },
            {
              path: "terms",
              lazy: screen(
                () => import("../screens/public/Terms"),
                (m) => m.Terms,
              ),
            },
            {
              path: "winning-products-finder",
              lazy: screen(
                () => import("../screens/public/Winners"),
                (m) => m.Winners,
              ),
            },
            { path: "*", element: <NotFound /> },
          ],
        },
        {
          lazy: screen(
            () => import("../layouts/SignedInLayout"),
            (m) => m.SignedInLayout,
          ),
          loader: requireSession,
          // The guard runs on every navigation, not only when the layout first appears.
          shouldRevalidate: () => true,
          children: [
            {
              path: "explore/products",
              lazy: screen(
                () => import("../screens/explore/ExploreProducts"),
                (m) => m.ExploreProducts,
              ),
            },
            {
              path: "explore/shops",
              lazy: screen(
                () => import("../screens/explore/ExploreShops"),
                (m) => m.ExploreShops,
              ),
            },
            {
              path: "shops/track",
              lazy: screen(
                () => import("../screens/track/TrackShops"),
                (m) => m.TrackShops,
              ),
            },
            {
              path: "collections/shops",
              lazy: screen(
                () => import("../screens/collections/ShopCollections"),
                (m) => m.ShopCollections,
              ),
            },
            {
              path: "collections/products",
              lazy: screen(
                () => import("../screens/collections/ProductCollections"),
                (m) => m.ProductCollections,
              ),
            },
            {
              path: "staff-picks",
              lazy: screen(
                () => import("../screens/collections/StaffPicks"),
                (m) => m.StaffPicks,
              ),
            },
            {
              path: "shops/:shopId/products",
              lazy: screen(
                () => import("../screens/detail/ShopProducts"),
                (m) => m.ShopProducts,
              ),
            },
            {
              path: "shops/:shopId/:productId",
              lazy: screen(
                () => import("../screens/detail/ProductDetail"),
                (m) => m.ProductDetail,
              ),
            },
            {
              path: "shops/:shopId",
              lazy: screen(
                () => import("../screens/detail/ShopDetail"),
                (m) => m.ShopDetail,
              ),
            },
            {
              path: "settings",
              lazy: screen(
                () => import("../screens/settings/Settings"),
                (m) => m.Settings,
              ),
              children: [
                { index: true, loader: redirectLoader },
                {
                  path: "profile",
                  lazy: screen(
                    () => import("../screens/settings/Profile"),
                    (m) => m.Profile,
                  ),
                },
                {
                  path: "affiliate",
                  lazy: screen(
                    () => import("../screens/settings/Affiliate"),
                    (m) => m.Affiliate,
                  ),
                },
                {
                  path: "billing",
                  lazy: screen(
                    () => import("../screens/settings/Billing"),
                    (m) => m.Billing,
                  ),
                },
              ],
            },
            {
              path: "support",
              lazy: screen(
                () => import("../screens/account/Support"),
                (m) => m.Support,
              ),
            },
            {
              path: "pricing",
              lazy: screen(
                () => import("../screens/account/Pricing"),
                (m) => m.Pricing,
              ),
            },
            {
              path: "trial",
              lazy: screen(
                () => import("../screens/account/Trial"),
                (m) => m.Trial,
              ),
            },
            {
              path: "payment-success",
              lazy: screen(
                () => import("../screens/account/PaymentSuccess"),
                (m) => m.PaymentSuccess,
              ),
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
