import type { z } from "zod";
import {
  AccountDeleteRequest,
  AccountDeleteResponse,
  BanRequest,
  BanResponse,
  CustomerGetRequest,
  CustomerGetResponse,
  CustomerUpdateRequest,
  CustomerUpdateResponse,
  ReferrerRequest,
  ReferrerResponse,
} from "./account";
import { ActivityRequest, ActivityResponse } from "./activity";
import { AdsResponse, ProductAdsRequest, ShopAdsRequest } from "./ads";
import {
  ProductTagsResponse,
  ShopTagsResponse,
  TagsChangeRequest,
  TagsDeleteRequest,
  TagsOverwriteRequest,
  TagsRequest,
  TagsWriteResponse,
} from "./collections";
import {
  AdsChartResponse,
  InactiveProductsRequest,
  InactiveProductsResponse,
  ProductChartRequest,
  ProductRequest,
  ProductResponse,
  RevenueChartResponse,
  ShopChartRequest,
  ShopRequest,
  ShopResponse,
} from "./detail";
import {
  FiltersAlertRequest,
  FiltersAlertResponse,
  FiltersDeleteRequest,
  FiltersDeleteResponse,
  FiltersOpenedRequest,
  FiltersOpenedResponse,
  FiltersRenameRequest,
  FiltersRenameResponse,
  FiltersRequest,
  FiltersResponse,
  FiltersSaveRequest,
  FiltersSaveResponse,
} from "./filters";
import {
  CheckoutRequest,
  CheckoutResponse,
  LicenceRequest,
  LicenceResponse,
  NewUserTrialRequest,
  NewUserTrialResponse,
  PlanChangePreviewRequest,
  PlanChangePreviewResponse,
  PlanChangeRequest,
  PlanChangeResponse,
  StripeManageRequest,
  StripeManageResponse,
  UpgradeProTrialRequest,
  UpgradeProTrialResponse,
} from "./licence";
import {
  SearchRequest,
  SearchResponse,
  UnauthWinnersRequest,
  UnauthWinnersResponse,
} from "./search";
import {
  TrackStartRequest,
  TrackStartResponse,
  TrackStatusRequest,
  TrackStatusResponse,
} from "./tracking";

/** One call of the API: where it lives and what goes over the wire. */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly method: "GET" | "POST";
  /** Relative to AppConfig.apiBase ("/prod"). */
  readonly path: string;
  /** Needs an ID token in the Authorization header. */
  readonly auth: boolean;
  readonly request: Req;
  readonly response: Res;
}

function post<Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  request: Req,
  response: Res,
): CallDef<Req, Res> {
  return { method: "POST", path, auth: true, request, response };
}

function get<Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  request: Req,
  response: Res,
): CallDef<Req, Res> {
  return { method: "GET", path, auth: true, request, response };
}

/**
 * Every call of both call tables (spec 000 §7, 001 §7). The server mounts its handlers from this
 * table and the client generates its methods from it. The support form is not here: it goes to
 * AppConfig.formEndpoint (see ./support).
 */
export const calls = {
  referrer: post("/v3/referrer", ReferrerRequest, ReferrerResponse),
  unauthWinners: {
    ...post("/v3/unauth-winners", UnauthWinnersRequest, UnauthWinnersResponse),
    auth: false,
  },
  search: post("/v3/search", SearchRequest, SearchResponse),
  filters: post("/v3/filters", FiltersRequest, FiltersResponse),
  filtersSave: post("/v3/filters/save", FiltersSaveRequest, FiltersSaveResponse),
  filtersDelete: post("/v3/filters/delete", FiltersDeleteRequest, FiltersDeleteResponse),
  filtersAlert: post("/v3/filters/alert", FiltersAlertRequest, FiltersAlertResponse),
  filtersOpened: post("/v3/filters/opened", FiltersOpenedRequest, FiltersOpenedResponse),
  adminBan: post("/v3/admin/explore/ban", BanRequest, BanResponse),
  // Staff curation (000 §6, 001 §6): the shared presets and Staff Picks; 403 not_allowed for others.
  staffFiltersSave: post("/v3/staff/filters/save", FiltersSaveRequest, FiltersSaveResponse),
  staffFiltersRename: post("/v3/staff/filters/rename", FiltersRenameRequest, FiltersRenameResponse),
  staffFiltersDelete: post("/v3/staff/filters/delete", FiltersDeleteRequest, FiltersDeleteResponse),
  staffTagsOverwrite: post("/v3/staff/tags/overwrite", TagsOverwriteRequest, TagsWriteResponse),
  staffTagsChange: post("/v3/staff/tags/change", TagsChangeRequest, TagsWriteResponse),
  staffTagsDelete: post("/v3/staff/tags/delete", TagsDeleteRequest, TagsWriteResponse),
  license: post("/v3/license", LicenceRequest, LicenceResponse),
  licenseUpgradeProTrial: post(
    "/v3/license/upgradeProTrial",
    UpgradeProTrialRequest,
    UpgradeProTrialResponse,
  ),
  licenseCheckout: post("/v3/license/checkout", CheckoutRequest, CheckoutResponse),
  licenseNewUserTrial: post("/v3/license/newusertrial", NewUserTrialRequest, NewUserTrialResponse),
  // Plan changes, beyond the spec's tables (issue 16 item 4; docs/decisions.md).
  licenseChangePreview: post(
    "/v3/license/change/preview",
    PlanChangePreviewRequest,
    PlanChangePreviewResponse,
  ),
  licenseChange: post("/v3/license/change", PlanChangeRequest, PlanChangeResponse),
  stripeManage: get("/stripe/manage", StripeManageRequest, StripeManageResponse),
  customerGet: get("/v3/customer", CustomerGetRequest, CustomerGetResponse),
  customerUpdate: post("/v3/customer/update", CustomerUpdateRequest, CustomerUpdateResponse),
  accountDelete: post("/v3/account/delete", AccountDeleteRequest, AccountDeleteResponse),
  shop: post("/v3/shop", ShopRequest, ShopResponse),
  shopChartRevenue: post("/v3/shop/chart/revenue", ShopChartRequest, RevenueChartResponse),
  shopChartAds: post("/v3/shop/chart/ads", ShopChartRequest, AdsChartResponse),
  shopAds: post("/v3/shop/ads", ShopAdsRequest, AdsResponse),
  product: post("/v3/product", ProductRequest, ProductResponse),
  productChartRevenue: post("/v3/product/chart/revenue", ProductChartRequest, RevenueChartResponse),
  productChartAds: post("/v3/product/chart/ads", ProductChartRequest, AdsChartResponse),
  productAds: post("/v3/product/ads", ProductAdsRequest, AdsResponse),
  shopProductsInactive: post(
    "/v3/shops/products/inactive",
    InactiveProductsRequest,
    InactiveProductsResponse,
  ),
  tagsShops: post("/v3/tags/shops", TagsRequest, ShopTagsResponse),
  tagsProducts: post("/v3/tags/products", TagsRequest, ProductTagsResponse),
  tagsOverwrite: post("/v3/tags/overwrite", TagsOverwriteRequest, TagsWriteResponse),
  tagsChange: post("/v3/tags/change", TagsChangeRequest, TagsWriteResponse),
  tagsDelete: post("/v3/tags/delete", TagsDeleteRequest, TagsWriteResponse),
  activityShops: post("/v3/activity/shops", ActivityRequest, ActivityResponse),
  trackStatus: post("/v3/shops/track/v2/status", TrackStatusRequest, TrackStatusResponse),
  trackStart: post("/v3/shops/track/v2/start", TrackStartRequest, TrackStartResponse),
} as const satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What the caller sends (before parsing). */
export type CallRequest<N extends CallName> = z.input<Calls[N]["request"]>;
/** What the caller gets back (after parsing). */
export type CallResponse<N extends CallName> = z.output<Calls[N]["response"]>;

export const CALL_NAMES = Object.keys(calls) as CallName[];
