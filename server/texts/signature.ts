// WhatsApp webhooks carry X-Hub-Signature-256: "sha256=" + hex HMAC-SHA256 of the raw body with
// the app secret (channels-and-messaging.md C.4). Checked on the bytes as received, before any
// JSON parsing, in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

export function hubSignature(raw: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(raw).digest("hex")}`;
}

export function isValidHubSignature(
  raw: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!header) return false;
  const given = Buffer.from(header.trim().toLowerCase());
  const expected = Buffer.from(hubSignature(raw, appSecret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
