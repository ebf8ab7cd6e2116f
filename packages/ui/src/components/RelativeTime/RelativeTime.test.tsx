import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RelativeTime } from "./RelativeTime";

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe("RelativeTime", () => {
  it("says how long ago, with a machine-readable date", () => {
    render(<RelativeTime at={NOW - 5 * 60_000} now={NOW} />);
    const time = screen.getByText("5 minutes ago");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2026-11-22T11:55:00.000Z");
  });

  it("shows N/A for an invalid time instead of crashing", () => {
    render(<RelativeTime at={Number.NaN} now={NOW} />);
    expect(screen.getByText("N/A")).toBeInTheDocument();
  });
});
