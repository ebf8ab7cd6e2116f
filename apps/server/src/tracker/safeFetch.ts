import { lookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { isForbiddenAddress } from "./addresses";
import { parseStoreUrl } from "./url";

export type Resolve = (host: string) => Promise<readonly { address: string }[]>;

export interface SafeFetcherOptions {
  /** Test-only: lets the fake stores on 127.0.0.1 be reached. Never set in production. */
  allowLoopback?: boolean;
  /** DNS; replaced in tests to make names resolve to forbidden addresses. */
  resolve?: Resolve;
  /** For the whole answer: DNS, connection, redirects, headers and body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

export interface FetchedPage {
  status: number;
  /** The address after redirects. */
  url: URL;
  /** The Retry-After header of a 429 or 503, as sent. */
  retryAfter?: string | null;
  body: string;
}

/** The address (or a redirect) points somewhere the tracker must not go; nothing was sent there. */
export class RefusedAddressError extends Error {
  override readonly name = "RefusedAddressError";
}

/** The store could not be read: DNS, connection, timeout, size cap or too many redirects. */
export class FetchFailedError extends Error {
  override readonly name = "FetchFailedError";
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

export interface FetchOptions {
  /** An epoch-ms time the answer must be complete by, when sooner than the fetcher's own timeout. */
  deadline?: number;
}

export type SafeFetch = (url: URL | string, options?: FetchOptions) => Promise<FetchedPage>;

/**
 * A GET that cannot be turned against the server's own network: every hop's host is resolved once,
 * every answer checked, and the connection made to the checked address (the URL's name only travels
 * in Host and SNI), so a second DNS answer cannot rebind it. Redirects are followed by hand.
 */
export function createSafeFetch(options: SafeFetcherOptions = {}): SafeFetch {
  const allowLoopback = options.allowLoopback ?? false;
  const resolve = options.resolve ?? systemResolve;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 8 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const userAgent = options.userAgent ?? "HotshelfTracker/1.0 (+storefront reader)";

  async function checkedAddress(url: URL, signal: AbortSignal): Promise<string> {
    const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
    if (isIP(host)) {
      if (isForbiddenAddress(host, allowLoopback))
        throw new RefusedAddressError(`${host} is not allowed`);
      return host;
    }
    let answers: readonly { address: string }[];
    try {
      answers = await untilAborted(resolve(host), signal);
    } catch (error) {
      if (error instanceof FetchFailedError) throw error;
      throw new FetchFailedError(`cannot resolve ${host}: ${(error as Error).message}`);
    }
    if (answers.length === 0) throw new FetchFailedError(`${host} has no address`);
    // One bad answer refuses the name: a round-robin of public and private addresses is an attack.
    const bad = answers.find((answer) => isForbiddenAddress(answer.address, allowLoopback));
    if (bad)
      throw new RefusedAddressError(`${host} resolves to ${bad.address}, which is not allowed`);
    return (answers[0] as { address: string }).address;
  }

  function requestOnce(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
    const secure = url.protocol === "https:";
    return new Promise((resolvePromise, reject) => {
      const request = (secure ? https : http).request({
        host: address,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: "GET",
        // The certificate is checked against the name, while the socket goes to the checked address.
        servername: secure && !isIP(url.hostname) ? url.hostname : undefined,
        headers: {
          host: url.host,
          "user-agent": userAgent,
          accept: "application/json, text/html;q=0.9, */*;q=0.5",
          "accept-encoding": "gzip, deflate, br",
        },
        agent: false,
      });
      const abort = () => request.destroy(signal.reason);
      signal.addEventListener("abort", abort, { once: true });
      request.on("response", (response) => {
        signal.removeEventListener("abort", abort);
        resolvePromise(response);
      });
      request.on("error", (error) => {
        signal.removeEventListener("abort", abort);
        reject(error instanceof FetchFailedError ? error : new FetchFailedError(error.message));
      });
      if (signal.aborted) abort();
      request.end();
    });
  }

  async function readBody(response: IncomingMessage, signal: AbortSignal): Promise<string> {
    const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
    let stream: Readable = response;
    if (encoding === "gzip") stream = response.pipe(createGunzip());
    else if (encoding === "deflate") stream = response.pipe(createInflate());
    else if (encoding === "br") stream = response.pipe(createBrotliDecompress());
    const chunks: Buffer[] = [];
    let size = 0;
    // The decompressor is destroyed too: pipe() does not pass the response's end on to it.
    const abort = () => {
      response.destroy(signal.reason);
      stream.destroy(signal.reason);
    };
    signal.addEventListener("abort", abort, { once: true });
    try {
      if (signal.aborted) abort();
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        // Counted after decompression, so a small gzip bomb is caught too.
        if (size > maxBytes) throw new FetchFailedError(`response larger than ${maxBytes} bytes`);
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      throw error instanceof FetchFailedError
        ? error
        : new FetchFailedError((error as Error).message);
    } finally {
      signal.removeEventListener("abort", abort);
      response.destroy();
      if (stream !== response) stream.destroy();
    }
    return Buffer.concat(chunks).toString("utf8");
  }

  async function fetchWithin(target: URL, signal: AbortSignal): Promise<FetchedPage> {
    let url = target;
    for (let hop = 0; ; hop++) {
      const address = await checkedAddress(url, signal);
      const response = await requestOnce(url, address, signal);
      const location = response.headers.location;
      if (redirectStatuses.has(response.statusCode ?? 0) && location) {
        response.resume();
        response.destroy();
        if (hop >= maxRedirects) throw new FetchFailedError(`more than ${maxRedirects} redirects`);
        const next = parseStoreUrl(nextHop(location, url), allowLoopback);
        if (!next.ok) throw new RefusedAddressError(`redirect refused: ${next.problem}`);
        url = next.url;
        continue;
      }
      const body = await readBody(response, signal);
      return {
        status: response.statusCode ?? 0,
        url,
        retryAfter: response.headers["retry-after"] ?? null,
        body,
      };
    }
  }

  return async function safeFetch(target, fetchOptions = {}) {
    const parsed = parseStoreUrl(String(target), allowLoopback);
    if (!parsed.ok) throw new RefusedAddressError(parsed.problem);
    // One deadline for the whole answer (DNS, connect, every redirect, headers and body): a store
    // that trickles a byte at a time resets no idle timer here.
    const deadline = Math.min(
      Date.now() + timeoutMs,
      fetchOptions.deadline ?? Number.POSITIVE_INFINITY,
    );
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new FetchFailedError(`no complete answer within ${timeoutMs} ms`)),
      Math.max(0, deadline - Date.now()),
    );
    try {
      return await fetchWithin(parsed.url, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Settles with the promise, or rejects with the signal's reason when it aborts first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolvePromise, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", abort);
        resolvePromise(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", abort);
        reject(error);
      },
    );
  });
}

/** An absolute Location is checked as written, so odd spellings in it are refused too. */
function nextHop(location: string, current: URL): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(location)) return location;
  if (location.startsWith("//")) return `${current.protocol}${location}`;
  try {
    return new URL(location, current).href;
  } catch {
    throw new FetchFailedError(`unreadable redirect to ${JSON.stringify(location.slice(0, 100))}`);
  }
}
