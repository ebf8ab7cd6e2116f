/**
 * Response hardening for every answer of the server: security headers and the Content-Security-Policy,
 * a closed CORS policy, and per-client-IP rate limits on the routes that invite guessing (/idp,
 * /auth/confirm) or spam (/forms/support). See docs/security.md.
 */
import { createHash } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import { BOOT_SCRIPTS } from "@hotshelf/domain";
import type { Context, MiddlewareHandler } from "hono";
import { ConfigError } from "../config";
import { isServerPath } from "../static/webApp";

/** A token bucket: `burst` requests at once, then one more every 60 / perMinute seconds. */
export interface RateLimit {
  burst: number;
  perMinute: number;
}

export type RateLimitRule = "identity" | "confirm" | "forms";

export type RateLimits = Record<RateLimitRule, RateLimit>;

/**
 * Loose enough for a person (a sign-in is one or two /idp calls, a token refresh one an hour), tight
 * enough to make password or code guessing from one address slow.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  identity: { burst: 30, perMinute: 10 },
  confirm: { burst: 10, perMinute: 5 },
  forms: { burst: 5, perMinute: 2 },
};

export interface SecurityOptions {
  /** Adds Strict-Transport-Security (only meaningful behind https). */
  production: boolean;
  /** Extra origins of the shop and ad media hosts when they are not this server (img-src, media-src). */
  mediaOrigins?: readonly string[];
  /** Extra origins the web app calls (e.g. the AWS Cognito endpoint); 'self' is always allowed. */
  connectOrigins?: readonly string[];
  /** Per-rule limits (missing rules use the defaults); false turns rate limiting off (tests). */
  rateLimits?: Partial<RateLimits> | false;
  /** Behind one reverse proxy: the client is the last X-Forwarded-For address, not the socket's. */
  trustProxy?: boolean;
  /** Clients remembered at most; idle ones are forgotten first (bounds memory under a spray of IPs). */
  maxTrackedClients?: number;
  now?: () => number;
}

/**
 * The two fixed stylesheets react-aria injects as <style> elements (usePress: touch-action for
 * pressable elements; usePreventScroll on iOS: overscroll containment), allowed by their hashes. If a
 * react-aria upgrade changes them, the browser drops those styles (and reports the violation); nothing
 * else breaks.
 */
export const REACT_ARIA_STYLES = [
  "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}",
  "@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}",
];

const sourceHash = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The web app's policy. Scripts and styles come only from this origin (the Vite build's inline
 * scripts are the theme's and the stored session's boot scripts, allowed by hash; Tailwind compiles to a CSS file; React and react-aria set inline styles through the CSSOM,
 * which style-src does not govern), plus react-aria's two fixed <style> elements by hash. Images also
 * from any https host: tracked shops' favicons and product images live on the shops' own CDNs
 * (shop_favicon_external, product_image_external).
 */
export function webAppPolicy(options: Pick<SecurityOptions, "mediaOrigins" | "connectOrigins">) {
  const media = options.mediaOrigins ?? [];
  return directives({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...BOOT_SCRIPTS.map(sourceHash)],
    "style-src": ["'self'", ...REACT_ARIA_STYLES.map(sourceHash)],
    "img-src": ["'self'", "data:", "https:", ...media],
    "media-src": ["'self'", ...media],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(options.connectOrigins ?? [])],
    "object-src": ["'none'"],
    "frame-src": ["'none'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
  });
}

/**
 * The server's own small pages (test-mode payments, the confirmation page, the dev outbox): no script
 * at all, and their one inline stylesheet allowed.
 */
export const SERVER_PAGE_POLICY = directives({
  "default-src": ["'none'"],
  "style-src": ["'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
});

function directives(entries: Record<string, readonly string[]>): string {
  return Object.entries(entries)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Browser features the app never uses, denied to it and to anything it could embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
  "interest-cohort",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

const HSTS = "max-age=31536000; includeSubDomains";

/** The headers every answer carries. */
export function securityHeaders(path: string, options: SecurityOptions): Record<string, string> {
  return {
    "Content-Security-Policy": isServerPath(path) ? SERVER_PAGE_POLICY : webAppPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(options.production ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/** Which limited route a request is, if any. */
export function rateLimitRuleOf(method: string, path: string): RateLimitRule | null {
  if (method === "POST" && path === "/idp") return "identity";
  // HEAD runs the same handler as GET.
  if ((method === "GET" || method === "HEAD") && path === "/auth/confirm") return "confirm";
  if (method === "POST" && path === "/forms/support") return "forms";
  return null;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Token buckets per rule and client; take() answers 0 when allowed, else the seconds to wait. Rules
 * are this module's by default; another module may bring its own (the media routes).
 */
export function createRateLimiter<Rule extends string = RateLimitRule>(
  limits: Record<Rule, RateLimit>,
  maxTrackedClients: number,
  now: () => number,
) {
  const buckets = new Map<string, Bucket>();

  const refilled = (bucket: Bucket, limit: RateLimit, at: number) =>
    Math.min(limit.burst, bucket.tokens + ((at - bucket.updatedAt) / 60_000) * limit.perMinute);

  function forgetIdle(at: number): void {
    for (const [key, bucket] of buckets) {
      const limit = limits[key.slice(0, key.indexOf(" ")) as Rule];
      if (refilled(bucket, limit, at) >= limit.burst) buckets.delete(key);
    }
    // Still full of busy clients: drop the oldest, which at worst gives one client a fresh burst.
    for (const key of buckets.keys()) {
      if (buckets.size < maxTrackedClients) break;
      buckets.delete(key);
    }
  }

  return {
    take(rule: Rule, client: string): number {
      const limit = limits[rule];
      const at = now();
      const key = `${rule} ${client}`;
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxTrackedClients) forgetIdle(at);
        bucket = { tokens: limit.burst, updatedAt: at };
        buckets.set(key, bucket);
      }
      bucket.tokens = refilled(bucket, limit, at);
      bucket.updatedAt = at;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil(((1 - bucket.tokens) * 60) / limit.perMinute));
    },
  };
}

/**
 * Whom a limit counts: an IPv4 address, or an IPv6 address's /64 (one subscriber gets a whole /64,
 * so single IPv6 addresses would give each attacker billions of buckets).
 */
export function limitedClient(address: string): string {
  const plain = address.replace(/^\[|\]$/g, "").split("%")[0] ?? "";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped) return mapped[1] as string;
  if (!plain.includes(":")) return plain;
  const [head = "", tail = ""] = plain.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = plain.includes("::") ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array(Math.max(missing, 0)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The socket's address, or with trustProxy the address the proxy appended to X-Forwarded-For. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",").pop()?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? "unknown";
}

/** Each limited route refuses in the shape its client reads. */
function tooManyRequests(c: Context, rule: RateLimitRule, retryAfter: number): Response {
  const message = `Too many requests. Try again in ${retryAfter} seconds.`;
  // The body is left unread, which spoils a kept-alive connection: the client is told to drop it.
  const headers = { "Retry-After": String(retryAfter), Connection: "close" };
  if (rule === "identity") {
    // amazon-cognito-identity-js reads __type; the web app maps it to too_many_requests.
    return c.body(JSON.stringify({ __type: "TooManyRequestsException", message }), 429, {
      ...headers,
      "Content-Type": "application/x-amz-json-1.1",
      "x-amzn-errortype": "TooManyRequestsException:",
    });
  }
  if (rule === "forms") return c.json({ errors: [{ message }] }, 429, headers);
  return c.text(message, 429, headers);
}

/**
 * Browsers only preflight cross-origin requests, and the web app is served from this origin, so every
 * preflight is a foreign page asking: refused, without any Access-Control-Allow-* header.
 */
function isPreflight(c: Context): boolean {
  return c.req.method === "OPTIONS" && c.req.header("Access-Control-Request-Method") !== undefined;
}

export function securityMiddleware(options: SecurityOptions): MiddlewareHandler {
  const limiter =
    options.rateLimits === false
      ? null
      : createRateLimiter(
          { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
          options.maxTrackedClients ?? 10_000,
          options.now ?? Date.now,
        );
  const trustProxy = options.trustProxy ?? false;

  return async (c, next) => {
    const headers = securityHeaders(c.req.path, options);
    if (isPreflight(c)) {
      return c.json({ message: "Cross-origin requests are not allowed." }, 403, headers);
    }
    const rule = limiter ? rateLimitRuleOf(c.req.method, c.req.path) : null;
    if (limiter && rule) {
      const wait = limiter.take(rule, limitedClient(clientAddress(c, trustProxy)));
      if (wait > 0) {
        const refused = tooManyRequests(c, rule, wait);
        for (const [name, value] of Object.entries(headers)) refused.headers.set(name, value);
        return refused;
      }
    }
    await next();
    for (const [name, value] of Object.entries(headers)) {
      // A route that sets its own policy knows its content best (the media pictures add `sandbox`).
      if (name === "Content-Security-Policy" && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
    for (const name of [...c.res.headers.keys()]) {
      if (name.startsWith("access-control-")) c.res.headers.delete(name);
    }
  };
}

type Env = Record<string, string | undefined>;

const RULE_ENV: Record<RateLimitRule, string> = {
  identity: "RATE_LIMIT_IDP",
  confirm: "RATE_LIMIT_CONFIRM",
  forms: "RATE_LIMIT_FORMS",
};

function rateLimitsFrom(env: Env): Partial<RateLimits> | false {
  const switchValue = env.RATE_LIMITS?.trim().toLowerCase();
  if (switchValue && ["0", "off", "false", "no"].includes(switchValue)) return false;
  const limits: Partial<RateLimits> = {};
  for (const [rule, name] of Object.entries(RULE_ENV) as [RateLimitRule, string][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const match = /^(\d+)\/(\d+)$/.exec(raw);
    const [burst, perMinute] = [Number(match?.[1]), Number(match?.[2])];
    if (!match || burst < 1 || perMinute < 1) {
      throw new ConfigError(
        `${name} must be <burst>/<per minute> with whole numbers of at least 1, e.g. 30/10; got '${raw}'.`,
      );
    }
    limits[rule] = { burst, perMinute };
  }
  return limits;
}

function originsFrom(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw.split(",").map((entry) => {
    try {
      const url = new URL(entry.trim());
      if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
    } catch {
      // reported below
    }
    throw new ConfigError(
      `${name} must be a comma-separated list of http(s) origins; got '${entry}'.`,
    );
  });
}

/**
 * The middleware's settings from the environment: RATE_LIMITS=0 turns limits off, RATE_LIMIT_IDP /
 * _CONFIRM / _FORMS=<burst>/<per minute> change them, TRUST_PROXY=1 reads X-Forwarded-For, MEDIA_ORIGINS
 * names separate media hosts, and with AWS Cognito its endpoint is allowed to the web app.
 */
export function securityOptionsFromEnv(env: Env): SecurityOptions {
  const region = env.COGNITO_REGION?.trim();
  const trust = env.TRUST_PROXY?.trim().toLowerCase();
  return {
    production: env.NODE_ENV === "production",
    rateLimits: rateLimitsFrom(env),
    trustProxy: trust === "1" || trust === "true" || trust === "yes" || trust === "on",
    mediaOrigins: originsFrom(env, "MEDIA_ORIGINS"),
    connectOrigins: region ? [`https://cognito-idp.${region}.amazonaws.com`] : [],
  };
}
