// Front-desk rules for a booking (/admin/bookings), pure so the page and the server agree.
import type { BookingStatus } from "./booking-status.ts";
import { bookingSaid } from "./staff-said/bookings.ts";
import type { StaffSaid } from "./staff-said/index.ts";

/** Why a booking cannot be checked in on motel-local `today`, or undefined when it can. */
export function checkInRefusal(
  booking: { status: BookingStatus; checkIn: string; checkOut: string; checkedInAt: unknown },
  today: string,
): StaffSaid | undefined {
  if (booking.status !== "confirmed") return bookingSaid.checkInUnpaid();
  if (booking.checkedInAt) return bookingSaid.alreadyCheckedIn();
  // YYYY-MM-DD strings compare like dates.
  if (today < booking.checkIn) return bookingSaid.checkInTooEarly(booking.checkIn);
  if (today >= booking.checkOut) return bookingSaid.checkInTooLate(booking.checkOut);
  return undefined;
}

/** A nightly occupancy cell's shade: 0 (empty) to 4 (sold out). */
export function occupancyLevel(taken: number, inventory: number): 0 | 1 | 2 | 3 | 4 {
  if (taken <= 0 || inventory <= 0) return taken > 0 ? 4 : 0;
  if (taken >= inventory) return 4;
  return Math.min(3, Math.max(1, Math.ceil((taken / inventory) * 3))) as 1 | 2 | 3;
}
