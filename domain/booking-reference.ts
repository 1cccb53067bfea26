// Booking references: short codes a guest can read over the phone. No 0/O, 1/I/L or U, so
// nothing is misread; 8 characters from 30 give 6.5e11 codes (collisions are retried anyway).
// One spelling everywhere a guest reads it, the one the M-Pesa prompt shows: Daraja's
// AccountReference takes letters and digits only, at most 12 ("GO7K3M9PQX"). References made
// before had a dash ("GO-7K3M9PQX"); migration 0006 removed it, and every lookup still takes it.
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_LENGTH = 8;
const PREFIX = "GO";

/** "GO7K3M9PQX" from random bytes (one byte per character; bias is irrelevant here). */
export function referenceFrom(bytes: Uint8Array): string {
  if (bytes.length < REFERENCE_LENGTH) throw new Error(`need ${REFERENCE_LENGTH} random bytes`);
  let code = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    code += REFERENCE_ALPHABET[bytes[i]! % REFERENCE_ALPHABET.length];
  }
  return `${PREFIX}${code}`;
}

const REFERENCE = new RegExp(`^${PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A typed reference made comparable: upper case, spaces and dashes dropped ("GO7K3M9PQX"). */
export function normaliseReference(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s-]/g, "");
  return REFERENCE.test(compact) ? compact : undefined;
}

/**
 * How a normalised reference may be stored: as it reads now, and with the dash of references
 * made before (in case a database was restored from before migration 0006).
 */
export function storedSpellings(reference: string): string[] {
  return [reference, `${PREFIX}-${reference.slice(PREFIX.length)}`];
}

/** Daraja's AccountReference allows 12 letters and digits: the reference itself (no dash). */
export function accountReference(reference: string): string {
  return reference.replace("-", "");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A booking's id (a UUID), checked before it reaches a query that would refuse it. */
export function isBookingId(value: string): boolean {
  return UUID.test(value);
}
