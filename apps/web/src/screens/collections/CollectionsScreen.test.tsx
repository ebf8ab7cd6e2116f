import { ApiError } from "@hotshelf/api/client";
import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ServicesProvider } from "../../app/services";
import { clearAll, refreshLicence } from "../../stores";
import { exploreApi, page, searchQuery, shopItem } from "../../stores/explore/testing";
import { fakeServices, licence } from "../../test/fakes";
import { ProductCollections } from "./ProductCollections";
import { ShopCollections } from "./ShopCollections";
import { StaffPicks } from "./StaffPicks";

const shop = (id: number, title: string) => ({
  shop_id: id,
  shop_title: title,
  shop_url: `https://${id}.example`,
  url: `https://${id}.example`,
  myshopify_url: null,
});

function collectionsApi() {
  const api = Object.assign(exploreApi(), {
    tagsDelete: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    shopAds: vi.fn(async (_request: unknown) => ({ items: [], next_from_value: null })),
    productAds: vi.fn(async (_request: unknown) => ({ items: [], next_from_value: null })),
    activityShops: vi.fn(async (_request: unknown) => ({
      activity: [
        {
          type: "new_product" as const,
          shop_id: 2,
          shop_title: "Two Shop",
          shop_favicon_internal: null,
          product_id: 9,
          product_title: "Fresh Mug",
          epoch_time: Math.floor(Date.now() / 1000) - 60,
        },
      ],
    })),
  });
  api.tagsShops.mockResolvedValue({
    tags: {
      Alpha: [shop(1, "One Shop")],
      "Tracked Shops": [shop(2, "Two Shop"), shop(3, "Three Shop")],
    },
  } as never);
  return api;
}
type Api = ReturnType<typeof collectionsApi>;

async function open(path: string, api: Api = collectionsApi()) {
  await refreshLicence(api, { force: true });
  const router = createMemoryRouter(
    [
      { path: "collections/shops", element: <ShopCollections /> },
      { path: "collections/products", element: <ProductCollections /> },
      { path: "staff-picks", element: <StaffPicks /> },
      { path: "login", element: <p>Login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ServicesProvider services={fakeServices({ api })}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { api, router };
}

describe("Shop collections", () => {
  beforeEach(() => {
    clearAll();
    localStorage.clear();
  });

  it("selects Tracked Shops first after loading and searches its shops, 50 a page", async () => {
    const api = collectionsApi();
    api.search.mockResolvedValue(
      page<ProductItem | ShopItem>([shopItem({ shop_id: 2, shop_title: "Two Shop" })]),
    );
    await open("/collections/shops", api);
    expect(await screen.findByRole("heading", { name: "Two Shop" })).toBeInTheDocument();
    expect(api.tagsShops).toHaveBeenCalledWith({ is_staff: false });
    expect(searchQuery(api)).toMatchObject({
      search_type: "shops",
      page_size: 50,
      sort_by: "active_ad_count_percent_change",
      search_filters: { must_include_shop_ids: [2, 3] },
    });
    // Shop 3 is missing from the complete results.
    const inactive = screen.getByRole("region", { name: "Possibly inactive shops" });
    expect(within(inactive).getByText("Three Shop")).toBeInTheDocument();
  });

  it("with ?tracked=true selects Tracked Shops and drops the flag from the URL", async () => {
    const { router } = await open("/collections/shops?tracked=true");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/collections/shops");
    expect(screen.getByRole("button", { name: /Tracked Shops/, current: true })).toBeVisible();
  });

  it("searches again without an excluded shop, and not at all when every shop is excluded", async () => {
    const { api } = await open("/collections/shops");
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Expand Tracked Shops" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Two Shop" }));
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(api, 1).search_filters).toEqual({ must_include_shop_ids: [3] });

    fireEvent.click(screen.getByRole("button", { name: "Exclude All" }));
    expect(await screen.findByText("No Results.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Include All" }));
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(3));
    expect(searchQuery(api, 2).search_filters).toEqual({ must_include_shop_ids: [2, 3] });
  });

  it("excludes a shop through its card menu and searches the rest", async () => {
    const api = collectionsApi();
    api.search.mockResolvedValue(
      page<ProductItem | ShopItem>([shopItem({ shop_id: 2, shop_title: "Two Shop" })]),
    );
    await open("/collections/shops", api);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Two Shop" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Exclude Shop from Results" }));
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(api, 1).search_filters).toEqual({ must_include_shop_ids: [3] });
  });

  it("overwrites a collection with the selected collection's included shops", async () => {
    const { api } = await open("/collections/shops");
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Expand Tracked Shops" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Two Shop" }));
    fireEvent.click(screen.getByRole("button", { name: "Overwrite Alpha" }));
    const confirm = screen.getByRole("group", { name: "Confirm for Alpha" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(api.tagsOverwrite).toHaveBeenCalledWith({
        tag_type: "shops",
        tag_name: "Alpha",
        shop_ids: [3],
      }),
    );
    await waitFor(() => expect(api.tagsShops).toHaveBeenCalledTimes(2));
  });

  it("remembers the Shops tab's sort under shop_collections:shops", async () => {
    localStorage.setItem("shop_collections:shops", "week_current_period_revenue");
    const { api } = await open("/collections/shops");
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    expect(searchQuery(api).sort_by).toBe("week_current_period_revenue");
  });

  it("shows the Staff Picks read-only under 'Staff Product Collections'", async () => {
    const { api } = await open("/staff-picks");
    expect(await screen.findByRole("heading", { name: "Staff Product Collections" })).toBeVisible();
    expect(api.tagsShops).toHaveBeenCalledWith({ is_staff: true });
    expect(screen.queryByRole("button", { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Overwrite / })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Expand Tracked Shops" }));
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Two Shop" }));
    expect(screen.getByRole("link", { name: "View Shop" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
  });

  it("points to the Staff Picks when the user has no collections yet", async () => {
    const api = collectionsApi();
    api.tagsShops.mockResolvedValue({ tags: {} });
    await open("/collections/shops", api);
    expect(await screen.findByRole("link", { name: /Staff Picks/ })).toHaveAttribute(
      "href",
      "/staff-picks",
    );
    expect(api.search).not.toHaveBeenCalled();
  });

  it("signs out when the collections load finds the session lost", async () => {
    const api = collectionsApi();
    api.tagsShops.mockRejectedValueOnce(
      new ApiError("unauthorized", "should_logout", {
        call: "tagsShops",
        status: 401,
        reason: "should_logout",
      }),
    );
    const { router } = await open("/collections/shops", api);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows License Expired and loads nothing with an expired licence", async () => {
    const api = collectionsApi();
    api.license.mockResolvedValue(licence({ licenseExpired: true }));
    await open("/collections/shops", api);
    expect(await screen.findByText("License Expired")).toBeInTheDocument();
    expect(api.tagsShops).not.toHaveBeenCalled();
  });
});

describe("Collection ads and news", () => {
  beforeEach(() => {
    clearAll();
    localStorage.clear();
  });

  it("shows the upgrade prompt without can_ads and loads no ads", async () => {
    const { api } = await open("/collections/shops");
    fireEvent.click(await screen.findByRole("tab", { name: "Ads" }));
    expect(await screen.findByRole("link", { name: "View Pricing" })).toHaveAttribute(
      "href",
      "/settings/billing",
    );
    expect(api.shopAds).not.toHaveBeenCalled();
  });

  it("loads the included shops' ads with can_ads", async () => {
    const api = collectionsApi();
    api.license.mockResolvedValue(licence({ can_ads: true }));
    await open("/collections/shops", api);
    fireEvent.click(await screen.findByRole("tab", { name: "Ads" }));
    await waitFor(() => expect(api.shopAds).toHaveBeenCalledWith({ shop_ids: [2, 3] }));
    expect(screen.queryByRole("link", { name: "View Pricing" })).toBeNull();
  });

  it("shows the included shops' news", async () => {
    const { api } = await open("/collections/shops");
    fireEvent.click(await screen.findByRole("tab", { name: "News" }));
    expect(await screen.findByRole("link", { name: /Fresh Mug/ })).toBeInTheDocument();
    expect(api.activityShops).toHaveBeenCalledWith({ mode: "shops", shop_ids: [2, 3] });
  });
});

describe("Product collections", () => {
  beforeEach(() => {
    clearAll();
    localStorage.clear();
  });

  it("searches the selected collection's products and removes a product", async () => {
    const api = collectionsApi();
    api.tagsProducts.mockResolvedValue({
      tags: { Mugs: [{ product_id: 7001, product_title: "Linen Shirt", shop_id: 42 }] },
    });
    await open("/collections/products", api);
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("tab", { name: "Product View" })).toBeVisible();
    expect(searchQuery(api)).toMatchObject({
      search_type: "products",
      search_filters: { must_include_product_ids: [7001] },
    });
    fireEvent.click(screen.getByRole("button", { name: "Expand Mugs" }));
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Linen Shirt" }));
    expect(screen.getByRole("link", { name: "View Product" })).toHaveAttribute(
      "href",
      "/shops/42/7001",
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(api.tagsChange).toHaveBeenCalledWith({
        tag_type: "products",
        tag_name: "Mugs",
        action: "remove",
        product_id: 7001,
      }),
    );
  });
});
