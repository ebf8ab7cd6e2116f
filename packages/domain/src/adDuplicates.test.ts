import { describe, expect, it } from "vitest";
import { adDuplicatesPercentChange } from "./adDuplicates";
import { formatAdDuplicatesPercentChange } from "./format";

describe("adDuplicatesPercentChange", () => {
  it("is the change against the previous period in percent", () => {
    expect(adDuplicatesPercentChange(150, 100)).toBe(50);
    expect(adDuplicatesPercentChange(50, 100)).toBe(-50);
    expect(adDuplicatesPercentChange(100, 100)).toBe(0);
    expect(adDuplicatesPercentChange(0, 8)).toBe(-100);
  });

  it("keeps the fraction for the formatter to round to two decimals", () => {
    const change = adDuplicatesPercentChange(4, 3);
    expect(change).toBeCloseTo(33.3333, 4);
    expect(formatAdDuplicatesPercentChange(change).text).toBe("(+33.33%)");
  });

  it("is null when there is nothing to compare with", () => {
    expect(adDuplicatesPercentChange(5, 0)).toBeNull();
    expect(adDuplicatesPercentChange(null, 4)).toBeNull();
    expect(adDuplicatesPercentChange(4, undefined)).toBeNull();
    expect(adDuplicatesPercentChange(Number.NaN, 4)).toBeNull();
    expect(adDuplicatesPercentChange(4, Number.POSITIVE_INFINITY)).toBeNull();
  });
});
