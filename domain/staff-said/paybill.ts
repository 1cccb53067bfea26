// The Paybill queue: payments that came in without a booking (was PAYBILL_MESSAGES).
// Codes with their values, worded by i18n/en/said-paybill.ts.
import { say } from "../say.ts";

export const paybillSaid = {} as const;
void say;
