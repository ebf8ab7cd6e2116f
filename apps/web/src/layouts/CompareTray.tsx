import {
  COMPARE_MAX_SHOPS,
  COMPARE_MIN_SHOPS,
  COMPARE_SHOPS_PATH,
  compareShopsPath,
} from "@hotshelf/domain";
import { CompareBar } from "@hotshelf/ui/CompareBar";
import { useSnapshot } from "valtio";
import { clearCompared, compareStore } from "../stores/compare";

/** Whether the compare bar shows: while shops are picked, on every screen but the compare screen. */
export function useCompareBarShown(pathname: string): boolean {
  const { ids } = useSnapshot(compareStore);
  return ids.length > 0 && pathname !== COMPARE_SHOPS_PATH;
}

/** The compare bar: how many shops are picked, Compare Shops and Clear. */
export function CompareTray() {
  const { ids } = useSnapshot(compareStore);
  return (
    <CompareBar
      count={ids.length}
      max={COMPARE_MAX_SHOPS}
      min={COMPARE_MIN_SHOPS}
      href={compareShopsPath(ids)}
      onClear={clearCompared}
    />
  );
}
