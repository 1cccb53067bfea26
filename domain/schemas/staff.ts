// Staff sign-in and account forms: one schema for the browser's checks and the server's.
import { z } from "../zod.ts";
import { ADMIN_MESSAGES } from "../messages.ts";
import { STAFF_ROLES } from "../staff.ts";
import { OFFER_EMAIL_PATTERN, SINGLE_ADDRESS_PATTERN } from "./offer.ts";
import { textField } from "./text.ts";
import { formSaid, type StaffTextField } from "../staff-said/forms.ts";

/** Long passphrases beat complexity rules (NIST SP 800-63B); the upper bound caps hashing work. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

const filled = (label: StaffTextField) =>
  textField(formSaid.unusualCharacters(label), { trim: false, error: ADMIN_MESSAGES.fillAllFields })
    .max(PASSWORD_MAX, ADMIN_MESSAGES.incorrect)
    .refine((value) => value.trim().length > 0, ADMIN_MESSAGES.fillAllFields);

/** spec: both fields filled, else 'Please fill all fields'. */
export const LoginSchema = z.object({
  email: filled("email").transform((value) => value.trim()),
  password: filled("password"),
});

const email = textField(formSaid.unusualCharacters("email"), { error: ADMIN_MESSAGES.invalidEmail })
  .max(254, ADMIN_MESSAGES.invalidEmail)
  .regex(OFFER_EMAIL_PATTERN, ADMIN_MESSAGES.invalidEmail)
  .regex(SINGLE_ADDRESS_PATTERN, ADMIN_MESSAGES.invalidEmail);

export const NewPasswordSchema = textField(formSaid.unusualCharacters("password"), {
  trim: false,
  error: ADMIN_MESSAGES.shortPassword(PASSWORD_MIN),
})
  .min(PASSWORD_MIN, ADMIN_MESSAGES.shortPassword(PASSWORD_MIN))
  .refine(
    (value) => value.trim().length >= PASSWORD_MIN,
    ADMIN_MESSAGES.shortPassword(PASSWORD_MIN),
  )
  .max(PASSWORD_MAX, `The password can be at most ${PASSWORD_MAX} characters long.`);

export const NewStaffSchema = z.object({
  name: textField(formSaid.unusualCharacters("name"), { error: ADMIN_MESSAGES.nameRequired })
    .min(1, ADMIN_MESSAGES.nameRequired)
    .max(100, ADMIN_MESSAGES.nameRequired),
  email,
  password: NewPasswordSchema,
  role: z.enum(STAFF_ROLES, { error: "Please choose a role" }),
});
export type NewStaff = z.infer<typeof NewStaffSchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: filled("currentPassword"),
  newPassword: NewPasswordSchema,
});
