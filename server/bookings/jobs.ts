// Background work on bookings, safe with several app instances: expiring unpaid holds, trying
// again provider messages whose processing failed (server/payments/inbox.ts), and asking
// the providers about payments whose callback never came (Daraja does not retry a lost callback;
// Pesapal's IPN may not come either). Rows are claimed with FOR UPDATE SKIP LOCKED, so two
// instances never work on the same one.
import { and, eq, inArray, isNull, lt, lte, notExists, or, sql } from "drizzle-orm";
import { noted } from "../../domain/booking-notes.ts";
import type { Db } from "../db/client.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { ANSWER_LOST, decideUnanswered } from "../../domain/unanswered-attempt.ts";
import { askProvider, settleContext } from "../payments/payments.ts";
import type { PaymentDeps } from "../payments/deps.ts";
import { closeLostPrompt, putLostPromptBeforeStaff } from "../payments/lost-answer.ts";
import { oweBackCredit, settleAttempt, type SettleContext } from "../payments/settle.ts";
import { moveBooking } from "./transitions.ts";
import { retryInbox } from "../payments/provider-messages.ts";
import { reconcileRefunds } from "../payments/refund-jobs.ts";

export type JobTimes = {
  /** A prompt's callback gets this long before we ask (the prompt itself lasts about a minute). */
  queryAfterMs: number;
  /** Between two questions about the same attempt. */
  requeryEveryMs: number;
  /** Still no final answer after this long: the attempt is failed (a late success still counts). */
  giveUpAfterMs: number;
  /**
   * The longest a request to a provider waits for its answer (a token and the request, each up
   * to PAYMENT_TIMEOUT_MS): a prompt with no ids after it was sent by a process that stopped.
   */
  sendWindowMs: number;
};

export const DEFAULT_JOB_TIMES: JobTimes = {
  queryAfterMs: 30_000,
  requeryEveryMs: 30_000,
  giveUpAfterMs: 30 * 60_000,
  sendWindowMs: 2 * 15_000 + 1_000,
};

const BATCH = 20;

/**
 * Pending bookings past their hold, with no payment still in flight, become expired (or failed,
 * when every attempt failed). A pending prompt keeps its booking pending until it is settled.
 */
export async function expireHolds(db: Db, now: Date, context?: SettleContext): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "pending"),
        lte(bookings.holdExpiresAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(paymentAttempts)
            .where(
              and(
                eq(paymentAttempts.bookingId, bookings.id),
                eq(paymentAttempts.status, "pending"),
                // Card orders the guest never finished stay pending at Pesapal forever.
                eq(paymentAttempts.provider, "mpesa"),
              ),
            ),
        ),
      ),
    )
    .limit(100);
  let moved = 0;
  for (const { id } of due) {
    const changed = await db.transaction(async (tx) => {
      // Locked, then looked at again: a prompt may have started since the list was read.
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).for("update");
      const attempts = await tx
        .select({ status: paymentAttempts.status, provider: paymentAttempts.provider })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.bookingId, id));
      if (attempts.some((a) => a.provider === "mpesa" && a.status === "pending")) return false;
      const allFailed = attempts.length > 0 && attempts.every((a) => a.status === "failed");
      const moved = allFailed
        ? await moveBooking(tx, id, "failed", { now, note: noted.everyAttemptFailed() })
        : await moveBooking(tx, id, "expired", { now, note: noted.holdExpired() });
      // A part payment it holds is owed back, not left on a booking nobody looks at.
      if (moved) await oweBackCredit(tx, id, now, context);
      return moved;
    });
    if (changed) moved++;
  }
  return moved;
}

/** Claims pending attempts due for a question to their provider. */
async function claimUnanswered(db: Db, now: Date, times: JobTimes) {
  const askedBefore = new Date(now.getTime() - times.requeryEveryMs);
  const createdBefore = new Date(now.getTime() - times.queryAfterMs);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.status, "pending"),
          lt(paymentAttempts.createdAt, createdBefore),
          or(isNull(paymentAttempts.lastQueriedAt), lt(paymentAttempts.lastQueriedAt, askedBefore)),
        ),
      )
      .orderBy(paymentAttempts.createdAt)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(paymentAttempts)
      .set({ lastQueriedAt: now })
      .where(
        inArray(
          paymentAttempts.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Asks the providers about unanswered attempts and applies their answers. Each decision reads
 * the clock under its own locks (settle.ts); `deps.clock` here only picks what is due.
 */
export async function reconcilePayments(
  deps: PaymentDeps,
  times: JobTimes = DEFAULT_JOB_TIMES,
): Promise<number> {
  const claimed = await claimUnanswered(deps.db, deps.clock(), times);
  for (const attempt of claimed) {
    let result: string | undefined;
    try {
      result = await askProvider(deps, attempt, "query");
    } catch (err) {
      // One attempt's trouble (the provider down, a bad row) must not stop the others.
      deps.log.warn(
        { err, attemptId: attempt.id },
        "could not settle a payment attempt; will retry",
      );
    }
    const age = deps.clock().getTime() - attempt.createdAt.getTime();
    const withStaff = attempt.resultCode === ANSWER_LOST;
    // No provider id: the site stopped between storing the attempt and the provider's answer.
    // Nothing can be asked; a card order is given up once a page would have been shown, a prompt
    // goes before staff, since it may have been paid (domain/unanswered-attempt.ts).
    const action = decideUnanswered({
      provider: attempt.provider,
      hasProviderId: Boolean(
        attempt.provider === "mpesa" ? attempt.checkoutRequestId : attempt.providerRequestId,
      ),
      withStaff,
      staffDecided: withStaff && (await staffDecided(deps.db, attempt.bookingId)),
      stillOpen: result === undefined || result === "pending",
      ageMs: age,
      sendWindowMs: times.sendWindowMs,
      giveUpAfterMs: times.giveUpAfterMs,
    });
    const applied =
      action === "give_up"
        ? settleAttempt(
            deps.db,
            attempt.id,
            {
              kind: "failed",
              resultCode: "no_final_answer",
              resultDesc: "No final answer from the provider in time.",
            },
            { source: "reconcile", raw: { gaveUpAfterMs: times.giveUpAfterMs } },
            settleContext(deps),
          )
        : action === "staff_check"
          ? putLostPromptBeforeStaff(deps, attempt.id)
          : action === "close"
            ? closeLostPrompt(deps, attempt.id)
            : undefined;
    await applied?.catch((err: unknown) =>
      deps.log.error({ err, attemptId: attempt.id, action }, "could not settle a payment attempt"),
    );
  }
  return claimed.length;
}

/** Whether staff marked the booking's attention handled, or moved it on (cancel, confirm). */
async function staffDecided(db: Db, bookingId: string): Promise<boolean> {
  const [booking] = await db
    .select({ status: bookings.status, settledAt: bookings.attentionSettledAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return !booking || booking.status !== "pending" || booking.settledAt !== null;
}

/** Runs both jobs every `everyMs` until stopped; a run that is still going skips a tick. */
export function startBookingJobs(
  deps: PaymentDeps,
  { everyMs, times = DEFAULT_JOB_TIMES }: { everyMs: number; times?: JobTimes },
): { stop(): Promise<void>; lastReconciledAt(): Date | undefined } {
  let running: Promise<void> | undefined;
  let lastReconciledAt: Date | undefined;
  const tick = () => {
    if (running) return;
    running = (async () => {
      // Each job on its own: one failing must not stop the other.
      await reconcilePayments(deps, times).then(
        () => (lastReconciledAt = new Date()),
        (err: unknown) => deps.log.error({ err }, "reconciling payments failed; will retry"),
      );
      await retryInbox(deps).catch((err: unknown) =>
        deps.log.error({ err }, "retrying provider messages failed; will retry"),
      );
      await reconcileRefunds(deps).catch((err: unknown) =>
        deps.log.error({ err }, "asking about refunds failed; will retry"),
      );
      await expireHolds(deps.db, deps.clock(), settleContext(deps)).catch((err: unknown) =>
        deps.log.error({ err }, "expiring holds failed; will retry"),
      );
    })().finally(() => (running = undefined));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    lastReconciledAt: () => lastReconciledAt,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
