import { ApiError } from "@hotshelf/api/client";
import type { ProductItem, ShopItem } from "@hotshelf/api/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearAll, preferencesStore, setSession } from "../../stores";
import { exploreApi, page, productItem, searchQuery, shopItem } from "../../stores/explore/testing";
import { adItem } from "../../test/detailFakes";
import { fakeServices, licence, session } from "../../test/fakes";
import { renderSignedIn } from "../../test/renderRoutes";
import { ProductCollections } from "./ProductCollections";
import { ShopCollections } from "./ShopCollections";
import { StaffPicks, StaffProductPicks } from "./StaffPicks";

const shop = (id: number, title: string) => ({
  shop_id: id,
  shop_title: title,
  shop_url: `https://${id}.example`,
  url: `https://${id}.example`,
  myshopify_url: null,
});

function collectionsApi() {
  const server = Object.assign(exploreApi(), {
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
  server.tagsShops.mockResolvedValue({
    tags: {
      Alpha: [shop(1, "One Shop")],
      "Tracked Shops": [shop(2, "Two Shop"), shop(3, "Three Shop")],
    },
  } as never);
  return server;
}
type Api = ReturnType<typeof collectionsApi>;

async function open(path: string, server: Api = collectionsApi()) {
  const { router } = await renderSignedIn(
    [
      { path: "collections/shops", element: <ShopCollections /> },
      { path: "collections/products", element: <ProductCollections /> },
      { path: "staff-picks", element: <StaffPicks /> },
      { path: "staff-picks/products", element: <StaffProductPicks /> },
      { path: "login", element: <p>Login page</p> },
    ],
    path,
    fakeServices({ api: server }),
  );
  return { server, router };
}

describe("Shop collections", () => {
  beforeEach(() => {
    clearAll();
    localStorage.clear();
  });

  it("selects Tracked Shops first after loading and searches its shops, 50 a page", async () => {
    const server = collectionsApi();
    server.search.mockResolvedValue(
      page<ProductItem | ShopItem>([shopItem({ shop_id: 2, shop_title: "Two Shop" })]),
    );
    await open("/collections/shops", server);
    expect(await screen.findByRole("heading", { name: "Two Shop" })).toBeInTheDocument();
    expect(server.tagsShops).toHaveBeenCalledWith({ is_staff: false });
    expect(searchQuery(server)).toMatchObject({
      search_type: "shops",
      page_size: 50,
      sort_by: "active_ad_count_percent_change",
      search_filters: { must_include_shop_ids: [2, 3] },
    });
    // Shop 3 is missing from the complete results.
    const inactive = screen.getByRole("region", { name: "Possibly inactive shops" });
    // Shown as a shop card in its inactive variant, with its menu, not as a bare name.
    const card = within(inactive).getByRole("article", { name: "Three Shop" });
    expect(card).toHaveAttribute("data-inactive", "true");
    expect(within(card).getByText(/This shop is inactive/)).toBeInTheDocument();
    expect(
      within(card).getByRole("button", { name: "Actions for Three Shop" }),
    ).toBeInTheDocument();
  });

  it("with ?tracked=true selects Tracked Shops and drops the flag from the URL", async () => {
    const { router } = await open("/collections/shops?tracked=true");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/collections/shops");
    expect(screen.getByRole("button", { name: /Tracked Shops/, current: true })).toBeVisible();
  });

  it("searches again without an excluded shop, and not at all when every shop is excluded", async () => {
    const { server } = await open("/collections/shops");
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Expand Tracked Shops" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Two Shop" }));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(server, 1).search_filters).toEqual({ must_include_shop_ids: [3] });

    fireEvent.click(screen.getByRole("button", { name: "Exclude All" }));
    expect(await screen.findByText("No Results.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Include All" }));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(3));
    expect(searchQuery(server, 2).search_filters).toEqual({ must_include_shop_ids: [2, 3] });
  });

  it("excludes a shop through its card menu and searches the rest", async () => {
    const server = collectionsApi();
    server.search.mockResolvedValue(
      page<ProductItem | ShopItem>([shopItem({ shop_id: 2, shop_title: "Two Shop" })]),
    );
    await open("/collections/shops", server);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Two Shop" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Exclude Shop from Results" }));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(server, 1).search_filters).toEqual({ must_include_shop_ids: [3] });
  });

  it("links the included shops to Compare Shops, and none below two", async () => {
    const { server } = await open("/collections/shops");
    const link = await screen.findByRole("link", { name: "Compare 2 Shops" });
    expect(link).toHaveAttribute("href", "/compare/shops?ids=2,3");
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Expand Tracked Shops" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Two Shop" }));
    await waitFor(() =>
      expect(screen.queryByRole("link", { name: /^Compare \d Shops$/ })).not.toBeInTheDocument(),
    );
  });

  it("overwrites a collection with the selected collection's included shops", async () => {
    const { server } = await open("/collections/shops");
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Expand Tracked Shops" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Two Shop" }));
    fireEvent.click(screen.getByRole("button", { name: "Overwrite Alpha" }));
    const confirm = screen.getByRole("group", { name: "Confirm for Alpha" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(server.tagsOverwrite).toHaveBeenCalledWith({
        tag_type: "shops",
        tag_name: "Alpha",
        shop_ids: [3],
      }),
    );
    await waitFor(() => expect(server.tagsShops).toHaveBeenCalledTimes(2));
  });

  it("loads the next page of a tab when the bottom marker is in view", async () => {
    const server = collectionsApi();
    server.search
      .mockResolvedValueOnce(
        page<ProductItem | ShopItem>([shopItem({ shop_id: 2, shop_title: "Two Shop" })], 1, 2),
      )
      .mockResolvedValueOnce(
        page<ProductItem | ShopItem>([shopItem({ shop_id: 3, shop_title: "Three Shop" })], null, 2),
      );
    await open("/collections/shops", server);
    // happy-dom lays nothing out, so the marker counts as visible and the 250 ms check fires.
    expect(await screen.findByRole("heading", { name: "Three Shop" })).toBeInTheDocument();
    expect(searchQuery(server, 1)).toMatchObject({
      from_count: 1,
      search_filters: { must_include_shop_ids: [2, 3] },
    });
    expect(await screen.findByText("No Additional Results")).toBeInTheDocument();
    // Both shops were found once every page was in: none is flagged possibly inactive.
    expect(screen.queryByRole("region", { name: "Possibly inactive shops" })).toBeNull();
    expect(server.search).toHaveBeenCalledTimes(2);
  });

  it("starts again from the first page when a long list turns into cards", async () => {
    preferencesStore.listView = true;
    const server = collectionsApi();
    const many = Array.from({ length: 49 }, (_, i) =>
      shopItem({ shop_id: 100 + i, shop_title: `Shop ${i}` }),
    );
    server.search
      .mockResolvedValueOnce(page<ProductItem | ShopItem>(many))
      .mockResolvedValue(
        page<ProductItem | ShopItem>([shopItem({ shop_id: 100, shop_title: "Shop 0" })]),
      );
    await open("/collections/shops", server);
    expect(await screen.findByText("Shop 48")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "Grid" }));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(server, 1).from_count).toBe(0);
    // The cards hold the fresh first page, not the 49 rows of the list.
    expect(await screen.findByRole("heading", { name: "Shop 0" })).toBeInTheDocument();
    expect(screen.queryByText("Shop 48")).toBeNull();
  });

  it("offers an admin the ban of a shop from its card", async () => {
    setSession(session({ isAdmin: true }));
    const server = collectionsApi();
    server.search.mockResolvedValue(
      page<ProductItem | ShopItem>([shopItem({ shop_id: 2, shop_title: "Two Shop" })]),
    );
    await open("/collections/shops", server);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Actions for Two Shop" }));
    expect(await screen.findByRole("menuitem", { name: "Admin: Copy Shop ID" })).toBeVisible();
    await user.click(screen.getByRole("menuitem", { name: "Admin: Ban Store" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Ban Store" }));
    await waitFor(() =>
      expect(server.adminBan).toHaveBeenCalledWith({ ban_type: "shop", shop_id: 2 }),
    );
    expect(await within(dialog).findByText("Shop Banned")).toBeInTheDocument();
  });

  it("shows no admin items to other users", async () => {
    const server = collectionsApi();
    server.search.mockResolvedValue(
      page<ProductItem | ShopItem>([shopItem({ shop_id: 2, shop_title: "Two Shop" })]),
    );
    await open("/collections/shops", server);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Two Shop" }));
    expect(await screen.findByRole("menuitem", { name: "View Shop" })).toBeVisible();
    expect(screen.queryByRole("menuitem", { name: "Admin: Ban Store" })).toBeNull();
  });

  it("reloads the sidebar after the card's collections modal changes a membership", async () => {
    const server = collectionsApi();
    server.search.mockResolvedValue(
      page<ProductItem | ShopItem>([shopItem({ shop_id: 2, shop_title: "Two Shop" })]),
    );
    await open("/collections/shops", server);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Two Shop" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Add/Remove from Collection" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage Shop Collections" });
    // The server now holds Two Shop in Alpha too.
    server.tagsShops.mockResolvedValue({
      tags: {
        Alpha: [shop(1, "One Shop"), shop(2, "Two Shop")],
        "Tracked Shops": [shop(2, "Two Shop"), shop(3, "Three Shop")],
      },
    } as never);
    const callsBefore = server.tagsShops.mock.calls.length;
    fireEvent.click(await within(dialog).findByRole("button", { name: "Add to Alpha" }));
    await waitFor(() =>
      expect(server.tagsChange).toHaveBeenCalledWith({
        tag_type: "shops",
        tag_name: "Alpha",
        action: "add",
        shop_id: 2,
      }),
    );
    // The modal's own reload and the sidebar's.
    await waitFor(() => expect(server.tagsShops.mock.calls.length).toBe(callsBefore + 2));
    fireEvent.click(screen.getByRole("button", { name: "Expand Alpha" }));
    const alpha = screen.getByRole("listitem", { name: "Alpha" });
    expect(await within(alpha).findByText("Two Shop")).toBeInTheDocument();
  });

  it("remembers the Shops tab's sort under shop_collections:shops", async () => {
    localStorage.setItem("shop_collections:shops", "week_current_period_revenue");
    const { server } = await open("/collections/shops");
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(1));
    expect(searchQuery(server).sort_by).toBe("week_current_period_revenue");
  });

  it("shows the Staff Picks read-only under 'Staff Product Collections'", async () => {
    const { server } = await open("/staff-picks");
    expect(await screen.findByRole("heading", { name: "Staff Product Collections" })).toBeVisible();
    expect(server.tagsShops).toHaveBeenCalledWith({ is_staff: true });
    expect(screen.queryByRole("button", { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Overwrite / })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Expand Tracked Shops" }));
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Two Shop" }));
    expect(screen.getByRole("link", { name: "View Shop" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Move Down" })).toBeNull();
  });

  it("lets staff order and remove the Staff Picks' members through the staff calls", async () => {
    const server = Object.assign(collectionsApi(), {
      staffTagsOverwrite: vi.fn(async (_request: unknown) => ({ ok: true as const })),
      staffTagsChange: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    });
    server.license.mockResolvedValue(licence({ is_staff: true }));
    await open("/staff-picks", server);
    fireEvent.click(await screen.findByRole("button", { name: "Expand Tracked Shops" }));
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Two Shop" }));
    expect(screen.getByRole("button", { name: "Move Up" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Move Down" }));
    await waitFor(() =>
      expect(server.staffTagsOverwrite).toHaveBeenCalledWith({
        tag_type: "shops",
        tag_name: "Tracked Shops",
        shop_ids: [3, 2],
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(server.staffTagsChange).toHaveBeenCalledWith({
        tag_type: "shops",
        tag_name: "Tracked Shops",
        action: "remove",
        shop_id: 2,
      }),
    );
    expect(server.tagsChange).not.toHaveBeenCalled();
  });

  it("lets staff delete a whole Staff Picks collection after confirming, through the staff call", async () => {
    const server = Object.assign(collectionsApi(), {
      staffTagsDelete: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    });
    server.license.mockResolvedValue(licence({ is_staff: true }));
    await open("/staff-picks", server);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Tracked Shops" }));
    expect(server.staffTagsDelete).not.toHaveBeenCalled();
    const confirm = screen.getByRole("group", { name: "Confirm for Tracked Shops" });
    server.tagsShops.mockResolvedValue({ tags: {} } as never);
    fireEvent.click(within(confirm).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(server.staffTagsDelete).toHaveBeenCalledWith({
        tag_type: "shops",
        tag_name: "Tracked Shops",
      }),
    );
    expect(server.tagsDelete).not.toHaveBeenCalled();
    // Deleted: the row shows its tick in its place, then leaves.
    await within(screen.getByRole("listitem", { name: "Tracked Shops" })).findByRole("img", {
      name: "Deleted",
    });
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Tracked Shops" })).toBeNull(),
    );
  });

  it("keeps a collection whose delete fails, with no tick and no message (001 §8)", async () => {
    const server = collectionsApi();
    server.tagsDelete.mockRejectedValueOnce(
      new ApiError("server", "Internal Server Error", { call: "tagsDelete", status: 500 }),
    );
    await open("/collections/shops", server);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Alpha" }));
    const confirm = screen.getByRole("group", { name: "Confirm for Alpha" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(server.tagsDelete).toHaveBeenCalled());
    const alpha = screen.getByRole("listitem", { name: "Alpha" });
    await waitFor(() => expect(alpha).not.toHaveAttribute("data-state", "working"));
    expect(alpha).toHaveAttribute("data-state", "idle");
    expect(within(alpha).queryByRole("img", { name: "Deleted" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("listitem", { name: "Alpha" })).toBe(alpha);
  });

  it("shows the staff's product picks at /staff-picks/products, beside the shops' picks", async () => {
    const server = Object.assign(collectionsApi(), {
      staffTagsChange: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    });
    server.license.mockResolvedValue(licence({ is_staff: true }));
    server.tagsProducts.mockResolvedValue({
      tags: { "Weekly Best Sellers": [{ product_id: 9, product_title: "Fresh Mug", shop_id: 2 }] },
    });
    await open("/staff-picks/products", server);
    expect(await screen.findByRole("button", { name: /^Weekly Best Sellers/ })).toBeVisible();
    expect(server.tagsProducts).toHaveBeenCalledWith({ is_staff: true });
    const kinds = screen.getByRole("navigation", { name: "Staff Picks of" });
    expect(within(kinds).getByRole("link", { name: "Product Picks" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(kinds).getByRole("link", { name: "Shop Picks" })).toHaveAttribute(
      "href",
      "/staff-picks",
    );
  });

  it("lets staff remove a shop from a Staff Picks collection from its card's menu", async () => {
    const server = Object.assign(collectionsApi(), {
      staffTagsChange: vi.fn(async (_request: unknown) => ({ ok: true as const })),
    });
    server.license.mockResolvedValue(licence({ is_staff: true }));
    server.tagsShops.mockResolvedValue({
      tags: { "Top Advertisers": [shop(2, "Two Shop")] },
    } as never);
    server.search.mockResolvedValue(
      page<ProductItem | ShopItem>([shopItem({ shop_id: 2, shop_title: "Two Shop" })]),
    );
    const user = userEvent.setup();
    await open("/staff-picks", server);
    await user.click(await screen.findByRole("button", { name: "Actions for Two Shop" }));
    await user.click(await screen.findByRole("menuitem", { name: "Add/Remove from Staff Picks" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage Staff Picks" });
    await user.click(
      await within(dialog).findByRole("button", { name: "Remove from Top Advertisers" }),
    );
    await waitFor(() =>
      expect(server.staffTagsChange).toHaveBeenCalledWith({
        tag_type: "shops",
        tag_name: "Top Advertisers",
        action: "remove",
        shop_id: 2,
      }),
    );
    expect(server.tagsChange).not.toHaveBeenCalled();
  });

  it("keeps the Staff Picks in the sidebar after a card's modal changes the user's own collections", async () => {
    const server = collectionsApi();
    server.tagsShops.mockImplementation(async (request: unknown) =>
      (request as { is_staff: boolean }).is_staff
        ? ({ tags: { "Staff Favourites": [shop(2, "Two Shop")] } } as never)
        : ({ tags: { Mine: [] } } as never),
    );
    server.search.mockResolvedValue(
      page<ProductItem | ShopItem>([shopItem({ shop_id: 2, shop_title: "Two Shop" })]),
    );
    await open("/staff-picks", server);
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Two Shop" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Add/Remove from Collection" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage Shop Collections" });
    fireEvent.click(await within(dialog).findByRole("button", { name: "Add to Mine" }));
    await waitFor(() => expect(server.tagsChange).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sidebar = screen.getByRole("navigation", { name: "Staff Product Collections" });
    expect(within(sidebar).getByRole("listitem", { name: "Staff Favourites" })).toBeVisible();
    expect(within(sidebar).queryByRole("listitem", { name: "Mine" })).toBeNull();
  });

  it("points to the Staff Picks when the user has no collections yet", async () => {
    const server = collectionsApi();
    server.tagsShops.mockResolvedValue({ tags: {} });
    await open("/collections/shops", server);
    expect(await screen.findByRole("link", { name: /Staff Picks/ })).toHaveAttribute(
      "href",
      "/staff-picks",
    );
    expect(server.search).not.toHaveBeenCalled();
  });

  it("signs out when the collections load finds the session lost", async () => {
    const server = collectionsApi();
    server.tagsShops.mockRejectedValueOnce(
      new ApiError("unauthorized", "should_logout", {
        call: "tagsShops",
        status: 401,
        reason: "should_logout",
      }),
    );
    const { router } = await open("/collections/shops", server);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows License Expired when a collection search answers 402", async () => {
    const server = collectionsApi();
    server.search.mockRejectedValueOnce(
      new ApiError("payment_required", "license_expired", {
        call: "search",
        status: 402,
        reason: "license_expired",
      }),
    );
    await open("/collections/shops", server);
    expect(await screen.findByText("License Expired")).toBeInTheDocument();
  });

  it("shows License Expired and loads nothing with an expired licence", async () => {
    const server = collectionsApi();
    server.license.mockResolvedValue(licence({ licenseExpired: true }));
    await open("/collections/shops", server);
    expect(await screen.findByText("License Expired")).toBeInTheDocument();
    expect(server.tagsShops).not.toHaveBeenCalled();
  });
});

describe("Collection ads and news", () => {
  beforeEach(() => {
    clearAll();
    localStorage.clear();
  });

  it("shows the upgrade prompt without can_ads and loads no ads", async () => {
    const { server } = await open("/collections/shops");
    fireEvent.click(await screen.findByRole("tab", { name: "Ads" }));
    expect(await screen.findByRole("link", { name: "View Pricing" })).toHaveAttribute(
      "href",
      "/settings/billing",
    );
    expect(server.shopAds).not.toHaveBeenCalled();
  });

  it("loads the included shops' ads with can_ads", async () => {
    const server = collectionsApi();
    server.license.mockResolvedValue(licence({ can_ads: true }));
    await open("/collections/shops", server);
    fireEvent.click(await screen.findByRole("tab", { name: "Ads" }));
    await waitFor(() => expect(server.shopAds).toHaveBeenCalledWith({ shop_ids: [2, 3] }));
    expect(screen.queryByRole("link", { name: "View Pricing" })).toBeNull();
  });

  it("pages the collection's ads by offset as the end comes into view", async () => {
    const server = collectionsApi();
    server.license.mockResolvedValue(licence({ can_ads: true }));
    server.shopAds
      .mockResolvedValueOnce({ items: [], next_from_value: 20 } as never)
      .mockResolvedValueOnce({ items: [], next_from_value: null } as never);
    await open("/collections/shops", server);
    fireEvent.click(await screen.findByRole("tab", { name: "Ads" }));
    // happy-dom lays nothing out, so the end marker counts as visible and the 250 ms check fires.
    await waitFor(() =>
      expect(server.shopAds).toHaveBeenLastCalledWith({ shop_ids: [2, 3], offset: 20 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.shopAds).toHaveBeenCalledTimes(2);
  });

  it("excludes an ad's shop from the collection with the ad's Exclude Shop", async () => {
    const server = collectionsApi();
    server.license.mockResolvedValue(licence({ can_ads: true }));
    server.shopAds.mockResolvedValue({
      items: [adItem(1, { shop_id: 2, product_id: null })],
      next_from_value: null,
    } as never);
    await open("/collections/shops", server);
    fireEvent.click(await screen.findByRole("tab", { name: "Ads" }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ad actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Exclude Shop" }));
    await waitFor(() => expect(server.shopAds).toHaveBeenLastCalledWith({ shop_ids: [3] }));
  });

  it("shows the included shops' news", async () => {
    const { server } = await open("/collections/shops");
    fireEvent.click(await screen.findByRole("tab", { name: "News" }));
    expect(await screen.findByRole("link", { name: /Fresh Mug/ })).toBeInTheDocument();
    expect(server.activityShops).toHaveBeenCalledWith({ mode: "shops", shop_ids: [2, 3] });
  });

  it("shows a spinner while the news is read, not the prompt to select a collection", async () => {
    const server = collectionsApi();
    let answer: (value: { activity: [] }) => void = () => {};
    server.activityShops.mockImplementationOnce(
      () => new Promise<{ activity: [] }>((resolve) => (answer = resolve)) as never,
    );
    await open("/collections/shops", server);
    fireEvent.click(await screen.findByRole("tab", { name: "News" }));
    expect(await screen.findByRole("progressbar", { name: "Loading news" })).toBeInTheDocument();
    expect(screen.queryByText(/select a shop collection/)).toBeNull();
    answer({ activity: [] });
    expect(await screen.findByText("No news items to display.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Loading news" })).toBeNull();
  });
});

describe("Product collections", () => {
  beforeEach(() => {
    clearAll();
    localStorage.clear();
  });

  it("searches the selected collection's products and removes a product", async () => {
    const server = collectionsApi();
    server.tagsProducts.mockResolvedValue({
      tags: { Mugs: [{ product_id: 7001, product_title: "Linen Shirt", shop_id: 42 }] },
    });
    await open("/collections/products", server);
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("tab", { name: "Product View" })).toBeVisible();
    expect(searchQuery(server)).toMatchObject({
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
      expect(server.tagsChange).toHaveBeenCalledWith({
        tag_type: "products",
        tag_name: "Mugs",
        action: "remove",
        product_id: 7001,
      }),
    );
  });

  it("excludes a product through its card menu, which offers no Exclude Shop here", async () => {
    const server = collectionsApi();
    server.tagsProducts.mockResolvedValue({
      tags: {
        Mugs: [
          { product_id: 7001, product_title: "Linen Shirt", shop_id: 42 },
          { product_id: 7002, product_title: "Fresh Mug", shop_id: 42 },
        ],
      },
    });
    server.search.mockResolvedValue(
      page<ProductItem | ShopItem>([
        productItem({ product_id: 7001, product_title: "Linen Shirt", shop_id: 42 }),
      ]),
    );
    await open("/collections/products", server);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Actions for Linen Shirt" }));
    expect(await screen.findByRole("menuitem", { name: "View Product" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Exclude Shop from Results" })).toBeNull();
    await user.click(screen.getByRole("menuitem", { name: "Exclude Product from Results" }));
    await waitFor(() => expect(server.search).toHaveBeenCalledTimes(2));
    expect(searchQuery(server, 1).search_filters).toEqual({ must_include_product_ids: [7002] });
  });

  it("excludes an ad's product from the collection with the ad's Exclude Product, and offers no Exclude Shop", async () => {
    const server = collectionsApi();
    server.license.mockResolvedValue(licence({ can_ads: true }));
    server.tagsProducts.mockResolvedValue({
      tags: {
        Mugs: [
          { product_id: 7001, product_title: "Linen Shirt", shop_id: 42 },
          { product_id: 7002, product_title: "Fresh Mug", shop_id: 42 },
        ],
      },
    });
    server.productAds.mockResolvedValue({
      items: [adItem(1, { shop_id: 42, product_id: 7001 })],
      next_from_value: null,
    } as never);
    await open("/collections/products", server);
    fireEvent.click(await screen.findByRole("tab", { name: "Ads" }));
    await waitFor(() =>
      expect(server.productAds).toHaveBeenLastCalledWith({ product_ids: [7001, 7002] }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ad actions" }));
    expect(screen.queryByRole("menuitem", { name: "Exclude Shop" })).toBeNull();
    await user.click(await screen.findByRole("menuitem", { name: "Exclude Product" }));
    await waitFor(() =>
      expect(server.productAds).toHaveBeenLastCalledWith({ product_ids: [7002] }),
    );
    // The sidebar's checkbox follows: the product is unticked, as if the user had done it there.
    fireEvent.click(screen.getByRole("button", { name: "Expand Mugs" }));
    expect(screen.getByRole("checkbox", { name: "Linen Shirt" })).not.toBeChecked();
  });
});
