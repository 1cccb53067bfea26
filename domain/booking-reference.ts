// Booking references: short codes a guest can read over the phone. No 0/O, 1/I/L or U, so
// nothing is misread; 8 characters from 30 give 6.5e11 codes (collisions are retried anyway).
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_LENGTH = 8;
const PREFIX = "GO";

/** "GO-7K3M9PQX" from random bytes (one byte per character; bias is irrelevant here). */
export function referenceFrom(bytes: Uint8Array): string {
  if (bytes.length < REFERENCE_LENGTH) throw new Error(`need ${REFERENCE_LENGTH} random bytes`);
  let code = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    code += REFERENCE_ALPHABET[bytes[i]! % REFERENCE_ALPHABET.length];
  }
  return `${PREFIX}-${code}`;
}

const REFERENCE = new RegExp(`^${PREFIX}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A typed reference made comparable: upper case, spaces dropped, the dash optional. */
export function normaliseReference(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s-]/g, "");
  const withDash = compact.startsWith(PREFIX) ? `${PREFIX}-${compact.slice(PREFIX.length)}` : "";
  return REFERENCE.test(withDash) ? withDash : undefined;
}

/** Daraja's AccountReference allows 12 characters: the reference without its dash fits. */
export function accountReference(reference: string): string {
  return reference.replace("-", "");
}
