// An M-Pesa prompt whose ids were never stored (the site stopped between Daraja accepting the
// push and our write of its CheckoutRequestID; decision 027): nothing can be asked about it and
// its callback may be lost, yet the guest may have paid. It is never failed: it stays open, the
// booking keeps its rooms and goes before staff, who check the M-Pesa statement (the push's
// account reference is the booking's reference, its amount and phone are on the attempt).
import { eq } from "drizzle-orm";
import { noted, type Note } from "../../domain/booking-notes.ts";
import { ANSWER_LOST, staffCheckHoldEnd } from "../../domain/unanswered-attempt.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import {
  lockRoomTypes,
  READ_COMMITTED,
  shortageAfterLock,
  type Tx,
} from "../bookings/availability.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { roomsWithNights } from "../bookings/nights.ts";
import { recordBookingEvent } from "../bookings/booking-events.ts";
import { appendRaw, needsAttention } from "./settle.ts";
import { settleContext } from "./payments.ts";
import type { PaymentDeps } from "./deps.ts";

/** What staff read on the booking: what to look for on the statement, and what to do. */
export function lostAnswerNote(
  attempt: { amountKes: number; phone: string | null; createdAt: Date },
  reference: string,
  roomsKept: boolean,
): Note {
  const { amountKes, phone } = attempt;
  return noted.lostAnswer(
    { amountKes, phone, reference, sentAt: attempt.createdAt.toISOString() },
    roomsKept,
  );
}

/**
 * Puts a prompt without ids before staff, once: the attempt stays pending (so no second prompt,
 * card order or release while the money may be on its way), marked ANSWER_LOST, and a pending
 * booking holds its rooms to its check-out day (decision 027). Locks attempt → booking → room
 * types, as every settlement does. Returns false when there is nothing to do (any more).
 */
export async function putLostPromptBeforeStaff(
  deps: PaymentDeps,
  attemptId: string,
): Promise<boolean> {
  const context = settleContext(deps);
  return deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId))
      .for("update");
    if (
      !attempt ||
      attempt.status !== "pending" ||
      attempt.provider !== "mpesa" ||
      attempt.checkoutRequestId ||
      attempt.resultCode === ANSWER_LOST
    ) {
      return false;
    }
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, attempt.bookingId))
      .for("update");
    if (!booking) return false;
    const roomsKept = booking.status === "pending" ? await keepRooms(tx, booking) : true;
    const now = context.clock();
    const note = lostAnswerNote(attempt, booking.reference ?? booking.id, roomsKept);
    await tx
      .update(paymentAttempts)
      .set({
        resultCode: ANSWER_LOST,
        resultDesc: "Daraja's answer to the push was not recorded; staff to check.",
        raw: appendRaw(now, "reconcile", { answerLost: true, roomsKept }),
        updatedAt: now,
      })
      .where(eq(paymentAttempts.id, attempt.id));
    await needsAttention(tx, booking, note, { now, context, attempt });
    await notifyBookingChanged(tx, booking.id);
    return true;
  }, READ_COMMITTED);

  /** Extends the hold to check-out; a hold already over counts only if the rooms are still free. */
  async function keepRooms(tx: Tx, booking: typeof bookings.$inferSelect): Promise<boolean> {
    const until = staffCheckHoldEnd(booking.checkOut);
    const types = (await roomsWithNights(tx, booking.id)).map((room) => ({ type: room.roomType }));
    const locked = await lockRoomTypes(tx, types);
    // The clock under the locks (decision 011): a booking made just now has committed by now.
    const now = context.clock();
    if (booking.holdExpiresAt && booking.holdExpiresAt <= now) {
      const shortage = await shortageAfterLock(tx, locked, { ...booking, rooms: types }, now);
      if (shortage) return false;
    }
    if (booking.holdExpiresAt && until > booking.holdExpiresAt) {
      await tx
        .update(bookings)
        .set({ holdExpiresAt: until, updatedAt: now })
        .where(eq(bookings.id, booking.id));
      await recordBookingEvent(tx, {
        bookingId: booking.id,
        code: "attention",
        at: now,
        notes: [noted.roomsHeldForCheck(until.toISOString())],
      });
    }
    return true;
  }
}

/**
 * Staff decided (marked the attention handled, cancelled, or matched the money): the lost prompt
 * stops blocking the booking (failed in our records; money found later still counts, as any late
 * payment). A booking still pending gives its rooms up now: the expiry job releases them.
 */
export async function closeLostPrompt(deps: PaymentDeps, attemptId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId))
      .for("update");
    if (!attempt || attempt.status !== "pending" || attempt.resultCode !== ANSWER_LOST) {
      return false;
    }
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, attempt.bookingId))
      .for("update");
    const now = deps.clock();
    await tx
      .update(paymentAttempts)
      .set({
        status: "failed",
        resultDesc: "Staff decided about the prompt whose answer was lost.",
        raw: appendRaw(now, "reconcile", { staffDecided: true }),
        completedAt: now,
        updatedAt: now,
      })
      .where(eq(paymentAttempts.id, attempt.id));
    if (booking?.status === "pending" && booking.holdExpiresAt && booking.holdExpiresAt > now) {
      await tx
        .update(bookings)
        .set({ holdExpiresAt: now, updatedAt: now })
        .where(eq(bookings.id, booking.id));
    }
    await notifyBookingChanged(tx, attempt.bookingId);
    return true;
  }, READ_COMMITTED);
}
