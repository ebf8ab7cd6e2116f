import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PercentBadge } from "./PercentBadge";

describe("PercentBadge", () => {
  it.each([
    [12, "(+12%)", "positive"],
    [-3.25, "(-3.3%)", "negative"],
    [0, "(-)", "neutral"],
  ])("shows %s as %s with tone %s", (value, text, tone) => {
    render(<PercentBadge value={value} />);
    expect(screen.getByText(text)).toHaveAttribute("data-tone", tone);
  });

  it("shows nothing for null", () => {
    const { container } = render(<PercentBadge value={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
