import { describe, expect, it } from "vitest";
import {
  afterReversalRefused,
  approvalRefusal,
  DEFAULT_REFUND_TIMES,
  needsApproval,
  refundDue,
  refundMethodFor,
  requestRefusal,
} from "./refunds.ts";

const mpesa = {
  method: "mpesa",
  provider: "mpesa",
  receipt: "SKC82PACB8",
  amountKes: 4500,
} as const;

describe("the way money goes back", () => {
  it("reverses a whole M-Pesa payment, sends a part of one by B2C", () => {
    expect(refundMethodFor(mpesa, 4500)).toBe("mpesa_reversal");
    expect(refundMethodFor(mpesa, 1000)).toBe("mpesa_b2c");
  });
  it("refunds a Pesapal payment through Pesapal; gives the rest back by hand", () => {
    const card = {
      method: "card",
      provider: "pesapal",
      receipt: "ABC123",
      amountKes: 9000,
    } as const;
    expect(refundMethodFor(card, 9000)).toBe("card_refund");
    expect(refundMethodFor({ ...card, provider: null, receipt: null }, 9000)).toBe("cash");
    expect(refundMethodFor({ ...mpesa, receipt: null }, 4500)).toBe("cash");
    expect(refundMethodFor({ ...mpesa, method: "cash", provider: null }, 4500)).toBe("cash");
  });
});

describe("what may be asked and approved", () => {
  it("refuses nothing owed, too much, and a second open request", () => {
    expect(requestRefusal(100, 0, false)).toBe("nothing_owed");
    expect(requestRefusal(101, 100, false)).toBe("too_much");
    expect(requestRefusal(0, 100, false)).toBe("too_much");
    expect(requestRefusal(100, 100, true)).toBe("already_open");
    expect(requestRefusal(100, 100, false)).toBeUndefined();
  });
  it("needs approval only above the setting, never from who asked", () => {
    expect(needsApproval(10_000, 10_000)).toBe(false);
    expect(needsApproval(10_001, 10_000)).toBe(true);
    expect(approvalRefusal({ status: "awaiting_approval", requestedBy: 1 }, 1)).toBe("same_person");
    expect(approvalRefusal({ status: "awaiting_approval", requestedBy: 1 }, 2)).toBeUndefined();
    expect(approvalRefusal({ status: "pending", requestedBy: 1 }, 2)).toBe("not_awaiting");
  });
});

describe("after a reversal is refused", () => {
  it("asks about 'already reversed', falls back to B2C with a phone, else fails", () => {
    expect(afterReversalRefused("R000001", "254712345678")).toBe("ask_status");
    expect(afterReversalRefused("R000002", "254712345678")).toBe("b2c");
    expect(afterReversalRefused("R000002", null)).toBe("failed");
  });
});

describe("when the jobs look at a pending refund", () => {
  const sent = new Date("2026-12-01T08:00:00Z");
  const at = (ms: number) => new Date(sent.getTime() + ms);
  const fresh = { sentAt: sent, timedOutAt: null, lastAskedAt: null, attentionAt: null };
  it("waits for the Result, then asks; a timeout is asked about at once", () => {
    expect(refundDue(fresh, at(60_000), DEFAULT_REFUND_TIMES).ask).toBe(false);
    expect(refundDue(fresh, at(DEFAULT_REFUND_TIMES.askAfterMs), DEFAULT_REFUND_TIMES).ask).toBe(
      true,
    );
    expect(refundDue({ ...fresh, timedOutAt: at(1) }, at(1_000), DEFAULT_REFUND_TIMES).ask).toBe(
      true,
    );
    expect(
      refundDue({ ...fresh, lastAskedAt: at(170_000) }, at(180_000), DEFAULT_REFUND_TIMES).ask,
    ).toBe(false);
  });
  it("tells staff once, after a long time without a final answer", () => {
    const late = at(DEFAULT_REFUND_TIMES.attentionAfterMs);
    expect(refundDue(fresh, late, DEFAULT_REFUND_TIMES).attention).toBe(true);
    expect(refundDue({ ...fresh, attentionAt: late }, late, DEFAULT_REFUND_TIMES).attention).toBe(
      false,
    );
  });
});
