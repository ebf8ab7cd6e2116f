import {
  parseThemePreference,
  resolveTheme,
  STORAGE_KEYS,
  SYSTEM_DARK_QUERY,
  type Theme,
} from "@hotshelf/domain";
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { setThemePreference, themeStore } from "../stores/theme";

/** The theme is the `dark` class on <html>, as the boot script sets it (overlays portal to body). */
function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

/**
 * Keeps <html>'s theme in step with the remembered choice: at once when the user picks, live with
 * the device's colour scheme while the choice is System, and when another tab changes the choice.
 */
export function useThemeSync(): void {
  const { preference } = useSnapshot(themeStore);

  useEffect(() => {
    const system = window.matchMedia(SYSTEM_DARK_QUERY);
    const apply = () => applyTheme(resolveTheme(preference, system.matches));
    apply();
    if (preference !== "system") return;
    system.addEventListener("change", apply);
    return () => system.removeEventListener("change", apply);
  }, [preference]);

  useEffect(() => {
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme)
        setThemePreference(parseThemePreference(event.newValue));
    };
    window.addEventListener("storage", fromOtherTab);
    return () => window.removeEventListener("storage", fromOtherTab);
  }, []);
}
