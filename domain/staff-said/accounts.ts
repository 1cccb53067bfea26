// Signing in, staff accounts and the analytics period: what their forms and pages answer, as
// codes with their values, worded by i18n/en/said-accounts.ts.
import { say } from "../say.ts";

export const accountSaid = {
  // Signing in (spec sections 4 and 5).
  /** spec: an empty email or password. */
  fillAllFields: () => say("saidAccounts.fillAllFields"),
  /** The same words whether the email exists or not: they must not tell which. */
  incorrect: () => say("saidAccounts.incorrect"),
  tooManyAttempts: () => say("saidAccounts.tooManyAttempts"),
  /** More sign-ins at once than the server checks at a time (password hashing is costly). */
  busy: () => say("saidAccounts.busy"),
  /** A staff download or JSON address asked for without a session. */
  signIn: () => say("saidAccounts.signIn"),
  notAllowed: () => say("saidAccounts.notAllowed"),
  // The staff accounts' forms (/admin/staff, /admin/account).
  nameRequired: () => say("saidAccounts.nameRequired"),
  invalidEmail: () => say("saidAccounts.invalidEmail"),
  chooseRole: () => say("saidAccounts.chooseRole"),
  shortPassword: (min: number) => say("saidAccounts.shortPassword", { min }),
  longPassword: (max: number) => say("saidAccounts.longPassword", { max }),
  emailTaken: () => say("saidAccounts.emailTaken"),
  wrongCurrentPassword: () => say("saidAccounts.wrongCurrentPassword"),
  noSuchAccount: () => say("saidAccounts.noSuchAccount"),
  lastAdmin: () => say("saidAccounts.lastAdmin"),
  accountCreated: (email: string) => say("saidAccounts.accountCreated", { email }),
  accountDisabled: () => say("saidAccounts.accountDisabled"),
  accountEnabled: () => say("saidAccounts.accountEnabled"),
  roleChanged: () => say("saidAccounts.roleChanged"),
  passwordSet: () => say("saidAccounts.passwordSet"),
  passwordChanged: () => say("saidAccounts.passwordChanged"),
  didNotWork: () => say("saidAccounts.didNotWork"),
  // The analytics page's period (/admin/analytics).
  periodBadDate: () => say("saidAccounts.periodBadDate"),
  periodUnknown: () => say("saidAccounts.periodUnknown"),
  periodFromAfterTo: () => say("saidAccounts.periodFromAfterTo"),
  periodInFuture: () => say("saidAccounts.periodInFuture"),
  periodTooLong: (maxDays: number) => say("saidAccounts.periodTooLong", { maxDays }),
  periodShowingDefault: (days: number) => say("saidAccounts.periodShowingDefault", { days }),
} as const;
