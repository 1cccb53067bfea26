// /admin/bookings/:id: one booking for the front desk: the guest (rendered as text only), the
// stay and rooms, every payment attempt, the staff audit trail, and the desk's actions.
import { TextsTable } from "../../features/admin/texts-table.tsx";
import { BookingTaxLines, NightLines } from "../../components/price-lines.tsx";
import { Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/booking";
import { actorName } from "../../features/admin/actor.ts";
import { bookingStatusText } from "../../features/admin/booking-status.ts";
import { deskSaid } from "../../../domain/staff-said/desk.ts";
import { formatKes } from "../../../domain/money.ts";
import { CANCEL_REASON_MAX } from "../../../domain/schemas/admin-bookings.ts";
import { motelDateTime } from "../../../domain/time.ts";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import { LANG_NAMES } from "../../../i18n/locales.ts";
import { wordNotes } from "../../../i18n/said.ts";
import { adminMeta } from "../../features/admin/staff-route.ts";
import { translateMatches, useT } from "../../i18n.tsx";
import { StayRooms } from "../../features/front-desk/stay-rooms.tsx";
import { FolioSection } from "../../features/admin/folio/folio.tsx";
import { bookingAction, loadBookingPage } from "./booking.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";
import { AdminTable } from "../../features/admin/admin-table.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBookingPage(request, context, params.id, new Date());
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return bookingAction(request, context, params.id, new Date());
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = translateMatches(matches, location);
  return loaderData
    ? adminMeta(t, "staffDesk.bookingTitle", { reference: loaderData.booking.reference })
    : adminMeta(t, "staffDesk.bookingTitleBare");
}

const PROVIDERS = {
  mpesa: "staffDesk.providerMpesa",
  card: "staffDesk.providerCard",
} as const satisfies Record<string, MessageKey>;
const ATTEMPT_STATUS = {
  pending: "staffDesk.attemptPending",
  succeeded: "staffDesk.paid",
  failed: "staffDesk.attemptFailed",
  reversed: "staffDesk.attemptReversed",
  rejected: "staffDesk.attemptRejected",
} as const satisfies Record<string, MessageKey>;
/** The audit's actions this page names (the desk's own are named in domain/front-desk.ts). */
const ACTIONS: Record<string, MessageKey> = {
  "booking.check_in": "staffDesk.checkedIn",
  "booking.check_out": "staffDesk.auditCheckOut",
  "booking.move": "staffDesk.auditMove",
  "booking.cancel": "staffDesk.auditCancel",
  "booking.refund_settled": "staffDesk.auditRefundSettled",
  "booking.attention_settled": "staffDesk.auditAttentionSettled",
  "booking.resend_confirmation": "staffDesk.auditResendConfirmation",
  "booking.requery_payment": "staffDesk.auditRequeryPayment",
  "booking.desk_create": "staffDesk.auditDeskCreate",
  "booking.desk_payment": "staffDesk.auditDeskPayment",
  "folio.charge": "staffDesk.auditFolioCharge",
  "folio.void_charge": "staffDesk.auditFolioVoidCharge",
  "folio.refund": "staffDesk.auditFolioRefund",
  "booking.no_show": "staffDesk.auditNoShow",
  "booking.early_departure": "staffDesk.auditEarlyDeparture",
  "booking.extend": "staffDesk.auditExtend",
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
  const t = useT();
  const actionName = (action: string) => {
    const key = ACTIONS[action];
    return key ? t(key) : action;
  };
  const { booking, stayRooms } = loaderData;
  // Just sold from "Sell a room now" (?sold=1): say where the guest went.
  const [params] = useSearchParams();
  const sold =
    params.get("sold") === "1" && stayRooms.inHouse
      ? deskSaid.sellSold(stayRooms.rooms.map((room) => room.number).join(", "))
      : undefined;
  const { guest } = booking;
  const refundOpen = booking.refundDue && !booking.refundSettledAt;
  const attentionOpen = booking.attentionNotes !== null && !booking.attentionSettledAt;
  const statusNote = wordNotes(t, booking.statusNotes);
  const pending = booking.attempts.some((attempt) => attempt.status === "pending");
  return (
    <section className="admin-page" aria-labelledby="booking-title">
      <p>
        <Link to="/admin/bookings">{t("staffDesk.allBookings")}</Link>
      </p>
      <h1 id="booking-title">{t("staffDesk.bookingTitle", { reference: booking.reference })}</h1>
      <ActionNotice answer={actionData ?? (sold ? { ok: true, message: sold } : null)} />
      {attentionOpen && (
        <p className="admin-panel admin-refund-flag admin-attention-flag">
          <span className="admin-badge admin-badge--alert">
            {t("staffDesk.bookingNeedsAttention")}
          </span>{" "}
          <span className="admin-pre-line">{wordNotes(t, booking.attentionNotes ?? [])}</span>
        </p>
      )}
      {refundOpen && (
        <p className="admin-panel admin-refund-flag">
          <span className="admin-badge admin-badge--alert">{t("staffDesk.refundDue")}</span>{" "}
          <span className="admin-pre-line">{statusNote}</span>
        </p>
      )}
      <div className="admin-booking-grid">
        <div className="admin-panel">
          {/* Not "Status" again: its first line is the status. */}
          <h2>{t("staffDesk.bookingProgress")}</h2>
          <dl className="admin-fields">
            <Field
              term={t("staffDesk.status")}
              value={bookingStatusText(t, booking.status, loaderData.folio?.totals.balanceKes)}
            />
            <Field term={t("staffDesk.note")} value={statusNote} />
            <Field term={t("staffDesk.bookingBooked")} value={when(booking.createdAt)} />
            <Field term={t("staffDesk.bookingConfirmed")} value={when(booking.confirmedAt)} />
            <Field
              term={t("staffDesk.checkedIn")}
              value={when(booking.checkedInAt) || t("staffDesk.no")}
            />
            {booking.refundDue && (
              <Field
                term={t("staffDesk.refund")}
                value={
                  booking.refundSettledAt
                    ? t("staffDesk.bookingRefundSettled", { when: when(booking.refundSettledAt) })
                    : t("staffDesk.bookingRefundDue")
                }
              />
            )}
          </dl>
        </div>
        <div className="admin-panel">
          <h2>{t("staffDesk.guest")}</h2>
          <dl className="admin-fields">
            <Field
              term={t("staffDesk.name")}
              value={`${guest.firstName} ${guest.lastName}`.trim()}
            />
            <Field term={t("staffDesk.email")} value={guest.email} />
            <Field term={t("staffDesk.phone")} value={guest.phone} />
            <Field term={t("staffDesk.idNumber")} value={guest.idNumber} />
            <Field term={t("staffDesk.bookingCheckInTime")} value={guest.checkInTime} />
            <Field term={t("staffDesk.bookingSpecialRequests")} value={guest.specialRequests} />
            <Field term={t("staffDesk.bookingBookedIn")} value={LANG_NAMES[guest.lang]} />
          </dl>
        </div>
        <div className="admin-panel">
          <h2>{t("staffDesk.stay")}</h2>
          <dl className="admin-fields">
            <Field term={t("staffDesk.checkIn")} value={booking.checkIn} />
            <Field term={t("staffDesk.checkOut")} value={booking.checkOut} />
            <Field term={t("staffDesk.nights")} value={booking.nights} />
            <Field term={t("staffDesk.roomNights")} value={formatKes(booking.subtotalKes)} />
            <Field term={t("staffDesk.total")} value={formatKes(booking.totalKes)} />
          </dl>
          <BookingTaxLines booking={booking} />
        </div>
      </div>

      <h2>{t("staffDesk.rooms")}</h2>
      {/* Wide tables scroll sideways on a phone: focusable so a keyboard can scroll them too. */}
      <AdminTable
        label={t("staffDesk.bookingRooms")}
        columns={[
          { label: t("staffDesk.roomType") },
          { label: t("staffDesk.adults"), numeric: true },
          { label: t("staffDesk.children"), numeric: true },
          { label: t("staffDesk.boarding") },
          { label: t("staffDesk.bookingNightsAsBooked") },
        ]}
      >
        {booking.rooms.map((room) => (
          <tr key={room.id}>
            <th scope="row">{t(`common.type_${room.type}`)}</th>
            <td className="number">{room.adults}</td>
            <td className="number">{room.children}</td>
            <td>{t(`staff.boarding_${room.boarding}`)}</td>
            <td>
              <NightLines lines={room.lines} label={t("staffDesk.bookingNightsAsBooked")} />
            </td>
          </tr>
        ))}
      </AdminTable>

      <StayRooms view={stayRooms} answer={actionData} />
      {loaderData.folio && <FolioSection folio={loaderData.folio} actionData={actionData} />}

      <h2>{t("staffDesk.bookingAttempts")}</h2>
      {booking.attempts.length === 0 ? (
        <p>{t("staffDesk.bookingNoAttempts")}</p>
      ) : (
        <AdminTable
          label={t("staffDesk.bookingAttempts")}
          hiddenCaption={t("staffDesk.bookingAttemptsCaption")}
          columns={[
            { label: t("staffDesk.method") },
            { label: t("staffDesk.status") },
            { label: t("staffDesk.amount"), numeric: true },
            { label: t("staffDesk.receipt") },
            { label: t("staffDesk.bookingPaidFrom") },
            { label: t("staffDesk.bookingResult") },
            { label: t("staffDesk.bookingReferences") },
            { label: t("staffDesk.bookingTimes") },
          ]}
        >
          {booking.attempts.map((attempt) => (
            <tr key={attempt.id}>
              <th scope="row">{t(PROVIDERS[attempt.provider])}</th>
              <td>{t(ATTEMPT_STATUS[attempt.status])}</td>
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
                <span>{t("staffDesk.bookingMerchant", { id: attempt.merchantReference })}</span>
                {attempt.providerRequestId && (
                  <span>{t("staffDesk.bookingRequest", { id: attempt.providerRequestId })}</span>
                )}
                {attempt.checkoutRequestId && (
                  <span>{t("staffDesk.bookingCheckout", { id: attempt.checkoutRequestId })}</span>
                )}
              </td>
              <td className="admin-ids">
                <span>{t("staffDesk.bookingStarted", { when: when(attempt.createdAt) })}</span>
                {attempt.completedAt && (
                  <span>{t("staffDesk.bookingEnded", { when: when(attempt.completedAt) })}</span>
                )}
                {attempt.lastQueriedAt && (
                  <span>{t("staffDesk.bookingAsked", { when: when(attempt.lastQueriedAt) })}</span>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h2>{t("staffDesk.frontDeskTitle")}</h2>
      <div className="admin-panel admin-actions">
        {booking.status === "confirmed" && guest.email && (
          <IntentButton intent="resend-confirmation" label={t("staffDesk.bookingResend")} ghost />
        )}
        {pending && <IntentButton intent="requery" label={t("staffDesk.bookingRequery")} ghost />}
        {attentionOpen && (
          <IntentButton intent="attention-settled" label={t("staffDesk.bookingAttentionHandled")} />
        )}
        {refundOpen && (
          // Paid back from "Money to return" (decision 024): the flag follows the ledger.
          <Link className="button" to="/admin/refunds">
            {t("staffDesk.bookingRefundGoTo")}
          </Link>
        )}
        {(booking.status === "pending" || booking.status === "confirmed") && (
          <Form method="post" className="admin-cancel">
            <input type="hidden" name="intent" value="cancel" />
            <p className="form-field">
              <label htmlFor="cancel-reason">{t("staffDesk.bookingCancelReason")}</label>
              <textarea
                id="cancel-reason"
                name="reason"
                required
                maxLength={CANCEL_REASON_MAX}
                rows={2}
              />
            </p>
            <button className="button button--small button--danger" type="submit">
              {t("staffDesk.bookingCancel")}
            </button>
          </Form>
        )}
      </div>

      <h2>{t("staffDesk.bookingTexts")}</h2>
      <TextsTable texts={loaderData.texts} caption={t("staffDesk.bookingTextsCaption")} />

      <h2>{t("staffDesk.bookingHistory")}</h2>
      {booking.history.length === 0 ? (
        <p>{t("staffDesk.bookingHistoryNone")}</p>
      ) : (
        <AdminTable
          label={t("staffDesk.bookingHistory")}
          caption={t("staffDesk.bookingHistoryCaption")}
          columns={[
            { label: t("staffDesk.bookingHistoryWhen") },
            { label: t("staffDesk.bookingHistoryWhat") },
            { label: t("staffDesk.bookingHistoryBy") },
          ]}
          testId="booking-history"
        >
          {booking.history.map((event) => (
            <tr key={event.id}>
              <td>{when(event.at)}</td>
              <td>
                {wordNotes(t, event.notes) ||
                  (event.status ? t(`staffDesk.status_${event.status}`) : event.code)}
              </td>
              <td>{actorName(t, event.by)}</td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h2>{t("staffDesk.bookingStaffActions")}</h2>
      {booking.audit.length === 0 ? (
        <p>{t("staffDesk.bookingNoStaffAction")}</p>
      ) : (
        <ol className="admin-audit">
          {booking.audit.map((entry) => (
            <li key={entry.id}>
              {t("staffDesk.bookingAuditLine", {
                when: when(entry.at),
                action: actionName(entry.action),
                staff: actorName(t, entry.by),
              })}
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
  const t = useT();
  return (
    <>
      <span className="admin-badge">{t("staffDesk.bookingReceiptPending")}</span>
      <Form method="post" className="admin-form-row">
        <input type="hidden" name="intent" value="save-receipt" />
        <input type="hidden" name="attemptId" value={attemptId} />
        <p className="form-field">
          <label htmlFor={`receipt-${attemptId}`}>{t("staffDesk.bookingMpesaReceipt")}</label>
          <input
            id={`receipt-${attemptId}`}
            name="receipt"
            required
            maxLength={10}
            autoComplete="off"
          />
        </p>
        <button type="submit" className="button button--small">
          {t("staffDesk.bookingSaveReceipt")}
        </button>
      </Form>
    </>
  );
}
