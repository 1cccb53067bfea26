import { useRouteLoaderData } from "react-router";
import type { ShellData } from "../../root.server.ts";
import { motelFacts } from "../../../content/confirmation.ts";

import type { BookingView } from "../../../domain/booking-view.ts";
import {
  confirmationRows,
  receiptOf,
  shareLink,
  stayCalendarOf,
  type ConfirmedStay,
} from "../../../domain/confirmation.ts";
import { calendarFileName } from "../../../domain/ical.ts";
import { useContent } from "../../content-context.tsx";

/** A booking view as the confirmation tells it. */
export function confirmedStayOf(view: BookingView): ConfirmedStay {
  return {
    reference: view.reference,
    guestName: view.guestName,
    checkIn: view.checkIn,
    checkOut: view.checkOut,
    checkInTime: view.checkInTime,
    nights: view.nights,
    rooms: view.rooms,
    paidKes: Math.max(view.totalKes - Math.max(view.balanceKes, 0), 0),
    receipt: view.payment ? receiptOf(view.payment.provider, view.payment.receipt) : null,
    confirmedAt: view.confirmedAt,
  };
}

/**
 * The confirmation worth keeping (step 4 and Find my booking): the guest's name, the reference in
 * large type, the stay in words, what was paid, where we are and how to call; then Save to
 * calendar (.ics), Share on WhatsApp and Print. The print stylesheet keeps it to one page.
 */
export function BookingConfirmation({ view }: { view: BookingView }) {
  const motel = useContent();
  const stay = confirmedStayOf(view);
  const facts = motelFacts(motel);
  const origin = useRouteLoaderData<ShellData>("root")?.origin ?? "";
  const calendar = stayCalendarOf(stay, facts, `${origin}/my-booking`);
  const [, ...rows] = confirmationRows(stay);
  return (
    <div className="confirmation">
      {stay.guestName && <p className="confirmation__guest">{stay.guestName}</p>}
      <p className="confirmation__reference">
        Booking reference
        <strong>{stay.reference}</strong>
      </p>
      <dl className="confirmation__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="confirmation__where">
        <h3>Where to find us</h3>
        <p>
          {motel.name}, {facts.address}.{" "}
          <a href={facts.mapUrl} target="_blank" rel="noopener noreferrer">
            Open the map
          </a>
        </p>
        <p>
          Call us on{" "}
          {motel.phones.map((phone, i) => (
            <span key={phone.e164}>
              {i > 0 && " or "}
              <a href={`tel:${phone.e164}`}>{phone.display}</a>
            </span>
          ))}
          .
        </p>
      </div>
      <p className="button-row confirmation__actions">
        <a
          className="button"
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`}
          download={calendarFileName(stay.reference)}
        >
          Save to calendar
        </a>
        <a
          className="button button--ghost"
          href={shareLink(stay, facts)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp
        </a>
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          Print
        </button>
      </p>
    </div>
  );
}
