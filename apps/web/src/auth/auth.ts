import type { IdentitySession } from "@hotshelf/api/identity";
import type { Services } from "../app/services";
import { clearAll, refreshLicence, setSession } from "../stores";

type AuthServices = Pick<Services, "api" | "identity">;

/** A session the guard let through, and the licence's load it started. */
export interface GuardedSession {
  session: IdentitySession;
  /**
   * Settles once the licence is loaded or its load failed (never rejects). The guard does not wait
   * for it: the signed-in frame shows at once, and only what depends on the licence waits.
   */
  licenceLoaded: Promise<void>;
}

/**
 * The route guard's check: a valid stored session is used as is; otherwise the stored refresh token is
 * tried (the identity client does both); null sends the user to Login. On success the session store
 * carries the email and the admin flag from the token's groups, and the licence is refreshed if due.
 */
export async function ensureSession(services: AuthServices): Promise<GuardedSession | null> {
  const session = await services.identity.currentSession();
  if (!session) {
    clearAll();
    return null;
  }
  setSession(session);
  const licenceLoaded = refreshLicence(services.api).then(
    () => undefined,
    (error: unknown) => {
      // The screens still work without a fresh licence; the next navigation tries again.
      console.error("The licence could not be loaded:", error);
    },
  );
  return { session, licenceLoaded };
}

/** Signs in, records the session, and sends the referrer call (its failure never blocks login). */
export async function signIn(
  services: AuthServices,
  email: string,
  password: string,
  page: { origin: string; referrer: string },
): Promise<IdentitySession> {
  const session = await services.identity.signIn(email, password);
  setSession(session);
  services.api
    .referrer({ site_url: page.origin, referrer: page.referrer, email: session.email || email })
    .catch((error: unknown) => console.error("The referrer call failed:", error));
  return session;
}

/** Logout: every store cleared, the identity session ended; the caller goes to Login. */
export async function signOut(services: Pick<Services, "identity">): Promise<void> {
  clearAll();
  await services.identity.signOut();
}
