import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CheckboxFilterGroup } from "./CheckboxFilterGroup";

const options = [
  { key: "IN", label: "India" },
  { key: "PK", label: "Pakistan" },
];

function Harness({ onChange }: { onChange: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(["IN"]);
  return (
    <CheckboxFilterGroup
      label="Exclude Country"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("CheckboxFilterGroup", () => {
  it("renders a named group with a checkbox per option and the ticked ones checked", () => {
    render(<Harness onChange={() => {}} />);
    const group = screen.getByRole("group", { name: "Exclude Country" });
    expect(group).toHaveAttribute("data-selected-count", "1");
    expect(screen.getByRole("checkbox", { name: "India" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Pakistan" })).not.toBeChecked();
  });

  it("ticks and unticks with the keyboard", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("checkbox", { name: "Pakistan" })).toHaveFocus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(["IN", "PK"]);
    await user.click(screen.getByRole("checkbox", { name: "India" }));
    expect(onChange).toHaveBeenLastCalledWith(["PK"]);
  });
});
