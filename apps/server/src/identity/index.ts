export { type CognitoIdentityOptions, createCognitoIdentity } from "./cognito";
export {
  createEmbeddedIdentity,
  type EmbeddedIdentityOptions,
  EmbeddedIdentityRefused,
} from "./embedded";
export { ADMIN_GROUP } from "./idToken";
export * from "./types";
