import type { ApiClient } from "@hotshelf/api/client";
import { call, write } from "./call";

/** Track Shop: the history of tracked shops and starting a new one. */
export function trackingData(api: ApiClient) {
  return {
    history: async () => (await call(api, "trackStatus")).items,
    start: (shopUrl: string) => write(api, "trackStart", { shop_url: shopUrl }),
  };
}
