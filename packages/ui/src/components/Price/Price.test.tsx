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
});
