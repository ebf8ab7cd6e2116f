// Every call of the contract with a valid request and who may make it (the rules of the licence gates,
// docs/decisions.md), shared by the authorisation matrix and the fuzzing suite.
import type { CallName } from "@hotshelf/api/contract";
import { expect } from "vitest";
import { type Account, DEMO_NAMES, type DemoName, type SecurityServer, send } from "./support";

export type Caller = DemoName | "staff";
export const CALLERS: readonly Caller[] = [...DEMO_NAMES, "staff"];

/** What each demo account's licence grants (src/accounts/demoAccounts.ts); staff is a Basic clone. */
const LICENCES: Record<Caller, { expired: boolean; product: boolean; ads: boolean }> = {
  pro: { expired: false, product: true, ads: true },
  basic: { expired: false, product: true, ads: false },
  new: { expired: true, product: false, ads: false },
  expired: { expired: true, product: true, ads: false },
  pastdue: { expired: false, product: true, ads: false },
  noaccess: { expired: false, product: false, ads: true },
  staff: { expired: false, product: true, ads: false },
  admin: { expired: false, product: true, ads: true },
};

export type Expected = number | [number, string];

/** The search gate: expired 402, a plan without the main tool 403, else allowed. */
const mainTool = (who: Caller): Expected => {
  const licence = LICENCES[who];
  if (licence.expired) return [402, "license_expired"];
  return licence.product ? 200 : [403, "not_allowed"];
};
/** The ads gate: expired 402, a plan without ads 403. */
const adsGate = (who: Caller): Expected => {
  const licence = LICENCES[who];
  if (licence.expired) return [402, "license_expired"];
  return licence.ads ? 200 : [403, "not_allowed"];
};
/** Staff curate the shared presets and Staff Picks, and ban; the admin demo account is staff too. */
const isStaff = (who: Caller) => who === "staff" || who === "admin";
const staffOnly = (who: Caller): Expected => (isStaff(who) ? 200 : [403, "not_allowed"]);

const activeSubscription = (who: Caller): Expected =>
  LICENCES[who].expired ? 200 : [403, "active_subscription"];

/** Plan changes: a paid, running subscription moving up (the domain's planChangeRefusal). */
const planChange = (who: Caller): Expected =>
  (
    ({
      pro: 200,
      basic: 200,
      new: [400, "no_subscription"],
      expired: [400, "subscription_not_active"],
      pastdue: [400, "subscription_not_active"],
      noaccess: [400, "no_subscription"],
      staff: 200,
      admin: [400, "downgrade_not_offered"],
    }) as const
  )[who] as Expected;

export interface Ids {
  shopId: number;
  productId: number;
  bannedShopId: number;
  bannedProductId: number;
}

export interface Route {
  /** The body of a valid request (a function when it must differ per caller). */
  body: (ids: Ids, who: Caller) => unknown;
  expected: (who: Caller) => Expected;
  /** Changes the caller's licence or account: run on a fresh clone of the caller. */
  onClone?: true;
  /** Work the caller does first, so the call has something to act on. */
  prepare?: (account: Account, ids: Ids, who: Caller) => Promise<void>;
}

export const matrixSet = (name: string) => ({
  filter_type: "products",
  filter_set_name: name,
  excluded_shops: [],
  filters: { range_filters: {}, one_hot_filters: {} },
});

const searchBody = {
  query: {
    sort_by: "week_current_period_revenue",
    search_string: "",
    from_count: 0,
    page_size: 10,
    search_filters: {},
    search_type: "products",
    is_explore: true,
  },
};

export const ROUTES: Record<CallName, Route> = {
  referrer: {
    body: () => ({ site_url: "https://hotshelf.example/", referrer: "", email: "a@example.com" }),
    expected: () => 200,
  },
  unauthWinners: { body: () => ({}), expected: () => 200 },
  search: { body: () => searchBody, expected: mainTool },
  filters: { body: () => ({ filter_type: "products", is_staff: true }), expected: () => 200 },
  filtersSave: { body: (_ids, who) => matrixSet(`Saved by ${who}`), expected: () => 200 },
  filtersDelete: {
    body: () => ({ filter_type: "products", filter_set_name: "To delete" }),
    expected: () => 200,
    prepare: async (account) => {
      expect((await send(account, "POST", "/v3/filters/save", matrixSet("To delete"))).status).toBe(
        200,
      );
    },
  },
  // Alerts go only on the caller's own sets (the owner is never taken from the body).
  filtersAlert: {
    body: () => ({ filter_type: "products", filter_set_name: "To alert", alerts: true }),
    expected: () => 200,
    prepare: async (account) => {
      expect((await send(account, "POST", "/v3/filters/save", matrixSet("To alert"))).status).toBe(
        200,
      );
    },
  },
  filtersOpened: {
    body: () => ({ filter_type: "products", filter_set_name: "To open" }),
    expected: () => 200,
    prepare: async (account) => {
      expect((await send(account, "POST", "/v3/filters/save", matrixSet("To open"))).status).toBe(
        200,
      );
    },
  },
  adminBan: {
    body: (ids) => ({
      ban_type: "product",
      shop_id: ids.bannedShopId,
      product_id: ids.bannedProductId,
    }),
    expected: staffOnly,
  },
  staffFiltersSave: { body: (_ids, who) => matrixSet(`Preset by ${who}`), expected: staffOnly },
  staffFiltersRename: {
    body: (_ids, who) => ({
      filter_type: "products",
      filter_set_name: `To rename by ${who}`,
      new_name: `Renamed by ${who}`,
    }),
    expected: staffOnly,
    prepare: async (account, _ids, who) => {
      if (!isStaff(who)) return;
      const set = matrixSet(`To rename by ${who}`);
      expect((await send(account, "POST", "/v3/staff/filters/save", set)).status).toBe(200);
    },
  },
  staffFiltersDelete: {
    body: (_ids, who) => ({ filter_type: "products", filter_set_name: `To delete by ${who}` }),
    expected: staffOnly,
    prepare: async (account, _ids, who) => {
      if (!isStaff(who)) return;
      const set = matrixSet(`To delete by ${who}`);
      expect((await send(account, "POST", "/v3/staff/filters/save", set)).status).toBe(200);
    },
  },
  staffTagsOverwrite: {
    body: (ids) => ({ tag_type: "shops", tag_name: "Matrix Picks", shop_ids: [ids.shopId] }),
    expected: staffOnly,
  },
  staffTagsChange: {
    body: (ids) => ({
      tag_type: "products",
      tag_name: "Matrix Picks",
      action: "add",
      product_id: ids.productId,
    }),
    expected: staffOnly,
  },
  staffTagsDelete: {
    body: (_ids, who) => ({ tag_type: "products", tag_name: `Picks to delete by ${who}` }),
    expected: staffOnly,
    prepare: async (account, ids, who) => {
      if (!isStaff(who)) return;
      const picks = {
        tag_type: "products",
        tag_name: `Picks to delete by ${who}`,
        product_ids: [ids.productId],
      };
      expect((await send(account, "POST", "/v3/staff/tags/overwrite", picks)).status).toBe(200);
    },
  },
  license: { body: () => ({}), expected: () => 200 },
  licenseUpgradeProTrial: {
    body: () => ({}),
    onClone: true,
    expected: (who) =>
      (
        ({
          pro: [403, "plan_includes_pro"],
          basic: 200,
          new: [403, "new_account"],
          expired: [403, "license_expired"],
          pastdue: 200,
          noaccess: [403, "pro_trial_used"],
          staff: 200,
          admin: [403, "plan_includes_pro"],
        }) as const
      )[who] as Expected,
  },
  licenseCheckout: { body: () => ({ plan_name: "plan_1" }), expected: activeSubscription },
  licenseChangePreview: { body: () => ({ plan_name: "plan_2_annual" }), expected: planChange },
  licenseChange: {
    body: () => ({ plan_name: "plan_2_annual", prorated_at: Math.floor(Date.now() / 1000) }),
    onClone: true,
    expected: planChange,
  },
  licenseNewUserTrial: {
    body: () => ({}),
    expected: (who) => (who === "new" ? 200 : [403, "not_new_account"]),
  },
  stripeManage: { body: () => undefined, expected: () => 200 },
  customerGet: { body: () => undefined, expected: () => 200 },
  customerUpdate: {
    body: () => ({
      customer_attributes: {
        line1: "1 Main Street",
        line2: "",
        city: "Springfield",
        state: "",
        country: "US",
        postal_code: "12345",
      },
    }),
    expected: () => 200,
  },
  accountDelete: { body: () => ({}), onClone: true, expected: activeSubscription },
  shop: { body: (ids) => ({ shop_id: ids.shopId }), expected: mainTool },
  shopChartRevenue: { body: (ids) => ({ shop_id: ids.shopId }), expected: mainTool },
  shopChartAds: { body: (ids) => ({ shop_id: ids.shopId }), expected: mainTool },
  shopAds: { body: (ids) => ({ shop_ids: [ids.shopId] }), expected: adsGate },
  product: {
    body: (ids) => ({ shop_id: ids.shopId, product_id: ids.productId }),
    expected: mainTool,
  },
  productChartRevenue: {
    body: (ids) => ({ shop_id: ids.shopId, product_id: ids.productId }),
    expected: mainTool,
  },
  productChartAds: {
    body: (ids) => ({ shop_id: ids.shopId, product_id: ids.productId }),
    expected: mainTool,
  },
  productAds: { body: (ids) => ({ product_ids: [ids.productId] }), expected: adsGate },
  shopProductsInactive: {
    body: (ids) => ({ shop_id: ids.shopId, exclude_product_ids: [] }),
    expected: mainTool,
  },
  tagsShops: { body: () => ({ is_staff: false }), expected: () => 200 },
  tagsProducts: { body: () => ({ is_staff: true }), expected: () => 200 },
  tagsOverwrite: {
    body: (ids) => ({ tag_type: "shops", tag_name: "Matrix", shop_ids: [ids.shopId] }),
    expected: () => 200,
  },
  tagsChange: {
    body: (ids) => ({
      tag_type: "products",
      tag_name: "Matrix",
      action: "add",
      product_id: ids.productId,
    }),
    expected: () => 200,
  },
  tagsDelete: {
    body: () => ({ tag_type: "shops", tag_name: "Matrix" }),
    expected: () => 200,
    prepare: async (account, ids) => {
      const body = { tag_type: "shops", tag_name: "Matrix", shop_ids: [ids.shopId] };
      expect((await send(account, "POST", "/v3/tags/overwrite", body)).status).toBe(200);
    },
  },
  activityShops: { body: (ids) => ({ mode: "shops", shop_ids: [ids.shopId] }), expected: mainTool },
  trackStatus: { body: () => ({}), expected: () => 200 },
  trackStart: {
    body: (_ids, who) => ({ shop_url: `https://${who}-matrix-shop.example` }),
    expected: mainTool,
  },
};

export function statusOf(expected: Expected): number {
  return typeof expected === "number" ? expected : expected[0];
}

/** Two demo products of different shops: one the calls read, one the admin bans. */
export async function catalogueIds(s: SecurityServer): Promise<Ids> {
  const { rows } = await s.db.query<{ id: number; shop_id: number }>(
    "SELECT DISTINCT ON (shop_id) id, shop_id FROM products ORDER BY shop_id, id LIMIT 2",
  );
  const [first, second] = rows.map((row) => ({ id: Number(row.id), shop: Number(row.shop_id) }));
  if (!first || !second) throw new Error("The demo catalogue has fewer than two shops");
  return {
    shopId: first.shop,
    productId: first.id,
    bannedShopId: second.shop,
    bannedProductId: second.id,
  };
}
