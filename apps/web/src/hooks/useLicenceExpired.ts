import { isLicenceExpired } from "@hotshelf/domain";
import { useSnapshot } from "valtio";
import { licenceStore } from "../stores";

/** The loaded licence has expired, or a call was answered 402 / license_expired since it loaded. */
export function useLicenceExpired(): boolean {
  const { licence } = useSnapshot(licenceStore);
  return licence !== null && isLicenceExpired(licence, Date.now());
}
