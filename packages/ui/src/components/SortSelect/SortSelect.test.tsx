import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SortSelect } from "./SortSelect";

const options = [
  { key: "week_current_period_revenue", label: "Weekly Revenue" },
  { key: "product_published_at", label: "Newest First" },
];

describe("SortSelect", () => {
  it("shows the selected sort and opens its options with the keyboard", async () => {
    const user = userEvent.setup();
    render(
      <SortSelect
        options={options}
        selectedKey="week_current_period_revenue"
        onSortChange={() => {}}
      />,
    );
    const trigger = screen.getByRole("button", { name: /Sort by/ });
    expect(trigger).toHaveTextContent("Weekly Revenue");
    await user.tab();
    // Focus fetches the real select, which may already have replaced the stand-in (taking its focus).
    await waitFor(() => expect(screen.getByRole("button", { name: /Sort by/ })).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Weekly Revenue" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("reports the picked sort key", async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <SortSelect
        options={options}
        selectedKey="week_current_period_revenue"
        onSortChange={onSortChange}
      />,
    );
    await user.click(screen.getByRole("button", { name: /Sort by/ }));
    await user.click(await screen.findByRole("option", { name: "Newest First" }));
    expect(onSortChange).toHaveBeenCalledWith("product_published_at");
  });
});
