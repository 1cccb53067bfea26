// The contact form's rule, the server's decision. The page checks the same limits natively
// (required, maxlength, type=email) so it ships no schema code.
// Its refusals are codes (domain/said.ts), worded in the page's language.
import { CONTACT_LIMITS } from "../contact.ts";
import { said, schemaMessage, type ContactField } from "../said.ts";
import { z } from "../zod.ts";
import { textField } from "./text.ts";

const required = (field: ContactField, multiLine = false) => {
  const missing = schemaMessage(said.contactRequired(field));
  return textField(said.contactUnusual(field), { multiLine, error: missing })
    .min(1, missing)
    .max(CONTACT_LIMITS[field], schemaMessage(said.contactTooLong(field, CONTACT_LIMITS[field])));
};

export const ContactMessageSchema = z.object({
  name: required("name"),
  email: required("email").pipe(z.email({ error: schemaMessage(said.offerInvalidEmail()) })),
  contact: required("contact"),
  message: required("message", true),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;
