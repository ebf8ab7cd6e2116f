import { STORAGE_KEYS } from "@hotshelf/domain";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setThemePreference, themeStore } from "../stores/theme";
import { useThemeSync } from "./useThemeSync";

/** A device whose colour scheme the test switches, as the OS setting would. */
function fakeDevice(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return prefersDark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", (query: string) => {
    expect(query).toBe("(prefers-color-scheme: dark)");
    return media;
  });
  return {
    listeners,
    switchTo(dark: boolean) {
      prefersDark = dark;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

const isDark = () => document.documentElement.classList.contains("dark");
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("useThemeSync", () => {
  beforeEach(() => {
    setThemePreference("system");
    document.documentElement.classList.remove("dark");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("follows the device live while the choice is System", () => {
    const device = fakeDevice(true);
    renderHook(() => useThemeSync());
    expect(isDark()).toBe(true);
    device.switchTo(false);
    expect(isDark()).toBe(false);
    device.switchTo(true);
    expect(isDark()).toBe(true);
  });

  it("applies a choice at once, remembers it, and then ignores the device", async () => {
    const device = fakeDevice(false);
    renderHook(() => useThemeSync());
    expect(isDark()).toBe(false);
    await act(async () => setThemePreference("dark"));
    expect(isDark()).toBe(true);
    expect(device.listeners.size).toBe(0);
    device.switchTo(false);
    expect(isDark()).toBe(true);
    await settle();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe("dark");
    await act(async () => setThemePreference("system"));
    expect(isDark()).toBe(false);
    await settle();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
  });

  it("takes a choice made in another tab", async () => {
    fakeDevice(false);
    renderHook(() => useThemeSync());
    await act(async () => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: STORAGE_KEYS.theme, newValue: "dark" }),
      );
    });
    expect(themeStore.preference).toBe("dark");
    expect(isDark()).toBe(true);
  });
});
