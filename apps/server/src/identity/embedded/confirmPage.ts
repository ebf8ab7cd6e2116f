import type { Context } from "hono";
import { html } from "hono/html";
import { cognitoErrorCode } from "./cognitoErrors";
import type { CognitoLocal } from "./cognitoLocal";
import type { PoolIds } from "./pool";

export interface ConfirmDeps {
  local: CognitoLocal;
  ids: PoolIds;
  productName: string;
  serial: <T>(work: () => Promise<T>) => Promise<T>;
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
  const { local, ids, productName } = deps;
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
    if (username.length === 0 || username.length > 256 || !/^\d{1,12}$/.test(code))
      return invalid(c);

    return deps.serial(async () => {
      const pool = await local.services.cognito.getUserPool(local.ctx, ids.userPoolId);
      const user = await pool.getUserByUsername(local.ctx, username);
      if (!user) return invalid(c);
      if (user.UserStatus === "CONFIRMED") {
        return page(
          c,
          200,
          productName,
          "Account already confirmed",
          "Your account is already confirmed. Please log in.",
        );
      }
      try {
        await local.route("ConfirmSignUp")(local.ctx, {
          ClientId: ids.clientId,
          Username: user.Username,
          ConfirmationCode: code,
        });
      } catch (error) {
        if (cognitoErrorCode(error)) return invalid(c);
        throw error;
      }
      // cognito-local confirms without marking the address verified, as AWS would.
      const confirmed = await pool.getUserByUsername(local.ctx, user.Username);
      if (confirmed) {
        const Attributes = [
          ...confirmed.Attributes.filter((a) => a.Name !== "email_verified"),
          { Name: "email_verified", Value: "true" },
        ];
        await pool.saveUser(local.ctx, { ...confirmed, Attributes });
      }
      return c.redirect(CONFIRMED_REDIRECT, 302);
    });
  };
}
