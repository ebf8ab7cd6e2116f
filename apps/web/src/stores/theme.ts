import {
  DEFAULT_THEME_PREFERENCE,
  parseThemePreference,
  STORAGE_KEYS,
  type ThemePreference,
} from "@hotshelf/domain";
import { proxy, subscribe } from "valtio";
import { readStored, writeStored } from "./storage";

export interface ThemeState {
  /** Light, Dark or System: one choice per browser, on every page (signed in or not). */
  preference: ThemePreference;
}

export const themeStore = proxy<ThemeState>({
  preference: parseThemePreference(readStored(STORAGE_KEYS.theme)),
});

// Remembered (the default is stored as nothing), so the boot script in index.html applies it on
// the next load before the first paint. Logout keeps it: it is the browser's choice, not the account's.
subscribe(themeStore, () => {
  const { preference } = themeStore;
  writeStored(STORAGE_KEYS.theme, preference === DEFAULT_THEME_PREFERENCE ? null : preference);
});

export function setThemePreference(preference: ThemePreference): void {
  themeStore.preference = preference;
}
