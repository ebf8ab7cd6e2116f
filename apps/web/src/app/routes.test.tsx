import type { ApiClient } from "@hotshelf/api/client";
import type { IdentityClient } from "@hotshelf/api/identity";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearAll } from "../stores";
import { detailApi } from "../test/detailFakes";
import { fakeApi, fakeIdentity, fakeServices, licence } from "../test/fakes";
import { renderRoutes } from "../test/renderRoutes";
import { createRoutes } from "./routes";

// These tests are about routing, the guard and the overlays; the Explore screens are stubbed so their
// own data loading stays out of it.
vi.mock("../screens/explore/ExploreProducts", () => ({
  ExploreProducts: () => <h1>Explore Products</h1>,
}));
vi.mock("../screens/explore/ExploreShops", () => ({
  ExploreShops: () => <h1>Explore Shops</h1>,
}));

function open(path: string, parts: { api?: ApiClient; identity?: IdentityClient } = {}) {
  const services = fakeServices(parts);
  return renderRoutes(createRoutes(services), path, services);
}

const DAY_S = 86_400;
const past = () => Math.floor(Date.now() / 1000) - 3 * DAY_S;

describe("routes and the guard", () => {
  beforeEach(clearAll);

  it("sends a visitor without a session from a signed-in route to Login", async () => {
    const { router } = open("/explore/products", { identity: fakeIdentity(null) });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(document.title).toBe("Login - Hotshelf");
  });

  it("redirects the root to Explore Products and titles the page from the route", async () => {
    const { router } = open("/");
    expect(await screen.findByRole("heading", { name: "Explore Products" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/explore/products");
    expect(document.title).toBe("Explore Products - Hotshelf");
  });

  it("follows the old /shops/view?shop_id= path to the shop", async () => {
    // The redirect lands on the shop view, which loads the shop with its charts, products and ads.
    const api = detailApi();
    const { router } = open("/shops/view?shop_id=42", { api });
    await waitFor(() => expect(router.state.location.pathname).toBe("/shops/42"));
    expect(await screen.findByRole("heading", { name: "Acme Store", level: 1 })).toBeVisible();
    expect(api.shop).toHaveBeenCalledWith({ shop_id: 42 });
  });

  it("redirects /settings to the profile tab", async () => {
    const { router } = open("/settings");
    await waitFor(() => expect(router.state.location.pathname).toBe("/settings/profile"));
    expect(await screen.findByRole("tab", { name: "Account", selected: true })).toBeInTheDocument();
  });

  it("shows Page Not Found for any other path", async () => {
    open("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    // The title is set by an effect after the screen rendered.
    await waitFor(() => expect(document.title).toBe("Page Not Found - Hotshelf"));
  });

  it("sends a new account to Trial, but not from routes flagged block_new_user_redirect", async () => {
    const api = fakeApi(licence({ plan_name: "new_account", isNewAccount: true }));
    const { router } = open("/explore/shops", { api });
    await waitFor(() => expect(router.state.location.pathname).toBe("/trial"));
    expect(await screen.findByRole("button", { name: "Get Started" })).toBeInTheDocument();
    await router.navigate("/pricing");
    expect(await screen.findByRole("heading", { name: "Pricing" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/pricing");
  });

  it("blocks a product route with the expired overlay, and skips it on allow_expired_license routes", async () => {
    const api = fakeApi(licence({ expires: past() }));
    const { router } = open("/explore/products", { api });
    expect(await screen.findByRole("dialog", { name: "License Expired" })).toBeInTheDocument();
    await router.navigate("/settings/billing");
    expect(await screen.findByText("Your Basic license expired")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("puts the expired overlay before past due, and past due before the plan overlays", async () => {
    const api = fakeApi(licence({ on_grace_period: true, can_hotshelf: false }));
    open("/explore/products", { api });
    expect(await screen.findByRole("dialog", { name: "Payment Past Due" })).toBeInTheDocument();
  });

  it("offers the Pro trial to a plan without the main tool", async () => {
    open("/explore/products", { api: fakeApi(licence({ can_hotshelf: false })) });
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector('[data-overlay="pro-trial"]')).not.toBeNull();
  });

  it("shows the cannot-use notice once the Pro trial was used", async () => {
    open("/explore/products", {
      api: fakeApi(
        licence({ can_hotshelf: false, hasUsedProTrial: true, plan_name: "futurelib_basic" }),
      ),
    });
    expect(await screen.findByRole("dialog", { name: "Plan Upgrade Required" })).toHaveTextContent(
      "Hotshelf is not available on the Ads Basic plan.",
    );
  });

  it("runs the guard on every navigation, so a session that ended sends the user to Login", async () => {
    const identity = fakeIdentity();
    const { router } = open("/explore/products", { identity });
    expect(await screen.findByRole("heading", { name: "Explore Products" })).toBeInTheDocument();
    identity.currentSession.mockResolvedValue(null);
    await router.navigate("/explore/shops");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows the frame and the page's shell while the first licence loads, then the page", async () => {
    let answer: (value: ReturnType<typeof licence>) => void = () => undefined;
    const api = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    open("/explore/products", { api });
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("progressbar", { name: "Loading" })).toBeInTheDocument();
    // The shell's heading only: the screen waits for the licence.
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    answer(licence());
    await waitFor(() => expect(screen.getByRole("main")).not.toHaveAttribute("aria-busy"));
    expect(screen.queryByRole("progressbar", { name: "Loading" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Explore Products" })).toBeInTheDocument();
  });

  it("sends a new account to Trial without showing the page it asked for first", async () => {
    let answer: (value: ReturnType<typeof licence>) => void = () => undefined;
    const api = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const { router } = open("/explore/shops", { api });
    // Found, not held: the spinner shown while the route's code loads gives way to the page shell's.
    await screen.findByRole("progressbar", { name: "Loading" });
    expect(router.state.location.pathname).toBe("/explore/shops");
    answer(licence({ plan_name: "new_account", isNewAccount: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/trial"));
    expect(await screen.findByRole("button", { name: "Get Started" })).toBeInTheDocument();
  });
});
