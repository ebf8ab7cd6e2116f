import { Server } from "node:http";
import type { Http2SecureServer, Http2Server } from "node:http2";

/**
 * How long the server keeps an idle keep-alive connection. Node's default (5 s) is shorter than a
 * proxy's or a client's pool usually keeps one (a load balancer's 60 s), so a request sent on a
 * connection just as the server closes it fails as a network error; POSTs are not retried.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Keeps idle connections for KEEP_ALIVE_MS (the headers' timeout stays Node's 60 s: a slow request is still cut). */
export function keepConnectionsAlive(server: Server | Http2Server | Http2SecureServer): void {
  if (!(server instanceof Server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
}
