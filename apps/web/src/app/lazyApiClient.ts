import type { ApiClient, ApiClientOptions } from "@hotshelf/api/client";

/**
 * The API client, loaded with its contract (and the schema library) on the first call rather than
 * with the first page: Login and the public pages never need it.
 */
export function lazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | null = null;
  const load = () => {
    client ??= import("@hotshelf/api/client").then((module) => module.createApiClient(options));
    return client;
  };
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      if (typeof name !== "string") return undefined;
      return async (...args: unknown[]) => {
        const loaded = (await load()) as unknown as Record<string, (...a: unknown[]) => unknown>;
        const call = loaded[name];
        if (!call) throw new Error(`The API client has no call named ${name}.`);
        return call(...args);
      };
    },
  });
}
