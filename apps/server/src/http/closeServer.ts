import type { Server } from "node:http";
import type { Http2SecureServer, Http2Server } from "node:http2";
import type { MiddlewareHandler } from "hono";

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

/**
 * Counts the requests the app is handling. A request whose client hung up has no connection left
 * for closeServer to wait for, but its handler may still be using the database: a stop waits for
 * `idle` too before closing what handlers use.
 */
export function createInFlight() {
  let handling = 0;
  let onIdle: (() => void) | null = null;
  const middleware: MiddlewareHandler = async (_c, next) => {
    handling++;
    try {
      await next();
    } finally {
      handling--;
      if (handling === 0) onIdle?.();
    }
  };
  /** Resolves once no request is being handled, or after `graceMs`. */
  const idle = (graceMs = STOP_GRACE_MS): Promise<void> =>
    handling === 0
      ? Promise.resolve()
      : new Promise((resolve) => {
          const done = () => {
            clearTimeout(timer);
            onIdle = null;
            resolve();
          };
          const timer = setTimeout(done, graceMs);
          onIdle = done;
        });
  return { middleware, idle };
}
