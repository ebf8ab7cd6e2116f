import { ApiError } from "@hotshelf/api/client";
import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import { STORAGE_KEYS } from "@hotshelf/domain";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LoaderFunction } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createData } from "../../data";
import { paramsChanged, routeLoaders } from "../../data/routeLoaders";
import { Root } from "../../layouts/Root";
import { clearAll, licenceStore, preferencesStore, setSession } from "../../stores";
import { exploreStores } from "../../stores/explore/exploreStore";
import { exploreApi, page, productItem, searchQuery, shopItem } from "../../stores/explore/testing";
import { fakeServices, licence, session } from "../../test/fakes";
import { renderSignedIn } from "../../test/renderRoutes";
import ExploreProducts from "./ExploreProducts";
import ExploreShops from "./ExploreShops";

type Api = ReturnType<typeof exploreApi>;

/** Explore's routes; `withLoaders` adds the app's route loaders and their revalidation rule. */
async function open(path: string, server: Api = exploreApi(), withLoaders = false) {
  const loaders = routeLoaders(
    () => createData(server),
    (searchType, params, signal) => {
      exploreStores[searchType].prefetch(createData(server).search, params, signal);
      return undefined;
    },
  );
  const loaded = (loader: LoaderFunction) =>
    withLoaders ? { loader, shouldRevalidate: paramsChanged, HydrateFallback: () => null } : {};
  const { router, services } = await renderSignedIn(
    [
      {
        element: <Root />,
        children: [
          {
            path: "explore/products",
            element: <ExploreProducts />,
            ...loaded(loaders.exploreProducts),
          },
          { path: "explore/shops", element: <ExploreShops />, ...loaded(loaders.exploreShops) },
          { path: "login", element: <p>Login page</p> },
        ],
      },
    ],
    path,
    fakeServices({ api: server }),
  );
  return { server, router, services };
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
    const server = exploreApi();
    server.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    await open(
      "/explore/products?sort=week_current_period_revenue&q=linen&shop_country=US&price=10..",
      server,
    );
    expect(await screen.findByRole("heading", { name: "Product 1" })).toBeInTheDocument();
    expect(searchQuery(server)).toMatchObject({
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
    const server = exploreApi();
    server.search.mockResolvedValue(page<ProductItem | ShopItem>(products(2), 50, 1000));
    await open("/explore/products", server);
    expect(await screen.findByRole("status")).toHaveTextContent("1,000+ products");
  });

  it("says 'No Results.' for an empty search", async () => {
    await open("/explore/products");
    expect(await screen.findByText("No Results.")).toBeInTheDocument();
  });

  it("puts a new search text into the URL, and Back restores the previous search", async () => {
    const { server, router } = await open("/explore/products");
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(1));
    const box = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "mug" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(server, 1).search_string).toBe("mug");
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("mug");

    await act(() => router.navigate(-1));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(3));
    expect(searchQuery(server, 2).search_string).toBe("");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  it("takes the route loader's first page; a new search, Back and a return each make one call", async () => {
    const server = exploreApi();
    server.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    const { router } = await open("/explore/products?q=linen", server, true);
    expect(await screen.findByRole("heading", { name: "Product 1" })).toBeInTheDocument();
    expect(server.search).toHaveBeenCalledOnce();
    expect(searchQuery(server).search_string).toBe("linen");
    const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "mug" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(2));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(3));
    expect(searchQuery(server, 2).search_string).toBe("linen");
    await act(() => router.navigate(1));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(4));
    await settled();
    expect(server.search).toHaveBeenCalledTimes(4);

    // Away and back to the search the store holds: the loader starts nothing, the results stay.
    await act(() => router.navigate("/login"));
    await act(() => router.navigate(-1));
    // A text query: the whole Explore screen is large for role queries on a loaded machine.
    expect(await screen.findByText("Product 1")).toBeInTheDocument();
    await settled();
    expect(server.search).toHaveBeenCalledTimes(4);
  });

  it("remembers a new sort and searches with it", async () => {
    const { server, router } = await open("/explore/products");
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(1));
    const user = userEvent.setup();
    // Focus fetches the select's code, whose trigger may replace the stand-in at any moment: a key
    // goes to whichever has focus then, where a click's later press would stay on a replaced one.
    act(() => screen.getByRole("button", { name: /Sort by/ }).focus());
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("option", { name: "Weekly Revenue" }));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(server, 1).sort_by).toBe("week_current_period_revenue");
    expect(preferencesStore.exploreProductsSort).toBe("week_current_period_revenue");
    expect(router.state.location.search).toContain("sort=week_current_period_revenue");
  });

  it("excludes a shop from the results through the card menu", async () => {
    const server = exploreApi();
    server.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    const { router } = await open("/explore/products", server);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Product 1" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Exclude Shop from Results" }));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(server, 1).exclude_shop_ids).toEqual([42]);
    expect(router.state.location.search).toContain("exclude=42%3AAcme+Store");
    const excluded = screen.getByRole("region", { name: "Excluded Shops" });
    expect(within(excluded).getByText("Acme Store")).toBeInTheDocument();
  });

  it("excludes a product through a list row's menu, the card's own menu", async () => {
    localStorage.setItem(STORAGE_KEYS.listView, "true");
    preferencesStore.listView = true;
    const server = exploreApi();
    server.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    await open("/explore/products", server);
    expect(await screen.findByRole("columnheader", { name: "Product Title" })).toBeInTheDocument();
    const user = userEvent.setup();
    const trigger = await screen.findByRole("button", { name: "Actions for Product 1" });
    expect(trigger.closest("tr")).not.toBeNull();
    await user.click(trigger);
    await user.click(await screen.findByRole("menuitem", { name: "Exclude Product from Results" }));
    // Hidden from the results at once, as the card's Exclude does.
    await waitFor(() => expect(screen.queryByRole("link", { name: "Product 1" })).toBeNull());
  });

  it("loads the next page when the bottom marker is in view", async () => {
    const server = exploreApi();
    server.search
      .mockResolvedValueOnce(page<ProductItem | ShopItem>(products(2), 2, 3))
      .mockResolvedValueOnce(page<ProductItem | ShopItem>(products(1, 3), null, 3));
    await open("/explore/products", server);
    // happy-dom lays nothing out, so the marker counts as visible and the 250 ms check fires.
    expect(await screen.findByRole("heading", { name: "Product 3" })).toBeInTheDocument();
    expect(searchQuery(server, 1).from_count).toBe(2);
    expect(await screen.findByText("No Additional Results")).toBeInTheDocument();
  });

  it("shows only the licence-expired message after a 402", async () => {
    const server = exploreApi();
    server.search.mockRejectedValueOnce(
      new ApiError("payment_required", "license_expired", {
        call: "search",
        status: 402,
        reason: "license_expired",
      }),
    );
    await open("/explore/products", server);
    expect(
      await screen.findByText(
        "Your license has expired. Please renew or upgrade to a paid plan to continue using Hotshelf.",
      ),
    ).toBeInTheDocument();
    expect(licenceStore.licence?.licenseExpired).toBe(true);
    expect(screen.queryByRole("complementary", { name: "Filters" })).not.toBeInTheDocument();
  });

  it("signs out on should_logout", async () => {
    const server = exploreApi();
    server.search.mockRejectedValueOnce(
      new ApiError("unauthorized", "should_logout", {
        call: "search",
        status: 401,
        reason: "should_logout",
      }),
    );
    const { router } = await open("/explore/products", server);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("opens the collections modal from a card with the product's collections", async () => {
    const server = exploreApi();
    server.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    server.tagsProducts.mockResolvedValue({
      tags: { Favourites: [{ product_id: 1, product_title: "Product 1", shop_id: 42 }] },
    });
    await open("/explore/products", server);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Product 1" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Add/Remove from Collection" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage Product Collections" });
    expect(await within(dialog).findByText("Favourites")).toBeInTheDocument();
    expect(server.tagsProducts).toHaveBeenCalledWith({ is_staff: false });
  });

  it("signs an admin out when a ban is forbidden", async () => {
    setSession(session({ isAdmin: true }));
    const server = exploreApi();
    server.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    server.adminBan.mockRejectedValueOnce(
      new ApiError("forbidden", "not_allowed", { call: "adminBan", status: 403 }),
    );
    const { router } = await open("/explore/products", server);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Actions for Product 1" }));
    await user.click(await screen.findByRole("menuitem", { name: "Ban Store" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Ban Store" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(server.adminBan).toHaveBeenCalledWith({ ban_type: "shop", shop_id: 42 });
  });

  it("saves the current filters as a filter set", async () => {
    const { server } = await open("/explore/products?shop_country=GB");
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Save Filter Set" }));
    fireEvent.change(await screen.findByRole("textbox", { name: "Filter set name" }), {
      target: { value: "UK shops" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save Preset" }));
    await waitFor(() => expect(server.filtersSave).toHaveBeenCalledOnce());
    expect(server.filtersSave.mock.calls[0]?.[0]).toEqual({
      filter_type: "products",
      filter_set_name: "UK shops",
      excluded_shops: [],
      filters: { range_filters: {}, one_hot_filters: { shop_country: ["GB"] } },
    });
  });

  it("lets staff save the current filters as a staff preset, and ban from a card", async () => {
    const server = Object.assign(exploreApi(), {
      staffFiltersSave: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    });
    server.license.mockResolvedValue(licence({ is_staff: true }));
    server.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    await open("/explore/products?shop_country=GB", server);
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Save as Staff Preset" }));
    fireEvent.change(await screen.findByRole("textbox", { name: "Filter set name" }), {
      target: { value: "UK shops" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save Preset" }));
    await waitFor(() => expect(server.staffFiltersSave).toHaveBeenCalledOnce());
    expect(server.staffFiltersSave.mock.calls[0]?.[0]).toMatchObject({
      filter_set_name: "UK shops",
      filters: { range_filters: {}, one_hot_filters: { shop_country: ["GB"] } },
    });
    expect(server.filtersSave).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Actions for Product 1" }));
    expect(await screen.findByRole("menuitem", { name: "Ban Store" })).toBeInTheDocument();
  });
});

describe("Explore Products, staff curation", () => {
  beforeEach(() => {
    clearAll();
    localStorage.clear();
  });

  it("offers Add/Remove from Staff Picks only to staff, who add a product through the staff call", async () => {
    const server = Object.assign(exploreApi(), {
      staffTagsChange: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    });
    server.license.mockResolvedValue(licence({ is_staff: true }));
    server.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    server.tagsProducts.mockImplementation(async (request: unknown) => ({
      tags: {
        [(request as { is_staff: boolean }).is_staff ? "Weekly Best Sellers" : "Favourites"]: [],
      },
    }));
    await open("/explore/products", server);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Actions for Product 1" }));
    await user.click(await screen.findByRole("menuitem", { name: "Add/Remove from Staff Picks" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage Staff Picks" });
    // The staff's collections, not the user's own.
    expect(server.tagsProducts).toHaveBeenCalledWith({ is_staff: true });
    await user.click(
      await within(dialog).findByRole("button", { name: "Add to Weekly Best Sellers" }),
    );
    await waitFor(() =>
      expect(server.staffTagsChange).toHaveBeenCalledWith({
        tag_type: "products",
        tag_name: "Weekly Best Sellers",
        action: "add",
        product_id: 1,
      }),
    );
    expect(server.tagsChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("link", { name: "View Staff Picks" })).toHaveAttribute(
      "href",
      "/staff-picks/products",
    );
  });

  it("offers staff Add/Remove from Staff Picks in a list row's menu too", async () => {
    localStorage.setItem(STORAGE_KEYS.listView, "true");
    preferencesStore.listView = true;
    const server = Object.assign(exploreApi(), {
      staffTagsChange: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    });
    server.license.mockResolvedValue(licence({ is_staff: true }));
    server.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    server.tagsProducts.mockResolvedValue({ tags: { "Weekly Best Sellers": [] } });
    await open("/explore/products", server);
    expect(await screen.findByRole("columnheader", { name: "Product Title" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Actions for Product 1" }));
    await user.click(await screen.findByRole("menuitem", { name: "Add/Remove from Staff Picks" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage Staff Picks" });
    await user.click(
      await within(dialog).findByRole("button", { name: "Add to Weekly Best Sellers" }),
    );
    await waitFor(() =>
      expect(server.staffTagsChange).toHaveBeenCalledWith({
        tag_type: "products",
        tag_name: "Weekly Best Sellers",
        action: "add",
        product_id: 1,
      }),
    );
  });

  it("shows no Staff Picks item to a user who is not staff", async () => {
    const server = exploreApi();
    server.search.mockResolvedValue(page<ProductItem | ShopItem>(products(1)));
    await open("/explore/products", server);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Actions for Product 1" }));
    await screen.findByRole("menuitem", { name: "Add/Remove from Collection" });
    expect(screen.queryByRole("menuitem", { name: /Staff Picks/ })).not.toBeInTheDocument();
  });

  it("lets staff rename a staff preset from the presets menu", async () => {
    const server = Object.assign(exploreApi(), {
      staffFiltersRename: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    });
    server.license.mockResolvedValue(licence({ is_staff: true }));
    const preset = {
      filter_set_name: "Trending in the US",
      excluded_shops: [],
      filters: { range_filters: {}, one_hot_filters: { shop_country: ["US"] } },
    };
    server.filters.mockImplementation(async (request: unknown) => ({
      filters: (request as { is_staff: boolean }).is_staff ? [preset] : [],
    }));
    await open("/explore/products", server);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Filter Presets" }));
    await user.click(await screen.findByRole("button", { name: "Rename Trending in the US" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename Preset" });
    const field = within(dialog).getByRole("textbox", { name: "New name" });
    await user.clear(field);
    await user.type(field, "Trending in the USA{Enter}");
    await waitFor(() =>
      expect(server.staffFiltersRename).toHaveBeenCalledWith({
        filter_type: "products",
        filter_set_name: "Trending in the US",
        new_name: "Trending in the USA",
      }),
    );
    // The lists are read again, and the dialog closes.
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Rename Preset" })).not.toBeInTheDocument(),
    );
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
    const server = exploreApi();
    const shops = Array.from({ length: 49 }, (_, i) =>
      shopItem({ shop_id: i + 1, shop_title: `Shop ${i + 1}` }),
    );
    // The reload answers nothing, so the test need not render 49 cards.
    server.search.mockResolvedValueOnce(page<ProductItem | ShopItem>(shops));
    await open("/explore/shops", server);
    expect(
      await screen.findByRole("columnheader", { name: "Revenue (Weekly)" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(1));
    expect(searchQuery(server).sort_by).toBe("active_ad_count_percent_change");
    await userEvent.setup().click(screen.getByRole("radio", { name: "Grid" }));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(2));
    expect(preferencesStore.listView).toBe(false);
  });
});
