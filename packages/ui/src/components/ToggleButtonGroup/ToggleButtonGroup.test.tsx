import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ToggleButton, ToggleButtonGroup } from "./ToggleButtonGroup";

describe("ToggleButtonGroup", () => {
  it("keeps one option selected and moves with arrow keys", async () => {
    const onSelectionChange = vi.fn();
    render(
      <ToggleButtonGroup
        label="Period"
        defaultSelectedKeys={["current"]}
        onSelectionChange={onSelectionChange}
      >
        <ToggleButton id="current">Current</ToggleButton>
        <ToggleButton id="previous">Previous</ToggleButton>
      </ToggleButtonGroup>,
    );
    expect(screen.getByRole("radiogroup", { name: "Period" })).toBeInTheDocument();
    const current = screen.getByRole("radio", { name: "Current" });
    expect(current).toBeChecked();
    await userEvent.click(current);
    expect(current).toBeChecked();
    await userEvent.keyboard("{ArrowRight} ");
    expect(screen.getByRole("radio", { name: "Previous" })).toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(["previous"]));
  });
});
