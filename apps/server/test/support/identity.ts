// Signs users up and in through the identity service with amazon-cognito-identity-js itself, as the
// web app does (SRP by default), plus a raw `idp` call for requests the library would never make.
import { memoryStorage } from "@hotshelf/api/identity";
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from "amazon-cognito-identity-js";

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export type AuthFlow = "USER_SRP_AUTH" | "USER_PASSWORD_AUTH";

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

/** POSTs one Cognito operation to {baseUrl}/idp by hand and returns its JSON reply. */
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

export interface PoolConfig {
  userPoolId: string;
  clientId: string;
}

/** The pool the web app reads from {baseUrl}/config.json (identity.userPoolId and clientId). */
export async function poolOf(baseUrl: string): Promise<PoolConfig> {
  const response = await fetch(`${baseUrl}/config.json`);
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  const config = (await response.json()) as { identity?: Partial<PoolConfig> };
  const { userPoolId, clientId } = config.identity ?? {};
  if (typeof userPoolId !== "string" || typeof clientId !== "string") {
    throw new Error("/config.json has no identity.userPoolId and clientId");
  }
  return { userPoolId, clientId };
}

export async function clientIdOf(baseUrl: string): Promise<string> {
  return (await poolOf(baseUrl)).clientId;
}

/** The library's pool at {baseUrl}/idp, with storage of its own. */
export async function libraryPool(
  baseUrl: string,
  storage: ICognitoStorage = memoryStorage(),
): Promise<CognitoUserPool> {
  const { userPoolId, clientId } = await poolOf(baseUrl);
  return new CognitoUserPool({
    UserPoolId: userPoolId,
    ClientId: clientId,
    endpoint: `${baseUrl}/idp`,
    Storage: storage,
  });
}

export function libraryUser(pool: CognitoUserPool, email: string): CognitoUser {
  // The pool's own storage (typed privately), so users and the pool see the same tokens.
  const { storage } = pool as unknown as { storage: ICognitoStorage };
  return new CognitoUser({ Username: email, Pool: pool, Storage: storage });
}

/** The library's rejection as an IdpError (its `code` is the service's __type). */
export function asIdpError(error: unknown): IdpError {
  const { code, message, statusCode } = error as {
    code?: string;
    message?: string;
    statusCode?: number;
  };
  return new IdpError(code ?? "Unknown", message ?? String(error), statusCode ?? 400);
}

export function tokensOf(session: CognitoUserSession): Tokens {
  return {
    idToken: session.getIdToken().getJwtToken(),
    accessToken: session.getAccessToken().getJwtToken(),
    refreshToken: session.getRefreshToken().getToken(),
  };
}

/** Signs in through the library (SRP unless told otherwise); rejects with IdpError when refused. */
export async function signInUser(
  pool: CognitoUserPool,
  email: string,
  password: string,
  flow: AuthFlow = "USER_SRP_AUTH",
): Promise<{ user: CognitoUser; tokens: Tokens }> {
  const user = libraryUser(pool, email);
  user.setAuthenticationFlowType(flow);
  const session = await new Promise<CognitoUserSession>((resolve, reject) =>
    user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), {
      onSuccess: resolve,
      onFailure: (error) => reject(asIdpError(error)),
      newPasswordRequired: () => reject(new IdpError("NewPasswordRequired", "challenge", 200)),
    }),
  );
  return { user, tokens: tokensOf(session) };
}

/** Signs in at {baseUrl} (SRP by default) and returns the tokens. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  flow: AuthFlow = "USER_SRP_AUTH",
): Promise<Tokens> {
  return (await signInUser(await libraryPool(baseUrl), email, password, flow)).tokens;
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

/** Registers through the library; resolves with the new user's sub. */
export async function signUp(
  pool: CognitoUserPool,
  user: { email: string; password: string; name?: string },
): Promise<string> {
  const attributes = [
    new CognitoUserAttribute({ Name: "email", Value: user.email }),
    ...(user.name ? [new CognitoUserAttribute({ Name: "name", Value: user.name })] : []),
  ];
  return new Promise((resolve, reject) =>
    pool.signUp(user.email, user.password, attributes, [], (error, result) =>
      error || !result ? reject(asIdpError(error)) : resolve(result.userSub),
    ),
  );
}

/** Opens the confirmation link of the newest mail to `email` on the server under test. */
export async function openConfirmationLink(baseUrl: string, email: string): Promise<Response> {
  const mail = await latestMail(baseUrl, email);
  const link = mail.text.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)?.[0];
  if (!link) throw new Error(`The mail to ${email} has no confirmation link:\n${mail.text}`);
  // The link names the public origin; follow it on the server under test.
  const { pathname, search } = new URL(link);
  return fetch(`${baseUrl}${pathname}${search}`, { redirect: "manual" });
}

/** Registers, opens the confirmation link from the outbox and signs in (SRP). */
export async function signUpAndConfirm(
  baseUrl: string,
  user: { email: string; password: string; name?: string },
): Promise<Tokens & { sub: string }> {
  const pool = await libraryPool(baseUrl);
  const sub = await signUp(pool, user);
  const confirm = await openConfirmationLink(baseUrl, user.email);
  if (confirm.status !== 302) {
    throw new Error(`The confirmation link answered ${confirm.status}: ${await confirm.text()}`);
  }
  return { sub, ...(await signInUser(pool, user.email, user.password)).tokens };
}
