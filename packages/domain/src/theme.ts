/** The colour scheme a user picks in the user menu; System follows the device's setting. */
export type ThemePreference = "light" | "dark" | "system";
export type Theme = "light" | "dark";

export const DEFAULT_THEME_PREFERENCE: ThemePreference = "system";

/** The choices in the order the menu lists them, with their labels. */
export const THEME_CHOICES: readonly { id: ThemePreference; label: string }[] = [
  { id: "light", label: "Light" },
  { id: "dark", label: "Dark" },
  { id: "system", label: "System" },
];

/** A stored value read back: anything unknown (an old or hand-edited value) means the default. */
export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return stored === "light" || stored === "dark" || stored === "system"
    ? stored
    : DEFAULT_THEME_PREFERENCE;
}

/** The theme shown: the user's choice, or the device's scheme when the choice is System. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}
