// The data block the server puts into every page (apps/server/src/static/webApp.ts): /config.json's
// settings, and on the winners page its products, so the first render waits for no round trip.
// The development server (Vite) has no such block: every read then finds nothing and the app asks.

const BOOT_ELEMENT_ID = "hotshelf-boot";

type Boot = Partial<Record<"config" | "winners", unknown>>;

let boot: Boot | null = null;

function readBoot(): Boot {
  if (boot) return boot;
  const text = globalThis.document?.getElementById(BOOT_ELEMENT_ID)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    boot = parsed && typeof parsed === "object" ? (parsed as Boot) : {};
  } catch {
    boot = {};
  }
  return boot;
}

/**
 * The page's inlined value for `key`, once: later reads (a second visit to the page within the app)
 * find nothing and make the call, so they see fresh data.
 */
export function takeBootData(key: keyof Boot): unknown {
  const data = readBoot();
  const value = data[key];
  delete data[key];
  return value;
}

/** Tests start each case with the page as it is now. */
export function resetBootData(): void {
  boot = null;
}
