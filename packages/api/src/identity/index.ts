export {
  createIdentityClient,
  type IdentityClient,
  type IdentityClientOptions,
} from "./createIdentityClient";
export { IdentityError, type IdentityErrorCode } from "./IdentityError";
export {
  decodeJwtPayload,
  type IdentitySession,
  memoryStorage,
  readStoredSession,
  sessionFromIdToken,
  type TokenStorage,
} from "./session";
