import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adsHistory } from "../../fixtures";
import { AdsLineChart } from "./AdsLineChart";

describe("AdsLineChart", () => {
  it("tables active ads and ads started per day", () => {
    render(<AdsLineChart history={adsHistory(1)} />);
    const table = screen.getByRole("table", { name: "Ads Over Time" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Date", "Active ads", "Ads started"]);
    expect(within(table).getAllByRole("row")).toHaveLength(31);
  });

  it("offers the previous period only with a non-zero delta", async () => {
    const { rerender } = render(
      <AdsLineChart history={adsHistory(1)} previousHistory={adsHistory(3)} deltas={[0]} />,
    );
    expect(screen.getByRole("switch", { name: "Show previous period" })).toBeDisabled();
    rerender(<AdsLineChart history={adsHistory(1)} previousHistory={adsHistory(3)} deltas={[5]} />);
    await userEvent.click(screen.getByRole("switch", { name: "Show previous period" }));
    expect(screen.getByRole("switch", { name: "Show previous period" })).toBeChecked();
  });
});
