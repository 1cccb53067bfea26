// The stay dates' rules in the order the guest reads their messages, for the cost estimator to
// run on each keystroke without loading a schema library into the room page (issue 20). The quote
// schema calls misplacedDates itself and checks each date's form field by field with the same
// messages; a unit test holds the two to the same first message on the same field.
import { said, type Said } from "./said.ts";
import { addDays, isCalendarDate } from "./stay.ts";

export type StayWindow = {
  /** The motel-local date today (YYYY-MM-DD): the earliest check-in. */
  today: string;
  /** How many days ahead of today a stay may end (server/config.ts bookingHorizonDays). */
  horizonDays: number;
};

export type StayDatesProblem = { field: "checkIn" | "checkOut"; message: Said };

/** A missing or impossible date: each field's own message. */
export function missingDate(checkIn: unknown, checkOut: unknown): StayDatesProblem | null {
  if (typeof checkIn !== "string" || !isCalendarDate(checkIn))
    return { field: "checkIn", message: said.selectCheckIn() };
  if (typeof checkOut !== "string" || !isCalendarDate(checkOut))
    return { field: "checkOut", message: said.selectCheckOut() };
  return null;
}

/** Two real dates out of order, in the past or beyond the booking horizon. */
export function misplacedDates(
  checkIn: string,
  checkOut: string,
  { today, horizonDays }: StayWindow,
): StayDatesProblem | null {
  // YYYY-MM-DD strings compare like the dates they name.
  if (checkOut <= checkIn) return { field: "checkOut", message: said.checkOutAfterCheckIn() };
  if (checkIn < today) return { field: "checkIn", message: said.checkInInPast() };
  const lastDate = addDays(today, horizonDays);
  if (checkOut > lastDate) return { field: "checkOut", message: said.beyondHorizon(lastDate) };
  return null;
}

/** The first problem with a stay's dates, or null when they can be quoted. */
export function stayDatesProblem(
  checkIn: unknown,
  checkOut: unknown,
  window: StayWindow,
): StayDatesProblem | null {
  return (
    missingDate(checkIn, checkOut) ?? misplacedDates(checkIn as string, checkOut as string, window)
  );
}
