import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fixtureMedia, shopItem } from "../../fixtures";
import { MediaProvider } from "../../media";
import { ShopCard, type ShopCardProps } from "./ShopCard";

function renderCard(props: Partial<ShopCardProps> = {}) {
  return render(
    <MediaProvider value={fixtureMedia}>
      <ShopCard shop={shopItem} {...props} />
    </MediaProvider>,
  );
}

async function openMenu() {
  await userEvent.click(screen.getByRole("button", { name: `Actions for ${shopItem.shop_title}` }));
  return screen.findByRole("menu");
}

describe("ShopCard", () => {
  it("shows an active shop's metrics", () => {
    renderCard();
    const card = screen.getByRole("article", { name: shopItem.shop_title });
    expect(card).toHaveAttribute("data-inactive", "false");
    expect(within(card).getByText("86")).toBeInTheDocument();
    expect(within(card).getByText("$28,940.20")).toBeInTheDocument();
    expect(within(card).getByText("1.2M")).toBeInTheDocument();
    expect(within(card).getByText("United States")).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Shop ads, last 30 days" })).toBeInTheDocument();
  });

  it("labels the revenue 'Estimated' only for a tracked shop's inferred figures", () => {
    const { unmount } = renderCard();
    expect(screen.queryByText("Estimated")).toBeNull();
    unmount();
    renderCard({ revenueIsEstimate: true });
    const revenue = screen.getByRole("group", { name: "Revenue" });
    expect(within(revenue).getByText("Estimated")).toBeInTheDocument();
    expect(screen.getAllByText("Estimated")).toHaveLength(1);
  });

  it("shows 'No Quick Chart Available' when the chart is missing or fails", () => {
    renderCard({ shop: { ...shopItem, has_ads_quick_chart: false } });
    expect(screen.getByText("No Quick Chart Available")).toBeInTheDocument();
    fireEvent.error(screen.getByRole("img", { name: "Shop revenue, last 30 days" }));
    expect(screen.getAllByText("No Quick Chart Available")).toHaveLength(2);
  });

  it("falls back once to the external favicon", () => {
    const { container } = renderCard({
      shop: { ...shopItem, shop_favicon_external: "data:image/png;base64,AAAA" },
    });
    const first = container.querySelector("img[data-favicon]") as HTMLImageElement;
    expect(first).toHaveAttribute("data-favicon", "primary");
    fireEvent.error(first);
    const second = container.querySelector("img[data-favicon]") as HTMLImageElement;
    expect(second).toHaveAttribute("data-favicon", "fallback");
    fireEvent.error(second);
    expect(container.querySelector("[data-favicon]")).toHaveAttribute(
      "data-favicon",
      "placeholder",
    );
  });

  it("shows an inactive shop's facts and the inactive text", () => {
    renderCard({ isInactive: true });
    expect(screen.getByRole("article")).toHaveAttribute("data-inactive", "true");
    expect(screen.getByText(/This shop is inactive/)).toBeInTheDocument();
    expect(screen.queryByText("Shop Ads")).not.toBeInTheDocument();
    expect(screen.getByText("248")).toBeInTheDocument();
  });

  it("switches the product panel between tabs and periods, with empty texts", async () => {
    renderCard({ shop: { ...shopItem, top_revenue_products: [] } });
    expect(screen.getByText("Linen Throw Blanket")).toBeInTheDocument();
    expect(screen.getByText("42")).toBeInTheDocument();
    const centre = () => document.querySelector("[data-doughnut] [data-centre-label]");
    expect(centre()).toHaveTextContent("CURRENT");
    expect(document.querySelectorAll("[data-doughnut] path")).toHaveLength(5);
    await userEvent.click(screen.getByRole("radio", { name: "Previous" }));
    expect(screen.getByText("36")).toBeInTheDocument();
    expect(centre()).toHaveTextContent("PREVIOUS");
    await userEvent.click(screen.getByRole("tab", { name: "Revenue" }));
    expect(screen.getByText("No Product Revenue Metrics Available")).toBeInTheDocument();
  });

  it("offers the previous period only when the shown tab has a difference", async () => {
    const flatAds = shopItem.top_advertised_products.map((p) => ({ ...p, aac_diff: 0 }));
    renderCard({ shop: { ...shopItem, top_advertised_products: flatAds } });
    expect(screen.getByRole("radio", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("tab", { name: "Revenue" }));
    expect(screen.getByRole("radio", { name: "Previous" })).toBeEnabled();
  });

  it("shows 'No Product Ad Metrics Available' without ad data", () => {
    renderCard({ shop: { ...shopItem, top_advertised_products: [] } });
    expect(screen.getByText("No Product Ad Metrics Available")).toBeInTheDocument();
  });

  it("offers exclusion and reports the shop", async () => {
    const onExcludeShop = vi.fn();
    renderCard({ onExcludeShop });
    const menu = await openMenu();
    expect(within(menu).queryByText("Admin: Ban Store")).not.toBeInTheDocument();
    await userEvent.click(
      within(menu).getByRole("menuitem", { name: "Exclude Shop from Results" }),
    );
    expect(onExcludeShop).toHaveBeenCalledWith({ shop_id: 1001, shop_title: shopItem.shop_title });
  });

  it("offers Add to Compare when given, and Remove from Compare once compared", async () => {
    const onToggleCompare = vi.fn();
    const { unmount } = renderCard({ onToggleCompare });
    await userEvent.click(
      within(await openMenu()).getByRole("menuitem", { name: "Add to Compare" }),
    );
    expect(onToggleCompare).toHaveBeenCalledTimes(1);
    unmount();
    renderCard({ onToggleCompare, isCompared: true });
    expect(
      within(await openMenu()).getByRole("menuitem", { name: "Remove from Compare" }),
    ).toBeInTheDocument();
  });

  it("offers no compare item without a handler", async () => {
    renderCard();
    expect(within(await openMenu()).queryByText(/Compare/)).not.toBeInTheDocument();
  });

  it("hides exclusion when not allowed and shows admin items to admins", async () => {
    const onCopyShopId = vi.fn();
    renderCard({ canExcludeShop: false, isAdmin: true, onCopyShopId, onBan: async () => {} });
    const menu = await openMenu();
    expect(within(menu).queryByText("Exclude Shop from Results")).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Admin: Copy Shop ID" }));
    expect(onCopyShopId).toHaveBeenCalledWith(1001);
  });

  it("bans after confirmation and shows the outcome", async () => {
    const onBan = vi.fn().mockResolvedValue(undefined);
    renderCard({ isAdmin: true, onBan });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Admin: Ban Store" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      "Ban this store from appearing in Explore? This cannot be undone.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Ban Store" }));
    expect(onBan).toHaveBeenCalledWith(shopItem);
    await waitFor(() => expect(screen.getByRole("alertdialog")).toHaveTextContent("Shop Banned"));
    expect(screen.getByRole("alertdialog")).toHaveTextContent(
      "Shops and their products may still appear in results for up to 1 hour.",
    );
  });
});
