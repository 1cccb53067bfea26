import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  type BookingStatus,
  type PaymentStatus,
} from "./booking-status.ts";
import {
  decideMoney,
  decideSettlement,
  moneyNeedsRoomCheck,
  settlementNeedsRoomCheck,
  type MoneyDecision,
  type ReceiptSeen,
  type Settlement,
  type Verdict,
} from "./settlement.ts";

const NOW = new Date("2026-11-24T09:00:00Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);
const STAY = 7000;

const VERDICTS = {
  pending: { kind: "pending" },
  paid: { kind: "paid", resultCode: "0", resultDesc: "ok", receipt: "TK1ABC", amountKes: 7000 },
  paidNoAmount: { kind: "paid", resultCode: "0", resultDesc: "ok", receipt: "TK1ABC" },
  failed: { kind: "failed", resultCode: "1032", resultDesc: "cancelled" },
  reversed: { kind: "reversed", resultCode: "3", resultDesc: "Reversed" },
  rejected: { kind: "rejected", resultCode: "mismatch", resultDesc: "currency USD" },
} satisfies Record<string, Verdict>;

function money({
  booking = "pending",
  holdEndsIn = 60_000,
  heldKes = 0,
  amountKes = STAY,
  roomsFree = true,
}: {
  booking?: BookingStatus;
  holdEndsIn?: number;
  heldKes?: number;
  amountKes?: number;
  roomsFree?: boolean;
} = {}): MoneyDecision {
  return decideMoney({
    booking: { status: booking, holdExpiresAt: at(holdEndsIn) },
    stayKes: STAY,
    heldKes,
    amountKes,
    now: NOW,
    roomsFree,
  });
}

function decide({
  attempt = "pending",
  booking = "pending",
  holdEndsIn = 60_000,
  verdict = VERDICTS.paid as Verdict,
  roomsFree = true,
  receiptSeen = "new" as ReceiptSeen,
  receipt = null as string | null,
  heldKes = 0,
}: {
  attempt?: PaymentStatus;
  booking?: BookingStatus;
  holdEndsIn?: number;
  verdict?: Verdict;
  roomsFree?: boolean;
  receiptSeen?: ReceiptSeen;
  receipt?: string | null;
  heldKes?: number;
} = {}): Settlement {
  return decideSettlement({
    attempt: { status: attempt, amountKes: 7000, receipt },
    booking: { status: booking, holdExpiresAt: at(holdEndsIn) },
    verdict,
    now: NOW,
    receiptSeen,
    money: { stayKes: STAY, heldKes, roomsFree },
  });
}

const confirm = (late = false, excessKes = 0) => ({
  kind: "money",
  decision: { kind: "confirm", late, excessKes },
});

describe("new money, judged on the whole bill", () => {
  it("confirms a booking whose hold stands once the bill is paid, in one payment or the last", () => {
    expect(money()).toEqual({ kind: "confirm", late: false, excessKes: 0 });
    expect(money({ heldKes: 1000, amountKes: 6000 })).toEqual({
      kind: "confirm",
      late: false,
      excessKes: 0,
    });
    expect(money({ holdEndsIn: 1 })).toMatchObject({ kind: "confirm", late: false });
  });

  it("keeps less than the bill as a part payment while the booking waits", () => {
    expect(money({ amountKes: 1000 })).toEqual({ kind: "part_paid", balanceKes: 6000 });
    expect(money({ heldKes: 1000, amountKes: 1000 })).toEqual({
      kind: "part_paid",
      balanceKes: 5000,
    });
    // Past the hold but not yet expired by the job: still a part payment; expiring it then
    // flags the money for refund.
    expect(money({ holdEndsIn: -1, amountKes: 1000 })).toEqual({
      kind: "part_paid",
      balanceKes: 6000,
    });
  });

  it("confirms more than the bill and owes the rest back, never silently", () => {
    expect(money({ amountKes: 9000 })).toEqual({ kind: "confirm", late: false, excessKes: 2000 });
    expect(money({ heldKes: 1000, amountKes: 7000 })).toEqual({
      kind: "confirm",
      late: false,
      excessKes: 1000,
    });
  });

  it("after the hold, confirms only when the rooms are still free", () => {
    for (const booking of ["pending", "expired", "failed"] as const) {
      const holdEndsIn = booking === "pending" ? 0 : 60_000;
      expect(money({ booking, holdEndsIn })).toEqual({ kind: "confirm", late: true, excessKes: 0 });
      expect(money({ booking, holdEndsIn, roomsFree: false })).toEqual({
        kind: "refund_due",
        reason: "rooms_taken",
      });
    }
  });

  it("refunds part of the bill on a booking that already expired", () => {
    for (const booking of ["expired", "failed"] as const) {
      expect(money({ booking, amountKes: 1000 })).toEqual({
        kind: "refund_due",
        reason: "after_expiry",
      });
    }
  });

  it("takes a confirmed booking's balance (pay on arrival), and owes back what is beyond it", () => {
    const confirmed = { booking: "confirmed" as const, holdEndsIn: -60_000 };
    expect(money({ ...confirmed })).toEqual({ kind: "balance_paid", balanceKes: 0, excessKes: 0 });
    expect(money({ ...confirmed, amountKes: 2000 })).toEqual({
      kind: "balance_paid",
      balanceKes: 5000,
      excessKes: 0,
    });
    expect(money({ ...confirmed, heldKes: 5000, amountKes: 3000 })).toEqual({
      kind: "balance_paid",
      balanceKes: 0,
      excessKes: 1000,
    });
    expect(money({ ...confirmed, heldKes: STAY })).toEqual({
      kind: "refund_due",
      reason: "paid_twice",
    });
  });

  it("never confirms money on a cancelled booking or a no-show", () => {
    expect(money({ booking: "cancelled" })).toEqual({ kind: "refund_due", reason: "after_cancel" });
    expect(money({ booking: "no_show" })).toEqual({ kind: "refund_due", reason: "after_no_show" });
  });

  it("gives every status and amount a decision; only a booking waiting for money confirms", () => {
    for (const booking of BOOKING_STATUSES) {
      for (const heldKes of [0, 1000, STAY - 1, STAY, STAY + 1]) {
        for (const amountKes of [1, 1000, STAY - heldKes, STAY, STAY * 2].filter((a) => a > 0)) {
          for (const holdEndsIn of [-1, 0, 1]) {
            for (const roomsFree of [true, false]) {
              const decision = money({ booking, heldKes, amountKes, holdEndsIn, roomsFree });
              const after = heldKes + amountKes;
              if (decision.kind === "confirm") {
                expect(["pending", "expired", "failed"]).toContain(booking);
                expect(after).toBeGreaterThanOrEqual(STAY);
                expect(decision.excessKes).toBe(after - STAY);
                // Rooms that are not its own are never taken.
                if (!(booking === "pending" && holdEndsIn > 0)) expect(roomsFree).toBe(true);
              }
              if (decision.kind === "part_paid") {
                expect(booking).toBe("pending");
                expect(decision.balanceKes).toBe(STAY - after);
              }
              if (decision.kind === "balance_paid") {
                expect(booking).toBe("confirmed");
                expect(decision.balanceKes - decision.excessKes).toBe(STAY - after);
              }
              if (["cancelled", "no_show"].includes(booking)) {
                expect(decision.kind).toBe("refund_due");
              }
            }
          }
        }
      }
    }
  });

  it("reads the rooms only when money would pay a booking past its hold in full", () => {
    const facts = (status: BookingStatus, holdEndsIn: number, amountKes = STAY) => ({
      booking: { status, holdExpiresAt: at(holdEndsIn) },
      stayKes: STAY,
      heldKes: 0,
      amountKes,
      now: NOW,
    });
    expect(moneyNeedsRoomCheck(facts("pending", 1))).toBe(false);
    expect(moneyNeedsRoomCheck(facts("pending", 0))).toBe(true);
    expect(moneyNeedsRoomCheck(facts("pending", 0, 1000))).toBe(false);
    expect(moneyNeedsRoomCheck(facts("expired", 60_000))).toBe(true);
    expect(moneyNeedsRoomCheck(facts("failed", 60_000))).toBe(true);
    expect(moneyNeedsRoomCheck(facts("confirmed", -1))).toBe(false);
    expect(moneyNeedsRoomCheck(facts("cancelled", -1))).toBe(false);
  });
});

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

  it("brings a paid verdict's money to the bill, what the provider says or what was asked", () => {
    expect(decide()).toEqual(confirm());
    expect(decide({ verdict: VERDICTS.paidNoAmount })).toEqual(confirm());
    // A failure recorded first (a timeout guess) gives way to the provider's final word.
    expect(decide({ attempt: "failed" })).toEqual(confirm());
    // Less than asked is a part payment now, not a refund of the whole.
    expect(decide({ verdict: { ...VERDICTS.paid, amountKes: 1 } })).toEqual({
      kind: "money",
      decision: { kind: "part_paid", balanceKes: STAY - 1 },
    });
    // The bill counts every source: a part payment before makes this one more than the bill.
    expect(decide({ heldKes: 1000 })).toEqual(confirm(false, 1000));
    expect(decide({ booking: "confirmed", heldKes: STAY })).toEqual({
      kind: "money",
      decision: { kind: "refund_due", reason: "paid_twice" },
    });
  });

  it("counts a receipt already in the ledger once: the same booking's is the same money", () => {
    for (const booking of BOOKING_STATUSES) {
      expect(decide({ booking, receiptSeen: "this_booking" })).toEqual({
        kind: "already_counted",
      });
      expect(decide({ booking, receiptSeen: "elsewhere" })).toEqual({
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
    expect(decide({ ...paid, receipt: null, receiptSeen: "elsewhere" })).toEqual({
      kind: "nothing",
    });
    expect(decide({ ...paid, verdict: VERDICTS.reversed })).toEqual({ kind: "reversed" });
  });

  it("asks about the rooms only when a payment would pay a booking past its hold", () => {
    const facts = (
      booking: BookingStatus,
      holdEndsIn: number,
      verdict: Verdict = VERDICTS.paid,
    ) => ({
      attempt: { status: "pending" as const, amountKes: 7000, receipt: null },
      booking: { status: booking, holdExpiresAt: at(holdEndsIn) },
      verdict,
      now: NOW,
      receiptSeen: "new" as const,
      money: { stayKes: STAY, heldKes: 0 },
    });
    expect(settlementNeedsRoomCheck(facts("pending", 1))).toBe(false);
    expect(settlementNeedsRoomCheck(facts("pending", 0))).toBe(true);
    expect(settlementNeedsRoomCheck(facts("expired", 60_000))).toBe(true);
    expect(settlementNeedsRoomCheck(facts("confirmed", -1))).toBe(false);
    expect(settlementNeedsRoomCheck(facts("expired", -1, VERDICTS.failed))).toBe(false);
  });
});
