import {
  createFilterState,
  type FilterState,
  type RangeFilter as RangeFilterState,
  reapplyRange,
  setRangeBound,
  setRangeEnabled,
} from "@hotshelf/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { RangeFilter } from "./RangeFilter";

function filterOf(partial: Partial<RangeFilterState>): RangeFilterState {
  return {
    key: "price",
    type: "numeric",
    gte: "",
    lte: "",
    isEnabled: false,
    applied: null,
    ...partial,
  };
}

/** Drives the component with the domain's own state transitions, as the app does. */
function Harness({ initial, onReapply }: { initial: RangeFilterState; onReapply?: () => void }) {
  const [state, setState] = useState<FilterState>(() => {
    const start = createFilterState("products");
    return { ...start, ranges: { ...start.ranges, price: initial } };
  });
  const filter = state.ranges.price ?? initial;
  return (
    <RangeFilter
      label="Price"
      filter={filter}
      onBoundChange={(bound, text) => setState((s) => setRangeBound(s, "price", bound, text))}
      onEnabledChange={(enabled) => setState((s) => setRangeEnabled(s, "price", enabled))}
      onReapply={() => {
        onReapply?.();
        setState((s) => reapplyRange(s, "price"));
      }}
    />
  );
}

describe("RangeFilter", () => {
  it("cannot be enabled until a bound is set", async () => {
    const user = userEvent.setup();
    render(<Harness initial={filterOf({})} />);
    const toggle = screen.getByRole("switch", { name: "Enable Price filter" });
    expect(toggle).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Price Min" }), "10");
    expect(toggle).toBeEnabled();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByRole("group", { name: "Price" })).toHaveAttribute("data-enabled", "true");
  });

  it("marks a numeric range with min above max invalid and keeps it off", async () => {
    const user = userEvent.setup();
    render(<Harness initial={filterOf({ gte: "50" })} />);
    await user.type(screen.getByRole("textbox", { name: "Price Max" }), "5");
    expect(screen.getByRole("group", { name: "Price" })).toHaveAttribute("data-invalid", "true");
    expect(screen.getByRole("textbox", { name: "Price Max" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByRole("switch", { name: "Enable Price filter" })).toBeDisabled();
  });

  it("marks text that is not a number invalid", async () => {
    const user = userEvent.setup();
    render(<Harness initial={filterOf({})} />);
    await user.type(screen.getByRole("textbox", { name: "Price Min" }), "ten");
    expect(screen.getByRole("group", { name: "Price" })).toHaveAttribute("data-invalid", "true");
  });

  it("marks a date range with after later than before invalid", () => {
    render(<Harness initial={filterOf({ type: "date", gte: "2024-05-01", lte: "2024-01-01" })} />);
    expect(screen.getByRole("group", { name: "Price" })).toHaveAttribute("data-invalid", "true");
    expect(screen.getByRole("switch", { name: "Enable Price filter" })).toBeDisabled();
    expect(screen.getByLabelText("Price After")).toHaveValue("2024-05-01");
  });

  it("shows a refresh button when an enabled filter is edited, which reapplies it", async () => {
    const user = userEvent.setup();
    const onReapply = vi.fn();
    render(
      <Harness
        initial={filterOf({ gte: "10", isEnabled: true, applied: { gte: "10", lte: "" } })}
        onReapply={onReapply}
      />,
    );
    expect(screen.queryByRole("button", { name: "Refresh Price filter" })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Price Max" }), "40");
    expect(screen.getByRole("group", { name: "Price" })).toHaveAttribute(
      "data-needs-refresh",
      "true",
    );
    screen.getByRole("button", { name: "Refresh Price filter" }).focus();
    await user.keyboard("{Enter}");
    expect(onReapply).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Refresh Price filter" })).toBeNull();
  });

  it("toggles with the keyboard", async () => {
    const user = userEvent.setup();
    render(<Harness initial={filterOf({ lte: "5" })} />);
    await user.tab();
    expect(screen.getByRole("switch", { name: "Enable Price filter" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("switch", { name: "Enable Price filter" })).toBeChecked();
  });
});
