import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { handleError } from "../http/errors";
import { type AuthUser, type Identity, InvalidTokenError } from "../identity/types";
import {
  mountPageSession,
  PAGE_SESSION_COOKIE,
  PAGE_SESSION_ROUTE,
  pageSessionOf,
} from "./pageSession";

const NOW_MS = Date.UTC(2026, 10, 28, 12);

/** A token the fake identity accepts: a JWT-shaped string whose payload expires at `exp`. */
function token(sub: string, exp: number): string {
  const payload = Buffer.from(JSON.stringify({ sub, exp })).toString("base64url");
  return `header.${payload}.signature`;
}

const identity = {
  async verifyIdToken(value: string): Promise<AuthUser> {
    const payload = JSON.parse(Buffer.from(value.split(".")[1] ?? "", "base64url").toString());
    if (!value.endsWith(".signature") || payload.exp * 1000 <= NOW_MS) {
      throw new InvalidTokenError("bad token");
    }
    return { sub: payload.sub, email: `${payload.sub}@example.com`, groups: [], isAdmin: false };
  },
} as Identity;

function server(secure = false) {
  const app = new Hono();
  app.onError((error, c) => handleError(error, c));
  mountPageSession(app, { identity, secure, now: () => NOW_MS });
  app.get("/explore/products", async (c) => c.json(await pageSessionOf(c, identity)));
  return app;
}

const put = (app: Hono, authorization?: string) =>
  app.request(PAGE_SESSION_ROUTE, {
    method: "PUT",
    ...(authorization !== undefined && { headers: { Authorization: authorization } }),
  });

describe("the page session", () => {
  it("keeps a verified ID token in an HttpOnly, SameSite=Strict cookie for Explore's pages, for the token's life", async () => {
    const valid = token("pro", NOW_MS / 1000 + 3600);
    const res = await put(server(), `Bearer ${valid}`);
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${PAGE_SESSION_COOKIE}=${valid}`);
    expect(cookie).toContain("Max-Age=3600");
    expect(cookie).toContain("Path=/explore");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).not.toContain("Secure");
    expect((await put(server(true), valid)).headers.get("set-cookie")).toContain("Secure");
  });

  it("refuses a missing, forged or expired token, setting nothing", async () => {
    const app = server();
    for (const authorization of [
      undefined,
      "",
      token("pro", NOW_MS / 1000 + 3600).replace("signature", "forged"),
      token("pro", NOW_MS / 1000 - 1),
    ]) {
      const res = await put(app, authorization);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "should_logout" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("is removed on sign-out", async () => {
    const res = await server().request(PAGE_SESSION_ROUTE, { method: "DELETE" });
    expect(res.status).toBe(204);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${PAGE_SESSION_COOKIE}=;`);
    expect(cookie).toContain("Max-Age=0");
    expect(cookie).toContain("Path=/explore");
  });

  it("is read from a page request only while its token verifies", async () => {
    const app = server();
    const valid = token("pro", NOW_MS / 1000 + 3600);
    const read = async (cookie?: string) =>
      (
        await app.request("/explore/products", {
          ...(cookie !== undefined && { headers: { Cookie: cookie } }),
        })
      ).json();
    expect(await read(`${PAGE_SESSION_COOKIE}=${valid}`)).toEqual({
      user: { sub: "pro", email: "pro@example.com", groups: [], isAdmin: false },
      token: valid,
    });
    expect(await read()).toBeNull();
    expect(await read(`${PAGE_SESSION_COOKIE}=${token("pro", NOW_MS / 1000 - 1)}`)).toBeNull();
    expect(await read(`${PAGE_SESSION_COOKIE}=${valid.replace("signature", "x")}`)).toBeNull();
  });
});
