import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CompareLineChart, compareRows } from "./CompareLineChart";

describe("compareRows", () => {
  it("puts every day any shop has in order, null where a shop has none", () => {
    expect(
      compareRows([
        {
          name: "A",
          points: [
            { date: "2026-10-02", value: 2 },
            { date: "2026-10-01", value: 1 },
          ],
        },
        { name: "B", points: [{ date: "2026-10-03", value: 9 }] },
      ]),
    ).toEqual([
      { date: "2026-10-01", values: [1, null] },
      { date: "2026-10-02", values: [2, null] },
      { date: "2026-10-03", values: [null, 9] },
    ]);
  });
});

describe("CompareLineChart", () => {
  it("names each shop in the legend and in the table's columns, without a previous-period toggle", () => {
    render(
      <CompareLineChart
        title="Revenue Over Time"
        kind="money"
        series={[
          { name: "Blue Mug Co", points: [{ date: "2026-10-01", value: 120 }] },
          { name: "Trail & Tent", points: [{ date: "2026-10-01", value: 80 }] },
        ]}
      />,
    );
    const legend = screen.getByRole("list", { name: "Legend", hidden: true });
    expect(within(legend).getByText("Trail & Tent")).toBeInTheDocument();
    const table = screen.getByRole("table", { hidden: true });
    expect(
      within(table).getByRole("columnheader", { name: "Blue Mug Co", hidden: true }),
    ).toBeInTheDocument();
    expect(within(table).getByText("$80.00")).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });
});
