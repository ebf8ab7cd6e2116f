import type { IdentityClient } from "@hotshelf/api/identity";

/** The server's page cookie (apps/server/src/static/pageSession.ts). */
const PAGE_SESSION_ROUTE = "/auth/page-session";

/**
 * The identity client, keeping the server's page cookie in step with the session: each new ID
 * token is handed over once (so a reload of Explore comes rendered with the user's results), and
 * signing out or deleting the account removes it. Failures are not errors: without the cookie the
 * server sends the app shell, and the app loads its data itself.
 */
export function withPageSession(
  identity: IdentityClient,
  fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): IdentityClient {
  let handedOver: string | null = null;
  const keep = (token: string) => {
    if (token === handedOver) return;
    handedOver = token;
    fetch(PAGE_SESSION_ROUTE, { method: "PUT", headers: { Authorization: token } })
      .then((response) => {
        if (!response.ok && handedOver === token) handedOver = null;
      })
      .catch(() => {
        if (handedOver === token) handedOver = null;
      });
  };
  const forget = async () => {
    handedOver = null;
    await fetch(PAGE_SESSION_ROUTE, { method: "DELETE" }).catch(() => undefined);
  };
  return {
    ...identity,
    async getIdToken() {
      const token = await identity.getIdToken();
      if (token) keep(token);
      return token;
    },
    async signOut() {
      await forget();
      await identity.signOut();
    },
    async deleteUser() {
      await identity.deleteUser();
      await forget();
    },
  };
}
