import { describe, expect, it } from "vitest";
import { extent, linearScale } from "./linearScale";

describe("linearScale", () => {
  it("maps the domain onto the range, inverted ranges included", () => {
    const y = linearScale([0, 10], [100, 0]);
    expect(y(0)).toBe(100);
    expect(y(5)).toBe(50);
    expect(y(10)).toBe(0);
  });

  it("puts a flat series in the middle", () => {
    expect(linearScale([3, 3], [0, 40])(3)).toBe(20);
  });
});

describe("extent", () => {
  it("ignores non-finite values", () => {
    expect(extent([4, Number.NaN, -2, 9])).toEqual([-2, 9]);
    expect(extent([])).toEqual([0, 0]);
  });
});
