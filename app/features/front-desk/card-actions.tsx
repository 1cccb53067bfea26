// What the desk does from a booking's card on the day view, without opening the booking: check an
// arrival in (a room proposed for each of its rooms, so usually one tap), take a payment against
// what is still to pay, and check out or extend a guest past check-out. Plain POSTs: check-in and
// payments to the day view's own action (it answers on the card, the same moves as the booking
// page's), the overstay's to the booking page's actions (they answer there, with the bill in view).
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { DayBooking } from "../../../domain/front-desk-day.ts";
import type { DayCheckIn } from "../../../domain/room-board.ts";
import { addDays } from "../../../domain/stay.ts";
import { wordTold } from "../../../i18n/said.ts";
import { useT } from "../../i18n.tsx";
import type { FrontDeskActionResult } from "../../routes/admin/front-desk.server.ts";
import { MoneyForm } from "../admin/folio/folio-forms.tsx";
import { CheckInForm } from "./check-in-form.tsx";

type CardProps = {
  booking: DayBooking;
  /** The list the card is in (a guest checked in today is an arrival and in house). */
  list: string;
  /** The day view's own address (with its date), where the card's forms post. */
  action: string;
  /** The last answer of the day view's action, when it was this card's. */
  answer: FrontDeskActionResult | undefined;
};

/** An arrival: check in (today, not yet in) and take a payment. */
export function ArrivalActions({ checkIn, ...card }: CardProps & { checkIn?: DayCheckIn }) {
  const { booking, action, answer } = card;
  const refused = answer && !answer.ok && answer.intent === "check-in" ? answer : undefined;
  return (
    <div className="front-desk__actions">
      {checkIn && (
        <CheckInForm
          // Proposals change as other cards check in: the selects start again from the new ones.
          key={`${answer?.ok ? "checked-in" : "check-in"} ${checkIn.rooms.map((room) => room.suggested).join()}`}
          rooms={checkIn.rooms}
          needsIdNumber={checkIn.needsIdNumber}
          errors={refused?.errors ?? {}}
          typed={refused?.fields ?? {}}
          action={action}
          hidden={{ bookingId: booking.id, card: card.list }}
          idPrefix={`check-in-${card.list}-${booking.id}`}
        />
      )}
      <TakePayment {...card} />
      <CardNotice answer={answer} />
    </div>
  );
}

/** Money still to pay on the card's booking: one form, opened from its summary. */
export function TakePayment({ booking, list, action, answer }: CardProps) {
  const t = useT();
  if (booking.balanceKes <= 0) return null;
  const refused = answer && !answer.ok && answer.intent === "folio-payment" ? answer : undefined;
  const errors = Object.fromEntries(
    Object.entries(refused?.errors ?? {}).map(([field, told]) => [field, wordTold(t, told)]),
  );
  return (
    <details
      className="front-desk__pay"
      key={`pay-${booking.balanceKes}`}
      open={refused !== undefined || undefined}
    >
      <summary>{t("staffDesk.folioTakePayment")}</summary>
      <MoneyForm
        intent="folio-payment"
        title={t("staffDesk.folioTakePayment")}
        button={t("staffDesk.folioRecordPayment")}
        errors={errors}
        amount={booking.balanceKes}
        action={action}
        hidden={{ bookingId: booking.id, card: list }}
        idPrefix={`pay-${list}-${booking.id}-`}
        headed={false}
      />
    </details>
  );
}

/** A card whose only work is money still to pay (in house, departures): the form and its answer. */
export function PaymentActions(card: CardProps) {
  if (card.booking.balanceKes <= 0 && !card.answer) return null;
  return (
    <div className="front-desk__actions">
      <TakePayment {...card} />
      <CardNotice answer={card.answer} />
    </div>
  );
}

/**
 * A card's answer, brought into view and focused: the desk tapped far down a long list. A refusal
 * is an alert (the desk acts on it at once).
 */
export function CardNotice({ answer }: { answer: FrontDeskActionResult | undefined }) {
  const t = useT();
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) notice.current?.focus();
  }, [answer]);
  if (!answer) return null;
  return (
    <p
      ref={notice}
      tabIndex={-1}
      role={answer.ok ? "status" : "alert"}
      className={answer.ok ? "admin-notice" : "admin-error"}
    >
      {wordTold(t, answer.message)}
    </p>
  );
}

/**
 * A guest still in house past check-out: check out, or extend the stay to a new check-out
 * (tomorrow unless changed). Plain POSTs to the booking page's own actions (intents check-out and
 * extend), which answer there with the bill in view.
 */
export function OverstayActions({ today, ...card }: CardProps & { today: string }) {
  const t = useT();
  const { booking } = card;
  const bookingPage = `/admin/bookings/${booking.id}`;
  const dateId = `extend-${booking.id}`;
  return (
    <div className="front-desk__actions">
      <Form method="post" action={bookingPage}>
        <input type="hidden" name="intent" value="check-out" />
        <button className="button button--small" type="submit">
          {t("staffDesk.stayRoomsCheckOut")}
        </button>
      </Form>
      <Form method="post" action={bookingPage} className="front-desk__extend">
        <input type="hidden" name="intent" value="extend" />
        <label htmlFor={dateId}>{t("staffDesk.folioNewCheckOut")}</label>
        <input
          id={dateId}
          name="checkOut"
          type="date"
          required
          min={addDays(booking.checkOut, 1)}
          defaultValue={addDays(today, 1)}
        />
        <button className="button button--small button--ghost" type="submit">
          {t("staffDesk.folioExtendButton")}
        </button>
      </Form>
      <TakePayment {...card} />
      <CardNotice answer={card.answer} />
    </div>
  );
}
