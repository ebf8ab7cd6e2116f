import { createHmac, timingSafeEqual } from "node:crypto";
import {
  type AlertTokenPayload,
  decodeAlertTokenPayload,
  encodeAlertTokenPayload,
} from "@hotshelf/domain";

/** The name of the install secret the unsubscribe links are signed with. */
export const ALERT_SECRET_NAME = "alert-unsubscribe";

function signature(secret: Buffer, encodedPayload: string): Buffer {
  // The purpose is part of what is signed, so the key can never vouch for another kind of token.
  return createHmac("sha256", secret).update(`alert-unsubscribe.${encodedPayload}`).digest();
}

/** `<payload>.<signature>`, both base64url: what an unsubscribe link carries. */
export function signAlertToken(secret: Buffer, payload: AlertTokenPayload): string {
  const encoded = encodeAlertTokenPayload(payload);
  return `${encoded}.${signature(secret, encoded).toString("base64url")}`;
}

/** The payload of a token this install signed, or null for a forged, altered or malformed one. */
export function verifyAlertToken(secret: Buffer, token: string): AlertTokenPayload | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [encoded, signed] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(signed)) return null;
  const expected = signature(secret, encoded);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return decodeAlertTokenPayload(encoded);
}
