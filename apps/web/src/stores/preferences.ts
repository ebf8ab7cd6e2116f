import { STORAGE_KEYS } from "@hotshelf/domain";
import { proxy, subscribe } from "valtio";

export interface PreferencesState {
  /** Explore's grid or list layout (preference_for_list_view). */
  listView: boolean;
  /** The remembered sort keys of Explore Products and Explore Shops; null means the default. */
  exploreProductsSort: string | null;
  exploreShopsSort: string | null;
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(storage: Storage | null): PreferencesState {
  return {
    listView: storage?.getItem(STORAGE_KEYS.listView) === "true",
    exploreProductsSort: storage?.getItem(STORAGE_KEYS.exploreProductsSort) ?? null,
    exploreShopsSort: storage?.getItem(STORAGE_KEYS.exploreShopsSort) ?? null,
  };
}

const storage = browserStorage();

export const preferencesStore = proxy<PreferencesState>(read(storage));

function write(key: string, value: string | null): void {
  if (value === null) storage?.removeItem(key);
  else storage?.setItem(key, value);
}

// Every change is remembered, so the choice survives a reload.
subscribe(preferencesStore, () => {
  write(STORAGE_KEYS.listView, preferencesStore.listView ? "true" : null);
  write(STORAGE_KEYS.exploreProductsSort, preferencesStore.exploreProductsSort);
  write(STORAGE_KEYS.exploreShopsSort, preferencesStore.exploreShopsSort);
});

/** Forgets the remembered choices (logout): the next user starts from the defaults. */
export function clearPreferences(): void {
  for (const key of [
    STORAGE_KEYS.listView,
    STORAGE_KEYS.exploreProductsSort,
    STORAGE_KEYS.exploreShopsSort,
  ]) {
    storage?.removeItem(key);
  }
  Object.assign(preferencesStore, read(null));
}
