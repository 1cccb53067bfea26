import { formatKes } from "../../../domain/money.ts";
import { roomsText } from "../../../domain/confirmation.ts";
import type { Boarding, RoomTypeKey } from "../../../domain/rooms.ts";
import { isCalendarDate, nightsBetween } from "../../../domain/stay.ts";
import { plural, shortDateText } from "./format.ts";

export type SummaryStay = {
  checkIn: string;
  checkOut: string;
  rooms: readonly { type: RoomTypeKey; adults: number; children: number; boarding: Boarding }[];
  /** The server's total (the quote, or the booking's), or null while there is none. */
  totalKes: number | null;
};

/**
 * The booking so far, in view at every step: a bar stuck to the bottom of a phone's screen that
 * opens the details, and a side panel on wide screens (CSS shows one of the two).
 */
export function BookingSummary({ stay }: { stay: SummaryStay }) {
  const datesValid =
    isCalendarDate(stay.checkIn) && isCalendarDate(stay.checkOut) && stay.checkOut > stay.checkIn;
  const nights = datesValid ? nightsBetween(stay.checkIn, stay.checkOut) : null;
  const dates = datesValid
    ? `${shortDateText(stay.checkIn)} to ${shortDateText(stay.checkOut)}`
    : "Dates not chosen yet";
  const total = stay.totalKes === null ? "—" : formatKes(stay.totalKes);
  const details = (
    <dl className="booking-summary__list">
      <div>
        <dt>Dates</dt>
        <dd>{dates}</dd>
      </div>
      <div>
        <dt>Nights</dt>
        <dd>{nights ?? "—"}</dd>
      </div>
      <div>
        <dt>Rooms</dt>
        <dd>{roomsText(stay.rooms)}</dd>
      </div>
      <div>
        <dt>Guests</dt>
        <dd>
          {plural(
            stay.rooms.reduce((sum, room) => sum + room.adults, 0),
            "adult",
            "adults",
          )}
          {stay.rooms.some((room) => room.children > 0) &&
            `, ${plural(
              stay.rooms.reduce((sum, room) => sum + room.children, 0),
              "child",
              "children",
            )}`}
        </dd>
      </div>
      <div className="booking-summary__total">
        <dt>Total</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
  return (
    <aside className="booking-summary" aria-label="Your booking">
      <details className="booking-summary__bar">
        <summary>
          <span className="booking-summary__line">
            {dates}
            {nights !== null && ` · ${plural(nights, "night", "nights")}`}
          </span>
          <strong className="booking-summary__amount">{total}</strong>
          <span className="booking-summary__open">Details</span>
        </summary>
        {details}
      </details>
      <div className="booking-summary__panel">
        <h2 className="booking-summary__title">Your booking</h2>
        {details}
      </div>
    </aside>
  );
}
