// The front desk's pure rules about money and dates: staff price overrides, the pay-on-arrival
// cut-off, M-Pesa receipt shape, how much a payment or refund may be, and the date moves
// (no-show, early departure, extend the stay). Server code applies them under its locks.
import type { BookingStatus } from "./booking-status.ts";
import { deskSaid as M } from "./staff-said/desk.ts";
import type { StaffSaid } from "./staff-said/index.ts";
import {
  pricedRoomFromNights,
  stayTotals,
  taxSettingsOf,
  type PricedRoom,
  type PricedStay,
} from "./quote.ts";
import { addDays, nightsBetween } from "./stay.ts";
import { motelDate } from "./time.ts";

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

/**
 * The rule a staff price's nights carry, stored in both languages (decision 020): a Kiswahili
 * booking's email and confirmation say where the price came from in Kiswahili. The reason is
 * staff's own words, as typed.
 */
export const staffPriceRule = (reason: string) => ({
  rule: `Staff price: ${reason}`,
  ruleSw: `Bei maalum: ${reason}`,
});

/** The rule of nights added at the price booked, the rates no longer offering it. */
export const BOOKED_PRICE_RULE = { rule: "Booked price", ruleSw: "Bei ya awali" } as const;

export type OverriddenRoom = PricedRoom & {
  nightlyKes: number;
  message: null;
  /** The rules' price of the first night, kept for the audit trail. */
  tableKes: number;
  overrideReason: string | null;
};

export type OverriddenStay = Omit<PricedStay, "rooms"> & { rooms: OverriddenRoom[] };

/**
 * The stay as the rules priced it, with staff overrides applied room by room (the i-th override
 * for the i-th room: every night of that room at staff's price; undefined keeps the rules'
 * prices). Subtotal, taxes and total follow.
 */
export function applyOverrides(
  stay: PricedStay,
  overrides: readonly (PriceOverride | undefined)[] = [],
): OverriddenStay {
  const rooms = stay.rooms.map((room, i): OverriddenRoom => {
    const tableKes = room.nightlyKes ?? 0;
    const override = overrides[i];
    const priced = override
      ? pricedRoomFromNights(
          room,
          room.nights.map((night) => ({
            date: night.date,
            amountKes: override.nightlyKes,
            ...staffPriceRule(override.reason),
          })),
        )
      : room;
    return {
      ...priced,
      nightlyKes: override?.nightlyKes ?? tableKes,
      message: null,
      tableKes,
      overrideReason: override?.reason ?? null,
    } as OverriddenRoom;
  });
  return { ...stay, rooms, ...stayTotals(rooms, taxSettingsOf(stay.taxes), stay.promotion) };
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
export function paymentRefusal(amountKes: number, balanceKes: number): StaffSaid | undefined {
  if (balanceKes <= 0) return M.nothingDue();
  if (amountKes > balanceKes) return M.overBalance(balanceKes);
  return undefined;
}

/** Why a refund of `amountKes` cannot be given: never more than was paid and not yet given back. */
export function refundRefusal(
  amountKes: number,
  { paidKes, refundedKes }: { paidKes: number; refundedKes: number },
): StaffSaid | undefined {
  const refundable = paidKes - refundedKes;
  return amountKes > refundable ? M.refundTooLarge(Math.max(refundable, 0)) : undefined;
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

export function noShowRefusal(booking: StayFacts, now: Date): StaffSaid | undefined {
  if (booking.status !== "confirmed" || booking.checkedInAt !== null) return M.noShowNotConfirmed();
  if (motelDate(now) > booking.checkIn) return undefined;
  if (booking.arrivalCutoffAt !== null && now >= booking.arrivalCutoffAt) return undefined;
  const cutoff = booking.arrivalCutoffAt ?? motelInstant(addDays(booking.checkIn, 1));
  return M.noShowTooEarly(cutoff.toISOString());
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
): { ok: true; checkOut: string; nights: number } | { ok: false; message: StaffSaid } {
  if (!inHouse(booking)) return { ok: false, message: M.departNotInHouse() };
  const checkOut = today > booking.checkIn ? today : addDays(booking.checkIn, 1);
  if (checkOut >= booking.checkOut) return { ok: false, message: M.departNothingToRelease() };
  return { ok: true, checkOut, nights: nightsBetween(booking.checkIn, checkOut) };
}

/**
 * A promotion's discount when the room nights change (leaving early, an extension): the same
 * share of the room nights as booked, rounded half up, always less than the new room nights (a
 * stay is never free: rounding a share of KES 1 short of the booked nights could reach them all).
 */
export function scaledDiscount(
  booked: { subtotalKes: number; discountKes: number },
  subtotalKes: number,
): number {
  if (booked.discountKes <= 0 || booked.subtotalKes <= 0) return 0;
  const scaled = Math.floor(
    (2 * booked.discountKes * subtotalKes + booked.subtotalKes) / (2 * booked.subtotalKes),
  );
  return Math.max(0, Math.min(scaled, subtotalKes - 1));
}

/** Whether a stay may be extended to newCheckOut (availability is checked under the locks). */
export function extensionRefusal(
  booking: StayFacts,
  newCheckOut: string,
  today: string,
): StaffSaid | undefined {
  if (booking.status !== "confirmed" || booking.checkedOutAt !== null) return M.extendNotOpen();
  // A stay that has ended is closed, unless its guest is still in house (an overstay): the
  // extension then charges the nights they stayed on, and any they stay more.
  if (booking.checkOut < today && !inHouse(booking)) return M.extendNotOpen();
  if (newCheckOut <= booking.checkOut) return M.extendDate();
  return undefined;
}
