// /admin/bookings/:id: one booking for the front desk: the guest (rendered as text only), the
// stay and rooms, every payment attempt, the staff audit trail, and the desk's actions.
import { TextsTable } from "../../features/admin/texts-table.tsx";
import { BookingTaxLines, NightLines } from "../../components/price-lines.tsx";
import { Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/booking";
import { bookingStatusLabel } from "../../../domain/booking-status.ts";
import { formatKes } from "../../../domain/money.ts";
import { BOARDING_LABELS, roomTypeOf } from "../../../domain/rooms.ts";
import { CANCEL_REASON_MAX } from "../../../domain/schemas/admin-bookings.ts";
import { DESK_ACTION_LABELS } from "../../../domain/front-desk.ts";
import { PAYBILL_MESSAGES, SELL_NOW_MESSAGES } from "../../../domain/messages.ts";
import { motelDateTime } from "../../../domain/time.ts";
import { LANG_NAMES } from "../../../i18n/locales.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { StayRooms } from "../../features/front-desk/stay-rooms.tsx";
import { FolioSection } from "../../features/admin/folio.tsx";
import { bookingAction, loadBookingPage } from "./booking.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBookingPage(request, context, params.id, new Date());
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return bookingAction(request, context, params.id, new Date());
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Booking ${loaderData.booking.reference}` : "Booking");
}

const PROVIDERS = { mpesa: "M-Pesa", card: "Card" } as const;
const ATTEMPT_STATUS = {
  pending: "Pending",
  succeeded: "Paid",
  failed: "Failed",
  reversed: "Reversed",
  rejected: "Needs checking",
} as const;
const ACTIONS: Record<string, string> = {
  "booking.check_in": "Checked in",
  "booking.check_out": "Checked out",
  "booking.move": "Moved to another room",
  "booking.cancel": "Cancelled",
  "booking.refund_settled": "Refund settled",
  "booking.attention_settled": "Attention handled",
  "booking.resend_confirmation": "Confirmation resent",
  "booking.requery_payment": "Asked the provider about a payment",
  ...DESK_ACTION_LABELS,
};

const when = (iso: string | null) => (iso ? motelDateTime(new Date(iso)) : "");

/** A definition list row, left out when there is nothing to show. */
function Field({ term, value }: { term: string; value: string | number }) {
  if (value === "") return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** One front-desk action: a POST of its intent (booking.server.ts reads it). */
function IntentButton({
  intent,
  label,
  ghost,
}: {
  intent: string;
  label: string;
  ghost?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button className={`button button--small${ghost ? " button--ghost" : ""}`} type="submit">
        {label}
      </button>
    </Form>
  );
}

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, stayRooms } = loaderData;
  // Just sold from "Sell a room now" (?sold=1): say where the guest went.
  const [params] = useSearchParams();
  const sold =
    params.get("sold") === "1" && stayRooms.inHouse
      ? SELL_NOW_MESSAGES.sold(stayRooms.rooms.map((room) => room.number).join(", "))
      : undefined;
  const { guest } = booking;
  const refundOpen = booking.refundDue && !booking.refundSettledAt;
  const attentionOpen = booking.attentionReason !== null && !booking.attentionSettledAt;
  const pending = booking.attempts.some((attempt) => attempt.status === "pending");
  return (
    <section className="admin-page" aria-labelledby="booking-title">
      <p>
        <Link to="/admin/bookings">All bookings</Link>
      </p>
      <h1 id="booking-title">Booking {booking.reference}</h1>
      <p
        role="status"
        className={actionData?.ok || (!actionData && sold) ? "admin-notice" : "admin-error"}
      >
        {actionData?.message ?? sold}
      </p>
      {attentionOpen && (
        <p className="admin-panel admin-refund-flag admin-attention-flag">
          <span className="admin-badge admin-badge--alert">Needs attention</span>{" "}
          <span className="admin-pre-line">{booking.attentionReason}</span>
        </p>
      )}
      {refundOpen && (
        <p className="admin-panel admin-refund-flag">
          <span className="admin-badge admin-badge--alert">Refund due</span> {booking.statusNote}
        </p>
      )}
      <div className="admin-booking-grid">
        <div className="admin-panel">
          {/* Not "Status" again: its first line is the status. */}
          <h2>Progress</h2>
          <dl className="admin-fields">
            <Field
              term="Status"
              value={bookingStatusLabel(booking.status, loaderData.folio?.totals.balanceKes)}
            />
            <Field term="Note" value={booking.statusNote ?? ""} />
            <Field term="Booked" value={when(booking.createdAt)} />
            <Field term="Confirmed" value={when(booking.confirmedAt)} />
            <Field term="Checked in" value={when(booking.checkedInAt) || "No"} />
            {booking.refundDue && (
              <Field
                term="Refund"
                value={booking.refundSettledAt ? `Settled ${when(booking.refundSettledAt)}` : "Due"}
              />
            )}
          </dl>
        </div>
        <div className="admin-panel">
          <h2>Guest</h2>
          <dl className="admin-fields">
            <Field term="Name" value={`${guest.firstName} ${guest.lastName}`.trim()} />
            <Field term="Email" value={guest.email} />
            <Field term="Phone" value={guest.phone} />
            <Field term="ID number" value={guest.idNumber} />
            <Field term="Check-in time" value={guest.checkInTime} />
            <Field term="Special requests" value={guest.specialRequests} />
            <Field term="Booked in" value={LANG_NAMES[guest.lang]} />
          </dl>
        </div>
        <div className="admin-panel">
          <h2>Stay</h2>
          <dl className="admin-fields">
            <Field term="Check-in" value={booking.checkIn} />
            <Field term="Check-out" value={booking.checkOut} />
            <Field term="Nights" value={booking.nights} />
            <Field term="Room nights" value={formatKes(booking.subtotalKes)} />
            <Field term="Total" value={formatKes(booking.totalKes)} />
          </dl>
          <BookingTaxLines booking={booking} />
        </div>
      </div>

      <h2>Rooms</h2>
      {/* Wide tables scroll sideways on a phone: focusable so a keyboard can scroll them too. */}
      <div
        className="admin-table-wrap"
        role="region"
        aria-label="Rooms of this booking"
        tabIndex={0}
      >
        <table className="admin-table">
          <caption className="visually-hidden">Rooms of this booking</caption>
          <thead>
            <tr>
              <th scope="col">Room type</th>
              <th scope="col" className="number">
                Adults
              </th>
              <th scope="col" className="number">
                Children
              </th>
              <th scope="col">Boarding</th>
              <th scope="col">Nights as booked</th>
            </tr>
          </thead>
          <tbody>
            {booking.rooms.map((room) => (
              <tr key={room.id}>
                <th scope="row">{roomTypeOf(room.type).name}</th>
                <td className="number">{room.adults}</td>
                <td className="number">{room.children}</td>
                <td>{BOARDING_LABELS[room.boarding]}</td>
                <td>
                  <NightLines lines={room.lines} label="Nights as booked" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <StayRooms view={stayRooms} answer={actionData} />
      {loaderData.folio && <FolioSection folio={loaderData.folio} actionData={actionData} />}

      <h2>Payment attempts</h2>
      {booking.attempts.length === 0 ? (
        <p>No payment was attempted.</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label="Payment attempts" tabIndex={0}>
          <table className="admin-table">
            <caption className="visually-hidden">Payment attempts, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col">Status</th>
                <th scope="col" className="number">
                  Amount
                </th>
                <th scope="col">Receipt</th>
                <th scope="col">Paid from</th>
                <th scope="col">Result</th>
                <th scope="col">References</th>
                <th scope="col">Times</th>
              </tr>
            </thead>
            <tbody>
              {booking.attempts.map((attempt) => (
                <tr key={attempt.id}>
                  <th scope="row">{PROVIDERS[attempt.provider]}</th>
                  <td>{ATTEMPT_STATUS[attempt.status]}</td>
                  <td className="number admin-nowrap">{formatKes(attempt.amountKes)}</td>
                  <td className="admin-receipt">
                    {attempt.receipt ||
                      (attempt.provider === "mpesa" && attempt.status === "succeeded" && (
                        <ReceiptPending attemptId={attempt.id} />
                      ))}
                  </td>
                  <td>{attempt.phone || attempt.paymentAccount}</td>
                  <td>
                    {attempt.resultCode && <>{attempt.resultCode}: </>}
                    {attempt.resultDesc}
                  </td>
                  <td className="admin-ids">
                    <span>Merchant: {attempt.merchantReference}</span>
                    {attempt.providerRequestId && <span>Request: {attempt.providerRequestId}</span>}
                    {attempt.checkoutRequestId && (
                      <span>Checkout: {attempt.checkoutRequestId}</span>
                    )}
                  </td>
                  <td className="admin-ids">
                    <span>Started {when(attempt.createdAt)}</span>
                    {attempt.completedAt && <span>Ended {when(attempt.completedAt)}</span>}
                    {attempt.lastQueriedAt && <span>Asked {when(attempt.lastQueriedAt)}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>Front desk</h2>
      <div className="admin-panel admin-actions">
        {booking.status === "confirmed" && guest.email && (
          <IntentButton intent="resend-confirmation" label="Resend confirmation" ghost />
        )}
        {pending && (
          <IntentButton intent="requery" label="Ask the provider about the pending payment" ghost />
        )}
        {attentionOpen && (
          <IntentButton intent="attention-settled" label="Mark attention handled" />
        )}
        {refundOpen && <IntentButton intent="refund-settled" label="Mark refund settled" />}
        {(booking.status === "pending" || booking.status === "confirmed") && (
          <Form method="post" className="admin-cancel">
            <input type="hidden" name="intent" value="cancel" />
            <p className="form-field">
              <label htmlFor="cancel-reason">Reason for cancelling</label>
              <textarea
                id="cancel-reason"
                name="reason"
                required
                maxLength={CANCEL_REASON_MAX}
                rows={2}
              />
            </p>
            <button className="button button--small button--danger" type="submit">
              Cancel booking
            </button>
          </Form>
        )}
      </div>

      <h2>Texts</h2>
      <TextsTable texts={loaderData.texts} caption="Texts about this booking, newest first" />

      <h2>Staff actions</h2>
      {booking.audit.length === 0 ? (
        <p>No staff action yet.</p>
      ) : (
        <ol className="admin-audit">
          {booking.audit.map((entry) => (
            <li key={entry.id}>
              {when(entry.at)}: {ACTIONS[entry.action] ?? entry.action} by {entry.staffName}
              {typeof entry.detail.reason === "string" && <> ({entry.detail.reason})</>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * A payment an STK query confirmed: the query carries no receipt (decision 018). Staff type the
 * one the guest or the M-PESA portal gives until a callback brings it.
 */
function ReceiptPending({ attemptId }: { attemptId: string }) {
  return (
    <>
      <span className="admin-badge">{PAYBILL_MESSAGES.receiptPending}</span>
      <Form method="post" className="admin-form-row">
        <input type="hidden" name="intent" value="save-receipt" />
        <input type="hidden" name="attemptId" value={attemptId} />
        <p className="form-field">
          <label htmlFor={`receipt-${attemptId}`}>M-Pesa receipt</label>
          <input
            id={`receipt-${attemptId}`}
            name="receipt"
            required
            maxLength={10}
            autoComplete="off"
          />
        </p>
        <button type="submit" className="button button--small">
          Save receipt
        </button>
      </Form>
    </>
  );
}
