/**
 * The route table of both documents (000 §2, 001 §2): paths, titles, session and licence flags, page
 * titles '{route title} - {product}', the redirects, and where Login leads.
 */
import { TRACKED_SHOPS_COLLECTION } from "./constants";
import { DEFAULT_PRODUCT_NAME, LOGIN_FLAG_MESSAGES } from "./messages";
import { parseRouteId } from "./validation";

export interface RouteDefinition {
  id: string;
  /** A path pattern; `:name` segments are parameters. */
  path: string;
  title: string;
  requiresSession: boolean;
  allowExpiredLicence: boolean;
  blockNewUserRedirect: boolean;
}

function publicRoute(id: string, path: string, title: string): RouteDefinition {
  return {
    id,
    path,
    title,
    requiresSession: false,
    allowExpiredLicence: false,
    blockNewUserRedirect: false,
  };
}

function appRoute(id: string, path: string, title: string): RouteDefinition {
  return {
    id,
    path,
    title,
    requiresSession: true,
    allowExpiredLicence: false,
    blockNewUserRedirect: false,
  };
}

/** Account and payment routes stay usable with an expired licence and for new accounts. */
function accountRoute(id: string, path: string, title: string): RouteDefinition {
  return {
    id,
    path,
    title,
    requiresSession: true,
    allowExpiredLicence: true,
    blockNewUserRedirect: true,
  };
}

/** In match order: fixed paths before the parameterised /shops/... ones. */
export const ROUTES: readonly RouteDefinition[] = [
  publicRoute("login", "/login", "Login"),
  publicRoute("register", "/register", "Register"),
  publicRoute("forgot", "/forgot", "Forgot Password"),
  publicRoute("contact", "/contact", "Contact"),
  publicRoute("terms", "/terms", "Terms of Service"),
  publicRoute("winners", "/winning-products-finder", "Winning Products Finder"),
  appRoute("exploreProducts", "/explore/products", "Explore Products"),
  appRoute("exploreShops", "/explore/shops", "Explore Shops"),
  appRoute("trackShop", "/shops/track", "Track Shop"),
  appRoute("shopCollections", "/collections/shops", "Shop Collections"),
  appRoute("productCollections", "/collections/products", "Product Collections"),
  appRoute("staffPicks", "/staff-picks", "Staff Picks"),
  appRoute("staffProductPicks", "/staff-picks/products", "Staff Picks"),
  appRoute("compareShops", "/compare/shops", "Compare Shops"),
  appRoute("shopProducts", "/shops/:shopId/products", "Shop Products"),
  appRoute("product", "/shops/:shopId/:productId", "Product"),
  appRoute("shop", "/shops/:shopId", "Shop"),
  accountRoute("profile", "/settings/profile", "Account"),
  accountRoute("affiliate", "/settings/affiliate", "Affiliate"),
  accountRoute("billing", "/settings/billing", "Billing"),
  accountRoute("support", "/support", "Support"),
  accountRoute("pricing", "/pricing", "Pricing"),
  accountRoute("trial", "/trial", "Trial"),
  accountRoute("paymentSuccess", "/payment-success", "Payment Success"),
];

/** Any other path. */
export const NOT_FOUND_ROUTE: RouteDefinition = publicRoute("notFound", "*", "Page Not Found");

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split("/");
  const have = trimSlash(pathname).split("/");
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const actual = have[i] as string;
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/** The route of a path; unknown paths get the Page Not Found route. */
export function matchRoute(pathname: string): RouteMatch {
  for (const route of ROUTES) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}

/** The document title: '{route title} - {product}'. */
export function pageTitle(route: RouteDefinition, product = DEFAULT_PRODUCT_NAME): string {
  return `${route.title} - ${product}`;
}

export interface Redirect {
  to: string;
  /** The collection to enable on arrival (/collections/shops?tracked=true). */
  selectCollection?: string;
}

/** The redirects of both documents, or null when the path is shown as is. */
export function resolveRedirect(pathname: string, search = ""): Redirect | null {
  const path = trimSlash(pathname);
  const query = new URLSearchParams(search);
  if (path === "/") return { to: "/explore/products" };
  if (path === "/settings") return { to: "/settings/profile" };
  if (path === "/shops/view") {
    const shopId = parseRouteId(query.get("shop_id"));
    return shopId === null ? null : { to: `/shops/${shopId}` };
  }
  if (path === "/collections/shops" && query.get("tracked") === "true") {
    return { to: "/collections/shops", selectCollection: TRACKED_SHOPS_COLLECTION };
  }
  return null;
}

/** The shop and product ids of a detail route, or null (the not-found state) when not numeric. */
export function detailIds(params: Record<string, string>): {
  shopId: number | null;
  productId: number | null;
} {
  return { shopId: parseRouteId(params.shopId), productId: parseRouteId(params.productId) };
}

/** The Login banner for the query flags p, r and regconf (first present wins in that order). */
export function loginBanner(search: string): string | null {
  const query = new URLSearchParams(search);
  if (query.has("p")) return LOGIN_FLAG_MESSAGES.p;
  if (query.has("r")) return LOGIN_FLAG_MESSAGES.r;
  if (query.has("regconf")) return LOGIN_FLAG_MESSAGES.regconf;
  return null;
}

/** A just-registered user (regconf) goes to the Trial screen after login; everybody else to Explore. */
export function afterLoginPath(search: string): string {
  return new URLSearchParams(search).has("regconf") ? "/trial" : "/explore/products";
}

/** Links of the detail screens. */
export function shopPath(shopId: number | string): string {
  return `/shops/${shopId}`;
}

export function shopProductsPath(shopId: number | string): string {
  return `/shops/${shopId}/products`;
}

export function productPath(shopId: number | string, productId: number | string): string {
  return `/shops/${shopId}/${productId}`;
}

/** The Staff Picks screen of shops (001's /staff-picks) or of products. */
export function staffPicksPath(kind: "shops" | "products"): string {
  return kind === "shops" ? "/staff-picks" : "/staff-picks/products";
}

/** The token's group 'admins' sets the is_admin flag. */
export function isAdminFromGroups(groups: unknown): boolean {
  return Array.isArray(groups) && groups.includes("admins");
}
