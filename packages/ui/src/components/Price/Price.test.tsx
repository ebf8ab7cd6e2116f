import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Price } from "./Price";

describe("Price", () => {
  it("shows $ and two decimals, N/A when unknown", () => {
    render(
      <>
        <Price value={19} />
        <Price value={null} />
      </>,
    );
    expect(screen.getByText("$19.00")).toBeInTheDocument();
    expect(screen.getByText("N/A")).toBeInTheDocument();
  });

  it("shows the shop's own amount and the rate's date beside a converted price", () => {
    const { container } = render(
      <Price
        value={12.34}
        original={{ original_price: 11.06, original_currency: "EUR", rate_date: "2024-09-26" }}
      />,
    );
    expect(container).toHaveTextContent("$12.34 (€11.06, ECB rate of Sep 26, 2024)");
  });

  it("shows the original alone, labelled, when it could not be converted", () => {
    const { container } = render(
      <Price
        value={null}
        original={{ original_price: 95000, original_currency: "VND", rate_date: null }}
      />,
    );
    expect(container).toHaveTextContent(/^₫95,000, not converted to USD$/);
  });

  it("adds nothing for a shop selling in USD", () => {
    const { container } = render(
      <Price
        value={19.99}
        original={{ original_price: 19.99, original_currency: "USD", rate_date: null }}
      />,
    );
    expect(container).toHaveTextContent(/^\$19\.99$/);
  });
});
