// The session of a document request: the signed-in app lives in the browser's storage, which a
// request for a page does not carry, so the server cannot render a signed-in page with the user's
// data. The app hands its ID token over once per token (PUT /auth/page-session); the server keeps it
// in an HttpOnly, SameSite=Strict cookie sent only with requests for the pages rendered from it
// (Explore), where it is verified again and used only to render that page. API calls never read it:
// they keep their Authorization header, so the cookie cannot make a cross-site write.
import type { Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { tokenFrom } from "../http/auth";
import { ApiError } from "../http/errors";
import { type AuthUser, type Identity, InvalidTokenError } from "../identity/types";

export const PAGE_SESSION_COOKIE = "hotshelf_page_session";
/** The pages the cookie is sent with: the ones the server renders with the user's data. */
export const PAGE_SESSION_PATH = "/explore";
export const PAGE_SESSION_ROUTE = "/auth/page-session";

/** A verified page session: the user, and the token the page's calls are made with. */
export interface PageSession {
  user: AuthUser;
  token: string;
}

/** Seconds until the JWT's exp claim (0 when it has none or is past): the cookie lives no longer. */
function secondsLeft(token: string, nowMs: number): number {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    );
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === "number" ? Math.max(0, Math.floor(exp - nowMs / 1000)) : 0;
  } catch {
    return 0;
  }
}

async function verified(identity: Identity, token: string): Promise<AuthUser | null> {
  try {
    return await identity.verifyIdToken(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) return null;
    throw error;
  }
}

/** PUT keeps the request's (verified) ID token as the page cookie; DELETE removes it (sign-out). */
export function mountPageSession(
  app: Hono,
  deps: { identity: Identity; secure: boolean; now: () => number },
): void {
  const options = {
    path: PAGE_SESSION_PATH,
    httpOnly: true,
    secure: deps.secure,
    sameSite: "Strict",
  } as const;
  app.put(PAGE_SESSION_ROUTE, async (c) => {
    const token = tokenFrom(c.req.header("Authorization"));
    if (!token || !(await verified(deps.identity, token))) {
      throw new ApiError(401, "should_logout");
    }
    setCookie(c, PAGE_SESSION_COOKIE, token, {
      ...options,
      maxAge: secondsLeft(token, deps.now()),
    });
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  });
  app.delete(PAGE_SESSION_ROUTE, (c) => {
    deleteCookie(c, PAGE_SESSION_COOKIE, options);
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  });
}

/** The request's page session, verified; null without a cookie or with one no longer valid. */
export async function pageSessionOf(c: Context, identity: Identity): Promise<PageSession | null> {
  const token = getCookie(c, PAGE_SESSION_COOKIE);
  if (!token) return null;
  const user = await verified(identity, token);
  return user ? { user, token } : null;
}
