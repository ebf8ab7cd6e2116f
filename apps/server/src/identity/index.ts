export { type CognitoIdentityOptions, createCognitoIdentity } from "./cognito";
export { ADMIN_GROUP } from "./idToken";
export { createOwnIdentity, type OwnIdentityOptions } from "./own";
export * from "./types";
