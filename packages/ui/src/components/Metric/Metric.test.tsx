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

  it("when compact, abbreviates money from $1,000 and keeps every digit for screen readers and hover", () => {
    inList(<Metric label="Week" value={1079.99} kind="money" delta={-1210} compact />);
    const value = screen.getByText("$1.07K");
    expect(value).toHaveAttribute("aria-hidden", "true");
    expect(value.parentElement).toHaveAttribute("title", "$1,079.99");
    expect(screen.getByText("$1,079.99")).toHaveClass("sr-only");
    expect(screen.getByText("-$1.21K").closest("[data-tone]")).toHaveAttribute(
      "data-tone",
      "negative",
    );
    expect(screen.getByText("-$1,210.00")).toHaveClass("sr-only");
  });

  it("when compact, leaves money below $1,000 and counts as they are", () => {
    inList(
      <>
        <Metric label="Day" value={89.5} kind="money" compact />
        <Metric label="Ads" value={12_345} compact />
      </>,
    );
    expect(screen.getByText("$89.50")).not.toHaveAttribute("aria-hidden");
    expect(screen.getByText("12K")).toBeInTheDocument();
    expect(screen.queryByTitle(/.+/)).toBeNull();
  });

  it("shows N/A for a missing value", () => {
    inList(<Metric label="Day" value={null} kind="money" />);
    expect(screen.getByText("N/A")).toBeInTheDocument();
  });
});
