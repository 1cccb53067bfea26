// Signing in, staff accounts and the analytics period: what their forms and pages answer, as
// codes with their values, worded by i18n/en/said-accounts.ts.
import { say } from "../say.ts";

export const accountSaid = {
  // The analytics page's period (/admin/analytics).
  periodBadDate: () => say("saidAccounts.periodBadDate"),
  periodUnknown: () => say("saidAccounts.periodUnknown"),
  periodFromAfterTo: () => say("saidAccounts.periodFromAfterTo"),
  periodInFuture: () => say("saidAccounts.periodInFuture"),
  periodTooLong: (maxDays: number) => say("saidAccounts.periodTooLong", { maxDays }),
  periodShowingDefault: (days: number) => say("saidAccounts.periodShowingDefault", { days }),
} as const;
