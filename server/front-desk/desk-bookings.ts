// Bookings staff enter at the desk (walk-in, phone, WhatsApp, OTAs...) and money taken at the
// desk. Both run inside the caller's READ COMMITTED transaction, so one screen can book, pay and
// check a guest in at once; the rooms go through the website's lock-and-check (decision 007).
import { eq } from "drizzle-orm";
import { noted } from "../../domain/booking-notes.ts";
import { arrivalCutoffAt, paymentRefusal } from "../../domain/desk.ts";
import { bookingSaid } from "../../domain/staff-said/bookings.ts";
import { deskSaid as M } from "../../domain/staff-said/desk.ts";
import { toldOfMessage, type Told } from "../../domain/said.ts";
import { nineDigits } from "../../domain/phone.ts";
import {
  deskBookingSchema,
  type DeskBookingInput,
  type DeskPayment,
} from "../../domain/schemas/desk.ts";
import type { StaffUser } from "../../domain/staff.ts";
import type { z } from "../../domain/zod.ts";
import { motelDate } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { lockReceipt, recordEntry } from "../payments/ledger.ts";
import { bookingSubject, recordStaffAction } from "../staff/audit.ts";
import {
  holdRoomsIn,
  lockAndCheckFree,
  lockRoomTypes,
  READ_COMMITTED,
  type Tx,
} from "../bookings/availability.ts";
import { hasPromptOnPhone } from "../bookings/booking-lock.ts";
import {
  queuePaymentReceivedTexts,
  scheduleArrivalReminder,
  type TextSettings,
} from "../texts/booking-texts.ts";
import { withNewReference } from "../bookings/create.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { startMpesaPayment } from "../payments/payments.ts";
import type { PaymentDeps } from "../payments/deps.ts";
import { moveBooking } from "../bookings/transitions.ts";
import { isBookingId } from "../../domain/booking-reference.ts";
import { folioTotalsFor } from "../payments/bill-totals.ts";
import { fieldErrors } from "../../domain/zod.ts";

/** A refusal the page shows at its field (`field` is the form name, e.g. "payment.amountKes"). */
export type DeskRefusal = {
  ok: false;
  status: 400 | 404 | 409 | 502;
  message: Told;
  errors: Record<string, Told>;
};

/** A refusal shown at one field ("form": above the form). */
export const refuse = (
  status: DeskRefusal["status"],
  field: string,
  message: Told,
): DeskRefusal => ({ ok: false, status, message, errors: { [field]: message } });

export const DESK_NOT_FOUND = refuse(404, "form", bookingSaid.notFound());

/** A form that failed its schema: every field's first message. */
export function invalidFields(error: z.ZodError): DeskRefusal {
  const errors = fieldErrors(error, toldOfMessage);
  return { ok: false, status: 400, message: Object.values(errors)[0]!, errors };
}

/** The booking, its row locked until the transaction ends; undefined if there is none. */
export async function lockedBooking(tx: Tx, id: string) {
  if (!isBookingId(id)) return undefined;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return booking;
}

/** `work` on the booking, its row locked, in its own transaction; 404 when there is none. */
export function withLockedBooking<T>(
  db: Db,
  id: string,
  work: (tx: Tx, booking: typeof bookings.$inferSelect) => Promise<T | DeskRefusal>,
): Promise<T | DeskRefusal> {
  return inDeskTransaction(db, async (tx) => {
    const booking = await lockedBooking(tx, id);
    return booking ? work(tx, booking) : DESK_NOT_FOUND;
  });
}

/** A staff write to a booking, in staff_audit. */
export function deskAudit(
  tx: Tx,
  staff: Pick<StaffUser, "id">,
  action: string,
  id: string,
  now: Date,
  detail: Record<string, unknown>,
) {
  return recordStaffAction(
    tx,
    { staffId: staff.id, action, subject: bookingSubject(id), detail },
    now,
  );
}

export type DeskBookingOptions = {
  /** How long an M-Pesa prompt booking holds its rooms (the website's HOLD_MINUTES). */
  holdMinutes: number;
  /** Pay on arrival: HH:MM motel time on the arrival day (server/config.ts arrivalCutoff). */
  arrivalCutoff: string;
  /** The texts' settings (the reminder's time); defaults when absent. */
  texts?: TextSettings;
};

export type DeskBookingCreated = {
  ok: true;
  bookingId: string;
  status: "pending" | "confirmed";
  totalKes: number;
  /** The desk payment taken with it (a deposit or in full), if any. */
  paymentId: number | null;
};

/**
 * Inside the caller's READ COMMITTED transaction: the rooms locked and checked as the website's
 * are, priced from the table with staff overrides, the booking stored with its source and who
 * entered it, the overrides audited with the table's prices, and a deposit or full payment taken.
 * Paid or to pay on arrival, it is confirmed at once; with an M-Pesa prompt it is a pending hold
 * like the website's (the caller sends the prompt after commit: sendDeskPrompt).
 */
export async function createDeskBooking(
  tx: Tx,
  input: DeskBookingInput & { reference: string },
  staff: Pick<StaffUser, "id">,
  clock: () => Date,
  options: DeskBookingOptions,
): Promise<DeskBookingCreated | DeskRefusal> {
  // The room types first; the time is read once they are ours (holdRoomsIn locks them again,
  // which costs nothing inside one transaction).
  await lockRoomTypes(tx, input.rooms);
  const now = clock();
  const prompt = input.payment.plan === "stk";
  const payNow = input.payment.plan === "deposit" || input.payment.plan === "full";
  const held = await holdRoomsIn(tx, input, {
    now,
    holdExpiresAt: prompt ? new Date(now.getTime() + options.holdMinutes * 60_000) : null,
    priceOverrides: input.rooms.map((room) =>
      room.nightlyKes === undefined
        ? undefined
        : { nightlyKes: room.nightlyKes, reason: room.overrideReason },
    ),
    details: {
      reference: input.reference,
      status: prompt ? "pending" : "confirmed",
      confirmedAt: prompt ? null : now,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      idNumber: input.idNumber,
      specialRequests: input.specialRequests || null,
      source: input.source,
      sourceReference: input.sourceReference || null,
      createdBy: staff.id,
      // Pay on arrival: kept until the cut-off of the arrival day, then a no-show candidate.
      arrivalCutoffAt:
        input.payment.plan === "none"
          ? arrivalCutoffAt(input.checkIn, options.arrivalCutoff)
          : null,
    },
  });
  if (!held.ok) {
    const index =
      held.code === "SOLD_OUT" ? input.rooms.findIndex((r) => r.type === held.roomType) : 0;
    return refuse(409, `rooms.${Math.max(index, 0)}.type`, held.message);
  }
  const { stay, bookingId } = held;
  if (input.payment.plan === "deposit" && input.payment.amountKes >= stay.totalKes) {
    throw new DeskRollback(refuse(400, "payment.amountKes", M.depositTooLarge(stay.totalKes)));
  }
  await deskAudit(tx, staff, "booking.desk_create", bookingId, now, {
    source: input.source,
    sourceReference: input.sourceReference || null,
    plan: input.payment.plan,
    totalKes: stay.totalKes,
    rooms: stay.rooms.map((room) => ({
      type: room.type,
      tableKes: room.tableKes,
      nightlyKes: room.nightlyKes,
      overrideReason: room.overrideReason,
    })),
  });
  await notifyBookingChanged(tx, bookingId);
  let paymentId: number | null = null;
  if (payNow) {
    const payment = input.payment as DeskPayment & { plan: string };
    const paid = await recordDeskPayment(
      tx,
      bookingId,
      {
        method: payment.method,
        reference: payment.reference,
        amountKes: input.payment.plan === "full" ? stay.totalKes : payment.amountKes,
      },
      staff,
      () => now,
      options.texts,
    );
    if (!paid.ok) throw new DeskRollback(prefixed(paid, "payment."));
    paymentId = paid.paymentId;
  }
  return {
    ok: true,
    bookingId,
    status: prompt ? "pending" : "confirmed",
    totalKes: stay.totalKes,
    paymentId,
  };
}

/** A refusal found after rows were written: thrown to roll the transaction back. */
export class DeskRollback extends Error {
  readonly refusal: DeskRefusal;
  constructor(refusal: DeskRefusal) {
    super(`desk refusal ${refusal.message.code}`); // for a log, should one ever escape
    this.refusal = refusal;
  }
}

/** Runs `work` in its own transaction; a DeskRollback becomes its refusal, nothing saved. */
export async function inDeskTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T | DeskRefusal>,
): Promise<T | DeskRefusal> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (isRefusal(result)) throw new DeskRollback(result);
      return result;
    }, READ_COMMITTED);
  } catch (error) {
    if (error instanceof DeskRollback) return error.refusal;
    throw error;
  }
}

function isRefusal(value: unknown): value is DeskRefusal {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;
}

export function prefixed(refusal: DeskRefusal, prefix: string): DeskRefusal {
  return {
    ...refusal,
    errors: Object.fromEntries(
      Object.entries(refusal.errors).map(([field, message]) => [`${prefix}${field}`, message]),
    ),
  };
}

export type DeskPaymentRecorded = { ok: true; paymentId: number; balanceKes: number };

/**
 * Inside the caller's READ COMMITTED transaction: a payment taken at the desk against the bill.
 * Refused at its field when it is more than the balance due or its M-Pesa receipt was already
 * used (a desk payment or an online one). A pending booking (an M-Pesa prompt booking) is
 * confirmed by it, if no prompt is on the phone and its rooms are still its own. Locks: the
 * booking, then its room types, then the receipt (settlement's order); the time is read after.
 */
export async function recordDeskPayment(
  tx: Tx,
  bookingId: string,
  payment: DeskPayment,
  staff: Pick<StaffUser, "id">,
  clock: () => Date,
  texts?: TextSettings,
): Promise<DeskPaymentRecorded | DeskRefusal> {
  // A provider's receipt is locked before the booking, in the order every writer of money takes
  // (receipt, booking, room types): a Paybill confirmation of the same receipt waits, never
  // deadlocks.
  const receipt = payment.method === "mpesa" ? (payment.reference ?? null) : null;
  if (receipt) await lockReceipt(tx, "mpesa", receipt);
  const booking = await lockedBooking(tx, bookingId);
  if (!booking) return DESK_NOT_FOUND;
  if (booking.status !== "pending" && booking.status !== "confirmed") {
    return refuse(409, "form", M.notPayable());
  }
  let confirm = false;
  if (booking.status === "pending") {
    if (await hasPromptOnPhone(tx, bookingId)) return refuse(409, "form", M.promptOnPhone());
    const rooms = await tx
      .select({ type: bookingRooms.roomType })
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, bookingId));
    await lockRoomTypes(tx, rooms);
    const at = clock();
    // A hold that ran out keeps nothing: its rooms must still be free (decision 007).
    if (booking.holdExpiresAt! <= at) {
      const shortage = await lockAndCheckFree(tx, { ...booking, rooms }, at);
      if (shortage) return refuse(409, "form", M.roomsGone());
    }
    confirm = true;
  }
  const now = clock();
  const totals = (await folioTotalsFor(tx, [bookingId])).get(bookingId)!;
  const refusal = paymentRefusal(payment.amountKes, totals.balanceKes);
  if (refusal) return refuse(400, "amountKes", refusal);
  // An M-Pesa receipt is the provider's: it counts once in the ledger, however it came (typed
  // here, a Paybill confirmation, a prompt's answer).
  const recorded = await recordEntry(tx, {
    bookingId,
    kind: "payment",
    direction: 1,
    amountKes: payment.amountKes,
    method: payment.method,
    source: "desk",
    provider: receipt ? "mpesa" : null,
    receipt,
    reference: receipt ? null : payment.reference,
    staffId: staff.id,
    at: now,
  });
  if (recorded.kind === "exists") return refuse(409, "reference", M.receiptUsed());
  const paymentId = recorded.entry.id;
  if (confirm) {
    await moveBooking(tx, bookingId, "confirmed", { now, note: noted.paidAtDesk() });
  }
  await deskAudit(tx, staff, "booking.desk_payment", bookingId, now, {
    paymentId,
    method: payment.method,
    amountKes: payment.amountKes,
    reference: payment.reference,
    confirmed: confirm,
  });
  await queuePaymentReceivedTexts(
    tx,
    booking,
    { amountKes: payment.amountKes, method: payment.method, receipt: payment.reference },
    now,
  );
  // A booking the desk confirms gets its arrival reminder.
  if (confirm) await scheduleArrivalReminder(tx, booking, texts, now);
  await notifyBookingChanged(tx, bookingId);
  return { ok: true, paymentId, balanceKes: totals.balanceKes - payment.amountKes };
}

export type DeskBookingEntered =
  | { ok: true; bookingId: string; message: Told; prompt?: { ok: boolean; message: Told } }
  | DeskRefusal;

/**
 * The "New booking" form: checked with the page's schema, booked (and paid) in one transaction
 * with a fresh reference, and for an M-Pesa prompt the prompt sent after commit through the
 * website's own flow (its settlement confirms the booking).
 */
export async function enterDeskBooking(
  deps: PaymentDeps,
  fields: unknown,
  staff: Pick<StaffUser, "id">,
  options: DeskBookingOptions & { horizonDays: number },
): Promise<DeskBookingEntered> {
  const today = motelDate(deps.clock());
  const parsed = deskBookingSchema({ today, horizonDays: options.horizonDays }).safeParse(fields);
  if (!parsed.success) return invalidFields(parsed.error);
  const input = parsed.data;
  const made = await bookAtDesk(deps.db, input, staff, deps.clock, options);
  if (!made.ok) return made;
  if (input.payment.plan !== "stk") {
    return { ok: true, bookingId: made.bookingId, message: M.bookingSaved(made.reference) };
  }
  const prompt = await sendDeskPrompt(deps, made.bookingId, input.phone);
  return {
    ok: true,
    bookingId: made.bookingId,
    message: prompt.ok ? M.bookingSavedPrompt(made.reference) : M.bookingSaved(made.reference),
    prompt,
  };
}

/**
 * createDeskBooking in its own transaction, with a fresh reference; a refusal saves nothing.
 * `then` does more in the same transaction (sell a room now: pay and check in); its refusal rolls
 * the booking back too.
 */
export function bookAtDesk<T extends object = object>(
  db: Db,
  input: DeskBookingInput,
  staff: Pick<StaffUser, "id">,
  clock: () => Date,
  options: DeskBookingOptions,
  then?: (tx: Tx, created: DeskBookingCreated) => Promise<T | DeskRefusal>,
): Promise<(DeskBookingCreated & { reference: string } & T) | DeskRefusal> {
  return withNewReference(async (reference) => {
    const created = await inDeskTransaction(
      db,
      async (tx): Promise<(DeskBookingCreated & T) | DeskRefusal> => {
        const booked = await createDeskBooking(tx, { ...input, reference }, staff, clock, options);
        if (!booked.ok) return booked;
        if (!then) return booked as DeskBookingCreated & T;
        const more = await then(tx, booked);
        return isRefusal(more) ? more : { ...booked, ...more };
      },
    );
    return created.ok ? { ...created, reference } : created;
  });
}

/** An M-Pesa prompt to the guest's phone for a pending desk booking (the website's flow). */
export async function sendDeskPrompt(
  deps: PaymentDeps,
  bookingId: string,
  phone: string,
): Promise<{ ok: boolean; message: Told }> {
  const nine = nineDigits(phone);
  if (!nine) return { ok: false, message: M.stkNeedsKenyanPhone() };
  const started = await startMpesaPayment(deps, bookingId, { phone: nine }, deps.clock());
  return started.ok
    ? { ok: true, message: M.promptSent() }
    : { ok: false, message: started.message };
}
