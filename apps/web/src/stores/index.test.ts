import { STORAGE_KEYS } from "@hotshelf/domain";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, session } from "../test/fakes";
import {
  clearAll,
  clearDataStores,
  licenceStore,
  preferencesStore,
  refreshLicence,
  registerStoreClear,
  sessionStore,
  setSession,
} from ".";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("clearAll", () => {
  it("returns every store to its signed-out state, including registered ones", async () => {
    setSession(session({ email: "admin@example.com", isAdmin: true }));
    await refreshLicence(fakeApi(), { now: 0, force: true });
    preferencesStore.listView = true;
    preferencesStore.exploreShopsSort = "week_current_period_revenue";
    const extra = vi.fn();
    const unregister = registerStoreClear(extra);

    clearAll();
    unregister();

    expect(sessionStore).toMatchObject({ email: "", isAdmin: false, signedIn: false });
    expect(licenceStore.licence).toBeNull();
    expect(preferencesStore).toMatchObject({ listView: false, exploreShopsSort: null });
    expect(extra).toHaveBeenCalledOnce();
    await settle();
    expect(localStorage.getItem(STORAGE_KEYS.listView)).toBeNull();
  });

  it("keeps the session when only the data stores are cleared (Payment Success)", async () => {
    setSession(session({ email: "ada@example.com" }));
    await refreshLicence(fakeApi(), { now: 0, force: true });
    clearDataStores();
    expect(sessionStore.email).toBe("ada@example.com");
    expect(licenceStore.licence).toBeNull();
  });
});

describe("preferences", () => {
  it("remembers the layout and sort choices in local storage", async () => {
    preferencesStore.listView = true;
    preferencesStore.exploreProductsSort = "day_current_period_revenue";
    await settle();
    expect(localStorage.getItem(STORAGE_KEYS.listView)).toBe("true");
    expect(localStorage.getItem(STORAGE_KEYS.exploreProductsSort)).toBe(
      "day_current_period_revenue",
    );
    clearAll();
  });
});
