import { clearLicence } from "./licence";
import { clearPreferences } from "./preferences";
import { clearSession } from "./session";

export {
  clearLicence,
  licenceStore,
  markLicenceExpired,
  refreshLicence,
  setLicence,
} from "./licence";
export {
  clearPreferences,
  preferencesStore,
  rememberCollectionSort,
  rememberedCollectionSort,
} from "./preferences";
export { clearSession, sessionStore, setSession } from "./session";
export { setThemePreference, themeStore } from "./theme";

/**
 * Stores the later screens add (search, collections) register their reset here, so logout and
 * Payment Success clear them too without this module knowing them.
 */
const extraClears = new Set<() => void>();

export function registerStoreClear(clear: () => void): () => void {
  extraClears.add(clear);
  return () => extraClears.delete(clear);
}

/** Everything but the session: what Payment Success resets before reloading the licence. */
export function clearDataStores(): void {
  clearLicence();
  clearPreferences();
  for (const clear of extraClears) clear();
}

/** Logout: every store back to its signed-out state. */
export function clearAll(): void {
  clearDataStores();
  clearSession();
}
