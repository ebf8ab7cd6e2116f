import { normaliseEmail, type Registration } from "@hotshelf/domain";
import type { CognitoUser, CognitoUserPool, CognitoUserSession } from "amazon-cognito-identity-js";
import type { IdentityConfig } from "../contract";
import { IdentityError, toIdentityError } from "./IdentityError";
import { refreshStoredTokens, serviceEndpoint } from "./refresh";
import {
  clearStoredUser,
  defaultTokenStorage,
  hasStoredUser,
  type IdentitySession,
  readStoredSession,
  sessionFromIdToken,
  type TokenStorage,
} from "./session";

type CognitoLibrary = typeof import("amazon-cognito-identity-js");

/** How long signing out waits for the session's refresh token to be revoked. */
const REVOKE_WAIT_MS = 2000;

export interface IdentityClientOptions {
  /** AppConfig.identity. */
  config: IdentityConfig;
  /** Where tokens are kept; localStorage in the browser, memory elsewhere. */
  storage?: TokenStorage;
  /** The clock, in epoch milliseconds. */
  now?: () => number;
  /** What a relative identity endpoint is resolved against; the page's origin by default. */
  origin?: string;
}

export interface IdentityClient {
  /** Signs in with email and password and keeps the tokens. */
  signIn(email: string, password: string): Promise<IdentitySession>;
  /** Registers a user; the service then sends the verification email. */
  signUp(registration: Registration): Promise<{ userConfirmed: boolean }>;
  /** Sends the password-reset code to the email. */
  forgotPassword(email: string): Promise<void>;
  /** Sets a new password with the emailed code. */
  confirmPassword(email: string, code: string, newPassword: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** The signed-in user's email attribute, read from the service. */
  getEmail(): Promise<string>;
  /** The stored session if still valid, else one refreshed with the stored refresh token, else null. */
  currentSession(): Promise<IdentitySession | null>;
  /** The stored session if its ID token is still valid, without network or library (route guard). */
  storedSession(): IdentitySession | null;
  /** A valid ID token for API calls, or null when signed out. */
  getIdToken(): Promise<string | null>;
  /** Signs out everywhere where the service supports it, and always forgets the local tokens. */
  signOut(): Promise<void>;
  /** Deletes the signed-in user from the identity service and forgets the tokens. */
  deleteUser(): Promise<void>;
}

/**
 * The identity client over amazon-cognito-identity-js. The library (~25 KB gz) is imported only
 * when a call needs the service, so a page load with a valid stored token never fetches it.
 */
export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  const { config } = options;
  const storage = options.storage ?? defaultTokenStorage();
  const now = options.now ?? (() => Date.now());

  let loaded: Promise<{ lib: CognitoLibrary; pool: CognitoUserPool }> | null = null;
  function load() {
    loaded ??= import("amazon-cognito-identity-js").then((mod) => {
      // The CommonJS build (Node, tests) may arrive under default.
      const lib = ((mod as { default?: CognitoLibrary }).default ?? mod) as CognitoLibrary;
      const pool = new lib.CognitoUserPool({
        UserPoolId: config.userPoolId,
        ClientId: config.clientId,
        ...(config.endpoint === null ? {} : { endpoint: serviceEndpoint(config, options.origin) }),
        Storage: storage,
      });
      return { lib, pool };
    });
    return loaded;
  }

  async function userFor(email: string): Promise<{ lib: CognitoLibrary; user: CognitoUser }> {
    const { lib, pool } = await load();
    const user = new lib.CognitoUser({
      Username: normaliseEmail(email),
      Pool: pool,
      Storage: storage,
    });
    user.setAuthenticationFlowType(config.authFlow);
    return { lib, user };
  }

  /** The stored user with its (refreshed if need be) session, for calls that need one. */
  async function signedInUser(): Promise<CognitoUser> {
    const notSignedIn = new IdentityError("not_signed_in", "You are not signed in.");
    if (!(await currentSession())) throw notSignedIn;
    const { pool } = await load();
    const user = pool.getCurrentUser();
    if (!user) throw notSignedIn;
    // The tokens are fresh now, so the library reads them from storage without a request.
    await new Promise<void>((resolve, reject) => {
      user.getSession((error: Error | null) => (error ? reject(notSignedIn) : resolve()));
    });
    return user;
  }

  async function currentSession(): Promise<IdentitySession | null> {
    const stored = readStoredSession(storage, config.clientId, now());
    if (stored || !hasStoredUser(storage, config.clientId)) return stored;
    const outcome = await refreshStoredTokens(config, storage, now(), options.origin);
    // A refused refresh token ends the session; without the service, keep it for a later try.
    if (outcome === "refused") clearStoredUser(storage, config.clientId);
    return outcome === "refreshed" ? readStoredSession(storage, config.clientId, now()) : null;
  }

  function toSession(session: CognitoUserSession): IdentitySession {
    const parsed = sessionFromIdToken(session.getIdToken().getJwtToken());
    if (!parsed)
      throw new IdentityError("unknown", "The sign-in service sent an unreadable token.");
    return parsed;
  }

  return {
    async signIn(email, password) {
      const { lib, user } = await userFor(email);
      const details = new lib.AuthenticationDetails({
        Username: normaliseEmail(email),
        Password: password,
      });
      try {
        const session = await new Promise<CognitoUserSession>((resolve, reject) => {
          user.authenticateUser(details, {
            onSuccess: resolve,
            onFailure: reject,
            newPasswordRequired: () =>
              reject(
                new IdentityError(
                  "unknown",
                  "This account needs a new password. Use Forgot Password.",
                ),
              ),
            mfaRequired: () =>
              reject(new IdentityError("unknown", "Multi-factor sign-in is not supported here.")),
          });
        });
        return toSession(session);
      } catch (error) {
        throw toIdentityError(error, "signIn");
      }
    },

    async signUp(registration) {
      const { lib, pool } = await load();
      const email = normaliseEmail(registration.email);
      const attributes: Record<string, string> = {
        email,
        "custom:sub_to_newsletter": "0",
        ...registration.attributes,
      };
      const list = Object.entries(attributes).map(
        ([Name, Value]) => new lib.CognitoUserAttribute({ Name, Value }),
      );
      return new Promise((resolve, reject) => {
        pool.signUp(email, registration.password, list, [], (error, result) =>
          error || !result
            ? reject(toIdentityError(error))
            : resolve({ userConfirmed: result.userConfirmed }),
        );
      });
    },

    async forgotPassword(email) {
      const { user } = await userFor(email);
      return new Promise((resolve, reject) => {
        user.forgotPassword({
          onSuccess: () => resolve(),
          inputVerificationCode: () => resolve(),
          onFailure: (error) => reject(toIdentityError(error)),
        });
      });
    },

    async confirmPassword(email, code, newPassword) {
      const { user } = await userFor(email);
      return new Promise((resolve, reject) => {
        user.confirmPassword(code.trim(), newPassword, {
          onSuccess: () => resolve(),
          onFailure: (error) => reject(toIdentityError(error)),
        });
      });
    },

    async changePassword(oldPassword, newPassword) {
      const user = await signedInUser();
      return new Promise((resolve, reject) => {
        user.changePassword(oldPassword, newPassword, (error) =>
          error ? reject(toIdentityError(error)) : resolve(),
        );
      });
    },

    async getEmail() {
      const user = await signedInUser();
      return new Promise((resolve, reject) => {
        user.getUserAttributes((error, attributes) => {
          if (error || !attributes) return reject(toIdentityError(error));
          const email = attributes.find((a) => a.getName() === "email");
          resolve(email?.getValue() ?? "");
        });
      });
    },

    currentSession,

    storedSession() {
      return readStoredSession(storage, config.clientId, now());
    },

    // Closures, not methods using this: the app hands getIdToken to the API client unbound.
    getIdToken: async () => (await currentSession())?.idToken ?? null,

    async signOut() {
      // RevokeToken ends this device's session: a copy of its refresh token stops working too, and
      // the user's other devices stay signed in.
      if (hasStoredUser(storage, config.clientId)) {
        try {
          const user = await signedInUser();
          // The library calls back once the revoke is answered, but retries a failing service for
          // seconds: signing out waits for it at most REVOKE_WAIT_MS.
          await new Promise<void>((resolve) => {
            user.signOut(resolve);
            setTimeout(resolve, REVOKE_WAIT_MS);
          });
        } catch {
          // No session to revoke: signing out here still must work.
        }
      }
      clearStoredUser(storage, config.clientId);
    },

    async deleteUser() {
      const user = await signedInUser();
      await new Promise<void>((resolve, reject) => {
        user.deleteUser((error) => (error ? reject(toIdentityError(error)) : resolve()));
      });
      clearStoredUser(storage, config.clientId);
    },
  };
}
