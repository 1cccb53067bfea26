// The contact form's rule, used by the browser (early feedback) and the server (the decision).
import { z } from "../zod.ts";

/** Lengths a person never reaches; anything longer is refused as oversize. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254, // the longest address SMTP carries (RFC 5321 path limit)
  contact: 40,
  message: 5000,
} as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}` })
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(max, `Your ${label} is too long (at most ${max} characters)`);

export const ContactMessageSchema = z.object({
  name: required("name", CONTACT_LIMITS.name),
  email: required("email", CONTACT_LIMITS.email).pipe(
    z.email({ error: "Please enter a valid email" }),
  ),
  contact: required("phone number", CONTACT_LIMITS.contact),
  message: required("message", CONTACT_LIMITS.message),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** Name of the hidden field people never fill in; a value there marks a bot. */
export const HONEYPOT_FIELD = "website";
