// The contact form's fields, known to the page (no schema needed there) and to the server's
// schema (domain/schemas/contact.ts).

/** Lengths a person never reaches; anything longer is refused as oversize. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254, // the longest address SMTP carries (RFC 5321 path limit)
  contact: 40,
  message: 5000,
} as const;

/** The contact API's answer when the message is stored (the spec's POST main/mail, word for word). */
export const CONTACT_API_SUCCESS = "Email sent successfully";

/** Name of the hidden field people never fill in; a value there marks a bot. */
export const HONEYPOT_FIELD = "website";
