import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fixtureMedia, productItem } from "../../fixtures";
import { MediaProvider } from "../../media";
import { ProductList, ProductListRow } from "./ProductListRow";

describe("ProductListRow", () => {
  it("shows weekly revenue and ads for each product", () => {
    render(
      <MediaProvider value={fixtureMedia}>
        <ProductList>
          <ProductListRow product={productItem} productHref="/shops/1001/5001" />
        </ProductList>
      </MediaProvider>,
    );
    const table = screen.getByRole("table", { name: "Products" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Product Title", "Shop Title", "Revenue (Weekly)", "Ads"]);
    expect(within(table).getByText("$8,420.50")).toBeInTheDocument();
    expect(within(table).getByText("42")).toBeInTheDocument();
    expect(
      within(table).getByRole("link", { name: productItem.product_title }),
    ).toBeInTheDocument();
  });
});
