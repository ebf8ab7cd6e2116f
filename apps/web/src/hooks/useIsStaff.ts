import { useSnapshot } from "valtio";
import { licenceStore } from "../stores";

/**
 * Whether the signed-in account is staff, as the licence reply says: staff curate the Staff Picks and
 * the shared presets and may ban. Only the server's check guards those calls; this shows the tools.
 */
export function useIsStaff(): boolean {
  return useSnapshot(licenceStore).licence?.is_staff === true;
}
