import { Link } from "react-router";
import type { BookingView } from "../../../domain/booking-view.ts";
import { PAYMENT_MESSAGES } from "../../../domain/messages.ts";
import { formatKes } from "../../../domain/money.ts";
import { ContactDetails } from "../../components/contact-details.tsx";
import { CallUs } from "./call-us.tsx";
import { plural, stayDateText } from "./format.ts";

/** A booking is paid for when the server says so, whatever a URL or a provider page said. */
export function isPaid(view: BookingView | null): boolean {
  return view?.status === "confirmed" && view.payment?.status === "succeeded";
}

type Props = {
  view: BookingView | null;
  /** The card provider's result text from the return URL: always shown (spec section 4). */
  description: string | null;
  onTryAgain: () => void;
};

/** Step 4, Enjoy your trip: the thank-you, the reference and what happens next. */
export function BookingDone({ view, description, onTryAgain }: Props) {
  const paid = isPaid(view) ? view : null;
  return (
    <div className="wizard-done">
      {description !== null && <p className="wizard-done__description">{description}</p>}
      {paid ? (
        <>
          <p className="form-alert form-alert--success">{PAYMENT_MESSAGES.paid}</p>
          <p className="wizard-done__reference">
            Your booking reference
            <strong>{paid.reference}</strong>
          </p>
          <h3>What happens next</h3>
          <ul className="wizard-done__next">
            {paid.email && (
              <li>
                We have sent a confirmation email to <strong>{paid.email}</strong>. If it is not in
                your inbox in a few minutes, please look in your spam folder.
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
              for {plural(paid.nights, "night", "nights")} (
              {plural(paid.rooms.length, "room", "rooms")}, {formatKes(paid.totalKes)} paid). Bring
              the ID you booked with.
            </li>
            <li>
              To see your booking again, open <Link to="/my-booking">Find my booking</Link> with
              your reference and email.
            </li>
          </ul>
          <h3>Questions or changes?</h3>
          <ContactDetails className="contact-details" />
        </>
      ) : (
        <>
          {view?.refundDue ? (
            // Paid, but too late for the rooms: nothing to try again, staff will call.
            <p className="form-alert form-alert--error">{PAYMENT_MESSAGES.lateRefund}</p>
          ) : (
            description === null && <p>{PAYMENT_MESSAGES.notPaid}</p>
          )}
          <CallUs />
          {!view?.refundDue && (
            <p>
              <button type="button" className="button" onClick={onTryAgain}>
                {PAYMENT_MESSAGES.tryAgain}
              </button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
