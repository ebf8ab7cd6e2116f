import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  it("is a named progress bar when labelled", () => {
    render(<Spinner label="Loading shops" />);
    expect(screen.getByRole("progressbar", { name: "Loading shops" })).toBeInTheDocument();
  });

  it("is hidden from assistive technology without a label", () => {
    render(<Spinner />);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });
});
