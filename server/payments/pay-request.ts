// A new payment request for a booking (an M-Pesa prompt or a card order), opened in the caller's
// transaction before the provider is asked: the locks in decision 011's order (the booking's open
// card orders, the booking, for a prompt its room types, since the prompt keeps them longer), then
// the clock, the bill from the money ledger, domain/pay-request.ts's decision, and its writes.
import { eq, inArray } from "drizzle-orm";
import type { PaymentProvider } from "../../domain/booking-status.ts";
import { decidePayRequest, type PayRequestDecision } from "../../domain/pay-request.ts";
import type { RoomTypeKey } from "../../domain/rooms.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { billOf } from "./ledger.ts";
import { lockRoomTypes, type Tx } from "../bookings/availability.ts";
import { hasPromptOnPhone, lockBooking, lockOpenCardOrders } from "../bookings/booking-lock.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { appendRaw } from "./settle.ts";

export type PayRequest = {
  bookingId: string;
  provider: PaymentProvider;
  /** The booking's rooms (a prompt locks their types before it extends the hold). */
  rooms: readonly { type: RoomTypeKey }[];
  /** The total the guest was shown, when the request says. */
  shownTotalKes: number | undefined;
  /** The card orders Pesapal said a moment ago were not paid (askAboutOpenCardOrders). */
  unpaidCardOrders: ReadonlySet<string>;
  /** The attempt's own fields: the prompt's phone, and its merchant reference. */
  attempt: { phone?: string; merchantReference: string };
  /** When the request came (the attempt's time). */
  now: Date;
  /** Read once every lock is held. */
  clock: () => Date;
};

export type OpenedRequest =
  | { ok: true; attemptId: string; amountKes: number }
  | { ok: false; refused: Exclude<PayRequestDecision, { kind: "ask" }> };

/** Why a superseded card order failed, for staff (the guest reads the new request's news). */
export const SUPERSEDED = {
  resultCode: "superseded",
  resultDesc: "Replaced by a newer payment request before it was paid.",
} as const;

/** Decides and, when the request may go, stores its attempt (the caller then asks the provider). */
export async function openPayRequest(tx: Tx, request: PayRequest): Promise<OpenedRequest> {
  const { bookingId, provider } = request;
  const openCardOrders = await lockOpenCardOrders(tx, bookingId);
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return { ok: false, refused: { kind: "hold_expired" } };
  if (provider === "mpesa") await lockRoomTypes(tx, request.rooms);
  // Only now, with the locks held: a request that waited past the hold's end must not revive it
  // over a room sold meanwhile.
  const at = request.clock();
  const decision = decidePayRequest({
    provider,
    booking,
    now: at,
    shownTotalKes: request.shownTotalKes,
    owedKes: (await billOf(tx, bookingId)).owedKes,
    promptOnPhone: await hasPromptOnPhone(tx, bookingId),
    openCardOrders,
    unpaidCardOrders: request.unpaidCardOrders,
  });
  if (decision.kind !== "ask") return { ok: false, refused: decision };

  const [row] = await tx
    .insert(paymentAttempts)
    .values({
      bookingId,
      provider,
      amountKes: decision.amountKes,
      phone: request.attempt.phone,
      merchantReference: request.attempt.merchantReference,
      createdAt: request.now,
      updatedAt: request.now,
    })
    .returning({ id: paymentAttempts.id });
  const attemptId = row!.id;
  if (decision.supersede.length > 0) {
    await tx
      .update(paymentAttempts)
      .set({
        status: "failed",
        ...SUPERSEDED,
        raw: appendRaw(at, "superseded", { by: attemptId }),
        completedAt: at,
        updatedAt: at,
      })
      .where(inArray(paymentAttempts.id, decision.supersede));
  }
  if (decision.holdUntil) {
    await tx
      .update(bookings)
      .set({ holdExpiresAt: decision.holdUntil, updatedAt: at })
      .where(eq(bookings.id, bookingId));
  }
  await notifyBookingChanged(tx, bookingId);
  return { ok: true, attemptId, amountKes: decision.amountKes };
}
