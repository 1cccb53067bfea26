// What the front desk does to a booking: check the guest in, cancel with a reason, resend the
// confirmation, ask the provider about a pending payment. Each change is made in one transaction
// with its staff_audit entry; a booking in the wrong state gets 409. Refunds are paid back from
// "Money to return" (refunds.ts).
import { and, desc, eq } from "drizzle-orm";
import { checkInRefusal } from "../../domain/admin-bookings.ts";
import { noted, readNotes } from "../../domain/booking-notes.ts";
import { toldOfMessage, type Answer, type Told } from "../../domain/said.ts";
import { bookingSaid as M } from "../../domain/staff-said/bookings.ts";
import { CancelBookingSchema } from "../../domain/schemas/admin-bookings.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { motelDate } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { ProviderError } from "../payments/types.ts";
import { latestPayment } from "../payments/ledger.ts";
import { bookingSubject, recordStaffAction } from "../staff/audit.ts";
import { notifyBookingChanged } from "./events.ts";
import { roomsWithNights } from "./nights.ts";
import { askProvider } from "../payments/payments.ts";
import type { PaymentDeps } from "../payments/deps.ts";
import { queueCancellationTexts } from "../texts/booking-texts.ts";
import {
  oweBackCredit,
  queueGuestConfirmation,
  type SettleContext,
  type SettleResult,
} from "../payments/settle.ts";
import { moveBooking } from "./transitions.ts";
import { isBookingId } from "../../domain/booking-reference.ts";

export type ActionResult = Answer<400 | 404 | 409 | 502>;

const NOT_FOUND = { ok: false, status: 404, message: M.notFound() } as const;
const conflict = (message: Told) => ({ ok: false, status: 409, message }) as const;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The booking, locked for this transaction; undefined if there is none. */
export async function lockBooking(tx: Tx, id: string) {
  if (!isBookingId(id)) return undefined;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return booking;
}

/** A booking's staff_audit entry. */
export function audit(
  tx: Db,
  staff: StaffUser,
  action: string,
  id: string,
  now: Date,
  detail = {},
) {
  return recordStaffAction(
    tx,
    { staffId: staff.id, action, subject: bookingSubject(id), detail },
    now,
  );
}

/**
 * Sets one timestamp on a booking the desk may stamp (refuse says why not), with its audit
 * entry, in one transaction.
 */
async function stampBooking(
  db: Db,
  staff: StaffUser,
  id: string,
  now: Date,
  step: {
    refuse: (booking: typeof bookings.$inferSelect) => Told | undefined;
    set: Partial<typeof bookings.$inferInsert>;
    action: string;
    done: Told;
    /** More to write in the same transaction. */
    also?: (tx: Tx) => Promise<void>;
  },
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) return NOT_FOUND;
    const refusal = step.refuse(booking);
    if (refusal) return conflict(refusal);
    await tx
      .update(bookings)
      .set({ ...step.set, updatedAt: now })
      .where(eq(bookings.id, id));
    await step.also?.(tx);
    await notifyBookingChanged(tx, id);
    await audit(tx, staff, step.action, id, now);
    return { ok: true, message: step.done };
  });
}

/** A confirmed booking, from its check-in date (motel-local) on. */
export function checkInBooking(
  db: Db,
  staff: StaffUser,
  id: string,
  now: Date,
): Promise<ActionResult> {
  return stampBooking(db, staff, id, now, {
    refuse: (booking) => checkInRefusal(booking, motelDate(now)),
    set: { checkedInAt: now },
    action: "booking.check_in",
    done: M.checkedIn(),
  });
}

/** Pending or confirmed -> cancelled; money it holds is owed back (flagged, staff told). */
export async function cancelBooking(
  db: Db,
  staff: StaffUser,
  id: string,
  fields: unknown,
  now: Date,
  context?: SettleContext,
): Promise<ActionResult> {
  const parsed = CancelBookingSchema.safeParse(fields);
  if (!parsed.success) {
    return { ok: false, status: 400, message: toldOfMessage(parsed.error.issues[0]!.message) };
  }
  const { reason } = parsed.data;
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) return NOT_FOUND;
    // A refund still owed keeps its notes (which payment to return); the reason follows them.
    const openRefund = booking.refundDue && !booking.refundSettledAt;
    const kept = openRefund ? readNotes(booking.statusNotes) : [];
    const note = noted.cancelledByStaff(reason);
    if (!(await moveBooking(tx, id, "cancelled", { now, note, kept, staffId: staff.id }))) {
      return conflict(M.cannotCancel());
    }
    // Whatever paid it (a prompt, a card, Paybill, the desk), part or whole: the ledger says.
    const refund = (await oweBackCredit(tx, id, now, context)) > 0;
    await queueCancellationTexts(tx, booking, refund, now);
    await audit(tx, staff, "booking.cancel", id, now, { reason, from: booking.status, refund });
    return { ok: true, message: refund ? M.cancelledRefund() : M.cancelled() };
  });
}

/** Staff dealt with what needed a person (a reversed payment, an unverifiable answer). */
export function settleAttention(
  db: Db,
  staff: StaffUser,
  id: string,
  now: Date,
): Promise<ActionResult> {
  return stampBooking(db, staff, id, now, {
    refuse: (booking) =>
      booking.attentionNotes && !booking.attentionSettledAt ? undefined : M.noAttentionDue(),
    set: { attentionSettledAt: now },
    action: "booking.attention_settled",
    done: M.attentionSettled(),
  });
}

/** The guest's confirmation email again, as the payment sent it (same builder, same path). */
export async function resendConfirmation(
  deps: Pick<PaymentDeps, "db" | "staffAddress" | "publicUrl">,
  staff: StaffUser,
  id: string,
  now: Date,
): Promise<ActionResult> {
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) return NOT_FOUND;
    // The newest payment in the ledger, whichever path brought it (a prompt, Paybill, a card).
    const paid = await latestPayment(tx, id);
    if (booking.status !== "confirmed" || !booking.email || !paid) {
      return conflict(M.cannotResend());
    }
    const rooms = await roomsWithNights(tx, id);
    const outboxId = await queueGuestConfirmation(
      tx,
      booking,
      rooms,
      {
        receipt: paid.receipt ?? "",
        provider: paid.method === "card" ? "card" : "mpesa",
        refund: false,
      },
      { staffAddress: deps.staffAddress, publicUrl: deps.publicUrl },
      now,
    );
    await audit(tx, staff, "booking.resend_confirmation", id, now, { outboxId });
    return { ok: true, message: M.confirmationQueued(booking.email) };
  });
}

/**
 * Asks the provider about the booking's latest pending payment attempt now, rather than at the
 * reconcile job's next turn, and applies the answer the way the job does.
 */
export async function requeryPayment(
  deps: PaymentDeps,
  staff: StaffUser,
  id: string,
  now: Date,
): Promise<ActionResult> {
  if (!isBookingId(id)) return NOT_FOUND;
  const [booking] = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!booking) return NOT_FOUND;
  const [attempt] = await deps.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.bookingId, id), eq(paymentAttempts.status, "pending")))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  let result: SettleResult | undefined;
  try {
    if (attempt) result = await askProvider(deps, attempt, "staff_query");
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.log.warn({ err: error, bookingId: id }, "staff re-query: the provider did not answer");
    return { ok: false, status: 502, message: M.providerDown() };
  }
  if (!attempt || result === undefined) return conflict(M.noPendingAttempt());
  await deps.db.transaction(async (tx) => {
    await tx
      .update(paymentAttempts)
      .set({ lastQueriedAt: now })
      .where(eq(paymentAttempts.id, attempt.id));
    await audit(tx, staff, "booking.requery_payment", id, now, {
      attemptId: attempt.id,
      provider: attempt.provider,
      result,
    });
  });
  return { ok: true, message: M.requeried(result) };
}
