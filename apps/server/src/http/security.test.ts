import { createHash } from "node:crypto";
import { SESSION_BOOT_SCRIPT, THEME_BOOT_SCRIPT } from "@hotshelf/domain";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  limitedClient,
  rateLimitRuleOf,
  type SecurityOptions,
  securityMiddleware,
  securityOptionsFromEnv,
  webAppPolicy,
} from "./security";

/** A small app behind the middleware; the client address comes from X-Forwarded-For (trustProxy). */
function appWith(options: Partial<SecurityOptions> = {}) {
  const app = new Hono();
  app.use("*", securityMiddleware({ production: false, trustProxy: true, ...options }));
  app.get("/", (c) => c.html("<p>app</p>"));
  app.get("/payments/local/checkout/1", (c) => c.html("<p>page</p>"));
  app.post("/idp", (c) => c.json({}));
  app.get("/auth/confirm", (c) => c.text("confirmed"));
  app.post("/forms/support", (c) => c.json({ ok: true }));
  app.get("/cors", (c) => c.json({}, 200, { "Access-Control-Allow-Origin": "*" }));
  app.get("/media/favicons/1.png", (c) =>
    c.body("<svg/>", 200, { "Content-Security-Policy": "default-src 'none'; sandbox" }),
  );
  return app;
}

const from = (ip: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), "X-Forwarded-For": ip },
});

describe("securityMiddleware headers", () => {
  it("gives the web app the strict policy and the hardening headers", async () => {
    const res = await appWith().request("/");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      // react-aria's usePress stylesheet, as Chromium reported its hash when it was blocked.
      "style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
      "img-src 'self' data: https:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("unsafe");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(res.headers.get("Permissions-Policy")).toContain("geolocation=()");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("allows the theme's and the session's inline boot scripts by hash, and no other inline script", async () => {
    const res = await appWith().request("/");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const hash = (script: string) => createHash("sha256").update(script).digest("base64");
    expect(csp).toContain(
      `script-src 'self' 'sha256-${hash(THEME_BOOT_SCRIPT)}' 'sha256-${hash(SESSION_BOOT_SCRIPT)}';`,
    );
  });

  it("sends HSTS in production only", async () => {
    const res = await appWith({ production: true }).request("/");
    expect(res.headers.get("Strict-Transport-Security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("lets the server's own pages use their inline stylesheet but no script", async () => {
    const res = await appWith().request("/payments/local/checkout/1");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).not.toContain("script-src");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("keeps a route's own policy (the media pictures' sandbox)", async () => {
    const res = await appWith().request("/media/favicons/1.png");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("adds configured media and API origins to the web app's policy", () => {
    const csp = webAppPolicy({
      mediaOrigins: ["https://media.example"],
      connectOrigins: ["https://cognito-idp.eu-west-1.amazonaws.com"],
    });
    expect(csp).toContain("media-src 'self' https://media.example");
    expect(csp).toContain("connect-src 'self' https://cognito-idp.eu-west-1.amazonaws.com");
  });
});

describe("securityMiddleware CORS", () => {
  it("refuses preflights without any Access-Control-Allow header", async () => {
    const res = await appWith().request("/idp", {
      method: "OPTIONS",
      headers: {
        Origin: "https://evil.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Cross-origin requests are not allowed." });
    expect([...res.headers.keys()].filter((h) => h.startsWith("access-control-"))).toEqual([]);
  });

  it("drops CORS grants a handler made", async () => {
    const res = await appWith().request("/cors", { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("securityMiddleware rate limits", () => {
  it("refuses the support form after its burst with 429 and Retry-After, per client", async () => {
    let now = 0;
    const app = appWith({ rateLimits: { forms: { burst: 2, perMinute: 6 } }, now: () => now });
    const send = (ip: string) => app.request("/forms/support", from(ip, { method: "POST" }));
    expect((await send("198.51.100.1")).status).toBe(200);
    expect((await send("198.51.100.1")).status).toBe(200);
    const refused = await send("198.51.100.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("10");
    expect(refused.headers.get("Connection")).toBe("close");
    expect(refused.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await refused.json()).toEqual({
      errors: [{ message: "Too many requests. Try again in 10 seconds." }],
    });
    // Another client has its own bucket; the first gets a token back after 10 seconds.
    expect((await send("198.51.100.2")).status).toBe(200);
    now = 10_000;
    expect((await send("198.51.100.1")).status).toBe(200);
    expect((await send("198.51.100.1")).status).toBe(429);
  });

  it("answers /idp in Cognito's error shape and /auth/confirm in plain text", async () => {
    const app = appWith({
      rateLimits: { identity: { burst: 1, perMinute: 1 }, confirm: { burst: 1, perMinute: 1 } },
      now: () => 0,
    });
    await app.request("/idp", from("203.0.113.9", { method: "POST" }));
    const idp = await app.request("/idp", from("203.0.113.9", { method: "POST" }));
    expect(idp.status).toBe(429);
    expect(idp.headers.get("Retry-After")).toBe("60");
    expect(idp.headers.get("Content-Type")).toBe("application/x-amz-json-1.1");
    expect(idp.headers.get("x-amzn-errortype")).toBe("TooManyRequestsException:");
    expect(await idp.json()).toEqual({
      __type: "TooManyRequestsException",
      message: "Too many requests. Try again in 60 seconds.",
    });
    await app.request("/auth/confirm", from("203.0.113.9"));
    const confirm = await app.request("/auth/confirm", from("203.0.113.9"));
    expect(confirm.status).toBe(429);
    expect(await confirm.text()).toBe("Too many requests. Try again in 60 seconds.");
  });

  it("limits nothing when turned off, and nothing outside the three routes", async () => {
    const off = appWith({ rateLimits: false });
    for (let i = 0; i < 40; i++) {
      expect(
        (await off.request("/forms/support", from("192.0.2.1", { method: "POST" }))).status,
      ).toBe(200);
    }
    const on = appWith({ rateLimits: { forms: { burst: 1, perMinute: 1 } } });
    for (let i = 0; i < 5; i++) expect((await on.request("/", from("192.0.2.1"))).status).toBe(200);
  });

  it("puts the addresses of one IPv6 /64 behind the proxy into one bucket", async () => {
    const app = appWith({ rateLimits: { identity: { burst: 1, perMinute: 1 } } });
    const post = (address: string) => app.request("/idp", from(address, { method: "POST" }));
    expect((await post("2001:db8:5:6::1")).status).toBe(200);
    expect((await post("2001:db8:5:6:ffff::2")).status).toBe(429);
    expect((await post("2001:db8:5:7::1")).status).toBe(200);
  });

  it("uses the socket address unless told to trust the proxy", async () => {
    const app = appWith({ trustProxy: false, rateLimits: { forms: { burst: 1, perMinute: 1 } } });
    // app.request has no socket: every forged X-Forwarded-For lands in the same bucket.
    expect((await app.request("/forms/support", from("1.1.1.1", { method: "POST" }))).status).toBe(
      200,
    );
    expect((await app.request("/forms/support", from("2.2.2.2", { method: "POST" }))).status).toBe(
      429,
    );
  });
});

describe("rateLimitRuleOf and the limiter", () => {
  it("limits only the sign-in-adjacent routes and the support form", () => {
    expect(rateLimitRuleOf("POST", "/idp")).toBe("identity");
    expect(rateLimitRuleOf("GET", "/auth/confirm")).toBe("confirm");
    expect(rateLimitRuleOf("HEAD", "/auth/confirm")).toBe("confirm");
    expect(rateLimitRuleOf("POST", "/forms/support")).toBe("forms");
    expect(rateLimitRuleOf("GET", "/idp")).toBeNull();
    expect(rateLimitRuleOf("POST", "/prod/v3/search")).toBeNull();
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped one by its IPv4 address", () => {
    expect(limitedClient("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(limitedClient("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(limitedClient("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitedClient("[::1]")).toBe("0:0:0:0::/64");
    expect(limitedClient("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(limitedClient("203.0.113.9")).toBe("203.0.113.9");
  });

  it("remembers a bounded number of clients, forgetting idle ones first", () => {
    let now = 0;
    const limiter = createRateLimiter(DEFAULT_RATE_LIMITS, 2, () => now);
    for (let i = 0; i < 5; i++) expect(limiter.take("forms", "busy")).toBe(0);
    expect(limiter.take("forms", "idle")).toBe(0);
    // 30 s later "idle" is full again (forgettable); "busy" has earned one token back.
    now = 30_000;
    expect(limiter.take("forms", "newcomer")).toBe(0);
    expect(limiter.take("forms", "busy")).toBe(0);
    expect(limiter.take("forms", "busy")).toBe(30);
  });
});

describe("securityOptionsFromEnv", () => {
  it("reads the switches, the limits, the proxy, media hosts and the Cognito endpoint", () => {
    expect(securityOptionsFromEnv({})).toEqual({
      production: false,
      rateLimits: {},
      trustProxy: false,
      mediaOrigins: [],
      connectOrigins: [],
    });
    expect(
      securityOptionsFromEnv({
        NODE_ENV: "production",
        RATE_LIMIT_FORMS: "3/1",
        RATE_LIMIT_IDP: " 50/20 ",
        TRUST_PROXY: "1",
        MEDIA_ORIGINS: "https://media.example/x, https://ads.example",
        COGNITO_REGION: "eu-west-1",
      }),
    ).toEqual({
      production: true,
      rateLimits: { forms: { burst: 3, perMinute: 1 }, identity: { burst: 50, perMinute: 20 } },
      trustProxy: true,
      mediaOrigins: ["https://media.example", "https://ads.example"],
      connectOrigins: ["https://cognito-idp.eu-west-1.amazonaws.com"],
    });
    expect(securityOptionsFromEnv({ RATE_LIMITS: "off" }).rateLimits).toBe(false);
  });

  it("says what is wrong with a bad value", () => {
    expect(() => securityOptionsFromEnv({ RATE_LIMIT_CONFIRM: "fast" })).toThrow(
      "RATE_LIMIT_CONFIRM must be <burst>/<per minute> with whole numbers of at least 1, e.g. 30/10; got 'fast'.",
    );
    expect(() => securityOptionsFromEnv({ RATE_LIMIT_FORMS: "0/5" })).toThrow(/RATE_LIMIT_FORMS/);
    expect(() => securityOptionsFromEnv({ MEDIA_ORIGINS: "ftp://files.example" })).toThrow(
      "MEDIA_ORIGINS must be a comma-separated list of http(s) origins; got 'ftp://files.example'.",
    );
  });
});
