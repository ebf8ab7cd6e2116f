import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from "@aws-sdk/client-cognito-identity-provider";
import { createRemoteJWKSet, type JWTVerifyGetKey } from "jose";
import { createIdTokenVerifier } from "./idToken";
import { assertPasswordRule } from "./passwordRule";
import type { Identity } from "./types";

export interface CognitoIdentityOptions {
  userPoolId: string;
  clientId: string;
  region: string;
  /** Signing keys; defaults to the pool's JWKS over HTTPS (tests pass a local key set). */
  keys?: JWTVerifyGetKey;
  /** The admin API client; defaults to one for the region with the default credential chain. */
  client?: CognitoIdentityProviderClient;
}

/** AWS Cognito: tokens verified against the pool's JWKS, users managed with the admin API. */
export function createCognitoIdentity(options: CognitoIdentityOptions): Identity {
  const { userPoolId, clientId, region } = options;
  if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(userPoolId)) {
    throw new Error(`COGNITO_USER_POOL_ID must look like '${region}_AbC123', got '${userPoolId}'.`);
  }
  const issuer = `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  const keys = options.keys ?? createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  const verifyIdToken = createIdTokenVerifier({ issuer, clientId, keys });
  let client = options.client;
  const admin = () => {
    client ??= new CognitoIdentityProviderClient({ region });
    return client;
  };

  async function findSub(email: string): Promise<string | null> {
    try {
      const user = await admin().send(
        new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }),
      );
      return user.UserAttributes?.find((a) => a.Name === "sub")?.Value ?? user.Username ?? null;
    } catch (error) {
      if (error instanceof UserNotFoundException) return null;
      throw error;
    }
  }

  return {
    kind: "cognito",
    clientConfig: () => ({
      userPoolId,
      clientId,
      region,
      endpoint: null,
      authFlow: "USER_SRP_AUTH",
    }),
    verifyIdToken,
    mount: () => {},
    async ensureUser({ email, password, name, groups = [] }) {
      assertPasswordRule(password);
      const username = email.trim().toLowerCase();
      let sub = await findSub(username);
      if (sub === null) {
        const created = await admin().send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: username,
            MessageAction: "SUPPRESS",
            UserAttributes: [
              { Name: "email", Value: username },
              { Name: "email_verified", Value: "true" },
              ...(name ? [{ Name: "name", Value: name }] : []),
            ],
          }),
        );
        sub =
          created.User?.Attributes?.find((a) => a.Name === "sub")?.Value ??
          created.User?.Username ??
          null;
        if (sub === null) throw new Error(`Cognito created ${username} but returned no sub.`);
        await admin().send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: username,
            Password: password,
            Permanent: true,
          }),
        );
      }
      for (const group of groups) {
        await admin().send(
          new AdminAddUserToGroupCommand({
            UserPoolId: userPoolId,
            Username: username,
            GroupName: group,
          }),
        );
      }
      return { sub };
    },
    async deleteUser(sub) {
      try {
        await admin().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: sub }));
      } catch (error) {
        // Already gone is the outcome account deletion wants.
        if (!(error instanceof UserNotFoundException)) throw error;
      }
    },
    async close() {
      client?.destroy();
    },
  };
}
