import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Delta } from "./Delta";

describe("Delta", () => {
  it("shows a count change with its percent", () => {
    render(<Delta value={12} percent={4} />);
    expect(screen.getByText("+12")).toHaveAttribute("data-tone", "positive");
    expect(screen.getByText("(+4%)")).toHaveAttribute("data-tone", "positive");
  });

  it("shows a money change", () => {
    render(<Delta value={-3.5} percent={-2} kind="money" />);
    expect(screen.getByText("-$3.50")).toHaveAttribute("data-tone", "negative");
  });

  it("shows nothing when both are missing", () => {
    const { container } = render(<Delta value={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
