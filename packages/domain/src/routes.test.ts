import { describe, expect, it } from "vitest";
import {
  afterLoginPath,
  detailIds,
  isAdminFromGroups,
  loginBanner,
  matchRoute,
  pageTitle,
  productPath,
  ROUTES,
  resolveRedirect,
  shopPath,
  shopProductsPath,
  staffPicksPath,
} from "./routes";

describe("matchRoute", () => {
  it("matches fixed paths before shop ids", () => {
    expect(matchRoute("/shops/track").route.id).toBe("trackShop");
    expect(matchRoute("/shops/42")).toMatchObject({
      route: { id: "shop" },
      params: { shopId: "42" },
    });
    expect(matchRoute("/shops/42/products").route.id).toBe("shopProducts");
    expect(matchRoute(staffPicksPath("shops")).route.id).toBe("staffPicks");
    expect(matchRoute(staffPicksPath("products")).route.id).toBe("staffProductPicks");
    expect(matchRoute("/shops/42/7/")).toMatchObject({
      route: { id: "product" },
      params: { shopId: "42", productId: "7" },
    });
  });
  it("gives Page Not Found for any other path", () => {
    const match = matchRoute("/nowhere");
    expect(match.route.title).toBe("Page Not Found");
    expect(match.route.requiresSession).toBe(false);
  });
  it("flags the account and payment routes allow_expired_license and block_new_user_redirect", () => {
    const flagged = ROUTES.filter((r) => r.allowExpiredLicence && r.blockNewUserRedirect).map(
      (r) => r.path,
    );
    expect(flagged).toEqual([
      "/settings/profile",
      "/settings/affiliate",
      "/settings/billing",
      "/support",
      "/pricing",
      "/trial",
      "/payment-success",
    ]);
    expect(ROUTES.filter((r) => r.allowExpiredLicence !== r.blockNewUserRedirect)).toEqual([]);
    expect(matchRoute("/explore/products").route.allowExpiredLicence).toBe(false);
  });
  it("requires a session on every signed-in route", () => {
    const open = ROUTES.filter((r) => !r.requiresSession).map((r) => r.path);
    expect(open).toEqual([
      "/login",
      "/register",
      "/forgot",
      "/contact",
      "/terms",
      "/winning-products-finder",
    ]);
  });
});

describe("pageTitle", () => {
  it("reads '{route title} - {product}'", () => {
    expect(pageTitle(matchRoute("/explore/products").route)).toBe("Explore Products - Hotshelf");
    expect(pageTitle(matchRoute("/payment-success").route, "Acme")).toBe("Payment Success - Acme");
    expect(pageTitle(matchRoute("/x").route)).toBe("Page Not Found - Hotshelf");
  });
  it("titles every route", () => {
    expect(ROUTES.map((r) => r.title)).toEqual([
      "Login",
      "Register",
      "Forgot Password",
      "Contact",
      "Terms of Service",
      "Winning Products Finder",
      "Explore Products",
      "Explore Shops",
      "Track Shop",
      "Shop Collections",
      "Product Collections",
      "Staff Picks",
      "Staff Picks",
      "Compare Shops",
      "Shop Products",
      "Product",
      "Shop",
      "Account",
      "Affiliate",
      "Billing",
      "Support",
      "Pricing",
      "Trial",
      "Payment Success",
    ]);
  });
});

describe("redirects", () => {
  it("sends / to Explore Products and /settings to the profile", () => {
    expect(resolveRedirect("/")).toEqual({ to: "/explore/products" });
    expect(resolveRedirect("/settings/")).toEqual({ to: "/settings/profile" });
  });
  it("sends the old shop path to /shops/{shop_id}", () => {
    expect(resolveRedirect("/shops/view", "?shop_id=12")).toEqual({ to: "/shops/12" });
    expect(resolveRedirect("/shops/view", "?shop_id=abc")).toBeNull();
  });
  it("enables Tracked Shops for /collections/shops?tracked=true", () => {
    expect(resolveRedirect("/collections/shops", "tracked=true")).toEqual({
      to: "/collections/shops",
      selectCollection: "Tracked Shops",
    });
    expect(resolveRedirect("/collections/shops")).toBeNull();
  });
  it("reads numeric detail ids only", () => {
    expect(detailIds(matchRoute("/shops/42/7").params)).toEqual({ shopId: 42, productId: 7 });
    expect(detailIds(matchRoute("/shops/view").params)).toEqual({ shopId: null, productId: null });
  });
});

describe("login flags", () => {
  it("shows the banner of p, r or regconf", () => {
    expect(loginBanner("?p")).toBe("Your password has been successfully changed.");
    expect(loginBanner("?r=1")).toBe(
      "Check your email for a verification link, then log in below.",
    );
    expect(loginBanner("?regconf=true")).toBe(
      "Your account has been confirmed. Please log in below.",
    );
    expect(loginBanner("")).toBeNull();
  });
  it("sends a just-registered user to the trial, everyone else to Explore", () => {
    expect(afterLoginPath("?regconf=1")).toBe("/trial");
    expect(afterLoginPath("?p")).toBe("/explore/products");
  });
});

describe("links and admin", () => {
  it("builds the detail paths, which match their routes", () => {
    expect(shopPath(4)).toBe("/shops/4");
    expect(shopProductsPath(4)).toBe("/shops/4/products");
    expect(productPath(4, 9)).toBe("/shops/4/9");
    expect(matchRoute(productPath(4, 9)).route.id).toBe("product");
    expect(matchRoute(shopProductsPath(4)).route.id).toBe("shopProducts");
  });
  it("reads is_admin from the token's groups", () => {
    expect(isAdminFromGroups(["staff", "admins"])).toBe(true);
    expect(isAdminFromGroups(["staff"])).toBe(false);
    expect(isAdminFromGroups(undefined)).toBe(false);
  });
});
