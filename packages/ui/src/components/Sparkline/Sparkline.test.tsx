import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Sparkline } from "./Sparkline";

describe("Sparkline", () => {
  it("is a named image with one point per finite value", () => {
    render(<Sparkline values={[1, 5, Number.NaN, 3]} label="Revenue, last 30 days" />);
    const img = screen.getByRole("img", { name: "Revenue, last 30 days" });
    expect(img.querySelector("polyline")?.getAttribute("points")?.split(" ")).toHaveLength(3);
  });

  it("draws nothing but does not crash without data", () => {
    render(<Sparkline values={[]} label="Ads" />);
    expect(screen.getByRole("img", { name: "Ads" }).querySelector("polyline")).toHaveAttribute(
      "points",
      "",
    );
  });
});
