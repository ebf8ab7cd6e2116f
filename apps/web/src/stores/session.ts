import type { IdentitySession } from "@hotshelf/api/identity";
import { proxy } from "valtio";

export interface SessionState {
  /** The signed-in user's email, or "" when signed out. */
  email: string;
  /** The token's groups include 'admins'. */
  isAdmin: boolean;
  signedIn: boolean;
}

const initial = (): SessionState => ({ email: "", isAdmin: false, signedIn: false });

export const sessionStore = proxy<SessionState>(initial());

/** Mirrors the identity session the guard or Login obtained. */
export function setSession(session: IdentitySession): void {
  sessionStore.email = session.email;
  sessionStore.isAdmin = session.isAdmin;
  sessionStore.signedIn = true;
}

export function clearSession(): void {
  Object.assign(sessionStore, initial());
}
