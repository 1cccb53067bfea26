// Signed unsubscribe links: the token is an HMAC of the address, so a link works for its own
// address only and needs no stored state.
import { createHmac, timingSafeEqual } from "node:crypto";

function sign(secret: string, email: string): Buffer {
  return createHmac("sha256", secret).update(`unsubscribe:${email.trim().toLowerCase()}`).digest();
}

export function unsubscribeToken(secret: string, email: string): string {
  return sign(secret, email).toString("base64url");
}

export function isValidUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = sign(secret, email);
  const given = Buffer.from(token, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function unsubscribeUrl(publicUrl: string, secret: string, email: string): string {
  const url = new URL("/unsubscribe", publicUrl);
  url.searchParams.set("email", email);
  url.searchParams.set("token", unsubscribeToken(secret, email));
  return url.toString();
}
