import { LICENCE_REFRESH_INTERVAL_MS } from "@hotshelf/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi, licence } from "../test/fakes";
import { clearLicence, licenceStore, markLicenceExpired, refreshLicence } from "./licence";

describe("licence store", () => {
  beforeEach(clearLicence);

  it("loads the licence the first time", async () => {
    const api = fakeApi(licence({ plan_name: "plan_2" }));
    const loaded = await refreshLicence(api, { now: 1_000 });
    expect(loaded?.plan_name).toBe("plan_2");
    expect(licenceStore.licence?.plan_name).toBe("plan_2");
    expect(licenceStore.loadedAt).toBe(1_000);
    expect(api.license).toHaveBeenCalledWith({});
  });

  it("keeps a licence younger than 5 minutes and reloads an older one", async () => {
    const api = fakeApi();
    await refreshLicence(api, { now: 0 });
    await refreshLicence(api, { now: LICENCE_REFRESH_INTERVAL_MS });
    expect(api.license).toHaveBeenCalledTimes(1);
    await refreshLicence(api, { now: LICENCE_REFRESH_INTERVAL_MS + 1 });
    expect(api.license).toHaveBeenCalledTimes(2);
  });

  it("reloads a fresh licence when forced, asking the server to skip its cache", async () => {
    const api = fakeApi();
    await refreshLicence(api, { now: 0 });
    await refreshLicence(api, { now: 1, force: true });
    expect(api.license).toHaveBeenLastCalledWith({ no_cache: true });
  });

  it("shares one request between concurrent callers", async () => {
    const api = fakeApi();
    const [a, b] = await Promise.all([
      refreshLicence(api, { now: 0 }),
      refreshLicence(api, { now: 0 }),
    ]);
    expect(api.license).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });

  it("does not bring a licence back when the store was cleared during the request", async () => {
    let answer: (value: ReturnType<typeof licence>) => void = () => {};
    const api = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const pending = refreshLicence(api, { now: 0 });
    clearLicence();
    answer(licence());
    await pending;
    expect(licenceStore.licence).toBeNull();
    expect(licenceStore.loadedAt).toBeNull();
  });

  it("keeps the previous licence when a reload fails, and reports the failure", async () => {
    await refreshLicence(fakeApi(licence({ plan_name: "plan_3" })), { now: 0 });
    const failing = fakeApi(async () => {
      throw new Error("offline");
    });
    await expect(refreshLicence(failing, { now: 1, force: true })).rejects.toThrow("offline");
    expect(licenceStore.licence?.plan_name).toBe("plan_3");
  });

  it("marks a loaded licence expired after a 402", async () => {
    await refreshLicence(fakeApi(), { now: 0 });
    markLicenceExpired();
    expect(licenceStore.licence?.licenseExpired).toBe(true);
  });
});
