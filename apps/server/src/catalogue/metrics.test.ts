import { describe, expect, it } from "vitest";
import { adCountMetric, hasChartData, percentChange, periodMetrics } from "./metrics";

describe("period metrics", () => {
  const series = [...new Array<number>(30).fill(1), ...new Array<number>(30).fill(2)];

  it("compares each period with the one before", () => {
    const m = periodMetrics(series);
    expect(m.day).toEqual({ current: 2, delta: 0, percentChange: 0 });
    expect(m.week).toEqual({ current: 14, delta: 0, percentChange: 0 });
    expect(m.month).toEqual({ current: 60, delta: 30, percentChange: 100 });
  });

  it("gives no percent change without a previous period", () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(1, 3)).toBe(-66.67);
  });

  it("compares the active ad count with a week earlier", () => {
    const ads = [...new Array<number>(53).fill(4), ...new Array<number>(7).fill(6)];
    expect(adCountMetric(ads)).toEqual({ current: 6, delta: 2, percentChange: 50 });
  });

  it("has a chart only with data in the last 30 days", () => {
    expect(hasChartData([5, ...new Array<number>(59).fill(0)])).toBe(false);
    expect(hasChartData([...new Array<number>(59).fill(0), 1])).toBe(true);
  });
});
