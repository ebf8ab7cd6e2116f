import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FilterSetAlertSwitch } from "./FilterSetAlertSwitch";

const name = "Alert me about new matches for Cheap lamps";

describe("FilterSetAlertSwitch", () => {
  it("switches on with the keyboard, keeps focus and ignores presses while saving", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onChange = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { container } = render(
      <FilterSetAlertSwitch filterSetName="Cheap lamps" isOn={false} onChange={onChange} />,
    );
    await user.tab();
    expect(screen.getByRole("switch", { name })).toHaveFocus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole("switch", { name })).toBeChecked();
    expect(container.firstElementChild).toHaveAttribute("data-state", "saving");
    expect(screen.getByRole("switch", { name })).toHaveFocus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("switch", { name })).toBeChecked();
    finish();
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute("data-state", "on"));
  });

  it("goes back and says why when the change is refused", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn(() => Promise.reject(new Error("Too many alerts.")));
    const { container } = render(
      <FilterSetAlertSwitch filterSetName="Cheap lamps" isOn={true} onChange={onChange} />,
    );
    await user.click(screen.getByRole("switch", { name }));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many alerts.");
    expect(screen.getByRole("switch", { name })).toBeChecked();
    expect(container.firstElementChild).toHaveAttribute("data-state", "error");
  });

  it("follows a new position from its owner", () => {
    const onChange = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <FilterSetAlertSwitch filterSetName="Cheap lamps" isOn={true} onChange={onChange} />,
    );
    expect(screen.getByRole("switch", { name })).toBeChecked();
    rerender(<FilterSetAlertSwitch filterSetName="Cheap lamps" isOn={false} onChange={onChange} />);
    expect(screen.getByRole("switch", { name })).not.toBeChecked();
  });
});
