import { ApiError } from "@hotshelf/api/client";
import { DATA_MESSAGES } from "@hotshelf/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearAll, licenceStore, refreshLicence } from "../stores";
import { fakeApi } from "../test/fakes";
import { createFailurePolicy, orShowFailure, ShownFailure } from "./failurePolicy";

const failure = (status: number, reason?: string) =>
  new ApiError("server", reason ?? "failed", { call: "search", status, reason: reason as never });

describe("the failure policy", () => {
  beforeEach(clearAll);

  it("alone signs out on should_logout, even with the HTTP 401 a search ignores", () => {
    const signOut = vi.fn();
    const policy = createFailurePolicy(signOut);
    expect(policy("search", failure(401)).action).toBe("ignore");
    expect(signOut).not.toHaveBeenCalled();
    expect(policy("search", failure(401, "should_logout")).action).toBe("logout");
    expect(signOut).toHaveBeenCalledOnce();
  });

  it("marks the licence expired on 402, with the product named in the text", async () => {
    await refreshLicence(fakeApi(), { force: true });
    const policy = createFailurePolicy(vi.fn(), { product: "Hotshelf" });
    const { message } = policy("productsWidget", failure(402));
    expect(licenceStore.licence?.licenseExpired).toBe(true);
    expect(message).toContain("Hotshelf");
  });

  it("says nothing about a cancelled call", () => {
    const signOut = vi.fn();
    const aborted = new ApiError("aborted", "search was cancelled.", { call: "search" });
    expect(createFailurePolicy(signOut)("productsWidget", aborted)).toEqual({ action: "ignore" });
    expect(signOut).not.toHaveBeenCalled();
  });

  it("rejects with the text to show for a component, keeping the cause", async () => {
    const cause = failure(500);
    const shown = await orShowFailure(
      createFailurePolicy(vi.fn()),
      "shopCollectionChange",
      Promise.reject(cause),
    ).catch((error: unknown) => error);
    expect(shown).toBeInstanceOf(ShownFailure);
    expect(shown).toMatchObject({ message: DATA_MESSAGES.shopCollectionsFailure, cause });
  });
});
