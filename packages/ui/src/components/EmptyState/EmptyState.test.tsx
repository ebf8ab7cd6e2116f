import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("shows its message and action", () => {
    render(<EmptyState title="No Results." action={<button type="button">Clear All</button>} />);
    expect(screen.getByText("No Results.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear All" })).toBeInTheDocument();
  });
});
