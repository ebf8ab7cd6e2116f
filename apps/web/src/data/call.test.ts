import { ApiError } from "@hotshelf/api/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, licence } from "../test/fakes";
import { call, isAborted, NETWORK_RETRIES, RETRY_DELAY_MS, write } from "./call";

const network = () =>
  new ApiError("network", "license could not reach the server.", { call: "license" });

describe("call", () => {
  afterEach(() => vi.useRealTimers());

  it("passes only the arguments given: no empty request, no empty options", async () => {
    const api = fakeApi();
    await call(api, "license");
    await call(api, "license", { no_cache: true });
    const signal = new AbortController().signal;
    await call(api, "license", undefined, { signal });
    expect(api.license.mock.calls).toEqual([[], [{ no_cache: true }], [{}, { signal }]]);
  });

  it("tries a read again after network failures, with growing pauses", async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    api.license.mockRejectedValueOnce(network()).mockRejectedValueOnce(network());
    const reply = call(api, "license");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS + RETRY_DELAY_MS * 2);
    expect(await reply).toMatchObject({ plan_name: licence().plan_name });
    expect(api.license).toHaveBeenCalledTimes(3);
  });

  it("gives up after the last retry, and never retries an answer from the server", async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    api.license.mockRejectedValue(network());
    const reply = call(api, "license").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10 * RETRY_DELAY_MS);
    expect(await reply).toMatchObject({ kind: "network" });
    expect(api.license).toHaveBeenCalledTimes(NETWORK_RETRIES + 1);

    const refused = new ApiError("server", "boom", { call: "license", status: 500 });
    api.license.mockReset().mockRejectedValue(refused);
    await expect(call(api, "license")).rejects.toBe(refused);
    expect(api.license).toHaveBeenCalledOnce();
  });

  it("never repeats a write, and stops waiting when its signal aborts", async () => {
    const api = fakeApi();
    api.licenseCheckout.mockRejectedValue(network());
    await expect(write(api, "licenseCheckout", { plan_name: "plan_1" })).rejects.toMatchObject({
      kind: "network",
    });
    expect(api.licenseCheckout).toHaveBeenCalledOnce();

    const controller = new AbortController();
    api.license.mockRejectedValue(network());
    const reply = call(api, "license", undefined, { signal: controller.signal });
    controller.abort();
    const error = await reply.catch((e: unknown) => e);
    expect(isAborted(error)).toBe(true);
    expect(api.license).toHaveBeenCalledOnce();
  });
});
