// The server side of the SRP-6a variant amazon-cognito-identity-js speaks (AuthenticationHelper.js):
// the 3072-bit group of RFC 5054, SHA-256 over padded hex, HKDF with "Caldera Derived Key".
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

const N = BigInt(
  "0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD" +
    "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED" +
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F" +
    "83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B" +
    "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510" +
    "15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7" +
    "ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C" +
    "BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF",
);
const g = 2n;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** The library's padHex: even length, and a leading 00 when the top bit is set (positive numbers). */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hexHash = (hex: string) => sha256Hex(Buffer.from(hex, "hex"));

const k = BigInt(`0x${hexHash(padHex(N) + padHex(g))}`);

/** x = H(salt | H(poolName + userId + ":" + password)), as the client computes it. */
function privateKey(poolName: string, userId: string, password: string, saltHex: string): bigint {
  const inner = sha256Hex(`${poolName}${userId}:${password}`);
  return BigInt(`0x${hexHash(padHex(BigInt(`0x${saltHex}`)) + inner)}`);
}

export interface Verifier {
  /** Hex, as sent in the challenge's SALT. */
  salt: string;
  /** Hex of g^x mod N. */
  verifier: string;
}

/** What is stored instead of the password, for SRP sign-in. */
export function createVerifier(poolName: string, userId: string, password: string): Verifier {
  const salt = randomBytes(16).toString("hex");
  const x = privateKey(poolName, userId, password, salt);
  return { salt, verifier: modPow(g, x, N).toString(16) };
}

export interface ServerEphemeral {
  /** Hex of the secret b; stays on the server. */
  secret: string;
  /** Hex of B = k v + g^b, sent as SRP_B. */
  public: string;
}

export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = BigInt(`0x${verifierHex}`);
  for (;;) {
    const b = BigInt(`0x${randomBytes(32).toString("hex")}`);
    const B = (k * v + modPow(g, b, N)) % N;
    if (B !== 0n) return { secret: b.toString(16), public: B.toString(16) };
  }
}

/** A stand-in for an unknown email: a random verifier, so the challenge looks like a real one. */
export function randomVerifierHex(): string {
  return modPow(g, BigInt(`0x${randomBytes(32).toString("hex")}`), N).toString(16);
}

/** The client's SRP_A, or null when it is not a usable public value (A mod N must not be 0). */
export function parseClientPublic(value: unknown): bigint | null {
  if (typeof value !== "string" || !/^[0-9a-f]{1,2048}$/i.test(value)) return null;
  const A = BigInt(`0x${value}`);
  return A % N === 0n ? null : A;
}

export interface PasswordClaim {
  poolName: string;
  userId: string;
  A: bigint;
  ephemeral: ServerEphemeral;
  verifierHex: string;
  /** Base64, as sent in SECRET_BLOCK. */
  secretBlock: string;
  /** The client's TIMESTAMP text, e.g. "Tue Nov 4 00:08:17 UTC 2026". */
  timestamp: string;
  /** Base64 PASSWORD_CLAIM_SIGNATURE. */
  signature: string;
}

/** True when the client proved it knows the password behind the verifier. */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  const B = BigInt(`0x${claim.ephemeral.public}`);
  const u = BigInt(`0x${hexHash(padHex(claim.A) + padHex(B))}`);
  if (u === 0n) return false;
  const v = BigInt(`0x${claim.verifierHex}`);
  const b = BigInt(`0x${claim.ephemeral.secret}`);
  const S = modPow(claim.A * modPow(v, u, N), b, N);
  const key = Buffer.from(
    hkdfSync(
      "sha256",
      Buffer.from(padHex(S), "hex"),
      Buffer.from(padHex(u), "hex"),
      Buffer.from("Caldera Derived Key", "utf8"),
      16,
    ),
  );
  const expected = createHmac("sha256", key)
    .update(
      Buffer.concat([
        Buffer.from(claim.poolName, "utf8"),
        Buffer.from(claim.userId, "utf8"),
        Buffer.from(claim.secretBlock, "base64"),
        Buffer.from(claim.timestamp, "utf8"),
      ]),
    )
    .digest();
  const given = Buffer.from(claim.signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Reads the library's DateHelper format ("Tue Nov 4 00:08:17 UTC 2026"); null if it is not one. */
export function parseSrpTimestamp(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const match =
    /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/.exec(text);
  if (!match) return null;
  const [, month, day, hours, minutes, seconds, year] = match;
  const monthIndex = MONTHS.indexOf(month as string);
  if (monthIndex < 0) return null;
  return Date.UTC(
    Number(year),
    monthIndex,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
  );
}
