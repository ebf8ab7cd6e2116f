import { isIP } from "node:net";
import { isForbiddenAddress, isForbiddenHostName, isLoopbackAddress } from "./addresses";

export type StoreUrlResult = { ok: true; url: URL } | { ok: false; problem: string };

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Reads an address a user typed (or a redirect's Location) as a store origin we may fetch: http or
 * https on the usual port, no userinfo, no odd IP spellings (decimal, octal, hex), no name or literal
 * address that points inside the server's network. DNS answers are checked later, by the fetcher.
 */
export function parseStoreUrl(input: string, allowLoopback = false): StoreUrlResult {
  const text = input.trim();
  if (text === "") return { ok: false, problem: "empty address" };
  const scheme = schemePattern.exec(text)?.[1]?.toLowerCase();
  // "shop.example.com:8080" parses as scheme "shop.example.com": only a "//" marks a real scheme.
  const hasScheme = scheme !== undefined && text.slice(scheme.length + 1).startsWith("//");
  if (hasScheme && scheme !== "http" && scheme !== "https") {
    return { ok: false, problem: "only http and https are allowed" };
  }
  if (!hasScheme && scheme !== undefined && !/^[^:]+:\d*(?:[/?#]|$)/.test(text)) {
    return { ok: false, problem: "only http and https are allowed" };
  }
  const withScheme = hasScheme ? text : `https://${text}`;
  const authority = withScheme.replace(/^[a-z]+:\/\//i, "").split(/[/?#\\]/, 1)[0] ?? "";
  if (authority.includes("@")) return { ok: false, problem: "user names in addresses are refused" };

  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, problem: "not a valid address" };
  }
  const host = url.hostname;
  const literal = host.startsWith("[") ? host.slice(1, -1) : host;
  const rawHost = authority.replace(/:\d*$/, "").toLowerCase();
  if (isIP(literal) === 4 && rawHost !== literal) {
    return { ok: false, problem: "unusual spellings of IP addresses are refused" };
  }
  if (/^(?:0x[0-9a-f]*|\d+)(?:\.(?:0x[0-9a-f]*|\d+))*$/i.test(rawHost) && isIP(rawHost) !== 4) {
    return { ok: false, problem: "unusual spellings of IP addresses are refused" };
  }
  const loopbackTarget =
    allowLoopback && (isIP(literal) ? isLoopbackAddress(literal) : literal === "localhost");
  if (url.port !== "" && !loopbackTarget) {
    return { ok: false, problem: "only the usual ports (80, 443) are allowed" };
  }
  if (
    isIP(literal)
      ? isForbiddenAddress(literal, allowLoopback)
      : isForbiddenHostName(literal, allowLoopback)
  ) {
    return { ok: false, problem: "this address is not allowed" };
  }
  if (!isIP(literal) && !literal.includes(".") && !loopbackTarget) {
    return { ok: false, problem: "not a valid address" };
  }
  url.username = "";
  url.password = "";
  url.hash = "";
  return { ok: true, url };
}
