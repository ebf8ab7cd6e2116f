import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fixtureMedia, productItem } from "../../fixtures";
import { MediaProvider } from "../../media";
import { ProductCard, type ProductCardProps } from "./ProductCard";

function renderCard(props: Partial<ProductCardProps> = {}) {
  return render(
    <MediaProvider value={fixtureMedia}>
      <ProductCard
        product={productItem}
        productHref="/shops/1001/5001"
        shopHref="/shops/1001"
        {...props}
      />
    </MediaProvider>,
  );
}

const menuName = `Actions for ${productItem.product_title}`;

describe("ProductCard", () => {
  it("shows the product, its shop and both sets of metrics", () => {
    renderCard();
    const card = screen.getByRole("article", { name: productItem.product_title });
    expect(within(card).getByRole("link", { name: productItem.product_title })).toHaveAttribute(
      "href",
      "/shops/1001/5001",
    );
    expect(within(card).getByText("$89.50")).toBeInTheDocument();
    expect(within(card).getByText("+$210").closest("[data-tone]")).toHaveAttribute(
      "data-tone",
      "positive",
    );
    expect(within(card).getByText("Sep 14, 2026")).toBeInTheDocument();
    expect(
      within(card).getByRole("img", { name: "Product ads, last 30 days" }),
    ).toBeInTheDocument();
  });

  it("abbreviates money from $1,000 in its narrow cells, every digit for screen readers and on hover", () => {
    renderCard();
    const shown = screen.getByText("$1.34K");
    expect(shown).toHaveAttribute("aria-hidden", "true");
    expect(shown.parentElement).toHaveAttribute("title", "$1,340.25");
    expect(screen.getByText("$1,340.25")).toHaveClass("sr-only");
    expect(screen.getByText("-$1.21K").parentElement).toHaveAttribute("title", "-$1,210.00");
  });

  it("shows 'No Image Available' without an image", () => {
    renderCard({ product: { ...productItem, product_image_internal: null } });
    expect(screen.getByText("No Image Available")).toBeInTheDocument();
  });

  it("on the winners page shows plain titles and no menu", () => {
    renderCard({ interactive: false });
    expect(screen.getByRole("article")).toHaveAttribute("data-interactive", "false");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: menuName })).not.toBeInTheDocument();
  });

  it("offers the card menu and reports exclusions", async () => {
    const onExcludeShop = vi.fn();
    const onExcludeProduct = vi.fn();
    renderCard({ onExcludeShop, onExcludeProduct });
    await userEvent.click(screen.getByRole("button", { name: menuName }));
    const items = within(await screen.findByRole("menu"))
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "View Product",
      "View Shop",
      "Exclude Shop from Results",
      "Exclude Product from Results",
      "View Product on Shopify",
      "Add/Remove from Collection",
    ]);
    expect(screen.getByRole("menuitem", { name: "View Product on Shopify" })).toHaveAttribute(
      "href",
      "https://northwindhome.com/products/linen-throw-blanket",
    );
    await userEvent.click(screen.getByRole("menuitem", { name: "Exclude Product from Results" }));
    expect(onExcludeProduct).toHaveBeenCalledWith({
      product_id: 5001,
      product_title: productItem.product_title,
    });
    await userEvent.click(screen.getByRole("button", { name: menuName }));
    await userEvent.click(
      await screen.findByRole("menuitem", { name: "Exclude Shop from Results" }),
    );
    expect(onExcludeShop).toHaveBeenCalledWith({
      shop_id: 1001,
      shop_title: productItem.shop_title,
    });
  });

  it("lets admins ban the product", async () => {
    const onBan = vi.fn().mockResolvedValue(undefined);
    renderCard({ isAdmin: true, onBan });
    await userEvent.click(screen.getByRole("button", { name: menuName }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Ban Product" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ban Product" }));
    expect(onBan).toHaveBeenCalledWith("product", productItem);
    await waitFor(() =>
      expect(dialog.querySelector("[data-state]")).toHaveAttribute("data-state", "banned"),
    );
  });
});
