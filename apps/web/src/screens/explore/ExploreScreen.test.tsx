import { ApiError } from "@hotshelf/api/client";
import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import { STORAGE_KEYS } from "@hotshelf/domain";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { ServicesProvider } from "../../app/services";
import { Root } from "../../layouts/Root";
import { clearAll, licenceStore, preferencesStore, refreshLicence, setSession } from "../../stores";
import { exploreApi, page, productItem, searchQuery, shopItem } from "../../stores/explore/testing";
import { fakeServices, session } from "../../test/fakes";
import ExploreProducts from "./ExploreProducts";
import ExploreShops from "./ExploreShops";

type Api = ReturnType<typeof exploreApi>;

async function open(path: string, api: Api = exploreApi()) {
  const services = fakeServices({ api });
  await refreshLicence(api, { force: true });
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: "explore/products", element: <ExploreProducts /> },
          { path: "explore/shops", element: <ExploreShops /> },
          { path: "login", element: <p>Login page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { api, router, services };
}

const products = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) =>
    productItem({ product_id: from + i, product_title: `Product ${from + i}` }),
  );

describe("Explore Products", () => {
  beforeEach(() => {
    clearAll();
    localStorage.clear();
  });

  it("restores a shared URL: sort, text and filters go into the search", async () => {
    const api = exploreApi();
    api.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    await open(
      "/explore/products?sort=week_current_period_revenue&q=linen&shop_country=US&price=10..",
      api,
    );
    expect(await screen.findByRole("heading", { name: "Product 1" })).toBeInTheDocument();
    expect(searchQuery(api)).toMatchObject({
      sort_by: "week_current_period_revenue",
      search_string: "linen",
      search_filters: { shop_country: ["US"], price: { gte: 10, type: "numeric" } },
      search_type: "products",
    });
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("linen");
    expect(screen.getByRole("checkbox", { name: "United States" })).toBeChecked();
    expect(await screen.findByText("No Additional Results")).toBeInTheDocument();
  });

  it("shows the result count, '1,000+' at the server's cap", async () => {
    const api = exploreApi();
    api.search.mockResolvedValue(page<ProductItem | ShopItem>(products(2), 50, 1000));
    await open("/explore/products", api);
    expect(await screen.findByRole("status")).toHaveTextContent("1,000+ products");
  });

  it("says 'No Results.' for an empty search", async () => {
    await open("/explore/products");
    expect(await screen.findByText("No Results.")).toBeInTheDocument();
  });

  it("puts a new search text into the URL, and Back restores the previous search", async () => {
    const { api, router } = await open("/explore/products");
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    const box = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "mug" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(api, 1).search_string).toBe("mug");
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("mug");

    await act(() => router.navigate(-1));
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(3));
    expect(searchQuery(api, 2).search_string).toBe("");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  it("remembers a new sort and searches with it", async () => {
    const { api, router } = await open("/explore/products");
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /Sort by/ }));
    await user.click(await screen.findByRole("option", { name: "Weekly Revenue" }));
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(api, 1).sort_by).toBe("week_current_period_revenue");
    expect(preferencesStore.exploreProductsSort).toBe("week_current_period_revenue");
    expect(router.state.location.search).toContain("sort=week_current_period_revenue");
  });

  it("excludes a shop from the results through the card menu", async () => {
    const api = exploreApi();
    api.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    const { router } = await open("/explore/products", api);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Product 1" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Exclude Shop from Results" }));
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(api, 1).exclude_shop_ids).toEqual([42]);
    expect(router.state.location.search).toContain("exclude=42%3AAcme+Store");
    const excluded = screen.getByRole("region", { name: "Excluded Shops" });
    expect(within(excluded).getByText("Acme Store")).toBeInTheDocument();
  });

  it("loads the next page when the bottom marker is in view", async () => {
    const api = exploreApi();
    api.search
      .mockResolvedValueOnce(page<ProductItem | ShopItem>(products(2), 2, 3))
      .mockResolvedValueOnce(page<ProductItem | ShopItem>(products(1, 3), null, 3));
    await open("/explore/products", api);
    // happy-dom lays nothing out, so the marker counts as visible and the 250 ms check fires.
    expect(await screen.findByRole("heading", { name: "Product 3" })).toBeInTheDocument();
    expect(searchQuery(api, 1).from_count).toBe(2);
    expect(await screen.findByText("No Additional Results")).toBeInTheDocument();
  });

  it("shows only the licence-expired message after a 402", async () => {
    const api = exploreApi();
    api.search.mockRejectedValueOnce(
      new ApiError("payment_required", "license_expired", {
        call: "search",
        status: 402,
        reason: "license_expired",
      }),
    );
    await open("/explore/products", api);
    expect(
      await screen.findByText(
        "Your license has expired. Please renew or upgrade to a paid plan to continue using Hotshelf.",
      ),
    ).toBeInTheDocument();
    expect(licenceStore.licence?.licenseExpired).toBe(true);
    expect(screen.queryByRole("complementary", { name: "Filters" })).not.toBeInTheDocument();
  });

  it("signs out on should_logout", async () => {
    const api = exploreApi();
    api.search.mockRejectedValueOnce(
      new ApiError("unauthorized", "should_logout", {
        call: "search",
        status: 401,
        reason: "should_logout",
      }),
    );
    const { router } = await open("/explore/products", api);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("opens the collections modal from a card with the product's collections", async () => {
    const api = exploreApi();
    api.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    api.tagsProducts.mockResolvedValue({
      tags: { Favourites: [{ product_id: 1, product_title: "Product 1", shop_id: 42 }] },
    });
    await open("/explore/products", api);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Product 1" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Add/Remove from Collection" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage Product Collections" });
    expect(await within(dialog).findByText("Favourites")).toBeInTheDocument();
    expect(api.tagsProducts).toHaveBeenCalledWith({ is_staff: false });
  });

  it("signs an admin out when a ban is forbidden", async () => {
    setSession(session({ isAdmin: true }));
    const api = exploreApi();
    api.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    api.adminBan.mockRejectedValueOnce(
      new ApiError("forbidden", "not_allowed", { call: "adminBan", status: 403 }),
    );
    const { router } = await open("/explore/products", api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Actions for Product 1" }));
    await user.click(await screen.findByRole("menuitem", { name: "Ban Store" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Ban Store" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(api.adminBan).toHaveBeenCalledWith({ ban_type: "shop", shop_id: 42 });
  });

  it("saves the current filters as a filter set", async () => {
    const { api } = await open("/explore/products?shop_country=GB");
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Save Filter Set" }));
    fireEvent.change(await screen.findByRole("textbox", { name: "Filter set name" }), {
      target: { value: "UK shops" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save Preset" }));
    await waitFor(() => expect(api.filtersSave).toHaveBeenCalledOnce());
    expect(api.filtersSave.mock.calls[0]?.[0]).toEqual({
      filter_type: "products",
      filter_set_name: "UK shops",
      excluded_shops: [],
      filters: { range_filters: {}, one_hot_filters: { shop_country: ["GB"] } },
    });
  });
});

describe("Explore Shops", () => {
  beforeEach(() => {
    clearAll();
    localStorage.clear();
  });

  it("starts again from the first page when a long list is switched to the grid", async () => {
    localStorage.setItem(STORAGE_KEYS.listView, "true");
    preferencesStore.listView = true;
    const api = exploreApi();
    const shops = Array.from({ length: 49 }, (_, i) =>
      shopItem({ shop_id: i + 1, shop_title: `Shop ${i + 1}` }),
    );
    // The reload answers nothing, so the test need not render 49 cards.
    api.search.mockResolvedValueOnce(page<ProductItem | ShopItem>(shops));
    await open("/explore/shops", api);
    expect(
      await screen.findByRole("columnheader", { name: "Revenue (Weekly)" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(1));
    expect(searchQuery(api).sort_by).toBe("active_ad_count_percent_change");
    await userEvent.setup().click(screen.getByRole("radio", { name: "Grid" }));
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(2));
    expect(preferencesStore.listView).toBe(false);
  });
});
