// A booking's life (PRODUCT.md decision 5): pending (rooms held until the hold expires, while
// payment is awaited) -> confirmed (paid, or taken by staff to pay at the desk) | expired |
// failed | cancelled; a confirmed guest who never came is a no-show (the rooms are released).

export const BOOKING_STATUSES = [
  "pending",
  "confirmed",
  "expired",
  "failed",
  "cancelled",
  "no_show",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The only moves a booking makes. expired and failed may still become confirmed: a payment that
 * arrives late is never dropped (it confirms the booking when its rooms are still free, otherwise
 * the booking stays as it is and is flagged for a refund). A confirmed booking is only ever
 * cancelled, by staff.
 */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["confirmed", "expired", "failed", "cancelled"],
  expired: ["confirmed"],
  failed: ["confirmed"],
  confirmed: ["cancelled", "no_show"],
  cancelled: [],
  no_show: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses a booking may be in for a move to `to`: the guard of the UPDATE that makes it. */
export function statusesBefore(to: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((from) => canTransition(from, to));
}

/** Statuses nothing but staff will change again. */
export function isSettled(status: BookingStatus): boolean {
  return status === "confirmed" || status === "cancelled" || status === "no_show";
}

/**
 * How a booking's status reads, to guests (find my booking) and staff alike: as it is, except that
 * a confirmed booking with money still to pay (paid on arrival, a deposit) is not "paid".
 */
export type StatusReading = BookingStatus | "to_pay";

export function statusReading(status: BookingStatus, balanceKes = 0): StatusReading {
  return status === "confirmed" && balanceKes > 0 ? "to_pay" : status;
}

/** What guests (find-my-booking, emails) and staff (through the catalogs) read for each status. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Awaiting payment",
  confirmed: "Confirmed and paid",
  expired: "Expired (not paid in time)",
  failed: "Payment failed",
  cancelled: "Cancelled",
  no_show: "No-show",
};

// A payment attempt: one M-Pesa prompt or one card order.
export const PAYMENT_PROVIDERS = ["mpesa", "card"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

// reversed: the provider took a counted payment back; rejected: its answer failed our checks.
export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "reversed", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
