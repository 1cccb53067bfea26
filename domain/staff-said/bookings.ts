// The staff bookings pages, the front desk's day view and Sell a room now: what their forms and
// actions answer, as codes with their values, worded by i18n/en/said-bookings.ts.
import { say } from "../say.ts";

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
  badDay: () => say("saidBookings.badDay"),
  dayTooFar: (years: number) => say("saidBookings.dayTooFar", { years }),
  showingToday: () => say("saidBookings.showingToday"),
  unknownAction: () => say("saidBookings.unknownAction"),
  // Sell a room now (/admin/front-desk/sell).
  sellNights: (max: number) => say("saidBookings.sellNights", { max }),
  sellChooseRoom: () => say("saidBookings.sellChooseRoom"),
  // A booking's page (/admin/bookings/:id) and the bookings list's search; dates are YYYY-MM-DD.
  notFound: () => say("saidBookings.notFound"),
  checkedIn: () => say("saidBookings.checkedIn"),
  alreadyCheckedIn: () => say("saidBookings.alreadyCheckedIn"),
  checkInUnpaid: () => say("saidBookings.checkInUnpaid"),
  checkInTooEarly: (checkIn: string) => say("saidBookings.checkInTooEarly", { checkIn }),
  checkInTooLate: (checkOut: string) => say("saidBookings.checkInTooLate", { checkOut }),
  cancelReasonRequired: () => say("saidBookings.cancelReasonRequired"),
  searchTooLong: (max: number) => say("saidBookings.searchTooLong", { max }),
  cancelReasonTooLong: (max: number) => say("saidBookings.cancelReasonTooLong", { max }),
  cancelled: () => say("saidBookings.cancelled"),
  cancelledRefund: () => say("saidBookings.cancelledRefund"),
  cannotCancel: () => say("saidBookings.cannotCancel"),
  attentionSettled: () => say("saidBookings.attentionSettled"),
  noAttentionDue: () => say("saidBookings.noAttentionDue"),
  confirmationQueued: (email: string) => say("saidBookings.confirmationQueued", { email }),
  cannotResend: () => say("saidBookings.cannotResend"),
  noPendingAttempt: () => say("saidBookings.noPendingAttempt"),
  providerDown: () => say("saidBookings.providerDown"),
  requeried: (outcome: RequeryOutcome) => say("saidBookings.requeried", { outcome }),
  // An email or a text to the guest sent again (the booking page, /admin/outbox).
  emailResent: (id: number) => say("saidBookings.emailResent", { id }),
  emailCannotResend: (id: number) => say("saidBookings.emailCannotResend", { id }),
  textResent: (id: number) => say("saidBookings.textResent", { id }),
  textCannotResend: () => say("saidBookings.textCannotResend"),
} as const;
