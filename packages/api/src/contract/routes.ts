import type { CallName } from "./calls";

/** Where one call lives, without its schemas. */
export interface CallRoute {
  readonly method: "GET" | "POST";
  /** Relative to AppConfig.apiBase ("/prod"). */
  readonly path: string;
  /** Needs an ID token in the Authorization header. */
  readonly auth: boolean;
}

const post = (path: string): CallRoute => ({ method: "POST", path, auth: true });
const get = (path: string): CallRoute => ({ method: "GET", path, auth: true });

/**
 * The method, path and auth of every call of ./calls, as plain data: the API client needs only
 * these to send a call, so production builds leave the schemas (and zod) out of the first load.
 * routes.test.ts holds it equal to the calls table.
 */
export const routes: { readonly [N in CallName]: CallRoute } = {
  referrer: post("/v3/referrer"),
  unauthWinners: { ...post("/v3/unauth-winners"), auth: false },
  search: post("/v3/search"),
  filters: post("/v3/filters"),
  filtersSave: post("/v3/filters/save"),
  filtersDelete: post("/v3/filters/delete"),
  filtersAlert: post("/v3/filters/alert"),
  filtersOpened: post("/v3/filters/opened"),
  adminBan: post("/v3/admin/explore/ban"),
  staffFiltersSave: post("/v3/staff/filters/save"),
  staffFiltersRename: post("/v3/staff/filters/rename"),
  staffFiltersDelete: post("/v3/staff/filters/delete"),
  staffTagsOverwrite: post("/v3/staff/tags/overwrite"),
  staffTagsChange: post("/v3/staff/tags/change"),
  staffTagsDelete: post("/v3/staff/tags/delete"),
  license: post("/v3/license"),
  licenseUpgradeProTrial: post("/v3/license/upgradeProTrial"),
  licenseCheckout: post("/v3/license/checkout"),
  licenseNewUserTrial: post("/v3/license/newusertrial"),
  licenseChangePreview: post("/v3/license/change/preview"),
  licenseChange: post("/v3/license/change"),
  stripeManage: get("/stripe/manage"),
  customerGet: get("/v3/customer"),
  customerUpdate: post("/v3/customer/update"),
  accountDelete: post("/v3/account/delete"),
  shop: post("/v3/shop"),
  shopChartRevenue: post("/v3/shop/chart/revenue"),
  shopChartAds: post("/v3/shop/chart/ads"),
  shopAds: post("/v3/shop/ads"),
  product: post("/v3/product"),
  productChartRevenue: post("/v3/product/chart/revenue"),
  productChartAds: post("/v3/product/chart/ads"),
  productAds: post("/v3/product/ads"),
  shopProductsInactive: post("/v3/shops/products/inactive"),
  tagsShops: post("/v3/tags/shops"),
  tagsProducts: post("/v3/tags/products"),
  tagsOverwrite: post("/v3/tags/overwrite"),
  tagsChange: post("/v3/tags/change"),
  tagsDelete: post("/v3/tags/delete"),
  activityShops: post("/v3/activity/shops"),
  trackStatus: post("/v3/shops/track/v2/status"),
  trackStart: post("/v3/shops/track/v2/start"),
};

/** The call names in table order, for building one client method per call. */
export const ROUTE_NAMES = Object.keys(routes) as CallName[];

/** The streamed export (issue 18), beside the table: its reply is a file, not JSON. */
export const EXPORT_PATH = "/v3/export";
/** The number of rows the export file will have, when the server knows it before streaming. */
export const EXPORT_TOTAL_HEADER = "X-Total-Rows";
