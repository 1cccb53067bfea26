import { describe, expect, it } from "vitest";
import type { BookingView } from "../../../domain/booking-view.ts";
import { PAYMENT_MESSAGES } from "../../../domain/messages.ts";
import { payButtonLabel, payStateFor } from "./use-payment.ts";

const pending: BookingView = {
  id: "0b8f3a56-2f7e-4c1b-9a0e-3c5d7e9f1a2b",
  reference: "GO-7K3M9PQX",
  status: "pending",
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  checkInTime: "14:00",
  nights: 2,
  subtotalKes: 3500,
  totalKes: 7000,
  holdExpiresAt: "2026-11-21T09:15:00.000Z",
  email: "guest@example.com",
  rooms: [
    { type: "standard", adults: 1, children: 0, boarding: "bed_breakfast", nightlyKes: 3500 },
  ],
  refundDue: false,
  payment: {
    id: "p1",
    provider: "mpesa",
    status: "pending",
    message: PAYMENT_MESSAGES.requestProcessing,
    receipt: null,
  },
};

describe("the payment button", () => {
  it("reads the spec's words for M-Pesa and card", () => {
    expect(
      (["idle", "working", "waiting", "failed", "paid"] as const).map((p) =>
        payButtonLabel("mpesa", p),
      ),
    ).toEqual(["Make Payment", "processing...", "processing...", "try again", "completed"]);
    expect(payButtonLabel("card", "working")).toBe("opening payment gateway...");
    expect(payButtonLabel("card", "failed")).toBe("try again");
    expect(payButtonLabel("card", "gateway")).toBeNull();
  });
});

describe("a booking update", () => {
  it("shows a pending M-Pesa payment's message, unless quiet", () => {
    expect(payStateFor(pending, { quiet: false })).toEqual({
      state: { phase: "waiting", message: PAYMENT_MESSAGES.requestProcessing, redirectUrl: null },
      settled: false,
    });
    expect(payStateFor(pending, { quiet: true })).toBeUndefined();
  });

  it("is paid only when the payment succeeded and the booking is confirmed", () => {
    const succeeded = { ...pending.payment!, status: "succeeded" as const, receipt: "QK12" };
    expect(payStateFor({ ...pending, payment: succeeded }, { quiet: false })).toBeUndefined();
    expect(
      payStateFor({ ...pending, status: "confirmed", payment: succeeded }, { quiet: false }),
    ).toEqual({
      state: { phase: "paid", message: PAYMENT_MESSAGES.paid, redirectUrl: null },
      settled: true,
    });
  });

  it("shows a failed payment's own message, then try again", () => {
    const failed = { ...pending.payment!, status: "failed" as const, message: "Cancelled." };
    expect(payStateFor({ ...pending, payment: failed }, { quiet: true })?.state).toEqual({
      phase: "failed",
      message: "Cancelled.",
      redirectUrl: null,
    });
  });

  it("says when the hold ran out, and when a late payment will be refunded", () => {
    expect(payStateFor({ ...pending, status: "expired" }, { quiet: false })?.state.message).toBe(
      PAYMENT_MESSAGES.holdExpired,
    );
    expect(payStateFor({ ...pending, refundDue: true }, { quiet: false })?.state).toMatchObject({
      phase: "refund",
      message: PAYMENT_MESSAGES.lateRefund,
    });
  });

  it("leaves a pending card payment alone (its page is in the frame)", () => {
    const card = { ...pending.payment!, provider: "card" as const };
    expect(payStateFor({ ...pending, payment: card }, { quiet: false })).toBeUndefined();
  });
});
