// The front desk's day (issue 14, /admin/front-desk): which bookings arrive, stay, leave, stay on
// past their check-out (overstays, issue 31) or may be no-shows on a motel-local date. Pure: the
// server reads the bookings around the date, this sorts them, so the day view and the dashboard
// count the same way.
//
// Only confirmed bookings are guests: a pending hold is a guest still paying on the website, and
// cancelled, expired, failed and no-show bookings are not coming. A night is the night of a date
// (check-in date up to, not including, the check-out date), as in availability.
import type { BookingStatus } from "./booking-status.ts";
import type { BookingSource } from "./front-desk.ts";
import { displayMsisdn, nineDigits } from "./phone.ts";
import type { RoomTypeKey } from "./rooms.ts";
import { addDays } from "./stay.ts";
import { motelDate } from "./time.ts";

/** What the day's sorting reads of a booking. Dates are motel-local YYYY-MM-DD. */
export type DayBookingFacts = {
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  /** Pay on arrival: after this time on the arrival day, a guest not checked in may be a no-show. */
  arrivalCutoffAt: Date | null;
};

export type DayPlaces = {
  /** Arrives on the date (checked in already or not). */
  arrival: boolean;
  /** In the house on the night of the date, having arrived before it or checked in. */
  inHouse: boolean;
  /** Leaves on the date (gone already or not). */
  departure: boolean;
  /** Holds rooms tonight, past its arrival cut-off, never checked in: staff decide. */
  noShowCandidate: boolean;
  /**
   * Still in the house after the day they were due out (on a date up to today): their rooms are
   * held until they are checked out (domain/room-board.ts heldUntil). Staff check them out or
   * extend the stay.
   */
  overstay: boolean;
};

const NONE: DayPlaces = {
  arrival: false,
  inHouse: false,
  departure: false,
  noShowCandidate: false,
  overstay: false,
};

/** Checked out on or before the date (motel-local): not in the house that night. */
function goneBy(booking: DayBookingFacts, date: string): boolean {
  return booking.checkedOutAt !== null && motelDate(booking.checkedOutAt) <= date;
}

/**
 * Where a booking stands on `date`, seen at `now` (whose motel-local date is "today"). A guest who
 * has checked in is here until checked out. A booking not yet due (arriving today or later) is
 * expected; one whose arrival day has passed without a check-in is not in the house and leaves
 * nobody to see off: it is a no-show candidate while it still holds rooms.
 */
export function placesOnDay(booking: DayBookingFacts, date: string, now: Date): DayPlaces {
  if (booking.status !== "confirmed") return NONE;
  const today = motelDate(now);
  const { checkIn, checkOut, checkedInAt, arrivalCutoffAt } = booking;
  const checkedInBy = checkedInAt !== null && motelDate(checkedInAt) <= date;
  // Here or coming: checked in, or the arrival day has not gone by yet.
  const expected = checkedInAt !== null || checkIn >= today;
  const nightOfDate = checkIn <= date && date < checkOut;
  return {
    arrival: checkIn === date,
    inHouse:
      nightOfDate &&
      !goneBy(booking, date) &&
      (checkedInBy || (checkedInAt === null && checkIn < date && checkIn >= today)),
    // Early departures (checked out before the last night) and overstays leave on the day they
    // went.
    departure:
      checkOut === date
        ? expected && !goneBy(booking, addDays(date, -1))
        : booking.checkedOutAt !== null && motelDate(booking.checkedOutAt) === date,
    noShowCandidate:
      nightOfDate &&
      checkedInAt === null &&
      arrivalCutoffAt !== null &&
      arrivalCutoffAt.getTime() <= now.getTime(),
    // Not on a day to come: who will still be here then is not known.
    overstay: checkedInBy && !goneBy(booking, date) && checkOut < date && date <= today,
  };
}

export type FrontDeskDayLists<T> = {
  arrivals: T[];
  inHouse: T[];
  departures: T[];
  noShowCandidates: T[];
  overstays: T[];
};

/** The day's lists, each in the order given (a booking may be in more than one). */
export function sortDay<T extends DayBookingFacts>(
  bookings: readonly T[],
  date: string,
  now: Date,
): FrontDeskDayLists<T> {
  const lists: FrontDeskDayLists<T> = {
    arrivals: [],
    inHouse: [],
    departures: [],
    noShowCandidates: [],
    overstays: [],
  };
  for (const booking of bookings) {
    const places = placesOnDay(booking, date, now);
    if (places.arrival) lists.arrivals.push(booking);
    if (places.inHouse) lists.inHouse.push(booking);
    if (places.departure) lists.departures.push(booking);
    if (places.noShowCandidate) lists.noShowCandidates.push(booking);
    if (places.overstay) lists.overstays.push(booking);
  }
  return lists;
}

/** A booking's state on the date, as the day view labels it. */
export type StayState = "expected" | "checked_in" | "overstay" | "checked_out";

export function stayState(
  booking: Pick<DayBookingFacts, "checkOut" | "checkedInAt" | "checkedOutAt">,
  date: string,
): StayState {
  if (booking.checkedOutAt) return "checked_out";
  if (!booking.checkedInAt) return "expected";
  return booking.checkOut < date ? "overstay" : "checked_in";
}

/**
 * A guest's phone as a link to call it: Kenyan numbers however typed ("0712 345678") become
 * +254 7XX XXXXXX; anything else is shown as given and dialled by its digits.
 */
export function phoneLink(phone: string): { href: string; text: string } {
  const nine = nineDigits(phone);
  if (nine) return { href: `tel:+254${nine}`, text: displayMsisdn(nine) };
  return { href: `tel:${phone.replace(/[^\d+]/g, "")}`, text: phone };
}

/**
 * Nothing held yet on a bill that has something to pay: the desk says "Not yet paid". Held is
 * what came in less what went out (a payment the provider reversed holds nothing).
 */
export function notYetPaid(totals: {
  paidKes: number;
  refundedKes: number;
  chargedKes: number;
}): boolean {
  return totals.paidKes - totals.refundedKes <= 0 && totals.chargedKes > 0;
}

/** One booking as the day view shows it (dates motel-local, instants as ISO strings). */
export type DayBooking = {
  id: string;
  reference: string | null;
  guestName: string;
  /** As the guest or staff typed it, or null. */
  phone: string | null;
  source: BookingSource;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** Each room's type and, once assigned, its number. */
  rooms: { type: RoomTypeKey; number: string | null }[];
  state: StayState;
  arrivalCutoffAt: string | null;
  balanceKes: number;
  paidKes: number;
  chargedKes: number;
  notYetPaid: boolean;
};

export type RoomsFreeTonight = { type: RoomTypeKey; free: number; rooms: number };

export type FrontDeskDay = FrontDeskDayLists<DayBooking> & {
  date: string;
  roomsFree: RoomsFreeTonight[];
  /** Free of all active rooms on the night of the date. */
  freeTotal: number;
  roomsTotal: number;
};
