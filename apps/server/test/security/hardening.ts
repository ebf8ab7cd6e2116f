// Issue 8 part 7's checks over HTTP: security headers and the CSP, closed CORS, rate limits, body limits.
// Registered by headers.test.ts (the server behind securityMiddleware as app.ts is to mount it) and by
// headers.test.ts (the server exactly as started).
import { expect, it } from "vitest";
import { clientIdOf } from "../support/identity";
import { DEMO_PASSWORD } from "../support/server";
import type { Account } from "./support";

export interface HardenedServer {
  baseUrl: string;
  account: Account;
  /** The limits configured for this server (RATE_LIMIT_* of the test). */
  limits: { forms: number; confirm: number; identity: number };
}

const FOREIGN = "https://evil.example";

function expectHardened(res: Response, label: string): void {
  expect(res.headers.get("X-Content-Type-Options"), label).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy"), label).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("Permissions-Policy"), label).toContain("camera=()");
  expect(res.headers.get("Content-Security-Policy"), label).toContain("frame-ancestors 'none'");
  expect(res.headers.get("Access-Control-Allow-Origin"), label).toBeNull();
}

/** Repeats a request until it is refused; the answer must come within the burst plus one. */
async function untilRefused(burst: number, request: () => Promise<Response>): Promise<Response> {
  for (let i = 0; i <= burst; i++) {
    const res = await request();
    if (res.status === 429) return res;
    expect(res.status).toBeLessThan(500);
  }
  throw new Error(`No 429 after ${burst + 1} requests`);
}

export function hardeningChecks(server: () => HardenedServer): void {
  it("gives the web app the strict CSP and every answer the hardening headers", async () => {
    const { baseUrl, account } = server();
    const page = await fetch(`${baseUrl}/explore/products`);
    const csp = page.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("unsafe");
    expectHardened(page, "web app page");
    expectHardened(await fetch(`${baseUrl}/config.json`), "/config.json");
    expectHardened(await account.call("/v3/license", {}), "/prod call");
    const media = await fetch(`${baseUrl}/media/favicons/1.png`);
    expectHardened(media, "media");
    // The pictures' own policy, kept by the middleware: opened directly, nothing in one runs.
    const mediaCsp = media.headers.get("Content-Security-Policy") ?? "";
    expect(mediaCsp).toContain("default-src 'none'");
    expect(mediaCsp).toMatch(/(^|; )sandbox($|;)/);
    // Not production: no HSTS over plain http.
    expect(page.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("hardens the identity service's own answers too, and grants no foreign origin", async () => {
    const { baseUrl } = server();
    // A sign-in answered by the identity service: hardened like every answer, no CORS grant.
    const res = await fetch(`${baseUrl}/idp`, {
      method: "POST",
      headers: {
        Origin: FOREIGN,
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": "AWSCognitoIdentityProviderService.InitiateAuth",
      },
      body: JSON.stringify({
        ClientId: await clientIdOf(baseUrl),
        AuthFlow: "USER_PASSWORD_AUTH",
        AuthParameters: { USERNAME: "pro@example.com", PASSWORD: DEMO_PASSWORD },
      }),
    });
    expect(res.status).toBe(200);
    expectHardened(res, "/idp");
  });

  it("refuses preflights from other origins without any CORS grant", async () => {
    const { baseUrl } = server();
    for (const path of ["/idp", "/prod/v3/search", "/forms/support"]) {
      const res = await fetch(`${baseUrl}${path}`, {
        method: "OPTIONS",
        headers: {
          Origin: FOREIGN,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization, content-type",
        },
      });
      expect(res.status, path).toBe(403);
      const grants = [...res.headers.keys()].filter((name) => name.startsWith("access-control-"));
      expect(grants, path).toEqual([]);
    }
  });

  it("limits the support form per client with 429 and Retry-After", async () => {
    const { baseUrl, limits } = server();
    const refused = await untilRefused(limits.forms, () =>
      fetch(`${baseUrl}/forms/support`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "A", _replyto: "a@example.com", message: "Hello" }),
      }),
    );
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
  });

  it("limits the confirmation link and the identity endpoint", async () => {
    const { baseUrl, limits } = server();
    const confirm = await untilRefused(limits.confirm, () =>
      fetch(`${baseUrl}/auth/confirm?code=000000&username=nobody@example.com`, {
        redirect: "manual",
      }),
    );
    expect(Number(confirm.headers.get("Retry-After"))).toBeGreaterThan(0);
    const idp = await untilRefused(limits.identity, () =>
      fetch(`${baseUrl}/idp`, {
        method: "POST",
        headers: {
          "content-type": "application/x-amz-json-1.1",
          "x-amz-target": "AWSCognitoIdentityProviderService.InitiateAuth",
        },
        body: JSON.stringify({
          ClientId: "nope",
          AuthFlow: "USER_PASSWORD_AUTH",
          AuthParameters: { USERNAME: "pro@example.com", PASSWORD: "guess" },
        }),
      }),
    );
    expect(Number(idp.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await idp.json()).toMatchObject({ __type: "TooManyRequestsException" });
  });

  it("refuses bodies over 256 KB with 413 and a message", async () => {
    const { account } = server();
    const res = await account.call("/v3/search", { query: "x".repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/larger than 256 KB/);
  });
}
