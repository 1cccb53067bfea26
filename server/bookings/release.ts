// A guest lets go of their own unpaid booking (the wizard's "Cancel this booking"): the rooms
// are free again at once, rather than when the hold runs out. The booking id is the proof (an
// unguessable uuid only the wizard that made the booking holds). A booking whose M-Pesa prompt
// is on the phone is not released: the guest may still pay it.
import { noted } from "../../domain/booking-notes.ts";
import type { BookingView } from "../../domain/booking-view.ts";
import { said, type Said } from "../../domain/said.ts";
import type { Db } from "../db/client.ts";
import { hasPromptOnPhone, lockBooking } from "./booking-lock.ts";
import { askAboutOpenCardOrders, settleContext } from "../payments/payments.ts";
import type { PaymentDeps } from "../payments/deps.ts";
import { oweBackCredit, type SettleContext } from "../payments/settle.ts";
import { moveBooking } from "./transitions.ts";
import { findBookingView } from "./views.ts";
import { isBookingId } from "../../domain/booking-reference.ts";

export type ReleaseResult =
  { ok: true; booking: BookingView } | { ok: false; status: 404 | 409; message: Said };

const NOT_FOUND = { ok: false, status: 404, message: said.noSuchBooking() } as const;

/**
 * Before letting go, asks Pesapal about the booking's unanswered card orders: a card paid on its
 * page a moment ago confirms the booking (and is then not released) rather than landing on a
 * cancelled one. A provider that does not answer does not stop the release.
 */
export async function releaseAfterAsking(
  deps: PaymentDeps,
  bookingId: string,
  now: Date,
): Promise<ReleaseResult> {
  if (!isBookingId(bookingId)) return NOT_FOUND;
  await askAboutOpenCardOrders(deps, bookingId);
  return releaseBooking(deps.db, bookingId, now, settleContext(deps));
}

export async function releaseBooking(
  db: Db,
  bookingId: string,
  now: Date,
  context?: SettleContext,
): Promise<ReleaseResult> {
  if (!isBookingId(bookingId)) return NOT_FOUND;
  const refused = await db.transaction(async (tx) => {
    // The lock a payment start takes: a prompt is recorded before we look, or comes after the
    // booking is cancelled (and is refused as not payable).
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return NOT_FOUND;
    if (booking.status === "confirmed") {
      return { ok: false, status: 409, message: said.paidNoRelease() } as const;
    }
    // Expired, failed or cancelled already hold nothing: releasing again changes nothing.
    if (booking.status !== "pending") return undefined;
    if (await hasPromptOnPhone(tx, bookingId)) {
      return { ok: false, status: 409, message: said.mpesaInFlight() } as const;
    }
    await moveBooking(tx, bookingId, "cancelled", { now, note: noted.releasedByGuest() });
    // A part payment (Paybill) it already holds is owed back, not lost with the booking.
    await oweBackCredit(tx, bookingId, now, context);
    return undefined;
  });
  if (refused) return refused;
  return { ok: true, booking: (await findBookingView(db, bookingId))! };
}
