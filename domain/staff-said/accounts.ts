// Signing in, staff accounts and the analytics period: what their forms and pages answer, as
// codes with their values, worded by i18n/en/said-accounts.ts.
import { plain, say } from "../say.ts";

export const accountSaid = {
  // Signing in (spec sections 4 and 5).
  ...plain("saidAccounts", [
    /** spec: an empty email or password. */
    "fillAllFields",
    /** The same words whether the email exists or not: they must not tell which. */
    "incorrect",
    "tooManyAttempts",
    /** More sign-ins at once than the server checks at a time (password hashing is costly). */
    "busy",
    /** A staff download or JSON address asked for without a session. */
    "signIn",
    "notAllowed",
  ]),
  // The staff accounts' forms (/admin/staff, /admin/account).
  ...plain("saidAccounts", [
    "nameRequired",
    "invalidEmail",
    "chooseRole",
    "emailTaken",
    "wrongCurrentPassword",
    "noSuchAccount",
    "lastAdmin",
    "accountDisabled",
    "accountEnabled",
    "roleChanged",
    "passwordSet",
    "passwordChanged",
    "didNotWork",
  ]),
  shortPassword: (min: number) => say("saidAccounts.shortPassword", { min }),
  longPassword: (max: number) => say("saidAccounts.longPassword", { max }),
  accountCreated: (email: string) => say("saidAccounts.accountCreated", { email }),
  // The analytics page's period (/admin/analytics).
  ...plain("saidAccounts", [
    "periodBadDate",
    "periodUnknown",
    "periodFromAfterTo",
    "periodInFuture",
  ]),
  periodTooLong: (maxDays: number) => say("saidAccounts.periodTooLong", { maxDays }),
  periodShowingDefault: (days: number) => say("saidAccounts.periodShowingDefault", { days }),
} as const;
