// A guest's bill (folio) as staff read it, and the desk's writes to it: extras (voided with a
// reason, never deleted), payments against the balance, refunds. Each write is one transaction
// with its staff_audit entry; bad input is refused at its field.
import type { TextSettings } from "../texts/booking-texts.ts";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { refundRefusal } from "../../domain/desk.ts";
import type { DeskPaymentMethod } from "../../domain/front-desk.ts";
import { formatKes } from "../../domain/money.ts";
import { DESK_MESSAGES as M } from "../../domain/messages.ts";
import { nightsRange, totalRows } from "../../domain/price-lines.ts";
import {
  DeskPaymentSchema,
  DeskRefundSchema,
  FolioChargeSchema,
  VoidChargeSchema,
} from "../../domain/schemas/desk.ts";
import { actorOf, type Actor, type StaffUser } from "../../domain/staff.ts";
import type { Db } from "../db/client.ts";
import { bookings, folioCharges, folioPayments, paymentAttempts } from "../db/schema/bookings.ts";
import { staffUsers } from "../db/schema/staff.ts";
import type { Tx } from "../bookings/availability.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { isBookingId } from "../bookings/views.ts";
import { roomsWithNights } from "../bookings/nights.ts";
import {
  deskAudit,
  DESK_NOT_FOUND,
  inDeskTransaction,
  invalidFields,
  recordDeskPayment,
  refuse,
  withLockedBooking,
  type DeskRefusal,
} from "../desk/bookings.ts";
import { folioTotalsFor } from "./totals.ts";
import { bookingWords } from "../mail/booking-words.ts";

const iso = (value: Date) => value.toISOString();

/** One payment or refund line of the bill: a desk row ("d12") or an online attempt ("o<uuid>"). */
export type FolioMoney = {
  id: string;
  kind: "payment" | "refund";
  /** A desk method, or the online provider. */
  method: DeskPaymentMethod | "online_mpesa" | "online_card";
  amountKes: number;
  reference: string;
  note: string;
  /** Who took it: the website for its own payments. */
  by: Actor;
  at: string;
};

/** The bill of one booking, or undefined when there is no such booking. */
export async function folioOf(db: Db, bookingId: string) {
  if (!isBookingId(bookingId)) return undefined;
  const totals = (await folioTotalsFor(db, [bookingId])).get(bookingId);
  if (!totals) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [rooms, charges, desk, online] = await Promise.all([
    roomsWithNights(db, bookingId),
    db
      .select({
        id: folioCharges.id,
        kind: folioCharges.kind,
        description: folioCharges.description,
        amountKes: folioCharges.amountKes,
        at: folioCharges.at,
        voidedAt: folioCharges.voidedAt,
        voidReason: folioCharges.voidReason,
        staffName: staffUsers.name,
      })
      .from(folioCharges)
      .leftJoin(staffUsers, eq(folioCharges.staffId, staffUsers.id))
      .where(eq(folioCharges.bookingId, bookingId))
      .orderBy(asc(folioCharges.at), asc(folioCharges.id)),
    db
      .select({
        id: folioPayments.id,
        kind: folioPayments.kind,
        method: folioPayments.method,
        amountKes: folioPayments.amountKes,
        reference: folioPayments.reference,
        note: folioPayments.note,
        at: folioPayments.at,
        staffName: staffUsers.name,
      })
      .from(folioPayments)
      .leftJoin(staffUsers, eq(folioPayments.staffId, staffUsers.id))
      .where(eq(folioPayments.bookingId, bookingId)),
    db
      .select()
      .from(paymentAttempts)
      .where(
        and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.status, "succeeded")),
      ),
  ]);
  const money: FolioMoney[] = [
    ...desk.map((row) => ({
      id: `d${row.id}`,
      kind: row.kind,
      method: row.method,
      amountKes: row.amountKes,
      reference: row.reference ?? "",
      note: row.note ?? "",
      by: actorOf(row.staffName),
      at: iso(row.at),
    })),
    ...online.map((attempt) => ({
      id: `o${attempt.id}`,
      kind: "payment" as const,
      method: attempt.provider === "mpesa" ? ("online_mpesa" as const) : ("online_card" as const),
      amountKes: attempt.paidKes ?? attempt.amountKes,
      reference: attempt.receipt ?? "",
      note: "",
      by: "online" as const,
      at: iso(attempt.completedAt ?? attempt.updatedAt),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  // One line per run of equal nights of a room, at the prices they were booked at.
  const roomLines = rooms.flatMap((room) =>
    room.lines.map((line, i) => ({
      id: `${room.id}-${i}`,
      type: room.roomType,
      nights: line.nights,
      nightlyKes: line.amountKes,
      amountKes: line.totalKes,
      when: nightsRange(line),
      overrideReason: line.rule,
      // For the guest's papers in the booking's language (server/documents/folio-documents.ts).
      from: line.from,
      to: line.to,
      ruleSw: line.ruleSw ?? null,
    })),
  );
  const lang = booking!.lang;
  // The booked nights at the booked prices; a promotion and added taxes show as the rest.
  const roomNightsKes = roomLines.reduce((sum, line) => sum + line.amountKes, 0);
  return {
    bookingId,
    reference: booking!.reference ?? "",
    guest: `${booking!.firstName ?? ""} ${booking!.lastName ?? ""}`.trim(),
    status: booking!.status,
    checkIn: booking!.checkIn,
    checkOut: booking!.checkOut,
    phone: booking!.phone ?? "",
    /** What the date moves read (domain/desk.ts). */
    stay: {
      status: booking!.status,
      checkIn: booking!.checkIn,
      checkOut: booking!.checkOut,
      checkedInAt: booking!.checkedInAt,
      checkedOutAt: booking!.checkedOutAt,
      arrivalCutoffAt: booking!.arrivalCutoffAt,
    },
    arrivalCutoffAt: booking!.arrivalCutoffAt ? iso(booking!.arrivalCutoffAt) : null,
    rooms: roomLines,
    roomAdjustmentKes: booking!.totalKes - roomNightsKes,
    /** The promotion and the tax lines of the room total (domain/price-lines.ts). */
    totalRows: totalRows(booking!),
    /** The booking's language: the guest's receipts and statement are printed in it. */
    lang,
    /** The same rows in the booking's language, for the guest's papers. */
    guestTotalRows: totalRows(booking!, bookingWords(lang).totals),
    charges: charges.map((charge) => ({
      id: charge.id,
      kind: charge.kind,
      description: charge.description,
      amountKes: charge.amountKes,
      by: actorOf(charge.staffName),
      at: iso(charge.at),
      voidedAt: charge.voidedAt ? iso(charge.voidedAt) : null,
      voidReason: charge.voidReason,
    })),
    money,
    totals,
  };
}

export type Folio = NonNullable<Awaited<ReturnType<typeof folioOf>>>;

export type FolioResult = { ok: true; message: string } | DeskRefusal;

/** An extra on the bill of a booking that stands (pending or confirmed). */
export async function addFolioCharge(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: string,
  fields: unknown,
  clock: () => Date,
): Promise<FolioResult> {
  const parsed = FolioChargeSchema.safeParse(fields);
  if (!parsed.success) return invalidFields(parsed.error);
  return withLockedBooking(db, id, async (tx, booking) => {
    if (booking.status !== "confirmed" && booking.status !== "pending") {
      return refuse(409, "form", M.cannotChargeClosed);
    }
    const now = clock();
    const [row] = await tx
      .insert(folioCharges)
      .values({ bookingId: id, ...parsed.data, staffId: staff.id, at: now })
      .returning({ id: folioCharges.id });
    await deskAudit(tx, staff, "folio.charge", id, now, { chargeId: row!.id, ...parsed.data });
    await notifyBookingChanged(tx, id);
    return { ok: true, message: M.chargeAdded } as const;
  });
}

/** A charge entered by mistake: voided with a reason (kept on the bill, struck through). */
export async function voidFolioCharge(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: string,
  fields: unknown,
  clock: () => Date,
): Promise<FolioResult> {
  const parsed = VoidChargeSchema.safeParse(fields);
  if (!parsed.success) return invalidFields(parsed.error);
  return withLockedBooking(db, id, async (tx) => {
    const now = clock();
    const voided = await tx
      .update(folioCharges)
      .set({ voidedAt: now, voidReason: parsed.data.reason })
      .where(
        and(
          eq(folioCharges.id, parsed.data.chargeId),
          eq(folioCharges.bookingId, id),
          isNull(folioCharges.voidedAt),
        ),
      )
      .returning({ amountKes: folioCharges.amountKes, description: folioCharges.description });
    if (voided.length === 0) {
      return refuse(409, "form", M.chargeNotFound);
    }
    await deskAudit(tx, staff, "folio.void_charge", id, now, {
      chargeId: parsed.data.chargeId,
      reason: parsed.data.reason,
      ...voided[0],
    });
    await notifyBookingChanged(tx, id);
    return { ok: true, message: M.chargeVoided } as const;
  });
}

/** A payment against the balance (refused at the field over it, or with a used receipt). */
export async function takeFolioPayment(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: string,
  fields: unknown,
  clock: () => Date,
  texts?: TextSettings,
): Promise<FolioResult> {
  const parsed = DeskPaymentSchema.safeParse(fields);
  if (!parsed.success) return invalidFields(parsed.error);
  if (!isBookingId(id)) return DESK_NOT_FOUND;
  return inDeskTransaction(db, async (tx) => {
    const paid = await recordDeskPayment(tx, id, parsed.data, staff, clock, texts);
    if (!paid.ok) return paid;
    return { ok: true, message: M.paymentTaken(formatKes(parsed.data.amountKes)) } as const;
  });
}

/** Money given back at the desk: never more than was paid and not yet given back. */
export async function recordFolioRefund(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: string,
  fields: unknown,
  clock: () => Date,
): Promise<FolioResult> {
  const parsed = DeskRefundSchema.safeParse(fields);
  if (!parsed.success) return invalidFields(parsed.error);
  return withLockedBooking(db, id, async (tx) => {
    const now = clock();
    const totals = (await folioTotalsFor(tx, [id])).get(id)!;
    const refusal = refundRefusal(parsed.data.amountKes, totals);
    if (refusal) return refuse(400, "amountKes", refusal);
    const [row] = await tx
      .insert(folioPayments)
      .values({
        bookingId: id,
        kind: "refund",
        method: parsed.data.method,
        amountKes: parsed.data.amountKes,
        reference: parsed.data.reference,
        note: parsed.data.reason,
        staffId: staff.id,
        at: now,
      })
      .returning({ id: folioPayments.id });
    await deskAudit(tx, staff, "folio.refund", id, now, { paymentId: row!.id, ...parsed.data });
    await notifyBookingChanged(tx, id);
    return { ok: true, message: M.refundRecorded(formatKes(parsed.data.amountKes)) } as const;
  });
}

/**
 * When staff mark an online refund settled: the money the guest is owed (the bill's credit) is
 * recorded as a refund by the way they paid online, so the balance stays true. Nothing when the
 * bill shows no credit. Runs in the caller's transaction (admin-actions.ts settleRefund).
 */
export async function recordOnlineRefund(
  tx: Tx,
  bookingId: string,
  staff: Pick<StaffUser, "id">,
  now: Date,
): Promise<void> {
  const totals = (await folioTotalsFor(tx, [bookingId])).get(bookingId);
  if (!totals || totals.balanceKes >= 0) return;
  const [paid] = await tx
    .select({ provider: paymentAttempts.provider, receipt: paymentAttempts.receipt })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.status, "succeeded")))
    .orderBy(desc(paymentAttempts.completedAt))
    .limit(1);
  await tx.insert(folioPayments).values({
    bookingId,
    kind: "refund",
    method: paid ? paid.provider : "cash",
    amountKes: -totals.balanceKes,
    reference: paid?.receipt ?? null,
    note: "Online payment refunded (refund marked settled)",
    staffId: staff.id,
    at: now,
  });
}
