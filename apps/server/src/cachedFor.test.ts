import { describe, expect, it, vi } from "vitest";
import { cachedFor } from "./cachedFor";

describe("cachedFor", () => {
  it("loads once per period and shares the load", async () => {
    let clock = 0;
    const load = vi.fn(async () => clock);
    const get = cachedFor(60_000, load, () => clock);
    expect(await Promise.all([get(), get()])).toEqual([0, 0]);
    clock = 59_999;
    expect(await get()).toBe(0);
    clock = 60_000;
    expect(await get()).toBe(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce("up");
    const get = cachedFor(60_000, load, () => 0);
    await expect(get()).rejects.toThrow("down");
    expect(await get()).toBe("up");
  });
});
