import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ESTIMATE_LABEL, EstimateLabel } from "./EstimateLabel";

describe("EstimateLabel", () => {
  it("says the figures beside it are estimates", () => {
    render(<EstimateLabel />);
    expect(ESTIMATE_LABEL).toBe("Estimated");
    expect(screen.getByText("Estimated")).toHaveAttribute("data-estimate");
  });
});
