import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fixtureMedia, shopItem } from "../../fixtures";
import { MediaProvider } from "../../media";
import { ShopList, ShopListRow } from "./ShopListRow";

describe("ShopListRow", () => {
  it("lists shops under Shop Title, Revenue (Weekly) and Ads", () => {
    render(
      <MediaProvider value={fixtureMedia}>
        <ShopList>
          <ShopListRow shop={shopItem} shopHref="/shops/1001" />
        </ShopList>
      </MediaProvider>,
    );
    const table = screen.getByRole("table", { name: "Shops" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Shop Title", "Revenue (Weekly)", "Ads"]);
    const row = within(table).getByRole("row", { name: /Northwind Home Goods/ });
    expect(within(row).getByText("$28,940.20")).toBeInTheDocument();
    expect(within(row).getByText("-$1,210.00")).toHaveAttribute("data-tone", "negative");
    expect(within(row).getByText("86")).toBeInTheDocument();
    const link = within(row).getByRole("link", { name: "Northwind Home Goods" });
    expect(link).toHaveAttribute("href", "/shops/1001");
    // As the shop's card: the shop opens in a new tab (001 §2).
    expect(link).toHaveAttribute("target", "_blank");
    expect(within(row).queryByText("Estimated")).toBeNull();
  });

  it("labels a tracked shop's weekly revenue 'Estimated'", () => {
    render(
      <MediaProvider value={fixtureMedia}>
        <ShopList>
          <ShopListRow shop={shopItem} revenueIsEstimate />
        </ShopList>
      </MediaProvider>,
    );
    const revenueCell = screen.getByText("$28,940.20").closest("td");
    expect(revenueCell).not.toBeNull();
    expect(within(revenueCell as HTMLElement).getByText("Estimated")).toBeInTheDocument();
  });
});
