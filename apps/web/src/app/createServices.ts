import type { AppConfig } from "@hotshelf/api/contract";
import { createIdentityClient, decodeJwtPayload } from "@hotshelf/api/identity";
import { takeBootData } from "../data/boot";
import { isRecordedCalls, type RecordedCall, replayingFetch } from "../data/recordedCalls";
import { dataLayerSink } from "./analytics";
import { lazyApiClient } from "./lazyApiClient";
import { withPageSession } from "./pageSession";
import type { Services } from "./services";

/**
 * The calls the page's server render made, when it was rendered for the user whose session the
 * browser holds (another user signed in since would otherwise see the first one's results).
 */
function recordedCallsOf(storedToken: string | undefined): RecordedCall[] | null {
  const calls = takeBootData("calls");
  const callsFor = takeBootData("callsFor");
  const sub = storedToken ? decodeJwtPayload(storedToken)?.sub : undefined;
  if (!isRecordedCalls(calls) || calls.length === 0 || sub === undefined) return null;
  return sub === callsFor ? calls : null;
}

/**
 * The real services of the browser: the API client signs its calls with the identity session's
 * token, and answers the first ones from the page when it came with them (`dataAtHand`).
 */
export function createServices(config: AppConfig): Services & { dataAtHand: boolean } {
  const identity = withPageSession(createIdentityClient({ config: config.identity }));
  const calls = recordedCallsOf(identity.storedSession()?.idToken);
  const api = lazyApiClient({
    baseUrl: config.apiBase,
    getToken: identity.getIdToken,
    ...(calls && { fetch: replayingFetch((input, init) => globalThis.fetch(input, init), calls) }),
  });
  return {
    config,
    api,
    identity,
    analytics: dataLayerSink(),
    navigateAway: (url) => window.location.assign(url),
    dataAtHand: calls !== null,
  };
}
