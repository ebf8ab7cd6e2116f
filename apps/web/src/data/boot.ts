// The data block the server puts into every page (apps/server/src/static/webApp.ts): /config.json's
// settings, and on the winners page its products, so the first render waits for no round trip.
// The development server (Vite) has no such block: every read then finds nothing and the app asks.

const BOOT_ELEMENT_ID = "hotshelf-boot";

export type BootKey = "config" | "winners" | "calls" | "callsFor";
export type BootValues = Partial<Record<BootKey, unknown>>;

/** Inlined values, each given once: a later read (a second visit within the app) makes the call. */
export interface BootData {
  take(key: BootKey): unknown;
}

/** Take-once values of one render: the server render's, per request (nothing shared between them). */
export function bootData(values: BootValues): BootData {
  const left: BootValues = { ...values };
  return {
    take(key) {
      const value = left[key];
      delete left[key];
      return value;
    },
  };
}

let boot: BootData | null = null;

function readBoot(): BootData {
  if (boot) return boot;
  const text = globalThis.document?.getElementById(BOOT_ELEMENT_ID)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    boot = bootData(parsed && typeof parsed === "object" ? (parsed as BootValues) : {});
  } catch {
    boot = bootData({});
  }
  return boot;
}

/**
 * The page's inlined value for `key`, once: later reads (a second visit to the page within the app)
 * find nothing and make the call, so they see fresh data.
 */
export function takeBootData(key: BootKey): unknown {
  return readBoot().take(key);
}

/** The browser page's own block. */
export const pageBoot: BootData = { take: takeBootData };

/** Tests start each case with the page as it is now. */
export function resetBootData(): void {
  boot = null;
}
