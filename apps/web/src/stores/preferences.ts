import { resolveSortKey, SORT_VIEWS, type SortView, STORAGE_KEYS } from "@hotshelf/domain";
import { proxy, subscribe } from "valtio";
import { writePreferencesCookie } from "./preferencesCookie";
import { readStored, writeStored } from "./storage";

type CollectionSortView = Extract<SortView, `collection${string}`>;

export interface PreferencesState {
  /** Explore's grid or list layout (preference_for_list_view). */
  listView: boolean;
  /** The remembered sort keys of Explore Products and Explore Shops; null means the default. */
  exploreProductsSort: string | null;
  exploreShopsSort: string | null;
}

function read(): PreferencesState {
  return {
    listView: readStored(STORAGE_KEYS.listView) === "true",
    exploreProductsSort: readStored(STORAGE_KEYS.exploreProductsSort),
    exploreShopsSort: readStored(STORAGE_KEYS.exploreShopsSort),
  };
}

const DEFAULTS: PreferencesState = {
  listView: false,
  exploreProductsSort: null,
  exploreShopsSort: null,
};

export const preferencesStore = proxy<PreferencesState>(read());

// Every change is remembered, so the choice survives a reload.
subscribe(preferencesStore, () => {
  writeStored(STORAGE_KEYS.listView, preferencesStore.listView ? "true" : null);
  writeStored(STORAGE_KEYS.exploreProductsSort, preferencesStore.exploreProductsSort);
  writeStored(STORAGE_KEYS.exploreShopsSort, preferencesStore.exploreShopsSort);
  writePreferencesCookie(preferencesStore);
});
// Choices remembered before the cookie existed reach it from the first page on.
writePreferencesCookie(preferencesStore);

/** Forgets the remembered choices (logout): the next user starts from the defaults. */
export function clearPreferences(): void {
  for (const key of [
    STORAGE_KEYS.listView,
    STORAGE_KEYS.exploreProductsSort,
    STORAGE_KEYS.exploreShopsSort,
  ]) {
    writeStored(key, null);
  }
  Object.assign(preferencesStore, DEFAULTS);
}

/** The remembered sort of a collections tab (shop_collections:shops / shop_collections:products). */
export function rememberedCollectionSort(view: CollectionSortView): string {
  return resolveSortKey(view, readStored(SORT_VIEWS[view].storageKey));
}

export function rememberCollectionSort(view: CollectionSortView, key: string): void {
  writeStored(SORT_VIEWS[view].storageKey, key);
}
