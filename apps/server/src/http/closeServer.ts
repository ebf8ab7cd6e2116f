import type { Server } from "node:http";
import type { Http2SecureServer, Http2Server } from "node:http2";

/** How long requests in flight may take to finish when the server stops. */
export const STOP_GRACE_MS = 10_000;

/**
 * Stops accepting connections and resolves once every connection has closed: idle keep-alive
 * connections at once, ones with a request in flight when it is answered (so nothing it still needs,
 * like the database, is closed under it), and any left after `graceMs` by force.
 */
export function closeServer(
  server: Server | Http2Server | Http2SecureServer,
  graceMs = STOP_GRACE_MS,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const http = server as Partial<Server>;
    // A connection that finishes its request while we wait goes idle; close it then.
    const sweep = setInterval(() => http.closeIdleConnections?.(), 50);
    const force = setTimeout(() => http.closeAllConnections?.(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
    http.closeIdleConnections?.();
  });
}
