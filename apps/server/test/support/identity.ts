// Signs users in and up through the embedded identity service over HTTP, as the web app does.

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** A Cognito error reply ({__type, message}) or any other non-2xx answer. */
export class IdpError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status: number,
  ) {
    super(`${type}: ${message}`);
  }
}

/** POSTs one Cognito operation to {baseUrl}/idp and returns its JSON reply. */
export async function idp<T = Record<string, unknown>>(
  baseUrl: string,
  operation: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${baseUrl}/idp`, {
    method: "POST",
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON: reported below with the raw text
  }
  if (!response.ok) {
    throw new IdpError(
      String(data.__type ?? "HttpError"),
      String(data.message ?? text),
      response.status,
    );
  }
  return data as T;
}

/** The app client id the web app reads from {baseUrl}/config.json (identity.clientId). */
export async function clientIdOf(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/config.json`);
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  const config = (await response.json()) as { identity?: { clientId?: unknown } };
  const clientId = config.identity?.clientId;
  if (typeof clientId !== "string") throw new Error("/config.json has no identity.clientId");
  return clientId;
}

/** InitiateAuth with USER_PASSWORD_AUTH; throws IdpError when refused. Without a clientId, reads /config.json. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  clientId?: string,
): Promise<Tokens> {
  const reply = await idp<{ AuthenticationResult?: Record<string, string> }>(
    baseUrl,
    "InitiateAuth",
    {
      ClientId: clientId ?? (await clientIdOf(baseUrl)),
      AuthFlow: "USER_PASSWORD_AUTH",
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
  );
  const result = reply.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) {
    throw new Error(`Sign-in for ${email} returned no tokens: ${JSON.stringify(reply)}`);
  }
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
  };
}

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to this address in GET {baseUrl}/dev/outbox. */
export async function latestMail(baseUrl: string, to: string): Promise<OutboxEntry> {
  const response = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
  const [mail] = (await response.json()) as OutboxEntry[];
  if (!mail) throw new Error(`No mail to ${to} in the outbox`);
  return mail;
}

/** Registers, opens the confirmation link from the outbox and signs in. */
export async function signUpAndConfirm(
  baseUrl: string,
  user: { email: string; password: string; name?: string; clientId?: string },
): Promise<Tokens & { sub: string }> {
  const clientId = user.clientId ?? (await clientIdOf(baseUrl));
  const { UserSub } = await idp<{ UserSub: string }>(baseUrl, "SignUp", {
    ClientId: clientId,
    Username: user.email,
    Password: user.password,
    UserAttributes: [
      { Name: "email", Value: user.email },
      ...(user.name ? [{ Name: "name", Value: user.name }] : []),
    ],
  });
  const mail = await latestMail(baseUrl, user.email);
  const link = mail.text.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)?.[0];
  if (!link) throw new Error(`The mail to ${user.email} has no confirmation link:\n${mail.text}`);
  // The link names the public origin; follow it on the server under test.
  const { pathname, search } = new URL(link);
  const confirm = await fetch(`${baseUrl}${pathname}${search}`, { redirect: "manual" });
  if (confirm.status !== 302) {
    throw new Error(`The confirmation link answered ${confirm.status}: ${await confirm.text()}`);
  }
  return { sub: UserSub, ...(await signIn(baseUrl, user.email, user.password, clientId)) };
}
