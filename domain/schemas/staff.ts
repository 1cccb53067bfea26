// Staff sign-in and account forms: one schema for the browser's checks and the server's.
import { z } from "../zod.ts";
import { schemaMessage } from "../said.ts";
import { STAFF_ROLES } from "../staff.ts";
import { OFFER_EMAIL_PATTERN, SINGLE_ADDRESS_PATTERN } from "./offer.ts";
import { textField } from "./text.ts";
import { accountSaid } from "../staff-said/accounts.ts";
import { formSaid, type StaffTextField } from "../staff-said/forms.ts";

/** Long passphrases beat complexity rules (NIST SP 800-63B); the upper bound caps hashing work. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

// The schemas' messages are codes (domain/staff-said/accounts.ts) the page and the server word.
const fillAllFields = schemaMessage(accountSaid.fillAllFields());
const incorrect = schemaMessage(accountSaid.incorrect());
const invalidEmail = schemaMessage(accountSaid.invalidEmail());
const shortPassword = schemaMessage(accountSaid.shortPassword(PASSWORD_MIN));
const nameRequired = schemaMessage(accountSaid.nameRequired());

const filled = (label: StaffTextField) =>
  textField(formSaid.unusualCharacters(label), { trim: false, error: fillAllFields })
    .max(PASSWORD_MAX, incorrect)
    .refine((value) => value.trim().length > 0, fillAllFields);

/** spec: both fields filled, else 'Please fill all fields'. */
export const LoginSchema = z.object({
  email: filled("email").transform((value) => value.trim()),
  password: filled("password"),
});

const email = textField(formSaid.unusualCharacters("email"), { error: invalidEmail })
  .max(254, invalidEmail)
  .regex(OFFER_EMAIL_PATTERN, invalidEmail)
  .regex(SINGLE_ADDRESS_PATTERN, invalidEmail);

export const NewPasswordSchema = textField(formSaid.unusualCharacters("password"), {
  trim: false,
  error: shortPassword,
})
  .min(PASSWORD_MIN, shortPassword)
  .refine((value) => value.trim().length >= PASSWORD_MIN, shortPassword)
  .max(PASSWORD_MAX, schemaMessage(accountSaid.longPassword(PASSWORD_MAX)));

export const NewStaffSchema = z.object({
  name: textField(formSaid.unusualCharacters("name"), { error: nameRequired })
    .min(1, nameRequired)
    .max(100, nameRequired),
  email,
  password: NewPasswordSchema,
  role: z.enum(STAFF_ROLES, { error: schemaMessage(accountSaid.chooseRole()) }),
});
export type NewStaff = z.infer<typeof NewStaffSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: filled("currentPassword"),
  newPassword: NewPasswordSchema,
});
