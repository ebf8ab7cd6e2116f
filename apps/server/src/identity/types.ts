import type { Hono } from "hono";

/** The signed-in user, read from a verified ID token. */
export interface AuthUser {
  sub: string;
  email: string;
  name?: string;
  groups: string[];
  /** The token's groups contain 'admins'. */
  isAdmin: boolean;
}

/** What the web app's identity client needs; served inside /config.json. */
export interface IdentityClientConfig {
  userPoolId: string;
  clientId: string;
  region: string;
  /** The server's own service: `/idp`, resolved against the page's origin; null for AWS Cognito. */
  endpoint: string | null;
  authFlow: "USER_PASSWORD_AUTH" | "USER_SRP_AUTH";
}

export interface Identity {
  /** "embedded": the server's own service under /idp. */
  readonly kind: "embedded" | "cognito";
  clientConfig(publicOrigin: string): IdentityClientConfig;
  /** Verifies signature, issuer, audience, expiry and token_use=id; throws InvalidTokenError otherwise. */
  verifyIdToken(token: string): Promise<AuthUser>;
  /** Mounts the own service under /idp and its pages (e.g. /auth/confirm); no-op for AWS. */
  mount(app: Hono): void;
  /** Creates a confirmed user with this password unless one exists (demo accounts, tests). */
  ensureUser(input: {
    email: string;
    password: string;
    name?: string;
    groups?: string[];
  }): Promise<{ sub: string }>;
  /** Deletes the user from the identity service (account deletion). */
  deleteUser(sub: string): Promise<void>;
  close(): Promise<void>;
}

export class InvalidTokenError extends Error {
  override readonly name = "InvalidTokenError";
}

/** Mail leaves through this: an outbox table always, SMTP too when SMTP_URL is set. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}
