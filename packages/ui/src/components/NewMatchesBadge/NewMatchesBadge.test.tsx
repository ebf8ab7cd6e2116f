import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NewMatchesBadge } from "./NewMatchesBadge";

describe("NewMatchesBadge", () => {
  it("shows nothing for 0", () => {
    const { container } = render(<NewMatchesBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the count, named in full", () => {
    render(<NewMatchesBadge count={3} />);
    const badge = screen.getByRole("img", { name: "3 new since your last visit" });
    expect(badge).toHaveTextContent("3");
    expect(badge).toHaveAttribute("data-count", "3");
  });

  it("caps the shown number at 99+", () => {
    render(<NewMatchesBadge count={120} />);
    expect(screen.getByRole("img", { name: "120 new since your last visit" })).toHaveTextContent(
      "99+",
    );
  });
});
