import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VisuallyHiddenTable } from "./VisuallyHiddenTable";

describe("VisuallyHiddenTable", () => {
  it("exposes the chart data as a captioned table with row headers", () => {
    render(
      <VisuallyHiddenTable
        caption="Revenue Over Time"
        columns={["Date", "Revenue"]}
        rows={[
          ["11/1", "$10.00"],
          ["11/2", "$12.50"],
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Revenue Over Time" });
    expect(table).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "11/2" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "$12.50" })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((c) => c.textContent)).toEqual([
      "Date",
      "Revenue",
    ]);
  });
});
