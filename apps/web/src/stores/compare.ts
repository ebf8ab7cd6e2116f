import { toggleCompareId } from "@hotshelf/domain";
import { proxy } from "valtio";
import { registerStoreClear } from ".";

/** The shops picked to compare (Add to Compare on a card), until compared or cleared; not stored. */
export const compareStore = proxy<{ ids: number[] }>({ ids: [] });

export function toggleCompared(shopId: number): void {
  compareStore.ids = toggleCompareId(compareStore.ids, shopId);
}

export function clearCompared(): void {
  compareStore.ids = [];
}

registerStoreClear(clearCompared);
