import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./Checkbox";

describe("Checkbox", () => {
  it("toggles with a click and with Space", async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const box = screen.getByRole("checkbox", { name: "Remember me" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(" ");
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it("follows its isSelected when controlled", async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Checkbox isSelected={false} onChange={onChange}>
        Remember me
      </Checkbox>,
    );
    const box = screen.getByRole("checkbox", { name: "Remember me" });
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).not.toBeChecked();
    rerender(
      <Checkbox isSelected onChange={onChange}>
        Remember me
      </Checkbox>,
    );
    expect(box).toBeChecked();
  });

  it("can be indeterminate", () => {
    render(<Checkbox isIndeterminate>Include All</Checkbox>);
    expect(screen.getByRole("checkbox", { name: "Include All" })).toHaveProperty(
      "indeterminate",
      true,
    );
  });
});
