import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  type BookingStatus,
  type PaymentStatus,
} from "./booking-status.ts";
import { decideSettlement, needsRoomCheck, type Settlement, type Verdict } from "./settlement.ts";

const NOW = new Date("2026-11-24T09:00:00Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);

const VERDICTS = {
  pending: { kind: "pending" },
  paid: { kind: "paid", resultCode: "0", resultDesc: "ok", receipt: "TK1ABC", amountKes: 7000 },
  paidNoAmount: { kind: "paid", resultCode: "0", resultDesc: "ok", receipt: "TK1ABC" },
  paidWrongAmount: {
    kind: "paid",
    resultCode: "0",
    resultDesc: "ok",
    receipt: "TK1",
    amountKes: 1,
  },
  failed: { kind: "failed", resultCode: "1032", resultDesc: "cancelled" },
  reversed: { kind: "reversed", resultCode: "3", resultDesc: "Reversed" },
  rejected: { kind: "rejected", resultCode: "mismatch", resultDesc: "currency USD" },
} satisfies Record<string, Verdict>;

function decide({
  attempt = "pending",
  booking = "pending",
  holdEndsIn = 60_000,
  verdict = VERDICTS.paid as Verdict,
  roomsFree = true,
  receiptTaken = false,
  receipt = null as string | null,
}: {
  attempt?: PaymentStatus;
  booking?: BookingStatus;
  holdEndsIn?: number;
  verdict?: Verdict;
  roomsFree?: boolean;
  receiptTaken?: boolean;
  receipt?: string | null;
} = {}): Settlement {
  return decideSettlement({
    attempt: { status: attempt, amountKes: 7000, receipt },
    booking: { status: booking, holdExpiresAt: at(holdEndsIn) },
    verdict,
    now: NOW,
    roomsFree,
    receiptTaken,
  });
}

describe("settling a payment attempt", () => {
  it("changes nothing for a pending verdict, whatever the state", () => {
    for (const attempt of PAYMENT_STATUSES) {
      for (const booking of BOOKING_STATUSES) {
        expect(decide({ attempt, booking, verdict: VERDICTS.pending })).toEqual({
          kind: "nothing",
        });
      }
    }
  });

  it("leaves reversed and rejected attempts to staff: no later verdict moves them", () => {
    for (const attempt of ["reversed", "rejected"] as const) {
      for (const verdict of Object.values(VERDICTS)) {
        expect(decide({ attempt, verdict })).toEqual({ kind: "nothing" });
      }
    }
  });

  it("confirms a paid verdict while the hold lasts, up to its last millisecond", () => {
    expect(decide({ holdEndsIn: 1 })).toEqual({ kind: "confirm" });
    expect(decide({ verdict: VERDICTS.paidNoAmount })).toEqual({ kind: "confirm" });
    // A failure recorded first (a timeout guess) gives way to the provider's final word.
    expect(decide({ attempt: "failed" })).toEqual({ kind: "confirm" });
  });

  it("at the expiry instant the hold is over: the rooms must be free again", () => {
    expect(decide({ holdEndsIn: 0, roomsFree: true })).toEqual({ kind: "confirm_late" });
    expect(decide({ holdEndsIn: 0, roomsFree: false })).toEqual({
      kind: "refund_due",
      reason: "rooms_taken",
    });
  });

  it("confirms a late payment for an expired or failed booking only when its rooms are free", () => {
    for (const booking of ["expired", "failed"] as const) {
      expect(decide({ booking, roomsFree: true })).toEqual({ kind: "confirm_late" });
      expect(decide({ booking, roomsFree: false })).toEqual({
        kind: "refund_due",
        reason: "rooms_taken",
      });
    }
  });

  it("flags money the booking cannot take for a refund", () => {
    expect(decide({ verdict: VERDICTS.paidWrongAmount })).toEqual({
      kind: "refund_due",
      reason: "amount",
    });
    // A wrong amount is a refund even when the booking is already paid or cancelled.
    expect(decide({ booking: "confirmed", verdict: VERDICTS.paidWrongAmount })).toEqual({
      kind: "refund_due",
      reason: "amount",
    });
    expect(decide({ booking: "confirmed" })).toEqual({ kind: "refund_due", reason: "paid_twice" });
    expect(decide({ booking: "cancelled" })).toEqual({
      kind: "refund_due",
      reason: "after_cancel",
    });
  });

  it("puts a receipt seen on another attempt before staff instead of counting it twice", () => {
    for (const booking of BOOKING_STATUSES) {
      expect(decide({ booking, receiptTaken: true })).toEqual({
        kind: "attention",
        reason: "duplicate_receipt",
      });
    }
  });

  it("puts an answer that failed our checks before staff, whatever the state", () => {
    for (const attempt of ["pending", "failed", "succeeded"] as const) {
      expect(decide({ attempt, verdict: VERDICTS.rejected })).toEqual({
        kind: "attention",
        reason: "rejected_answer",
      });
    }
  });

  it("fails a pending attempt on a failure or an early reversal, once", () => {
    expect(decide({ verdict: VERDICTS.failed })).toEqual({ kind: "failed" });
    expect(decide({ verdict: VERDICTS.reversed })).toEqual({ kind: "failed" });
    expect(decide({ attempt: "failed", verdict: VERDICTS.failed })).toEqual({ kind: "nothing" });
    expect(decide({ attempt: "failed", verdict: VERDICTS.reversed })).toEqual({ kind: "nothing" });
  });

  it("keeps paid paid, takes a late receipt, and reverses only on a reversal", () => {
    const paid = { attempt: "succeeded" as const, booking: "confirmed" as const };
    expect(decide({ ...paid, verdict: VERDICTS.failed })).toEqual({ kind: "nothing" });
    expect(decide({ ...paid, receipt: "TK1ABC" })).toEqual({ kind: "nothing" });
    expect(decide({ ...paid, receipt: null })).toEqual({ kind: "receipt" });
    expect(decide({ ...paid, receipt: null, receiptTaken: true })).toEqual({ kind: "nothing" });
    expect(decide({ ...paid, verdict: VERDICTS.reversed })).toEqual({ kind: "reversed" });
  });

  it("gives every state and verdict a decision", () => {
    for (const attempt of PAYMENT_STATUSES) {
      for (const booking of BOOKING_STATUSES) {
        for (const verdict of Object.values(VERDICTS)) {
          for (const holdEndsIn of [-1, 0, 1]) {
            const result = decide({ attempt, booking, verdict, holdEndsIn, roomsFree: false });
            expect(result.kind).toBeTypeOf("string");
            // Confirming takes a paid verdict on an unpaid attempt of a booking that may still
            // become confirmed, and rooms that are its own.
            if (result.kind === "confirm" || result.kind === "confirm_late") {
              expect(verdict.kind).toBe("paid");
              expect(["pending", "failed"]).toContain(attempt);
              expect(["pending", "expired", "failed"]).toContain(booking);
              expect(booking === "pending" && holdEndsIn > 0).toBe(true);
            }
          }
        }
      }
    }
  });

  it("asks about the rooms only when a payment comes after the hold", () => {
    const facts = (
      booking: BookingStatus,
      holdEndsIn: number,
      verdict: Verdict = VERDICTS.paid,
    ) => ({
      attempt: { status: "pending" as const, amountKes: 7000, receipt: null },
      booking: { status: booking, holdExpiresAt: at(holdEndsIn) },
      verdict,
      now: NOW,
      receiptTaken: false,
    });
    expect(needsRoomCheck(facts("pending", 1))).toBe(false);
    expect(needsRoomCheck(facts("pending", 0))).toBe(true);
    expect(needsRoomCheck(facts("expired", 60_000))).toBe(true);
    expect(needsRoomCheck(facts("failed", 60_000))).toBe(true);
    expect(needsRoomCheck(facts("confirmed", -1))).toBe(false);
    expect(needsRoomCheck(facts("expired", -1, VERDICTS.failed))).toBe(false);
  });
});
