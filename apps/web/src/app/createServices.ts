import type { AppConfig } from "@hotshelf/api/contract";
import { createIdentityClient } from "@hotshelf/api/identity";
import { dataLayerSink } from "./analytics";
import { lazyApiClient } from "./lazyApiClient";
import type { Services } from "./services";

/** The real services of the browser: the API client signs its calls with the identity session's token. */
export function createServices(config: AppConfig): Services {
  const identity = createIdentityClient({ config: config.identity });
  const api = lazyApiClient({ baseUrl: config.apiBase, getToken: identity.getIdToken });
  return {
    config,
    api,
    identity,
    analytics: dataLayerSink(),
    navigateAway: (url) => window.location.assign(url),
  };
}
