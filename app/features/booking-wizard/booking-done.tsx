import { Link } from "react-router";
import type { BookingView } from "../../../domain/booking-view.ts";
import { PAYMENT_MESSAGES } from "../../../domain/messages.ts";
import { formatKes } from "../../../domain/money.ts";
import { BookingConfirmation } from "../confirmation/booking-confirmation.tsx";
import { plural, stayDateText } from "./format.ts";

/** A booking is paid for when the server says so, whatever a URL or a provider page said. */
export function isPaid(view: BookingView | null): boolean {
  return view?.status === "confirmed" && view.payment?.status === "succeeded";
}

/**
 * Step 4, Enjoy your trip, for a booking the server says is paid (PRODUCT.md decision 12: a
 * payment not completed stays at Make Payment): the thank-you, the reference and what happens
 * next. A card payment also shows the provider's success words (spec: the card return's
 * description), as the server knows them.
 */
export function BookingDone({ view: paid }: { view: BookingView }) {
  return (
    <div className="wizard-done">
      {paid.payment?.provider === "card" && (
        <p className="wizard-done__description">{PAYMENT_MESSAGES.cardSuccessDescription}</p>
      )}
      <p className="form-alert form-alert--success">{PAYMENT_MESSAGES.paid}</p>
      <BookingConfirmation view={paid} />
      <h3>What happens next</h3>
      <ul className="wizard-done__next">
        {paid.email && (
          <li>
            We have sent a confirmation email to <strong>{paid.email}</strong>. If it is not in your
            inbox in a few minutes, please look in your spam folder.
          </li>
        )}
        <li>
          We expect you on <strong>{stayDateText(paid.checkIn)}</strong>
          {paid.checkInTime && (
            <>
              {" "}
              at <strong>{paid.checkInTime}</strong>
            </>
          )}{" "}
          for {plural(paid.nights, "night", "nights")} ({plural(paid.rooms.length, "room", "rooms")}
          , {formatKes(paid.totalKes)} paid). Bring the ID you booked with.
        </li>
        <li>
          To see your booking again, open <Link to="/my-booking">Find my booking</Link> with your
          reference and email.
        </li>
      </ul>
    </div>
  );
}
