/**
 * The browser's localStorage, or nothing where it is unavailable (private modes, tests without a
 * DOM): every remembered choice reads and writes through here, and a missing storage forgets quietly.
 */
type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  return browserStorage()?.getItem(key) ?? null;
}

/** Stores the value, or removes the key for null. */
export function writeStored(key: string, value: string | null): void {
  const storage = browserStorage();
  if (value === null) storage?.removeItem(key);
  else storage?.setItem(key, value);
}
