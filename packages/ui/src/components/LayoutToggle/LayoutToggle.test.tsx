import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LayoutToggle, type ResultsLayout } from "./LayoutToggle";

function Harness({ onChange }: { onChange: (l: ResultsLayout) => void }) {
  const [layout, setLayout] = useState<ResultsLayout>("grid");
  return (
    <LayoutToggle
      layout={layout}
      onLayoutChange={(next) => {
        setLayout(next);
        onChange(next);
      }}
    />
  );
}

describe("LayoutToggle", () => {
  it("marks the current layout pressed and switches with the keyboard", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole("radiogroup", { name: "Layout" })).toHaveAttribute(
      "data-layout",
      "grid",
    );
    expect(screen.getByRole("radio", { name: "Grid" })).toBeChecked();
    await user.tab();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "List" })).toHaveFocus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenCalledWith("list");
    expect(screen.getByRole("radio", { name: "List" })).toBeChecked();
  });

  it("does not allow unselecting the current layout", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole("radio", { name: "Grid" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("radio", { name: "Grid" })).toBeChecked();
  });
});
