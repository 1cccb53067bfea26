import { useRouteLoaderData } from "react-router";
import type { ShellData } from "../../root.server.ts";
import { motelFacts } from "../../../content/confirmation.ts";

import type { BookingView } from "../../../domain/booking-view.ts";
import {
  confirmationRows,
  receiptOf,
  shareLink,
  stayCalendarOf,
  type ConfirmationWords,
  type ConfirmedStay,
} from "../../../domain/confirmation.ts";
import { calendarFileName } from "../../../domain/ical.ts";
import { calendarWordsIn, confirmationWordsIn } from "../../../i18n/booking-words.ts";
import { useContent } from "../../content-context.tsx";
import { useT, type Translate } from "../../i18n.tsx";

/** A booking view as the confirmation tells it. */
export function confirmedStayOf(view: BookingView, t?: Translate): ConfirmedStay {
  const receipt = view.payment ? receiptOf(view.payment.provider, view.payment.receipt) : null;
  return {
    reference: view.reference,
    guestName: view.guestName,
    checkIn: view.checkIn,
    checkOut: view.checkOut,
    checkInTime: view.checkInTime,
    nights: view.nights,
    rooms: view.rooms,
    paidKes: Math.max(view.totalKes - Math.max(view.balanceKes, 0), 0),
    receipt:
      receipt && t
        ? {
            ...receipt,
            label: t(
              view.payment?.provider === "mpesa" ? "booking.receiptMpesa" : "booking.receiptCard",
            ),
          }
        : receipt,
    confirmedAt: view.confirmedAt,
  };
}

/** The confirmation's words in the page's language (the "booking" catalog). */
export function confirmationWords(t: Translate): ConfirmationWords {
  return confirmationWordsIn(t, t.lang);
}

/**
 * The confirmation worth keeping (step 4 and Find my booking): the guest's name, the reference in
 * large type, the stay in words, what was paid, where we are and how to call; then Save to
 * calendar (.ics), Share on WhatsApp and Print. The print stylesheet keeps it to one page. In the
 * page's language, the calendar file too.
 */
export function BookingConfirmation({ view }: { view: BookingView }) {
  const motel = useContent();
  const t = useT();
  const words = confirmationWords(t);
  const stay = confirmedStayOf(view, t);
  const facts = motelFacts(motel);
  const origin = useRouteLoaderData<ShellData>("root")?.origin ?? "";
  const calendar = stayCalendarOf(
    stay,
    facts,
    `${origin}${t.path("/my-booking")}`,
    words,
    calendarWordsIn(t),
  );
  const [, ...rows] = confirmationRows(stay, words);
  return (
    <div className="confirmation">
      {stay.guestName && <p className="confirmation__guest">{stay.guestName}</p>}
      <p className="confirmation__reference">
        {t("booking.referenceLabel")}
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
        <h3>{t("booking.whereTitle")}</h3>
        <p>
          {motel.name}, {facts.address}.{" "}
          <a href={facts.mapUrl} target="_blank" rel="noopener noreferrer">
            {t("booking.openMap")}
          </a>
        </p>
        <p>{t.rich("booking.callUsOn", { phones: () => <PhoneLinks /> })}</p>
      </div>
      <p className="button-row confirmation__actions">
        <a
          className="button"
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`}
          download={calendarFileName(stay.reference)}
        >
          {t("booking.saveToCalendar")}
        </a>
        <a
          className="button button--ghost"
          href={shareLink(stay, facts, words)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("booking.shareOnWhatsapp")}
        </a>
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          {t("booking.print")}
        </button>
      </p>
    </div>
  );
}

/** The motel's phones as call links: "0722 … or 0733 …". */
export function PhoneLinks() {
  const motel = useContent();
  const t = useT();
  return (
    <>
      {motel.phones.map((phone, i) => (
        <span key={phone.e164}>
          {i > 0 && ` ${t("booking.or")} `}
          <a href={`tel:${phone.e164}`}>{phone.display}</a>
        </span>
      ))}
    </>
  );
}
