import { describe, expect, it } from "vitest";
import { API_REASONS } from "../contract";
import { isReason, REASON_CODES } from "./reasons";

describe("reasons", () => {
  it("lists exactly the contract's reason codes", () => {
    expect([...REASON_CODES].sort()).toEqual([...API_REASONS].sort());
  });

  it("tells a reason code from a readable text", () => {
    expect(isReason("license_expired")).toBe(true);
    for (const text of ["toString", "sort_by is not allowed", "", "SHOULD_LOGOUT", null]) {
      expect(isReason(text)).toBe(false);
    }
  });
});
