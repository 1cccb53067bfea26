// The contact form's rule, the server's decision. The page checks the same limits natively
// (required, maxlength, type=email) so it ships no schema code.
import { CONTACT_LIMITS } from "../contact.ts";
import { z } from "../zod.ts";
import { textField } from "./text.ts";

const required = (label: string, max: number, multiLine = false) =>
  textField(`your ${label}`, { multiLine, error: `Please enter your ${label}` })
    .min(1, `Please enter your ${label}`)
    .max(max, `Your ${label} is too long (at most ${max} characters)`);

export const ContactMessageSchema = z.object({
  name: required("name", CONTACT_LIMITS.name),
  email: required("email", CONTACT_LIMITS.email).pipe(
    z.email({ error: "Please enter a valid email" }),
  ),
  contact: required("phone number", CONTACT_LIMITS.contact),
  message: required("message", CONTACT_LIMITS.message, true),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;
