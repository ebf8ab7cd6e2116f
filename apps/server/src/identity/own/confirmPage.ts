import type { Context } from "hono";
import { html } from "hono/html";

export type LinkOutcome = "confirmed" | "already_confirmed" | "invalid";

export interface ConfirmDeps {
  productName: string;
  /** Confirms the account with the link's code. */
  confirm(username: string, code: string): Promise<LinkOutcome>;
}

/** Where a just-confirmed user goes: Login shows the confirmation and then offers the trial. */
export const CONFIRMED_REDIRECT = "/login?regconf=1";

function page(
  c: Context,
  status: 200 | 400,
  productName: string,
  heading: string,
  message: string,
) {
  return c.html(
    html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${heading} - ${productName}</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
    <h1>${heading}</h1>
    <p>${message}</p>
    <p><a href="/login">Go to Login</a></p>
  </body>
</html>`,
    status,
  );
}

/** GET /auth/confirm?username=..&code=..: the link in the sign-up mail. */
export function createConfirmHandler(deps: ConfirmDeps) {
  const { productName } = deps;
  const invalid = (c: Context) =>
    page(
      c,
      400,
      productName,
      "This link does not work",
      "This confirmation link is not valid. Make sure you opened the whole link from the newest email we sent you. If you have already confirmed your account, just log in.",
    );

  return async (c: Context) => {
    const username = c.req.query("username")?.trim() ?? "";
    const code = c.req.query("code")?.trim() ?? "";
    const unusable = username.length === 0 || username.length > 256 || username.includes("\u0000");
    if (unusable || !/^\d{6}$/.test(code)) return invalid(c);
    const outcome = await deps.confirm(username, code);
    if (outcome === "invalid") return invalid(c);
    if (outcome === "already_confirmed") {
      return page(
        c,
        200,
        productName,
        "Account already confirmed",
        "Your account is already confirmed. Please log in.",
      );
    }
    return c.redirect(CONFIRMED_REDIRECT, 302);
  };
}
