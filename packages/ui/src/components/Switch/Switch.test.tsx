import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Switch } from "./Switch";

describe("Switch", () => {
  it("toggles with Space and exposes its state", async () => {
    render(<Switch>Show previous period</Switch>);
    const control = screen.getByRole("switch", { name: "Show previous period" });
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(control).toBeChecked();
  });

  it("cannot be toggled when disabled", async () => {
    render(<Switch isDisabled>Show previous period</Switch>);
    const control = screen.getByRole("switch", { name: "Show previous period" });
    await userEvent.click(control);
    expect(control).not.toBeChecked();
  });
});
