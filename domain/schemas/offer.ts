// The Special Offer email rule (spec section 5): non-space text, @, more text, a dot, more text.
import { z } from "../zod.ts";
import { said, schemaMessage } from "../said.ts";
import { textField } from "./text.ts";

export const OFFER_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/**
 * Exactly one plain address: the spec's pattern alone lets "a@b.com,c@d.org" through, which a
 * mailer reads as several recipients. No second @, no list separators, quotes, brackets or spaces.
 */
export const SINGLE_ADDRESS_PATTERN = /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\"]+$/;
const MAX_EMAIL_LENGTH = 254;

const invalidEmail = schemaMessage(said.offerInvalidEmail());

export const OfferEmailSchema = z.object({
  email: textField(said.unusualCharacters("email"), { error: invalidEmail })
    .max(MAX_EMAIL_LENGTH, invalidEmail)
    .regex(OFFER_EMAIL_PATTERN, invalidEmail)
    .regex(SINGLE_ADDRESS_PATTERN, invalidEmail),
});

export type OfferEmail = z.infer<typeof OfferEmailSchema>;

/** The consent wording shown under the field; stored with each address as proof of consent. */
export const OFFER_CONSENT_TEXT =
  "By submitting your email, you agree to our terms and to our privacy and personal data policy.";
