import { describe, expect, it } from "vitest";
import { doughnutArcs } from "./doughnutArcs";

describe("doughnutArcs", () => {
  it("gives each positive value a closed sector between the two radii", () => {
    const [a, b] = doughnutArcs([1, 1], 50, 25, 0);
    // Half and half: the first from twelve o'clock to six, the second back round.
    expect(a).toBe("M0,-50A50,50 0 0 1 0,50L0,25A25,25 0 0 0 0,-25Z");
    expect(b).toBe("M0,50A50,50 0 0 1 0,-50L0,-25A25,25 0 0 0 0,25Z");
  });

  it("uses the large arc flag for a slice over half the ring", () => {
    const [big] = doughnutArcs([3, 1], 50, 25, 0);
    expect(big).toMatch(/^M0,-50A50,50 0 1 1 /);
  });

  it("draws a lone slice as a full ring, and nothing for zero or missing values", () => {
    const arcs = doughnutArcs([0, 7, Number.NaN, -2], 10, 5);
    expect(arcs[0]).toBe("");
    expect(arcs[1]).toContain("M0,-10A10,10 0 1 1 0,10");
    expect(arcs[2]).toBe("");
    expect(arcs[3]).toBe("");
  });

  it("draws nothing when every value is zero", () => {
    expect(doughnutArcs([0, 0], 10, 5)).toEqual(["", ""]);
  });
});
