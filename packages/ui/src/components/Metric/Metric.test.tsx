import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Metric } from "./Metric";

function inList(ui: React.ReactNode) {
  return render(<dl>{ui}</dl>);
}

describe("Metric", () => {
  it("shows counts in K and M", () => {
    inList(
      <>
        <Metric label="Ads" value={12_345} />
        <Metric label="Followers" value={2_500_000} />
      </>,
    );
    expect(screen.getByText("12K")).toBeInTheDocument();
    expect(screen.getByText("2.5M")).toBeInTheDocument();
  });

  it("shows money with two decimals and its change", () => {
    inList(<Metric label="Week" value={1234.5} kind="money" delta={100} percent={8.8} />);
    expect(screen.getByText("Week")).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText("+$100.00")).toHaveAttribute("data-tone", "positive");
  });

  it("shows N/A for a missing value", () => {
    inList(<Metric label="Day" value={null} kind="money" />);
    expect(screen.getByText("N/A")).toBeInTheDocument();
  });
});
