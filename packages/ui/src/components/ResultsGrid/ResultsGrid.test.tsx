import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResultsGrid } from "./ResultsGrid";

describe("ResultsGrid", () => {
  it("wraps each result in a list item and skips empty children", () => {
    render(
      <ResultsGrid label="Products">
        <p>One</p>
        {null}
        <p>Two</p>
      </ResultsGrid>,
    );
    const list = screen.getByRole("list", { name: "Products" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["One", "Two"]);
  });
});
