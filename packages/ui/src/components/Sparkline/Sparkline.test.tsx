import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Sparkline } from "./Sparkline";

describe("Sparkline", () => {
  it("is a named image drawn as one path with a point per finite value", () => {
    render(<Sparkline values={[1, 5, Number.NaN, 3]} label="Revenue, last 30 days" />);
    const img = screen.getByRole("img", { name: "Revenue, last 30 days" });
    expect(img.querySelectorAll("path")).toHaveLength(1);
    expect(img.querySelector("path")?.getAttribute("d")?.match(/[ML]/g)).toEqual(["M", "L", "L"]);
  });

  it("draws nothing but does not crash without data", () => {
    render(<Sparkline values={[]} label="Ads" />);
    expect(screen.getByRole("img", { name: "Ads" }).querySelector("path")).toHaveAttribute("d", "");
  });
});
