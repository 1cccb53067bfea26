// The contact form's fields, known to the page (no schema needed there) and to the server's
// schema (domain/schemas/contact.ts).

/** Lengths a person never reaches; anything longer is refused as oversize. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254, // the longest address SMTP carries (RFC 5321 path limit)
  contact: 40,
  message: 5000,
} as const;

/** Name of the hidden field people never fill in; a value there marks a bot. */
export const HONEYPOT_FIELD = "website";
