import type { AppConfig } from "@hotshelf/api/contract";
import { takeBootData } from "../data/boot";

async function fetchConfigJson(fetchConfig: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchConfig("/config.json", { headers: { Accept: "application/json" } });
  } catch {
    throw new Error("The server could not be reached to load /config.json.");
  }
  if (!response.ok) throw new Error(`/config.json answered HTTP ${response.status}.`);
  return response.json().catch(() => null);
}

/**
 * The server's /config.json, as the page brought it inline or else fetched; a clear error when it is
 * missing or malformed. Development and test builds check it against the contract; production
 * builds, like the API client, skip the check so the schema library stays out of the first load,
 * and only make sure the essentials are there.
 */
export async function loadAppConfig(
  fetchConfig: typeof fetch = (input, init) => globalThis.fetch(input, init),
  checkContract = !import.meta.env.PROD,
  inlined: unknown = takeBootData("config"),
): Promise<AppConfig> {
  const json = inlined ?? (await fetchConfigJson(fetchConfig));
  const invalid = new Error("/config.json does not describe this app's server.");
  if (checkContract) {
    const { AppConfig } = await import("@hotshelf/api/contract");
    const parsed = AppConfig.safeParse(json);
    if (!parsed.success) throw invalid;
    return parsed.data;
  }
  const config = json as Partial<AppConfig> | null;
  if (typeof config?.apiBase !== "string" || typeof config.identity?.clientId !== "string") {
    throw invalid;
  }
  return config as AppConfig;
}
