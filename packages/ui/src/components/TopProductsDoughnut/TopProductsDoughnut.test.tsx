import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { topAdvertisedProducts, topRevenueProducts } from "../../fixtures";
import { TopProductsDoughnut } from "./TopProductsDoughnut";

describe("TopProductsDoughnut", () => {
  it("charts the first 5 products with CURRENT in the centre", () => {
    const { container } = render(
      <TopProductsDoughnut kind="advertised" items={topAdvertisedProducts} />,
    );
    const table = screen.getByRole("table", { name: "Top Advertised Products" });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    expect(within(table).queryByText("Sixth Product Not Charted")).not.toBeInTheDocument();
    expect(container.querySelector("[data-centre-label]")).toHaveTextContent("CURRENT");
  });

  it("switches to PREVIOUS, keeping only products with a numeric difference", async () => {
    const { container } = render(
      <TopProductsDoughnut kind="advertised" items={topAdvertisedProducts} />,
    );
    await userEvent.click(screen.getByRole("radio", { name: "Previous" }));
    expect(container.querySelector("[data-centre-label]")).toHaveTextContent("PREVIOUS");
    const table = screen.getByRole("table", { name: "Top Advertised Products" });
    // Brass Candle Snuffer has no difference; the sixth product moves into the top 5.
    expect(within(table).queryByText("Brass Candle Snuffer")).not.toBeInTheDocument();
    expect(
      within(table).getByRole("rowheader", { name: "Linen Throw Blanket" }),
    ).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "36" })).toBeInTheDocument();
  });

  it("disables the period toggle when every difference is zero", () => {
    const flat = topRevenueProducts.map((p) => ({ ...p, week_revenue_delta: 0 }));
    render(<TopProductsDoughnut kind="revenue" items={flat} />);
    expect(screen.getByRole("radio", { name: "Previous" })).toBeDisabled();
  });
});
