import { ApiError } from "@hotshelf/api/client";
import { formatChartDate } from "@hotshelf/domain";
import { MediaProvider } from "@hotshelf/ui";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Outlet, useHref, useNavigate } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { clearAll } from "../../stores";
import { page, productItem } from "../../stores/explore/testing";
import { adItem, detailApi, productDetail, shopDetail } from "../../test/detailFakes";
import { fakeServices, licence } from "../../test/fakes";
import { renderSignedIn } from "../../test/renderRoutes";
import ProductDetail from "./ProductDetail";
import ShopDetail from "./ShopDetail";
import ShopProducts from "./ShopProducts";

/** Absolute URLs (the Shopify store) stay as they are; app paths resolve through the router. */
function useAppHref(href: string) {
  const resolved = useHref(href);
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : resolved;
}

/**
 * The app's Root, but with external hrefs passed through: layouts/Root.tsx hands every href to
 * react-router's useHref, which turns https://... into a path under the current page (reported to
 * the lead).
 */
function TestRoot() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useAppHref}>
      <MediaProvider value={{ baseUrl: "/media" }}>
        <Outlet />
      </MediaProvider>
    </AriaRouterProvider>
  );
}

async function open(path: string, server = detailApi()) {
  const { router } = await renderSignedIn(
    [
      {
        element: <TestRoot />,
        children: [
          { path: "shops/:shopId/products", element: <ShopProducts /> },
          { path: "shops/:shopId/:productId", element: <ProductDetail /> },
          { path: "shops/:shopId", element: <ShopDetail /> },
          { path: "login", element: <p>Login page</p> },
        ],
      },
    ],
    path,
    fakeServices({ api: server }),
  );
  return { server, router };
}

describe("the shop view", () => {
  beforeEach(clearAll);

  it("shows 'Shop not found' for a non-numeric id without calling the server", async () => {
    const { server } = await open("/shops/abc");
    expect(await screen.findByText("Shop not found")).toBeInTheDocument();
    expect(server.shop).not.toHaveBeenCalled();
  });

  it("shows 'Shop not found' for shop_not_found", async () => {
    const server = detailApi();
    server.shop.mockRejectedValueOnce(
      new ApiError("not_found", "shop_not_found", {
        call: "shop",
        status: 404,
        reason: "shop_not_found",
      }),
    );
    await open("/shops/42", server);
    expect(await screen.findByText("Shop not found")).toBeInTheDocument();
  });

  it("shows the shop, its collections, social profiles, five apps with Show More, and the ads upgrade text", async () => {
    const server = detailApi();
    server.tagsShops.mockResolvedValue({
      tags: {
        Favourites: [
          {
            shop_id: 42,
            shop_title: "Acme Store",
            shop_url: "https://acme.example",
            url: "https://acme.example",
            myshopify_url: null,
          },
        ],
        Other: [],
      },
    } as never);
    server.search.mockResolvedValue(page([productItem({ product_title: "Best Shirt" })]));
    await open("/shops/42", server);
    expect(await screen.findByRole("heading", { name: "Acme Store", level: 1 })).toBeVisible();
    expect(server.shop).toHaveBeenCalledWith({ shop_id: 42 });
    expect(await screen.findByText("Favourites")).toBeInTheDocument();
    expect(screen.queryByText("Other")).not.toBeInTheDocument();
    expect(screen.getByText("Tracked by").nextSibling).toHaveTextContent("3 users");
    // Only what the domain's rule knows as a profile is linked.
    expect(
      within(screen.getByText("Social Profiles").nextSibling as HTMLElement)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["https://instagram.com/acme"]);
    expect(screen.getByRole("link", { name: "View on Facebook" })).toHaveAttribute(
      "href",
      "https://www.facebook.com/555",
    );
    expect(screen.queryByText("A6")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show More" }));
    expect(screen.getByText("A6")).toBeInTheDocument();
    expect(
      screen.getByText(/Upgrade to Hotshelf Pro to view ads for this shop/),
    ).toBeInTheDocument();
    expect(server.shopAds).not.toHaveBeenCalled();
    expect(await screen.findByRole("heading", { name: "Best Shirt" })).toBeInTheDocument();
    expect(searchQueryOf(server)).toMatchObject({
      sort_by: "week_current_period_revenue",
      search_filters: { must_include_shop_ids: [42] },
    });
  });

  it("shows the top advertised and top revenue products as doughnuts with a period toggle", async () => {
    await open("/shops/42");
    const top = await screen.findByRole("region", { name: "Top Products" });
    const advertised = within(top).getByRole("table", { name: "Top Advertised Products" });
    expect(within(advertised).getByRole("rowheader", { name: "Linen Shirt" })).toBeInTheDocument();
    expect(within(advertised).getByRole("cell", { name: "12" })).toBeInTheDocument();
    fireEvent.click(within(top).getAllByRole("radio", { name: "Previous" })[0] as HTMLElement);
    // The previous period is the current count minus the difference.
    expect(await within(advertised).findByRole("cell", { name: "8" })).toBeInTheDocument();
    expect(top.querySelector("[data-centre-label]")).toHaveTextContent("PREVIOUS");
    expect(within(top).getByText("N/A")).toBeInTheDocument();
  });

  it("labels a tracked shop's revenue 'Estimated', and no other shop's", async () => {
    const server = detailApi();
    server.shop.mockResolvedValueOnce({
      item: { type: "hot", item: shopDetail({ revenue_is_estimate: true }) },
    });
    await open("/shops/42", server);
    const summary = await screen.findByRole("region", { name: "Revenue Summary" });
    expect(within(summary).getByText("Estimated")).toBeInTheDocument();
    cleanup();
    await open("/shops/42");
    const plain = await screen.findByRole("region", { name: "Revenue Summary" });
    expect(within(plain).queryByText("Estimated")).toBeNull();
  });

  it("heads the shop with its favicon from the media host", async () => {
    const server = detailApi();
    server.shop.mockResolvedValueOnce({
      item: { type: "hot", item: shopDetail({ shop_favicon_internal: "favicons/42.png" }) },
    });
    await open("/shops/42", server);
    const heading = await screen.findByRole("heading", { name: "Acme Store", level: 1 });
    const header = heading.closest("header") as HTMLElement;
    expect(header.querySelector("img")).toHaveAttribute("src", "/media/favicons/42.png");
  });

  it("explains why an inactive shop is inactive", async () => {
    const server = detailApi();
    server.shop.mockResolvedValueOnce({
      item: {
        type: "inactive",
        item: {
          ...shopDetail(),
          url_after_redirect: null,
          shop_favicon: null,
          abort_tracking_reason: "not_found",
        },
      },
    } as never);
    await open("/shops/42", server);
    expect(await screen.findByText("This shop is inactive")).toBeInTheDocument();
    expect(screen.getByText(/could not be found \(404\)/)).toBeInTheDocument();
  });
});

function searchQueryOf(server: ReturnType<typeof detailApi>) {
  const request = server.search.mock.calls[0]?.[0] as { query: object } | undefined;
  return request?.query;
}

describe("the ads of the shop and product views", () => {
  beforeEach(clearAll);

  const ads = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => adItem(from + i));

  it("pages through all the shop's ads, past the first 20, and says how many it shows", async () => {
    const server = detailApi();
    server.license.mockResolvedValue(licence({ can_ads: true }));
    server.shopAds
      .mockResolvedValueOnce({ items: ads(1, 20), next_from_value: 20 } as never)
      .mockResolvedValueOnce({ items: ads(21, 5), next_from_value: null } as never);
    await open("/shops/42", server);
    const list = await screen.findByRole("list", { name: "Shop Ads" });
    // happy-dom lays nothing out, so the end marker counts as visible and the next page comes.
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(25));
    expect(server.shopAds).toHaveBeenNthCalledWith(1, { shop_ids: [42] });
    expect(server.shopAds).toHaveBeenNthCalledWith(2, { shop_ids: [42], offset: 20 });
    const section = screen.getByRole("region", { name: "Shop Ads" });
    expect(within(section).getByRole("status")).toHaveTextContent("Showing all 25 ads.");
    expect(within(section).queryByRole("button", { name: "Load More Ads" })).toBeNull();
    // The shop is the page's subject: its ads offer no Exclude, so no ad menu at all.
    expect(within(list).queryByRole("button", { name: "Ad actions" })).toBeNull();
  });

  it("pages the product's ads by the reply's offset", async () => {
    const server = detailApi();
    server.license.mockResolvedValue(licence({ can_ads: true }));
    server.productAds
      .mockResolvedValueOnce({ items: ads(1, 20), next_from_value: "20" } as never)
      .mockResolvedValueOnce({ items: [], next_from_value: null } as never);
    await open("/shops/42/7001", server);
    await waitFor(() =>
      expect(server.productAds).toHaveBeenLastCalledWith({ product_ids: [7001], offset: "20" }),
    );
    expect(await screen.findAllByRole("article")).toHaveLength(20);
  });
});

describe("the product view", () => {
  beforeEach(clearAll);

  it("shows the description and links to the Shopify store", async () => {
    const { server } = await open("/shops/42/7001");
    expect(await screen.findByRole("heading", { name: "Linen Shirt", level: 1 })).toBeVisible();
    expect(server.product).toHaveBeenCalledWith({ shop_id: 42, product_id: 7001 });
    expect(screen.getByText("Soft linen")).toBeInTheDocument();
    // DOMPurify does not sanitise under happy-dom (cure53/DOMPurify#1457), so whether scripts are
    // stripped can only be checked in a real browser; here the description's text shows.
    expect(screen.getByRole("link", { name: "View on Shopify Store" })).toHaveAttribute(
      "href",
      "https://acme.example/products/linen-shirt",
    );
  });

  it("labels both revenue summaries 'Estimated' for a product of a tracked shop", async () => {
    const server = detailApi();
    server.product.mockResolvedValueOnce({
      item: { type: "hot", item: productDetail({ revenue_is_estimate: true }) },
      is_staff: false,
    });
    await open("/shops/42/7001", server);
    for (const name of ["Product Revenue Summary", "Shop Revenue Summary"]) {
      const summary = await screen.findByRole("region", { name });
      expect(within(summary).getByText("Estimated")).toBeInTheDocument();
    }
  });

  it("shows the product's photo from the media host, or 'No Image Available'", async () => {
    const server = detailApi();
    server.product.mockResolvedValueOnce({
      item: {
        type: "hot",
        item: productDetail({ product_image_internal: "images/7001.jpg" }),
      },
      is_staff: false,
    });
    await open("/shops/42/7001", server);
    expect(await screen.findByRole("img", { name: "Linen Shirt" })).toHaveAttribute(
      "src",
      "/media/images/7001.jpg",
    );
    cleanup();
    const bare = detailApi();
    bare.product.mockResolvedValueOnce({
      item: {
        type: "hot",
        item: productDetail({ product_image_internal: null, product_image_external: null }),
      },
      is_staff: false,
    });
    await open("/shops/42/7001", bare);
    expect(await screen.findByText("No Image Available")).toBeInTheDocument();
  });

  it("cuts a long description at 2,000 characters with a toggle", async () => {
    const server = detailApi();
    server.product.mockResolvedValueOnce({
      item: { type: "hot", item: productDetail({ body: "x".repeat(2500) }) },
      is_staff: false,
    });
    await open("/shops/42/7001", server);
    const toggle = await screen.findByRole("button", { name: "Show More" });
    const description = screen.getByRole("region", { name: "Description" });
    expect(description.textContent?.match(/x/g)?.length).toBe(2000);
    fireEvent.click(toggle);
    expect(description.textContent?.match(/x/g)?.length).toBe(2500);
  });

  it("shows 'Product not found' for a non-numeric product id", async () => {
    const { server } = await open("/shops/42/not-a-number");
    expect(await screen.findByText("Product not found")).toBeInTheDocument();
    expect(server.product).not.toHaveBeenCalled();
  });
});

/** A chart reply of `days` days ending 2026-01-15: revenue 1 a day in the previous 30, 2 in the current. */
function chartReplies(days: number) {
  const end = Date.parse("2026-01-15T00:00:00Z");
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
  const current = (i: number) => i >= days - 30;
  return {
    revenue: { items: dates.map((date_str, i) => ({ date_str, revenue: current(i) ? 2 : 1 })) },
    ads: {
      history: {
        active_ad_count: dates.map((date_str, i) => ({
          date_str,
          active_ad_count: current(i) ? 20 : 10,
        })),
        ad_start_count: dates.map((date_str) => ({ date_str, ad_start_count: 1 })),
      },
    },
  };
}

/** The first date and the first value of a chart's data table. */
async function firstRow(chart: string) {
  const table = await screen.findByRole("table", { name: chart });
  // Row 0 is the header; a row's date is its row header.
  const row = within(table).getAllByRole("row")[1] as HTMLElement;
  return [
    within(row).getByRole("rowheader").textContent,
    within(row).getAllByRole("cell")[0]?.textContent,
  ];
}

function previousToggle(chart: string) {
  const figure = screen.getByRole("table", { name: chart }).closest("figure") as HTMLElement;
  return within(figure).getByRole("switch", { name: "Show previous period" });
}

describe("the previous-period charts", () => {
  beforeEach(clearAll);

  it("draws the current 30 days of the shop's 60 and shows the previous 30 on the toggle", async () => {
    const server = detailApi();
    const replies = chartReplies(60);
    server.shopChartRevenue.mockResolvedValue(replies.revenue);
    server.shopChartAds.mockResolvedValue(replies.ads);
    server.shop.mockResolvedValue({
      item: { type: "hot", item: shopDetail({ week_revenue_delta: 25 }) },
    });
    await open("/shops/42", server);
    expect(await firstRow("Revenue Over Time")).toEqual([formatChartDate("2025-12-17"), "$2.00"]);
    expect(
      within(screen.getByRole("table", { name: "Revenue Over Time" })).getAllByRole("row"),
    ).toHaveLength(31); // the header and 30 days
    expect(previousToggle("Revenue Over Time")).toBeEnabled();
    fireEvent.click(previousToggle("Revenue Over Time"));
    expect(await firstRow("Revenue Over Time")).toEqual([formatChartDate("2025-11-17"), "$1.00"]);
    expect(await firstRow("Ads Over Time")).toEqual([formatChartDate("2025-12-17"), "20"]);
    fireEvent.click(previousToggle("Ads Over Time"));
    expect(await firstRow("Ads Over Time")).toEqual([formatChartDate("2025-11-17"), "10"]);
  });

  it("keeps the toggle off when every delta is zero", async () => {
    const server = detailApi();
    const replies = chartReplies(60);
    server.shopChartRevenue.mockResolvedValue(replies.revenue);
    server.shopChartAds.mockResolvedValue(replies.ads);
    await open("/shops/42", server);
    await firstRow("Revenue Over Time");
    expect(previousToggle("Revenue Over Time")).toBeDisabled();
    expect(previousToggle("Ads Over Time")).toBeDisabled();
  });

  it("keeps the toggle off when the reply has no previous period", async () => {
    const server = detailApi();
    const replies = chartReplies(30);
    server.shopChartRevenue.mockResolvedValue(replies.revenue);
    server.shop.mockResolvedValue({
      item: { type: "hot", item: shopDetail({ week_revenue_delta: 25 }) },
    });
    await open("/shops/42", server);
    expect(await firstRow("Revenue Over Time")).toEqual([formatChartDate("2025-12-17"), "$2.00"]);
    expect(previousToggle("Revenue Over Time")).toBeDisabled();
  });

  it("compares the product's charts with the previous period", async () => {
    const server = detailApi();
    const replies = chartReplies(60);
    server.productChartRevenue.mockResolvedValue(replies.revenue);
    server.productChartAds.mockResolvedValue(replies.ads);
    server.product.mockResolvedValue({
      item: { type: "hot", item: productDetail({ month_revenue_delta: -3 }) },
      is_staff: false,
    });
    await open("/shops/42/7001", server);
    expect(await firstRow("Revenue Over Time")).toEqual([formatChartDate("2025-12-17"), "$2.00"]);
    fireEvent.click(previousToggle("Revenue Over Time"));
    expect(await firstRow("Revenue Over Time")).toEqual([formatChartDate("2025-11-17"), "$1.00"]);
  });
});

describe("shop products", () => {
  beforeEach(clearAll);

  it("lists the shop's products, then loads the inactive ones on demand", async () => {
    const server = detailApi();
    server.search.mockResolvedValue(page([productItem({ product_title: "Active Shirt" })]));
    await open("/shops/42/products", server);
    expect(await screen.findByRole("heading", { name: "Active Shirt" })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole("button", { name: "Load Other Products" }));
    expect(await screen.findByRole("link", { name: "Old Hat" })).toHaveAttribute(
      "href",
      "/shops/42/9",
    );
    expect(server.shopProductsInactive).toHaveBeenCalledWith({
      shop_id: 42,
      exclude_product_ids: [],
    });
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Load Other Products" })).toBeNull(),
    );
  });
});
