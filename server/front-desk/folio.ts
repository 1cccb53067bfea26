// A guest's bill (folio) as staff read it, and the desk's writes to it: extras (voided with a
// reason, never deleted), payments against the balance, refunds. Each write is one transaction
// with its staff_audit entry; bad input is refused at its field.
import type { TextSettings } from "../texts/booking-texts.ts";
import { and, asc, eq, isNull } from "drizzle-orm";
import { refundRefusal } from "../../domain/desk.ts";
import type { DeskPaymentMethod } from "../../domain/front-desk.ts";
import { deskSaid as M } from "../../domain/staff-said/desk.ts";
import type { Told } from "../../domain/said.ts";
import { nightsRange, totalRows } from "../../domain/price-lines.ts";
import {
  DeskPaymentSchema,
  DeskRefundSchema,
  FolioChargeSchema,
  VoidChargeSchema,
} from "../../domain/schemas/desk.ts";
import { actorOf, type Actor, type StaffUser } from "../../domain/staff.ts";
import type { Db } from "../db/client.ts";
import { bookings, folioCharges } from "../db/schema/bookings.ts";
import { moneyEntries, refunds } from "../db/schema/ledger.ts";
import { latestPayment, type MoneyEntry } from "../payments/ledger.ts";
import { handGivenOf, openRefundOf, recordHandRefund } from "../payments/refund-ledger.ts";
import { staffUsers } from "../db/schema/staff.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { isBookingId } from "../../domain/booking-reference.ts";
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
} from "./desk-bookings.ts";
import { folioTotalsFor } from "../payments/bill-totals.ts";
import { oweBackCredit } from "../payments/settle.ts";
import { bookingWords } from "../mail/booking-words.ts";

const iso = (value: Date) => value.toISOString();

/** One payment or refund line of the bill: a money ledger entry ("e12"). */
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
  const [rooms, charges, ledger] = await Promise.all([
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
      .select({ entry: moneyEntries, staffName: staffUsers.name })
      .from(moneyEntries)
      .leftJoin(staffUsers, eq(moneyEntries.staffId, staffUsers.id))
      .where(eq(moneyEntries.bookingId, bookingId))
      .orderBy(asc(moneyEntries.at), asc(moneyEntries.id)),
  ]);
  const money: FolioMoney[] = ledger.map(({ entry, staffName }) => folioMoney(entry, staffName));
  // Money the desk asked to give back above the approval setting: shown until approved.
  const awaiting = await db
    .select({ refund: refunds, staffName: staffUsers.name })
    .from(refunds)
    .leftJoin(staffUsers, eq(refunds.requestedBy, staffUsers.id))
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, "awaiting_approval")))
    .orderBy(asc(refunds.id));
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
    /** Refunds waiting for a second staff member (the desk's, or asked on "Money to return"). */
    awaitingRefunds: awaiting.map(({ refund, staffName }) => ({
      id: String(refund.id),
      amountKes: refund.amountKes,
      method: handGivenOf(refund)?.method ?? null,
      refundMethod: refund.method,
      reason: refund.reason,
      by: actorOf(staffName),
      at: iso(refund.createdAt),
    })),
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

/** Sources whose entries a staff member made (the rest came from the website or a provider). */
const BY_STAFF: ReadonlySet<MoneyEntry["source"]> = new Set(["desk", "staff", "refund"]);

/** A ledger entry as a line of the bill. */
function folioMoney(entry: MoneyEntry, staffName: string | null): FolioMoney {
  const atDesk = entry.source === "desk" || entry.source === "refund";
  return {
    id: `e${entry.id}`,
    kind: entry.direction === 1 ? "payment" : "refund",
    method: atDesk
      ? entry.method
      : entry.method === "card"
        ? "online_card"
        : entry.method === "mpesa"
          ? "online_mpesa"
          : entry.method,
    amountKes: entry.amountKes,
    reference: entry.receipt ?? entry.reference ?? "",
    note:
      entry.detail.receiptCountedTwice === true
        ? `${entry.note ?? ""} Before the ledger this receipt was also counted on another payment: check it with M-Pesa.`.trim()
        : (entry.note ?? ""),
    by: BY_STAFF.has(entry.source) || entry.staffId !== null ? actorOf(staffName) : "online",
    at: iso(entry.at),
  };
}

export type FolioResult = { ok: true; message: Told } | DeskRefusal;

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
      return refuse(409, "form", M.cannotChargeClosed());
    }
    const now = clock();
    const [row] = await tx
      .insert(folioCharges)
      .values({ bookingId: id, ...parsed.data, staffId: staff.id, at: now })
      .returning({ id: folioCharges.id });
    await deskAudit(tx, staff, "folio.charge", id, now, { chargeId: row!.id, ...parsed.data });
    await notifyBookingChanged(tx, id);
    return { ok: true, message: M.chargeAdded() } as const;
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
      return refuse(409, "form", M.chargeNotFound());
    }
    await deskAudit(tx, staff, "folio.void_charge", id, now, {
      chargeId: parsed.data.chargeId,
      reason: parsed.data.reason,
      ...voided[0],
    });
    // A paid extra taken off the bill leaves money to give back.
    await oweBackCredit(tx, id, now, undefined);
    await notifyBookingChanged(tx, id);
    return { ok: true, message: M.chargeVoided() } as const;
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
    return { ok: true, message: M.paymentTaken(parsed.data.amountKes) } as const;
  });
}

/** Money given back at the desk: never more than was paid and not yet given back. */
export async function recordFolioRefund(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: string,
  fields: unknown,
  clock: () => Date,
  /** REFUND_APPROVAL_ABOVE_KES: above it a second staff member approves (decision 024). */
  approvalAboveKes?: number,
): Promise<FolioResult> {
  const parsed = DeskRefundSchema.safeParse(fields);
  if (!parsed.success) return invalidFields(parsed.error);
  return withLockedBooking(db, id, async (tx) => {
    const now = clock();
    const totals = (await folioTotalsFor(tx, [id])).get(id)!;
    const refusal = refundRefusal(parsed.data.amountKes, totals);
    if (refusal) return refuse(400, "amountKes", refusal);
    // One open refund per booking (the queue's rule): one waiting for approval comes first.
    if (await openRefundOf(tx, { bookingId: id })) {
      return refuse(409, "amountKes", M.refundAlreadyOpen());
    }
    // Through the refunds table too (decision 024): the queue and cash-up agree.
    const returned = (await latestPayment(tx, id))!;
    const recorded = await recordHandRefund(
      tx,
      {
        bookingId: id,
        entryId: returned.id,
        amountKes: parsed.data.amountKes,
        method: parsed.data.method,
        reference: parsed.data.reference,
        reason: parsed.data.reason,
        staffId: staff.id,
        approvalAboveKes,
      },
      now,
    );
    if (recorded.kind === "awaiting") {
      await deskAudit(tx, staff, "refund.request", id, now, {
        refundId: recorded.refundId,
        ...parsed.data,
        approval: true,
      });
      return {
        ok: true,
        message: M.refundAwaitingApproval(parsed.data.amountKes, approvalAboveKes!),
      } as const;
    }
    await deskAudit(tx, staff, "folio.refund", id, now, {
      paymentId: recorded.entryId,
      ...parsed.data,
    });
    await notifyBookingChanged(tx, id);
    return { ok: true, message: M.refundRecorded(parsed.data.amountKes) } as const;
  });
}
