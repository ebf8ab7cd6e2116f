import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "./constants";
import {
  DEFAULT_THEME_PREFERENCE,
  parseThemePreference,
  resolveTheme,
  THEME_CHOICES,
} from "./theme";
import { THEME_BOOT_SCRIPT } from "./themeBoot";

/** Runs the boot script against a stored value and a device scheme; returns the theme it applied. */
function boot(stored: string | null, systemPrefersDark: boolean, storageFails = false): string {
  const classes = new Set<string>();
  const localStorage = {
    getItem: (key: string) => {
      if (storageFails) throw new Error("storage disabled");
      return key === STORAGE_KEYS.theme ? stored : null;
    },
  };
  const matchMedia = (query: string) => ({
    matches: query === "(prefers-color-scheme: dark)" && systemPrefersDark,
  });
  const document = {
    documentElement: {
      classList: {
        toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
      },
    },
  };
  new Function("localStorage", "matchMedia", "document", THEME_BOOT_SCRIPT)(
    localStorage,
    matchMedia,
    document,
  );
  return classes.has("dark") ? "dark" : "light";
}

describe("theme", () => {
  it("defaults to System and is stored under 'theme'", () => {
    expect(DEFAULT_THEME_PREFERENCE).toBe("system");
    expect(STORAGE_KEYS.theme).toBe("theme");
  });

  it("lists Light, Dark and System", () => {
    expect(THEME_CHOICES.map((c) => [c.id, c.label])).toEqual([
      ["light", "Light"],
      ["dark", "Dark"],
      ["system", "System"],
    ]);
  });

  it("reads back stored choices and falls back to System for anything else", () => {
    expect(parseThemePreference("light")).toBe("light");
    expect(parseThemePreference("dark")).toBe("dark");
    expect(parseThemePreference("system")).toBe("system");
    expect(parseThemePreference(null)).toBe("system");
    expect(parseThemePreference("Dark")).toBe("system");
    expect(parseThemePreference("")).toBe("system");
  });

  it("keeps an explicit choice whatever the device prefers", () => {
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("light", false)).toBe("light");
    expect(resolveTheme("dark", true)).toBe("dark");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("follows the device when the choice is System", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
  });

  it("boots before the first paint with the same rule", () => {
    for (const stored of ["light", "dark", "system", null, "Dark", "garbage"]) {
      for (const systemPrefersDark of [true, false]) {
        expect(boot(stored, systemPrefersDark), `${stored} / ${systemPrefersDark}`).toBe(
          resolveTheme(parseThemePreference(stored), systemPrefersDark),
        );
      }
    }
  });

  it("boots with the device's scheme when storage is unavailable", () => {
    expect(boot("light", true, true)).toBe("dark");
    expect(boot("dark", false, true)).toBe("light");
  });
});
