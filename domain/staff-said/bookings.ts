// The staff bookings pages, the front desk's day view and Sell a room now: what their forms and
// actions answer, as codes with their values, worded by i18n/en/said-bookings.ts.
import { plain, say } from "../say.ts";

/** What asking the provider about a pending payment found (server/payments/settle.ts SettleResult). */
export type RequeryOutcome =
  | "confirmed"
  | "part_paid"
  | "balance_paid"
  | "pending"
  | "failed"
  | "refund_due"
  | "reversed"
  | "attention"
  | "unchanged";

export const bookingSaid = {
  // The front desk's day view (/admin/front-desk).
  ...plain("saidBookings", ["badDay", "showingToday", "unknownAction"]),
  dayTooFar: (years: number) => say("saidBookings.dayTooFar", { years }),
  // Sell a room now (/admin/front-desk/sell).
  sellChooseRoom: () => say("saidBookings.sellChooseRoom"),
  sellNights: (max: number) => say("saidBookings.sellNights", { max }),
  // A booking's page (/admin/bookings/:id) and the bookings list's search; dates are YYYY-MM-DD.
  ...plain("saidBookings", [
    "notFound",
    "checkedIn",
    "alreadyCheckedIn",
    "checkInUnpaid",
    "cancelReasonRequired",
    "cancelled",
    "cancelledRefund",
    "cannotCancel",
    "attentionSettled",
    "noAttentionDue",
    "cannotResend",
    "noPendingAttempt",
    "providerDown",
  ]),
  checkInTooEarly: (checkIn: string) => say("saidBookings.checkInTooEarly", { checkIn }),
  checkInTooLate: (checkOut: string) => say("saidBookings.checkInTooLate", { checkOut }),
  searchTooLong: (max: number) => say("saidBookings.searchTooLong", { max }),
  cancelReasonTooLong: (max: number) => say("saidBookings.cancelReasonTooLong", { max }),
  confirmationQueued: (email: string) => say("saidBookings.confirmationQueued", { email }),
  requeried: (outcome: RequeryOutcome) => say("saidBookings.requeried", { outcome }),
  // An email or a text to the guest sent again (the booking page, /admin/outbox).
  textCannotResend: () => say("saidBookings.textCannotResend"),
  emailResent: (id: number) => say("saidBookings.emailResent", { id }),
  emailCannotResend: (id: number) => say("saidBookings.emailCannotResend", { id }),
  textResent: (id: number) => say("saidBookings.textResent", { id }),
} as const;
