/** The signed-in user as the app needs it, read from the ID token. */
export interface IdentitySession {
  /** The raw ID token, sent as the Authorization header. */
  idToken: string;
  email: string;
  /** The token's cognito:groups. */
  groups: string[];
  /** The groups contain 'admins'. */
  isAdmin: boolean;
  /** When the ID token expires, in epoch milliseconds. */
  expiresAt: number;
}

/** A stored token is used as is only if it lives at least this long, so a call does not race expiry. */
export const EXPIRY_MARGIN_MS = 60_000;

/** Reads a JWT's payload without verifying it (the server verifies; the app only reads claims). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === "object" && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The session an ID token describes; null when it is unreadable. */
export function sessionFromIdToken(idToken: string): IdentitySession | null {
  const payload = decodeJwtPayload(idToken);
  if (!payload || typeof payload.exp !== "number") return null;
  const rawGroups = payload["cognito:groups"];
  const groups = Array.isArray(rawGroups)
    ? rawGroups.filter((g): g is string => typeof g === "string")
    : [];
  return {
    idToken,
    email: typeof payload.email === "string" ? payload.email : "",
    groups,
    isAdmin: groups.includes("admins"),
    expiresAt: payload.exp * 1000,
  };
}

/** The storage amazon-cognito-identity-js keeps its tokens in (localStorage in the browser). */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** The library's key layout, so the stored session can be read without loading the library. */
export function storageKeys(clientId: string, username: string | null = null) {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const user = `${prefix}.${username ?? ""}`;
  return {
    lastAuthUser: `${prefix}.LastAuthUser`,
    idToken: `${user}.idToken`,
    accessToken: `${user}.accessToken`,
    refreshToken: `${user}.refreshToken`,
    clockDrift: `${user}.clockDrift`,
    userData: `${user}.userData`,
  };
}

/**
 * The stored session if its ID token is still valid (with the margin); no network, no library.
 * Like the library, it corrects the local clock by the drift (seconds) measured at sign-in.
 */
export function readStoredSession(
  storage: TokenStorage,
  clientId: string,
  nowMs: number,
): IdentitySession | null {
  const username = storage.getItem(storageKeys(clientId).lastAuthUser);
  if (!username) return null;
  const keys = storageKeys(clientId, username);
  const idToken = storage.getItem(keys.idToken);
  const session = idToken ? sessionFromIdToken(idToken) : null;
  const driftMs = (Number.parseInt(storage.getItem(keys.clockDrift) ?? "", 10) || 0) * 1000;
  return session && session.expiresAt - EXPIRY_MARGIN_MS > nowMs - driftMs ? session : null;
}

/** Some user's tokens are stored (valid or not): a refresh may be worth trying. */
export function hasStoredUser(storage: TokenStorage, clientId: string): boolean {
  return Boolean(storage.getItem(storageKeys(clientId).lastAuthUser));
}

/** Forgets the stored user without the library (what its local signOut does). */
export function clearStoredUser(storage: TokenStorage, clientId: string): void {
  const username = storage.getItem(storageKeys(clientId).lastAuthUser);
  if (!username) return;
  for (const key of Object.values(storageKeys(clientId, username))) storage.removeItem(key);
}

/** localStorage when the page has a usable one; otherwise memory (Node, private modes). */
export function defaultTokenStorage(): TokenStorage {
  try {
    // The DOM lib is not in this package's types; the browser provides localStorage at run time.
    const local = (globalThis as { localStorage?: TokenStorage }).localStorage;
    if (!local) return memoryStorage();
    const probe = "hotshelf.storage-probe";
    local.setItem(probe, "1");
    local.removeItem(probe);
    return local;
  } catch {
    return memoryStorage();
  }
}

export function memoryStorage(): TokenStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
