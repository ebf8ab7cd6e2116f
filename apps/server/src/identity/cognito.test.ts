import {
  type CognitoIdentityProviderClient,
  UserNotFoundException,
} from "@aws-sdk/client-cognito-identity-provider";
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createCognitoIdentity } from "./cognito";
import { type Identity, InvalidTokenError } from "./types";

const region = "eu-west-1";
const userPoolId = "eu-west-1_AbC123";
const clientId = "web-client";
const issuer = `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;

type Key = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
let poolKey: Key;
let strangerKey: Key;
let identity: Identity;

const idClaims = {
  sub: "7d2f-sub",
  email: "ada@example.com",
  name: "Ada",
  token_use: "id",
  "cognito:groups": ["admins", "staff"],
};

interface TokenOptions {
  key?: Key;
  kid?: string;
  exp?: number | string;
  iss?: string;
  aud?: string;
}

function token(claims: Record<string, unknown>, options: TokenOptions = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "pool-key" })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? clientId)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? "1h")
    .sign(options.key ?? poolKey);
}

beforeAll(async () => {
  const pool = await generateKeyPair("RS256");
  const other = await generateKeyPair("RS256");
  poolKey = pool.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  // Like the pool's published JWKS: its two keys, looked up by kid. No network involved.
  const keys = createLocalJWKSet({
    keys: [
      { ...(await exportJWK(pool.publicKey)), kid: "pool-key", alg: "RS256", use: "sig" },
      { ...(await exportJWK(other.publicKey)), kid: "other-key", alg: "RS256", use: "sig" },
    ],
  });
  identity = createCognitoIdentity({ userPoolId, clientId, region, keys });
});

describe("createCognitoIdentity", () => {
  it("reads the user from a valid ID token", async () => {
    expect(await identity.verifyIdToken(await token(idClaims))).toEqual({
      sub: "7d2f-sub",
      email: "ada@example.com",
      name: "Ada",
      groups: ["admins", "staff"],
      isAdmin: true,
    });
    const plain = await token({ sub: "s2", email: "b@example.com", token_use: "id" });
    expect(await identity.verifyIdToken(plain)).toEqual({
      sub: "s2",
      email: "b@example.com",
      groups: [],
      isAdmin: false,
    });
  });

  it("refuses tokens that are not this pool's ID tokens", async () => {
    const valid = await token(idClaims);
    const [header, , signature] = valid.split(".");
    const payload = Buffer.from(
      JSON.stringify({
        ...idClaims,
        iss: issuer,
        aud: clientId,
        exp: 4e9,
        "cognito:groups": ["admins", "root"],
      }),
    ).toString("base64url");
    const cases: Record<string, string> = {
      tampered: `${header}.${payload}.${signature}`,
      expired: await token(idClaims, { exp: Math.floor(Date.now() / 1000) - 10 }),
      "other audience": await token(idClaims, { aud: "another-client" }),
      "other pool": await token(idClaims, {
        iss: `https://cognito-idp.${region}.amazonaws.com/${region}_Other1`,
      }),
      "access token": await token({ ...idClaims, token_use: "access" }),
      "unknown key": await token(idClaims, { key: strangerKey }),
      "known kid, wrong key": await token(idClaims, { key: strangerKey, kid: "other-key" }),
      "no email": await token({ sub: "s", token_use: "id" }),
      "groups not a list": await token({ ...idClaims, "cognito:groups": "admins" }),
      empty: "",
      garbage: "a.b.c",
    };
    for (const [label, bad] of Object.entries(cases)) {
      await expect(identity.verifyIdToken(bad), label).rejects.toBeInstanceOf(InvalidTokenError);
    }
  });

  it("says why a token was refused", async () => {
    const expired = await token(idClaims, { exp: Math.floor(Date.now() / 1000) - 10 });
    await expect(identity.verifyIdToken(expired)).rejects.toThrow("The token has expired.");
    await expect(identity.verifyIdToken(await token(idClaims, { aud: "x" }))).rejects.toThrow(
      "The token's aud claim is not accepted here.",
    );
  });

  it("tells the web app to use AWS with SRP, and mounts nothing", () => {
    expect(identity.clientConfig("http://localhost:8080")).toEqual({
      userPoolId,
      clientId,
      region,
      endpoint: null,
      authFlow: "USER_SRP_AUTH",
    });
  });

  it("refuses a malformed pool id up front", () => {
    expect(() => createCognitoIdentity({ userPoolId: "nonsense", clientId, region })).toThrow(
      "COGNITO_USER_POOL_ID",
    );
  });

  it("refuses a demo password that breaks the password rule before calling AWS", async () => {
    await expect(
      identity.ensureUser({ email: "a@example.com", password: "short" }),
    ).rejects.toThrow("at least 8 characters");
  });
});

describe("createCognitoIdentity admin calls", () => {
  /** A stand-in for the AWS client at the network boundary: records commands, knows one user. */
  function fakeClient(existing: Record<string, string>) {
    const calls: { name: string; input: Record<string, unknown> }[] = [];
    const notFound = () =>
      new UserNotFoundException({ message: "User does not exist.", $metadata: {} });
    const client = {
      send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
        const name = command.constructor.name.replace(/Command$/, "");
        calls.push({ name, input: command.input });
        const username = String(command.input.Username);
        if (name === "AdminGetUser") {
          const sub = existing[username];
          if (!sub) throw notFound();
          return { Username: sub, UserAttributes: [{ Name: "sub", Value: sub }] };
        }
        if (name === "AdminCreateUser")
          return { User: { Username: "new-sub", Attributes: [{ Name: "sub", Value: "new-sub" }] } };
        if (name === "AdminDeleteUser" && !Object.values(existing).includes(username))
          throw notFound();
        return {};
      },
      destroy: () => {},
    };
    return { calls, client: client as unknown as CognitoIdentityProviderClient };
  }

  it("creates a missing user confirmed, with a permanent password and groups", async () => {
    const { calls, client } = fakeClient({});
    const cognito = createCognitoIdentity({ userPoolId, clientId, region, client });
    const result = await cognito.ensureUser({
      email: " Ada@Example.com",
      password: "password1",
      name: "Ada",
      groups: ["admins"],
    });
    expect(result).toEqual({ sub: "new-sub" });
    expect(calls.map((c) => c.name)).toEqual([
      "AdminGetUser",
      "AdminCreateUser",
      "AdminSetUserPassword",
      "AdminAddUserToGroup",
    ]);
    expect(calls[1]?.input).toMatchObject({
      Username: "ada@example.com",
      MessageAction: "SUPPRESS",
    });
    expect(calls[2]?.input).toMatchObject({ Password: "password1", Permanent: true });
    expect(calls[3]?.input).toMatchObject({ GroupName: "admins" });
  });

  it("keeps an existing user and deletes idempotently", async () => {
    const { calls, client } = fakeClient({ "ada@example.com": "old-sub" });
    const cognito = createCognitoIdentity({ userPoolId, clientId, region, client });
    expect(await cognito.ensureUser({ email: "ada@example.com", password: "password1" })).toEqual({
      sub: "old-sub",
    });
    expect(calls.map((c) => c.name)).toEqual(["AdminGetUser"]);
    await cognito.deleteUser("old-sub");
    await cognito.deleteUser("gone-sub");
    expect(calls.slice(1).map((c) => c.input.Username)).toEqual(["old-sub", "gone-sub"]);
  });
});
