// Refunds paid back, not only flagged (issue 31, decision 024): staff press Refund on "Money to
// return", a second person approves a large one, and the money goes back the way it came (M-Pesa
// reversal, B2C when the reversal is refused, Pesapal, or cash at once). Each request is stored
// before it is sent and sent at most once (refunds.sent_at is claimed); Daraja's Results come
// through the inbox (provider-messages.ts) and are applied here idempotently; the booking jobs
// ask Daraja's Transaction Status or Pesapal's order status when an answer is late, and tell
// staff when none comes. domain/refunds.ts decides; server/payments/refund-ledger.ts writes.
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { noted, readNotes, withNote } from "../../domain/booking-notes.ts";
import { msisdn, nineDigits } from "../../domain/phone.ts";
import {
  afterReversalRefused,
  approvalRefusal,
  needsApproval,
  refundDue,
  refundMethodFor,
  requestRefusal,
  type RefundMethod,
  type RefundRefusal,
} from "../../domain/refunds.ts";
import { RefundApproveSchema, RefundRequestSchema } from "../../domain/schemas/refunds.ts";
import { canReturnMoney, type StaffUser } from "../../domain/staff.ts";
import type { Told } from "../../domain/said.ts";
import { firstTold } from "../../domain/zod.ts";
import { deskSaid } from "../../domain/staff-said/desk.ts";
import { staffNoteWords } from "../../i18n/messages.server.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { moneyEntries, refunds } from "../db/schema/ledger.ts";
import { mpesaPayments } from "../db/schema/paybill.ts";
import { staffUsers } from "../db/schema/staff.ts";
import {
  parseB2cResult,
  parseQueueTimeout,
  parseReversalResult,
  parseStatusResult,
} from "./daraja/refunds-wire.ts";
import { latestPayment } from "./ledger.ts";
import { pesapalRefundOutcome } from "./pesapal/wire.ts";
import {
  bookingCredit,
  lockRefund,
  lockRefundOfConversation,
  newIdempotencyKey,
  openRefundOf,
  refundFailed,
  refundNoted,
  refundPaid,
  unmatchedOwed,
  type Refund,
  type RefundDeps,
} from "./refund-ledger.ts";
import { ProviderError } from "./types.ts";
import { bookingSubject, recordStaffAction } from "../staff/audit.ts";
import { queueAttentionText } from "../texts/booking-texts.ts";
import { READ_COMMITTED } from "../bookings/availability.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import type { PaymentDeps } from "./deps.ts";

// Staff pages are English (issue 17).
type Tx = Db;

export type RefundActionResult =
  { ok: true; message: Told } | { ok: false; status: 400 | 403 | 404 | 409; message: Told };

const REFUSED: Record<RefundRefusal, (owedKes: number) => RefundActionResult> = {
  nothing_owed: () => ({ ok: false, status: 409, message: deskSaid.refundNothingOwed() }),
  too_much: (owed) => ({
    ok: false,
    status: 400,
    message: deskSaid.refundTooMuch(owed),
  }),
  already_open: () => ({ ok: false, status: 409, message: deskSaid.refundAlreadyOpen() }),
  not_awaiting: () => ({ ok: false, status: 409, message: deskSaid.refundNotAwaiting() }),
  same_person: () => ({ ok: false, status: 409, message: deskSaid.refundSamePerson() }),
  no_phone: () => ({ ok: false, status: 409, message: deskSaid.refundNotConfigured() }),
  not_configured: () => ({ ok: false, status: 409, message: deskSaid.refundNotConfigured() }),
};
const NOT_FOUND = { ok: false, status: 404, message: deskSaid.refundNotFound() } as const;
const NO_RIGHT = { ok: false, status: 403, message: deskSaid.refundNoRight() } as const;

function refundsOf(deps: PaymentDeps): RefundDeps {
  if (!deps.refunds) throw new Error("the refund clients are not configured");
  return deps.refunds;
}

/** A guest's number as B2C sends to it (2547XXXXXXXX), if the booking has a Kenyan mobile. */
function b2cPhone(phone: string | null | undefined): string | null {
  const nine = phone ? nineDigits(phone) : undefined;
  return nine ? msisdn(nine) : null;
}

/**
 * The entry whose money a booking gives back: its newest payment in. Money that reached it from
 * the unmatched queue is an allocation; the way back is the way that money came (its receipt).
 */
async function returnedEntryOf(tx: Tx, bookingId: string) {
  const latest = await latestPayment(tx, bookingId);
  if (latest?.kind !== "allocation" || latest.correctsId === null) return latest;
  const [origin] = await tx
    .select()
    .from(moneyEntries)
    .where(eq(moneyEntries.id, latest.correctsId));
  return origin ?? latest;
}

type Asked = {
  bookingId: string | null;
  entry: NonNullable<Awaited<ReturnType<typeof returnedEntryOf>>>;
  owedKes: number;
  phone: string | null;
  subject: string;
  reason: string;
};

/** What the target owes back and how its money came, with the right lock held. */
async function targetOf(
  tx: Tx,
  target: { bookingId: string } | { entryId: number },
): Promise<Asked | undefined> {
  if ("bookingId" in target) {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, target.bookingId))
      .for("update");
    if (!booking) return undefined;
    const entry = await returnedEntryOf(tx, booking.id);
    if (!entry) return undefined;
    return {
      bookingId: booking.id,
      entry,
      owedKes: await bookingCredit(tx, booking.id),
      phone: b2cPhone(booking.phone),
      subject: bookingSubject(booking.id),
      reason: staffNoteWords(readNotes(booking.statusNotes)),
    };
  }
  // Unmatched M-Pesa money staff marked to give back (paybill-staff.ts markMpesaForRefund).
  const [row] = await tx
    .select({ entry: moneyEntries, queue: mpesaPayments })
    .from(moneyEntries)
    .innerJoin(mpesaPayments, eq(mpesaPayments.transId, moneyEntries.receipt))
    .where(
      and(
        eq(moneyEntries.id, target.entryId),
        isNull(moneyEntries.bookingId),
        eq(moneyEntries.provider, "mpesa"),
        eq(mpesaPayments.status, "refund"),
      ),
    )
    .for("update");
  if (!row) return undefined;
  return {
    bookingId: null,
    entry: row.entry,
    owedKes: await unmatchedOwed(tx, row.entry.id),
    // The payer's number is masked (B.8): only a reversal can reach them.
    phone: null,
    subject: row.queue.transId,
    reason: row.queue.note,
  };
}

/** Refund: stored (awaiting approval, or pending and sent now; cash paid at once), audited. */
export async function requestRefund(
  deps: PaymentDeps,
  staff: StaffUser,
  fields: unknown,
): Promise<RefundActionResult> {
  if (!canReturnMoney(staff)) return NO_RIGHT;
  const parsed = RefundRequestSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, status: 400, message: firstTold(parsed.error) };
  const config = refundsOf(deps);
  const stored = await deps.db
    .transaction(async (tx): Promise<RefundActionResult | Refund> => {
      const asked = await targetOf(tx, parsed.data.target);
      if (!asked) return NOT_FOUND;
      const open = await openRefundOf(
        tx,
        asked.bookingId ? { bookingId: asked.bookingId } : { entryId: asked.entry.id },
      );
      // Unmatched money goes back whole (a reversal); a booking's credit as staff say.
      const amountKes = asked.bookingId ? (parsed.data.amountKes ?? asked.owedKes) : asked.owedKes;
      const refusal = requestRefusal(amountKes, asked.owedKes, !!open);
      if (refusal) return REFUSED[refusal](asked.owedKes);
      let method: RefundMethod = refundMethodFor(asked.entry, amountKes);
      if (method === "mpesa_b2c" && !asked.phone) method = "cash";
      if (method.startsWith("mpesa") && !config.daraja) return REFUSED.not_configured(0);
      const now = deps.clock();
      const approval = needsApproval(amountKes, config.approvalAboveKes);
      const [refund] = await tx
        .insert(refunds)
        .values({
          bookingId: asked.bookingId,
          entryId: asked.entry.id,
          amountKes,
          method,
          status: approval ? "awaiting_approval" : "pending",
          idempotencyKey: newIdempotencyKey(),
          phone: method === "mpesa_b2c" ? asked.phone : null,
          reason: asked.reason.slice(0, 500),
          requestedBy: staff.id,
          createdAt: now,
        })
        .returning();
      await recordStaffAction(
        tx,
        {
          staffId: staff.id,
          action: "refund.request",
          subject: asked.subject,
          detail: { refundId: refund!.id, amountKes, method, approval },
        },
        now,
      );
      if (!approval && method === "cash") {
        await refundPaid(tx, refund!, { source: "staff", raw: {}, receipt: null }, now);
        return {
          ok: true,
          message: deskSaid.refundPaidNow(amountKes),
        };
      }
      if (asked.bookingId) await notifyBookingChanged(tx, asked.bookingId);
      return refund!;
    }, READ_COMMITTED)
    .catch((error: unknown) => {
      // Two presses at once: the second meets the first's open request.
      if (isUniqueViolation(error)) return REFUSED.already_open(0);
      throw error;
    });
  if ("ok" in stored) return stored;
  if (stored.status === "awaiting_approval") {
    return {
      ok: true,
      message: deskSaid.refundAwaitingApproval(stored.amountKes, config.approvalAboveKes),
    };
  }
  return sentMessage(stored, await sendRefund(deps, stored.id));
}

/** Approve: a second staff member (never who asked) lets a large refund go. */
export async function approveRefund(
  deps: PaymentDeps,
  staff: StaffUser,
  fields: unknown,
): Promise<RefundActionResult> {
  if (!canReturnMoney(staff)) return NO_RIGHT;
  const parsed = RefundApproveSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, status: 400, message: firstTold(parsed.error) };
  const approved = await deps.db.transaction(async (tx): Promise<RefundActionResult | Refund> => {
    const refund = await lockRefund(tx, parsed.data.refundId);
    if (!refund) return NOT_FOUND;
    const refusal = approvalRefusal(refund, staff.id);
    if (refusal) return REFUSED[refusal](0);
    const now = deps.clock();
    const [updated] = await tx
      .update(refunds)
      .set({ status: "pending", approvedBy: staff.id, approvedAt: now })
      .where(eq(refunds.id, refund.id))
      .returning();
    await recordStaffAction(
      tx,
      {
        staffId: staff.id,
        action: "refund.approve",
        subject: refund.bookingId ? bookingSubject(refund.bookingId) : `refund:${refund.id}`,
        detail: { refundId: refund.id, amountKes: refund.amountKes, method: refund.method },
      },
      now,
    );
    if (updated!.method === "cash") {
      await refundPaid(tx, updated!, { source: "staff", raw: {}, receipt: null }, now);
      return {
        ok: true,
        message: deskSaid.refundPaidNow(refund.amountKes),
      };
    }
    return updated!;
  }, READ_COMMITTED);
  if ("ok" in approved) return approved;
  return sentMessage(approved, await sendRefund(deps, approved.id));
}

type Sent = { kind: "sent" | "unknown" | "not_sent" } | { kind: "refused"; words: string };

function sentMessage(refund: Refund, sent: Sent): RefundActionResult {
  switch (sent.kind) {
    case "refused":
      return {
        ok: false,
        status: 409,
        message: deskSaid.refundRefusedNow(sent.words),
      };
    case "unknown":
      return { ok: true, message: deskSaid.refundNoAnswer() };
    default:
      return { ok: true, message: deskSaid.refundSent(refund.amountKes) };
  }
}

function remarksOf(refund: Refund, reference: string): string {
  return `Refund ${reference || refund.idempotencyKey}`.slice(0, 100);
}

/**
 * Sends a pending refund to its provider, at most once: sent_at is claimed first, so a second
 * press, a second instance or the job's retry of an unsent one never asks twice. An answer we
 * did not get leaves it pending (asked about later), never sent again under a new key.
 */
export async function sendRefund(deps: PaymentDeps, refundId: number): Promise<Sent> {
  const config = refundsOf(deps);
  const now = deps.clock();
  const [claimed] = await deps.db
    .update(refunds)
    .set({ sentAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending"), isNull(refunds.sentAt)))
    .returning();
  if (!claimed) return { kind: "not_sent" };
  const [facts] = await deps.db
    .select({
      entry: moneyEntries,
      reference: bookings.reference,
      staffEmail: staffUsers.email,
      orderTrackingId: paymentAttempts.providerRequestId,
    })
    .from(moneyEntries)
    .leftJoin(bookings, eq(bookings.id, claimed.bookingId ?? sql`null`))
    .leftJoin(staffUsers, eq(staffUsers.id, claimed.requestedBy ?? sql`null`))
    .leftJoin(paymentAttempts, eq(paymentAttempts.id, moneyEntries.attemptId))
    .where(eq(moneyEntries.id, claimed.entryId));
  const remarks = remarksOf(claimed, facts?.reference ?? facts?.entry.receipt ?? "");
  try {
    switch (claimed.method) {
      case "mpesa_reversal": {
        const ack = await config.daraja!.requestReversal({
          receipt: facts!.entry.receipt!,
          amountKes: claimed.amountKes,
          remarks,
          occasion: claimed.idempotencyKey,
          ...config.urls.reversal,
        });
        await saveAck(deps, claimed.id, ack);
        return { kind: "sent" };
      }
      case "mpesa_b2c": {
        const ack = await config.daraja!.requestB2c({
          originatorConversationId: claimed.idempotencyKey,
          phone: claimed.phone!,
          amountKes: claimed.amountKes,
          remarks,
          ...config.urls.b2c,
        });
        await saveAck(deps, claimed.id, ack);
        return { kind: "sent" };
      }
      case "card_refund": {
        const answer = await config.pesapal.refund({
          confirmationCode: facts!.entry.receipt!,
          amountKes: claimed.amountKes,
          username: facts?.staffEmail ?? "staff",
          remarks,
        });
        if (answer.status === "refused") {
          await finishFailed(deps, claimed.id, {
            source: "send",
            raw: answer.raw,
            resultCode: "refused",
            resultDesc: answer.message,
          });
          return { kind: "refused", words: answer.message };
        }
        // "200" only means received: the order's status tells when the money moved (C.3).
        await deps.db.transaction((tx) =>
          refundNoted(tx, claimed.id, { source: "send", raw: answer.raw }, deps.clock(), {
            resultDesc: answer.message,
          }),
        );
        return { kind: "sent" };
      }
      case "cash":
        return { kind: "not_sent" };
    }
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Refused on the spot (a Daraja error body): nothing was queued. A duplicate key means the
    // first request did go: it stays pending for its Result or a status query. No answer at all:
    // unknown, asked about later (never re-sent: B.5, C.5).
    const words = error.providerMessage;
    if (words && !/duplicate/i.test(words)) {
      await finishFailed(deps, claimed.id, {
        source: "send",
        raw: error.raw ?? null,
        resultCode: "refused",
        resultDesc: words,
      });
      return { kind: "refused", words };
    }
    deps.log.warn({ err: error, refundId }, "a refund's request got no clear answer; asked later");
    await deps.db.transaction((tx) =>
      refundNoted(tx, claimed.id, { source: "send", raw: { error: error.message } }, deps.clock()),
    );
    return { kind: "unknown" };
  }
}

async function saveAck(
  deps: PaymentDeps,
  refundId: number,
  ack: { originatorConversationId: string; conversationId: string; raw: unknown },
) {
  await deps.db.transaction((tx) =>
    refundNoted(tx, refundId, { source: "ack", raw: ack.raw }, deps.clock(), {
      originatorConversationId: ack.originatorConversationId,
      conversationId: ack.conversationId,
    }),
  );
}

async function finishFailed(
  deps: PaymentDeps,
  refundId: number,
  answer: Parameters<typeof refundFailed>[2],
) {
  await deps.db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    if (refund) await refundFailed(tx, refund, answer, deps.clock());
  });
}

// --- Daraja's Results, through the inbox (provider-messages.ts) -------------------------------

export type RefundMessageOutcome = {
  kind: "paid" | "failed" | "fallback" | "ask_status" | "timed_out" | "repeat" | "unknown";
};

/** A reversal's Result: paid; or refused, then B2C to the guest's phone, a status query, or failed. */
export async function applyReversalResult(
  deps: PaymentDeps,
  body: unknown,
): Promise<RefundMessageOutcome> {
  const result = parseReversalResult(body);
  if (!result) return { kind: "unknown" };
  const applied = await deps.db.transaction(async (tx) => {
    const refund = await lockRefundOfConversation(tx, result);
    if (!refund) return { kind: "unknown" as const };
    if (refund.status !== "pending") return { kind: "repeat" as const };
    const now = deps.clock();
    const { outcome } = result;
    if (outcome.kind === "completed") {
      return {
        kind: await refundPaid(
          tx,
          refund,
          { source: "result", raw: body, receipt: outcome.receipt },
          now,
        ),
      };
    }
    const answer = {
      source: "result",
      raw: body,
      resultCode: outcome.resultCode,
      resultDesc: outcome.resultDesc,
    };
    const phone = await guestPhone(tx, refund);
    switch (afterReversalRefused(outcome.resultCode, phone)) {
      case "ask_status":
        // Maybe our own earlier reversal, its Result lost: the status query decides (A.6).
        await refundNoted(tx, refund.id, answer, now, {
          timedOutAt: now,
          resultCode: outcome.resultCode,
          resultDesc: outcome.resultDesc,
        });
        return { kind: "ask_status" as const };
      case "failed":
        await refundFailed(tx, refund, answer, now);
        return { kind: "failed" as const };
      case "b2c": {
        await refundFailed(tx, refund, answer, now);
        // A new request with its own key; the approval given covers the same money.
        const [next] = await tx
          .insert(refunds)
          .values({
            bookingId: refund.bookingId,
            entryId: refund.entryId,
            amountKes: refund.amountKes,
            method: "mpesa_b2c",
            status: "pending",
            idempotencyKey: newIdempotencyKey(),
            phone,
            followsId: refund.id,
            reason: refund.reason,
            requestedBy: refund.requestedBy,
            approvedBy: refund.approvedBy,
            approvedAt: refund.approvedAt,
            createdAt: now,
          })
          .returning({ id: refunds.id });
        return { kind: "fallback" as const, next: next!.id };
      }
    }
  }, READ_COMMITTED);
  if (applied.kind === "fallback") {
    await sendRefund(deps, applied.next);
    return { kind: "fallback" };
  }
  return { kind: applied.kind };
}

async function guestPhone(tx: Tx, refund: Refund): Promise<string | null> {
  if (!refund.bookingId) return null;
  const [booking] = await tx
    .select({ phone: bookings.phone })
    .from(bookings)
    .where(eq(bookings.id, refund.bookingId));
  return b2cPhone(booking?.phone);
}

/**
 * A final answer about one refund: Completed pays it (its receipt), anything else fails it with
 * the provider's words. `ids` name the refund (its own ids, or our status query's).
 */
async function applyFinal(
  deps: PaymentDeps,
  source: string,
  body: unknown,
  ids: readonly { originatorConversationId?: string; conversationId?: string }[],
  outcome:
    | { kind: "completed"; receipt: string }
    | { kind: "refused" | "unclear"; resultCode: string; resultDesc: string },
): Promise<RefundMessageOutcome> {
  return deps.db.transaction(async (tx) => {
    let refund: Refund | undefined;
    for (const named of ids) refund ??= await lockRefundOfConversation(tx, named);
    if (!refund) return { kind: "unknown" };
    if (refund.status !== "pending") return { kind: "repeat" };
    const now = deps.clock();
    if (outcome.kind === "completed") {
      const paid = { source, raw: body, receipt: outcome.receipt };
      return { kind: await refundPaid(tx, refund, paid, now) };
    }
    const answer = { source, raw: body, ...outcome };
    return { kind: await refundFailed(tx, refund, answer, now) };
  }, READ_COMMITTED);
}

/** A B2C payment's Result: paid or failed. */
export async function applyB2cResult(
  deps: PaymentDeps,
  body: unknown,
): Promise<RefundMessageOutcome> {
  const result = parseB2cResult(body);
  if (!result) return { kind: "unknown" };
  return applyFinal(deps, "result", body, [result], result.outcome);
}

/**
 * A Transaction Status Result about a refund whose Result was late: Completed pays it; anything
 * else fails it with the provider's words (nothing moved that we know of), for staff to decide.
 * It names the refund asked about, or only our query (matched by the query's id we stored).
 */
export async function applyStatusResult(
  deps: PaymentDeps,
  body: unknown,
): Promise<RefundMessageOutcome> {
  const result = parseStatusResult(body);
  if (!result) return { kind: "unknown" };
  const of =
    result.outcome.kind === "completed" ? result.outcome.ofOriginatorConversationId : undefined;
  const ids = [
    ...(of ? [{ originatorConversationId: of }] : []),
    { originatorConversationId: result.originatorConversationId },
  ];
  return applyFinal(deps, "status", body, ids, result.outcome);
}

/** QueueTimeOutURL: the outcome is unknown; the jobs ask the status at their next turn. */
export async function applyQueueTimeout(
  deps: PaymentDeps,
  body: unknown,
): Promise<RefundMessageOutcome> {
  const ids = parseQueueTimeout(body);
  if (!ids) return { kind: "unknown" };
  return deps.db.transaction(async (tx) => {
    const refund = await lockRefundOfConversation(tx, {
      ...(ids.originatorConversationId && {
        originatorConversationId: ids.originatorConversationId,
      }),
      ...(ids.conversationId && { conversationId: ids.conversationId }),
    });
    if (!refund) return { kind: "unknown" };
    if (refund.status !== "pending") return { kind: "repeat" };
    const now = deps.clock();
    // A timed-out status query is asked again; a timed-out request is asked about.
    await refundNoted(tx, refund.id, { source: "timeout", raw: body }, now, {
      timedOutAt: now,
      lastAskedAt: null,
    });
    return { kind: "timed_out" };
  }, READ_COMMITTED);
}

/**
 * A card order turned REVERSED (the IPN, or our question): when a card refund of that payment
 * is open, that is our refund paid, not a chargeback. Runs in the settling transaction.
 */
export async function cardRefundReversed(
  tx: Tx,
  entryId: number,
  raw: unknown,
  now: Date,
): Promise<boolean> {
  const [open] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.entryId, entryId),
        eq(refunds.method, "card_refund"),
        eq(refunds.status, "pending"),
      ),
    )
    .for("update");
  if (!open) return false;
  await refundPaid(tx, open, { source: "pesapal_status", raw, receipt: null }, now);
  return true;
}

// --- The booking jobs: late answers and refunds nobody answered --------------------------------

/** Claims pending refunds the jobs may act on now (several instances: SKIP LOCKED). */
async function claimPendingRefunds(deps: PaymentDeps, now: Date) {
  const { times } = refundsOf(deps);
  const askedBefore = new Date(now.getTime() - times.askEveryMs);
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.status, "pending"),
          or(isNull(refunds.lastAskedAt), lt(refunds.lastAskedAt, askedBefore)),
        ),
      )
      .orderBy(asc(refunds.lastAskedAt), asc(refunds.id))
      .limit(20)
      .for("update", { skipLocked: true });
    const due = [];
    for (const row of rows) {
      const unsent = row.sentAt === null && now.getTime() - row.createdAt.getTime() > 60_000;
      const decision = refundDue(row, now, times);
      if (!unsent && !decision.ask && !decision.attention) continue;
      if (decision.ask) {
        await tx.update(refunds).set({ lastAskedAt: now }).where(eq(refunds.id, row.id));
      }
      due.push({ row, unsent, ...decision });
    }
    return due;
  });
}

/**
 * Asks about pending refunds whose answer is late (Daraja Transaction Status, Pesapal's order
 * status), sends any left unsent by a crash, and tells staff of those with no final answer for
 * too long. Returns how many were looked at.
 */
export async function reconcileRefunds(deps: PaymentDeps): Promise<number> {
  if (!deps.refunds) return 0;
  const due = await claimPendingRefunds(deps, deps.clock());
  for (const { row, unsent, ask, attention } of due) {
    try {
      if (unsent) await sendRefund(deps, row.id);
      else if (ask) await askAboutRefund(deps, row);
      if (attention) await refundNeedsAttention(deps, row);
    } catch (err) {
      // One refund's trouble (the provider down) must not stop the others.
      deps.log.warn({ err, refundId: row.id }, "could not ask about a refund; will retry");
    }
  }
  return due.length;
}

async function askAboutRefund(deps: PaymentDeps, refund: Refund): Promise<void> {
  const config = refundsOf(deps);
  if (refund.method === "card_refund") {
    const [facts] = await deps.db
      .select({ orderTrackingId: paymentAttempts.providerRequestId })
      .from(moneyEntries)
      .innerJoin(paymentAttempts, eq(paymentAttempts.id, moneyEntries.attemptId))
      .where(eq(moneyEntries.id, refund.entryId));
    if (!facts?.orderTrackingId) return;
    const status = await deps.pesapal.transactionStatus(facts.orderTrackingId);
    if (pesapalRefundOutcome(status) !== "refunded") return;
    await deps.db.transaction(async (tx) => {
      const locked = await lockRefund(tx, refund.id);
      if (locked?.status === "pending") {
        await refundPaid(
          tx,
          locked,
          { source: "pesapal_status", raw: status.raw, receipt: null },
          deps.clock(),
        );
      }
    }, READ_COMMITTED);
    return;
  }
  if (!config.daraja) return;
  // B2C's id is ours; a reversal's is the gateway's, known only if its acknowledgement came.
  const asked =
    refund.originatorConversationId ??
    (refund.method === "mpesa_b2c" ? refund.idempotencyKey : undefined);
  if (!asked) return;
  const ack = await config.daraja.queryTransactionStatus({
    of: refund.method === "mpesa_b2c" ? "b2c" : "reversal",
    originatorConversationId: asked,
    remarks: `Refund ${refund.idempotencyKey}`,
    ...config.urls.status,
  });
  await deps.db.transaction((tx) =>
    refundNoted(tx, refund.id, { source: "status_query", raw: ack.raw }, deps.clock(), {
      statusQueryId: ack.originatorConversationId,
      timedOutAt: null,
    }),
  );
}

/** No final answer for too long: marked, and the booking flagged for a person (staff texted). */
async function refundNeedsAttention(deps: PaymentDeps, refund: Refund): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const updated = await tx
      .update(refunds)
      .set({ attentionAt: now })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.attentionAt)))
      .returning({ id: refunds.id });
    if (updated.length === 0 || !refund.bookingId) return;
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, refund.bookingId))
      .for("update");
    if (!booking) return;
    const reason = noted.refundLongWait(
      refund.amountKes,
      refund.method,
      (refund.sentAt ?? refund.createdAt).toISOString(),
    );
    const open = booking.attentionSettledAt ? [] : readNotes(booking.attentionNotes);
    await tx
      .update(bookings)
      .set({
        attentionNotes: withNote(open, reason),
        attentionAt: now,
        attentionSettledAt: null,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
    await notifyBookingChanged(tx, booking.id);
    await queueAttentionText(tx, booking, deps.texts, now);
  }, READ_COMMITTED);
}
