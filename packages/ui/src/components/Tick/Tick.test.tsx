import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tick } from "./Tick";

describe("Tick", () => {
  it("names what succeeded", () => {
    render(<Tick label="Added to collection" />);
    expect(screen.getByRole("img", { name: "Added to collection" })).toHaveAttribute("data-tick");
  });
});
