import type { ApiClient } from "@hotshelf/api/client";
import { isLicenceRefreshDue, type Licence } from "@hotshelf/domain";
import { proxy, ref } from "valtio";

export interface LicenceState {
  licence: Licence | null;
  /** When the licence was last loaded (epoch ms), null before the first load. */
  loadedAt: number | null;
}

const initial = (): LicenceState => ({ licence: null, loadedAt: null });

export const licenceStore = proxy<LicenceState>(initial());

let inFlight: Promise<Licence | null> | null = null;

/**
 * Loads the licence when it is due (never loaded, older than 5 minutes) or when forced; a forced
 * refresh also asks the server to skip its cache. Concurrent callers share one request. A failed
 * load keeps the previous licence (the overlays then keep their last decision) and is rethrown.
 */
export function refreshLicence(
  api: Pick<ApiClient, "license">,
  options: { force?: boolean; now?: number } = {},
): Promise<Licence | null> {
  const now = options.now ?? Date.now();
  if (!isLicenceRefreshDue(licenceStore.loadedAt, now, options.force)) {
    return Promise.resolve(licenceStore.licence);
  }
  if (inFlight && !options.force) return inFlight;
  const request = api
    .license(options.force ? { no_cache: true } : {})
    .then((licence) => {
      // A logout while the request was out must not bring the licence back.
      if (inFlight !== request) return licenceStore.licence;
      licenceStore.licence = ref({ ...licence });
      licenceStore.loadedAt = now;
      return licenceStore.licence;
    })
    .finally(() => {
      if (inFlight === request) inFlight = null;
    });
  inFlight = request;
  return request;
}

/** A call answered the new licence (a plan change): it is the loaded licence from now on. */
export function setLicence(licence: Licence, now = Date.now()): void {
  licenceStore.licence = ref({ ...licence });
  licenceStore.loadedAt = now;
}

/** A search answered 402 or license_expired: show the expired state until the next load. */
export function markLicenceExpired(): void {
  if (licenceStore.licence)
    licenceStore.licence = ref({ ...licenceStore.licence, licenseExpired: true });
}

export function clearLicence(): void {
  inFlight = null;
  Object.assign(licenceStore, initial());
}
