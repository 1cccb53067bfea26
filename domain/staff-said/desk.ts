// The front desk's money: desk bookings, payments, the folio, date moves, cash-up (was DESK_MESSAGES).
// Codes with their values, worded by i18n/en/said-desk.ts.
import { say } from "../say.ts";

export const deskSaid = {} as const;
void say;
