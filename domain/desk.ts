// The front desk's pure rules about money and dates: staff price overrides, the pay-on-arrival
// cut-off, M-Pesa receipt shape, how much a payment or refund may be, and the date moves
// (no-show, early departure, extend the stay). Server code applies them under its locks.
import type { BookingStatus } from "./booking-status.ts";
import { formatKes } from "./money.ts";
import { DESK_MESSAGES as M } from "./messages.ts";
import type { PricedStay, RoomRequest } from "./quote.ts";
import { addDays, nightsBetween } from "./stay.ts";
import { motelDate, motelDateTime } from "./time.ts";

/** Nairobi is UTC+3 all year (no daylight saving): a motel-local wall time is this offset. */
const MOTEL_OFFSET = "+03:00";

/** The instant of a motel-local date and HH:MM wall time. */
export function motelInstant(date: string, time = "00:00"): Date {
  return new Date(`${date}T${time}:00${MOTEL_OFFSET}`);
}

/** The instants a motel-local day runs between: [start, end). */
export function motelDayBounds(date: string): { start: Date; end: Date } {
  return { start: motelInstant(date), end: motelInstant(addDays(date, 1)) };
}

/** A staff override of one room's nightly price, and why. */
export type PriceOverride = { nightlyKes: number; reason: string };

export type OverriddenRoom = RoomRequest & {
  nightlyKes: number;
  message: null;
  /** The price table's nightly price, kept for the audit trail. */
  tableKes: number;
  overrideReason: string | null;
};

export type OverriddenStay = Omit<PricedStay, "rooms"> & { rooms: OverriddenRoom[] };

/**
 * The stay as the table priced it, with staff overrides applied room by room (the i-th override
 * for the i-th room; undefined keeps the table's price). Subtotal and total follow.
 */
export function applyOverrides(
  stay: PricedStay,
  overrides: readonly (PriceOverride | undefined)[] = [],
): OverriddenStay {
  const rooms = stay.rooms.map((room, i): OverriddenRoom => {
    const tableKes = room.nightlyKes ?? 0;
    const override = overrides[i];
    return {
      ...room,
      nightlyKes: override?.nightlyKes ?? tableKes,
      message: null,
      tableKes,
      overrideReason: override?.reason ?? null,
    };
  });
  const subtotalKes = rooms.reduce((sum, room) => sum + (room.nightlyKes ?? 0), 0);
  return { ...stay, rooms, subtotalKes, totalKes: subtotalKes * Math.max(stay.nights, 0) };
}

/** Pay on arrival: the booking keeps its rooms until this instant of its arrival day. */
export function arrivalCutoffAt(checkIn: string, cutoff: string): Date {
  return motelInstant(checkIn, cutoff);
}

/** An M-Pesa receipt as typed, made comparable: upper case, spaces dropped. */
export function normaliseReceipt(typed: string): string {
  return typed.toUpperCase().replace(/\s/g, "");
}

/** M-Pesa receipts are 10 upper-case letters and digits (payment-providers.md A.4). */
export const MPESA_RECEIPT = /^[A-Z0-9]{10}$/;

export function isMpesaReceipt(value: string): boolean {
  return MPESA_RECEIPT.test(value);
}

/** Why a payment of `amountKes` cannot be taken against this balance, or undefined. */
export function paymentRefusal(amountKes: number, balanceKes: number): string | undefined {
  if (balanceKes <= 0) return M.nothingDue;
  if (amountKes > balanceKes) return M.overBalance(formatKes(balanceKes));
  return undefined;
}

/** Why a refund of `amountKes` cannot be given: never more than was paid and not yet given back. */
export function refundRefusal(
  amountKes: number,
  { paidKes, refundedKes }: { paidKes: number; refundedKes: number },
): string | undefined {
  const refundable = paidKes - refundedKes;
  return amountKes > refundable ? M.refundTooLarge(formatKes(Math.max(refundable, 0))) : undefined;
}

/** What the date moves read of a booking. */
export type StayFacts = {
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  arrivalCutoffAt: Date | null;
};

/**
 * A confirmed booking whose guest has not come: after its arrival cut-off (pay on arrival), or
 * once its arrival day is over. Staff decide; nothing releases it unasked.
 */
export function isNoShowCandidate(booking: StayFacts, now: Date): boolean {
  return noShowRefusal(booking, now) === undefined;
}

export function noShowRefusal(booking: StayFacts, now: Date): string | undefined {
  if (booking.status !== "confirmed" || booking.checkedInAt !== null) return M.noShowNotConfirmed;
  if (motelDate(now) > booking.checkIn) return undefined;
  if (booking.arrivalCutoffAt !== null && now >= booking.arrivalCutoffAt) return undefined;
  const cutoff = booking.arrivalCutoffAt ?? motelInstant(addDays(booking.checkIn, 1));
  return M.noShowTooEarly(motelDateTime(cutoff));
}

const inHouse = (booking: StayFacts) =>
  booking.status === "confirmed" && booking.checkedInAt !== null && booking.checkedOutAt === null;

/**
 * A guest in house leaving early: the stay now ends today (at least one night is charged, so a
 * guest who leaves on the arrival day pays that night). The nights after are released.
 */
export function earlyDeparture(
  booking: StayFacts,
  today: string,
): { ok: true; checkOut: string; nights: number } | { ok: false; message: string } {
  if (!inHouse(booking)) return { ok: false, message: M.departNotInHouse };
  const checkOut = today > booking.checkIn ? today : addDays(booking.checkIn, 1);
  if (checkOut >= booking.checkOut) return { ok: false, message: M.departNothingToRelease };
  return { ok: true, checkOut, nights: nightsBetween(booking.checkIn, checkOut) };
}

/**
 * The room total after leaving early: the nights stayed at the booking's nightly subtotal, never
 * more than the booked total (an extension at a lower staff price must not make leaving early
 * dearer). Per-night prices are not stored yet, so a dearer extension's released nights are
 * taken off at the table's price.
 */
export function shortenedTotal(
  booking: { subtotalKes: number; totalKes: number },
  nights: number,
): number {
  return Math.min(booking.subtotalKes * nights, booking.totalKes);
}

/** Whether a stay may be extended to newCheckOut (availability is checked under the locks). */
export function extensionRefusal(
  booking: StayFacts,
  newCheckOut: string,
  today: string,
): string | undefined {
  if (booking.status !== "confirmed" || booking.checkedOutAt !== null) return M.extendNotOpen;
  if (booking.checkOut < today) return M.extendNotOpen;
  if (newCheckOut <= booking.checkOut) return M.extendDate;
  return undefined;
}

/**
 * The room total after an extension: the booked total plus the extra nights at the booking's
 * nightly subtotal, or at the staff's overriding per-night amount.
 */
export function extendedTotal(
  booking: { checkOut: string; subtotalKes: number; totalKes: number },
  newCheckOut: string,
  overrideNightlyKes?: number,
): number {
  const extraNights = nightsBetween(booking.checkOut, newCheckOut);
  return booking.totalKes + extraNights * (overrideNightlyKes ?? booking.subtotalKes);
}
