/** The ID token verifier remembers a verified token for a minute, never past its expiry. */
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createIdTokenVerifier, VERIFIED_TOKEN_TTL_MS } from "./idToken";
import { InvalidTokenError } from "./types";

const issuer = "https://idp.example/pool";
const clientId = "web-client";
type Key = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
let privateKey: Key;
let keys: JWTVerifyGetKey;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  keys = createLocalJWKSet({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256" }],
  });
});

function token(expSeconds: number, nowMs: number) {
  return new SignJWT({ sub: "s-1", email: "ada@example.com", token_use: "id" })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(issuer)
    .setAudience(clientId)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(expSeconds)
    .sign(privateKey);
}

/** A verifier on a clock the test moves, counting the key look-ups (one per signature check). */
function verifierAt(start: number) {
  const clock = { now: start, lookups: 0 };
  const counted: JWTVerifyGetKey = (header, input) => {
    clock.lookups++;
    return keys(header, input);
  };
  const verify = createIdTokenVerifier({ issuer, clientId, keys: counted, now: () => clock.now });
  return { clock, verify };
}

describe("createIdTokenVerifier", () => {
  it("checks a token's signature once a minute while it is used", async () => {
    const start = Date.UTC(2026, 10, 27, 12);
    const { clock, verify } = verifierAt(start);
    const signed = await token(start / 1000 + 3600, start);
    expect((await verify(signed)).sub).toBe("s-1");
    await verify(signed);
    clock.now += VERIFIED_TOKEN_TTL_MS - 1;
    await verify(signed);
    expect(clock.lookups).toBe(1);
    clock.now += 1;
    await verify(signed);
    expect(clock.lookups).toBe(2);
  });

  it("refuses a remembered token once it has expired", async () => {
    const start = Date.UTC(2026, 10, 27, 12);
    const { clock, verify } = verifierAt(start);
    const signed = await token(start / 1000 + 10, start);
    await verify(signed);
    clock.now += 10_000;
    await expect(verify(signed)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it("does not remember a token that failed", async () => {
    const start = Date.UTC(2026, 10, 27, 12);
    const { clock, verify } = verifierAt(start);
    const forged = `${(await token(start / 1000 + 3600, start)).slice(0, -4)}AAAA`;
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
    expect(clock.lookups).toBe(2);
  });
});
