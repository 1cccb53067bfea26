import { formatKes } from "../../../domain/money.ts";
import { roomsText } from "../../../domain/confirmation.ts";
import type { Boarding, RoomTypeKey } from "../../../domain/rooms.ts";
import { isCalendarDate, nightsBetween } from "../../../domain/stay.ts";
import { useT } from "../../i18n.tsx";
import { shortDate } from "../../room-words.ts";
import { confirmationWords } from "../confirmation/booking-confirmation.tsx";

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
  const t = useT();
  const datesValid =
    isCalendarDate(stay.checkIn) && isCalendarDate(stay.checkOut) && stay.checkOut > stay.checkIn;
  const nights = datesValid ? nightsBetween(stay.checkIn, stay.checkOut) : null;
  const dates = datesValid
    ? t("wizard.datesRange", {
        from: shortDate(t, stay.checkIn),
        to: shortDate(t, stay.checkOut),
      })
    : t("wizard.noDates");
  const adults = stay.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = stay.rooms.reduce((sum, room) => sum + room.children, 0);
  const total = stay.totalKes === null ? "—" : formatKes(stay.totalKes);
  const details = (
    <dl className="booking-summary__list">
      <div>
        <dt>{t("wizard.dates")}</dt>
        <dd>{dates}</dd>
      </div>
      <div>
        <dt>{t("wizard.nights")}</dt>
        <dd>{nights ?? "—"}</dd>
      </div>
      <div>
        <dt>{t("wizard.rooms")}</dt>
        <dd>{roomsText(stay.rooms, confirmationWords(t))}</dd>
      </div>
      <div>
        <dt>{t("wizard.guestsLabel")}</dt>
        <dd>{t("wizard.guests", { adults, children })}</dd>
      </div>
      <div className="booking-summary__total">
        <dt>{t("wizard.total")}</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
  return (
    <aside className="booking-summary" aria-label={t("wizard.yourBooking")}>
      <details className="booking-summary__bar">
        <summary>
          <span className="booking-summary__line">
            {dates}
            {nights !== null && ` · ${t("wizard.nightsCount", { nights })}`}
          </span>
          <strong className="booking-summary__amount">{total}</strong>
          <span className="booking-summary__open">{t("wizard.details")}</span>
        </summary>
        {details}
      </details>
      <div className="booking-summary__panel">
        <h2 className="booking-summary__title">{t("wizard.yourBooking")}</h2>
        {details}
      </div>
    </aside>
  );
}
