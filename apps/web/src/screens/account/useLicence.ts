import type { Licence } from "@hotshelf/domain";
import { useSnapshot } from "valtio";
import { licenceStore } from "../../stores";

/** The loaded licence (the route guard loads it before a signed-in screen shows), or null. */
export function useLicence(): Licence | null {
  return useSnapshot(licenceStore).licence as Licence | null;
}
