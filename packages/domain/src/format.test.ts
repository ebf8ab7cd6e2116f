import { describe, expect, it } from "vitest";
import {
  chartTickIndices,
  chartTicks,
  describePriceChange,
  formatAdDuplicatesPercentChange,
  formatChartDate,
  formatCompactMoney,
  formatCompactMoneyChange,
  formatCompactPercentChange,
  formatCountChange,
  formatLicenceDate,
  formatLongDate,
  formatMoney,
  formatMoneyChange,
  formatNewsTime,
  formatNumber,
  formatPercentChange,
  formatRelativeTime,
  formatResultCount,
  formatShortDate,
  formatTrackingStarted,
  toneOf,
} from "./format";

describe("formatNumber", () => {
  it("rounds to one decimal up to 10,000", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(12.34)).toBe("12.3");
    expect(formatNumber(12)).toBe("12");
    expect(formatNumber(-7.25)).toBe("-7.3");
    expect(formatNumber(10_000)).toBe("10,000");
    expect(formatNumber(-0.01)).toBe("0");
  });
  it("shows floored thousands as K above 10,000", () => {
    expect(formatNumber(10_001)).toBe("10K");
    expect(formatNumber(15_999)).toBe("15K");
    expect(formatNumber(-15_999)).toBe("-15K");
    expect(formatNumber(1_000_000)).toBe("1000K");
  });
  it("shows floored millions with one decimal as M above 1,000,000", () => {
    expect(formatNumber(1_000_001)).toBe("1M");
    expect(formatNumber(1_290_000)).toBe("1.2M");
    expect(formatNumber(-2_560_000)).toBe("-2.5M");
    expect(formatNumber(1_234_567_890)).toBe("1,234.5M");
  });
  it("shows N/A for missing or non-finite values", () => {
    expect(formatNumber(null)).toBe("N/A");
    expect(formatNumber(undefined)).toBe("N/A");
    expect(formatNumber(Number.NaN)).toBe("N/A");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("N/A");
  });
});

describe("formatMoney", () => {
  it("shows $ and two decimals", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(-3)).toBe("-$3.00");
    expect(formatMoney(-0.001)).toBe("$0.00");
    expect(formatMoney(null)).toBe("N/A");
  });
});

describe("formatCompactMoney", () => {
  it("keeps every digit below $100, then whole dollars below $1,000", () => {
    expect(formatCompactMoney(0)).toBe("$0.00");
    expect(formatCompactMoney(89.5)).toBe("$89.50");
    expect(formatCompactMoney(-99.99)).toBe("-$99.99");
    expect(formatCompactMoney(100)).toBe("$100");
    expect(formatCompactMoney(-120.75)).toBe("-$120");
    expect(formatCompactMoney(999.99)).toBe("$999");
  });
  it("shows three significant digits from $1,000, truncated, never rounded up", () => {
    expect(formatCompactMoney(1000)).toBe("$1.00K");
    expect(formatCompactMoney(1079.99)).toBe("$1.07K");
    expect(formatCompactMoney(1150)).toBe("$1.15K");
    expect(formatCompactMoney(8420.5)).toBe("$8.42K");
    expect(formatCompactMoney(28_940.2)).toBe("$28.9K");
    expect(formatCompactMoney(999_999.99)).toBe("$999K");
  });
  it("moves to M and B, with the sign in front", () => {
    expect(formatCompactMoney(1_000_000)).toBe("$1.00M");
    expect(formatCompactMoney(-1_210_000)).toBe("-$1.21M");
    expect(formatCompactMoney(45_600_000)).toBe("$45.6M");
    expect(formatCompactMoney(2_500_000_000)).toBe("$2.50B");
    expect(formatCompactMoney(1_234_000_000_000)).toBe("$1234B");
  });
  it("shows N/A without a value", () => {
    expect(formatCompactMoney(null)).toBe("N/A");
    expect(formatCompactMoney(undefined)).toBe("N/A");
    expect(formatCompactMoney(Number.NaN)).toBe("N/A");
  });
  it("signs a change like formatMoneyChange", () => {
    expect(formatCompactMoneyChange(1210)).toEqual({ text: "+$1.21K", tone: "positive" });
    expect(formatCompactMoneyChange(-120.75)).toEqual({ text: "-$120", tone: "negative" });
    expect(formatCompactMoneyChange(0)).toEqual({ text: "$0.00", tone: "neutral" });
    expect(formatCompactMoneyChange(null)).toEqual({ text: "", tone: "neutral" });
  });
});

describe("formatPercentChange", () => {
  it("shows (+n%) in green, (-n%) in red, (-) in grey and blank for null", () => {
    expect(formatPercentChange(12.34)).toEqual({ text: "(+12.3%)", tone: "positive" });
    expect(formatPercentChange(-5)).toEqual({ text: "(-5%)", tone: "negative" });
    expect(formatPercentChange(0)).toEqual({ text: "(-)", tone: "neutral" });
    expect(formatPercentChange(null)).toEqual({ text: "", tone: "neutral" });
    expect(formatPercentChange(undefined)).toEqual({ text: "", tone: "neutral" });
  });
  it("uses the K rule for very large changes", () => {
    expect(formatPercentChange(25_000)).toEqual({ text: "(+25K%)", tone: "positive" });
  });
});

describe("formatCompactPercentChange", () => {
  it("keeps one decimal under 100%, whole percents from 100%, thousands from 1,000%", () => {
    expect(formatCompactPercentChange(55.94)).toEqual({ text: "(+55.9%)", tone: "positive" });
    expect(formatCompactPercentChange(175.9)).toEqual({ text: "(+175%)", tone: "positive" });
    expect(formatCompactPercentChange(-106.7)).toEqual({ text: "(-106%)", tone: "negative" });
    expect(formatCompactPercentChange(999.99)).toEqual({ text: "(+999%)", tone: "positive" });
    expect(formatCompactPercentChange(1234)).toEqual({ text: "(+1.2K%)", tone: "positive" });
    expect(formatCompactPercentChange(0)).toEqual({ text: "(-)", tone: "neutral" });
    expect(formatCompactPercentChange(null)).toEqual({ text: "", tone: "neutral" });
  });
  it("rounds the ad duplicates change to two decimals", () => {
    expect(formatAdDuplicatesPercentChange(12.3456)).toEqual({
      text: "(+12.35%)",
      tone: "positive",
    });
    expect(formatAdDuplicatesPercentChange(-0.5)).toEqual({ text: "(-0.5%)", tone: "negative" });
    expect(formatAdDuplicatesPercentChange(0)).toEqual({ text: "(-)", tone: "neutral" });
    expect(formatAdDuplicatesPercentChange(null).text).toBe("");
  });
});

describe("signed changes", () => {
  it("formats count and revenue deltas with a sign and tone", () => {
    expect(formatCountChange(12)).toEqual({ text: "+12", tone: "positive" });
    expect(formatCountChange(-12_500)).toEqual({ text: "-12K", tone: "negative" });
    expect(formatCountChange(0)).toEqual({ text: "0", tone: "neutral" });
    expect(formatCountChange(null)).toEqual({ text: "", tone: "neutral" });
    expect(formatMoneyChange(12)).toEqual({ text: "+$12.00", tone: "positive" });
    expect(formatMoneyChange(-3.5)).toEqual({ text: "-$3.50", tone: "negative" });
    expect(formatMoneyChange(undefined)).toEqual({ text: "", tone: "neutral" });
  });
  it("gives the tone of a value", () => {
    expect(toneOf(1)).toBe("positive");
    expect(toneOf(-1)).toBe("negative");
    expect(toneOf(0)).toBe("neutral");
    expect(toneOf(null)).toBe("neutral");
  });
});

describe("describePriceChange", () => {
  it("calls a fall 'decreased' and green", () => {
    expect(describePriceChange(20, 15)).toEqual({
      direction: "decreased",
      from: "$20.00",
      to: "$15.00",
      text: "decreased from $20.00 to $15.00",
      tone: "positive",
    });
  });
  it("calls a rise 'increased' and red", () => {
    const change = describePriceChange(9.5, 12);
    expect(change.text).toBe("increased from $9.50 to $12.00");
    expect(change.tone).toBe("negative");
  });
});

describe("relative time", () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it("reads elapsed time in the largest whole unit", () => {
    expect(formatRelativeTime(now - 5_000, now)).toBe("5 seconds ago");
    expect(formatRelativeTime(now - 60_000, now)).toBe("1 minute ago");
    expect(formatRelativeTime(now - 3 * 3_600_000, now)).toBe("3 hours ago");
    expect(formatRelativeTime(now - 2 * 86_400_000, now)).toBe("2 days ago");
    expect(formatRelativeTime(now - 65 * 86_400_000, now)).toBe("2 months ago");
    expect(formatRelativeTime(now - 800 * 86_400_000, now)).toBe("2 years ago");
  });
  it("reads a future time as no time at all", () => {
    expect(formatRelativeTime(now + 10_000, now)).toBe("0 seconds ago");
  });
  it("takes news epoch seconds", () => {
    expect(formatNewsTime(now / 1000 - 120, now)).toBe("2 minutes ago");
  });
  it("shows a tracking start 15 s earlier than recorded", () => {
    expect(formatTrackingStarted(now / 1000, now)).toBe("15 seconds ago");
    expect(formatTrackingStarted(now / 1000 - 45, now)).toBe("1 minute ago");
  });
});

describe("dates", () => {
  it("formats long and short dates in UTC", () => {
    expect(formatLongDate(Date.UTC(2026, 10, 22, 23, 59))).toBe("November 22, 2026");
    expect(formatShortDate("2024-01-05")).toBe("Jan 5, 2024");
    expect(formatLicenceDate(Date.UTC(2026, 0, 1) / 1000)).toBe("January 1, 2026");
    expect(formatLongDate("not a date")).toBe("N/A");
    expect(formatShortDate("nope")).toBe("N/A");
  });
  it("labels chart dates month/day in UTC", () => {
    expect(formatChartDate("2026-11-02")).toBe("11/2");
    expect(formatChartDate(Date.UTC(2026, 0, 31, 23))).toBe("1/31");
    expect(formatChartDate("bad")).toBe("");
  });
});

describe("chart ticks", () => {
  it("keeps every point up to 6", () => {
    expect(chartTickIndices(4)).toEqual([0, 1, 2, 3]);
    expect(chartTickIndices(0)).toEqual([]);
    expect(chartTickIndices(5, 0)).toEqual([]);
    expect(chartTickIndices(5, 1)).toEqual([0]);
  });
  it("spreads at most 6 ticks over 30 days, first and last included", () => {
    const ticks = chartTickIndices(30);
    expect(ticks).toHaveLength(6);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBe(29);
  });
  it("labels the chosen dates", () => {
    const dates = Array.from({ length: 30 }, (_, i) => Date.UTC(2026, 10, 1 + i));
    const ticks = chartTicks(dates);
    expect(ticks).toHaveLength(6);
    expect(ticks[0]).toEqual({ index: 0, label: "11/1" });
    expect(ticks.at(-1)).toEqual({ index: 29, label: "11/30" });
  });
});

describe("formatResultCount", () => {
  it("shows exact counts below the cap and '1,000+' at or above it", () => {
    expect(formatResultCount(0, "products")).toBe("0 products");
    expect(formatResultCount(1, "shops")).toBe("1 shop");
    expect(formatResultCount(999, "products")).toBe("999 products");
    expect(formatResultCount(1000, "products")).toBe("1,000+ products");
    expect(formatResultCount(5000, "shops")).toBe("1,000+ shops");
  });
});
