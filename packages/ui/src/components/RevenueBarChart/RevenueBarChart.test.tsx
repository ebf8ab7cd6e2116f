import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { revenueRows } from "../../fixtures";
import { RevenueBarChart } from "./RevenueBarChart";

describe("RevenueBarChart", () => {
  it("gives screen readers the 30 days as a table", () => {
    render(<RevenueBarChart data={revenueRows(1)} />);
    const table = screen.getByRole("table", { name: "Revenue Over Time" });
    expect(within(table).getAllByRole("row")).toHaveLength(31);
  });

  it("draws at most 6 date ticks", () => {
    const { container } = render(<RevenueBarChart data={revenueRows(1)} />);
    const labels = container.querySelectorAll(".visx-axis-bottom .visx-axis-tick");
    expect(labels.length).toBeLessThanOrEqual(6);
    expect(labels.length).toBeGreaterThan(1);
  });

  it("disables the previous-period toggle when every delta is zero", () => {
    render(
      <RevenueBarChart data={revenueRows(1)} previousData={revenueRows(2)} deltas={[0, null]} />,
    );
    expect(screen.getByRole("switch", { name: "Show previous period" })).toBeDisabled();
  });

  it("switches to the previous period when a delta is non-zero", async () => {
    const previous = revenueRows(2, 50);
    render(<RevenueBarChart data={revenueRows(1)} previousData={previous} deltas={[0, 12]} />);
    await userEvent.click(screen.getByRole("switch", { name: "Show previous period" }));
    const firstRow = within(screen.getByRole("table")).getAllByRole("row")[1];
    expect(firstRow).toHaveTextContent(`$${previous[0]?.revenue.toFixed(2)}`);
  });
});
