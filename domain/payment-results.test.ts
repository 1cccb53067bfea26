import { describe, expect, it } from "vitest";
import { ANSWER_LOST } from "./unanswered-attempt.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";
import { paymentMessage } from "./payment-results.ts";

const mpesa = (status: "pending" | "succeeded" | "failed", resultCode: string | null = null) =>
  paymentMessage({ provider: "mpesa", status, resultCode, resultDesc: "provider text" });

describe("what a guest reads about a payment", () => {
  it("says processing while pending and the spec's thank-you once paid", () => {
    expect(mpesa("pending")).toBe("the payment request is being processed.");
    expect(mpesa("succeeded")).toBe(
      "Your payment has been processed. Thank you for booking with us, We look forward to hosting you soon.",
    );
  });

  it("explains each M-Pesa failure by its code, never by the provider's wording", () => {
    expect(mpesa("failed", "1032")).toBe(PAYMENT_MESSAGES.mpesaCancelled);
    expect(mpesa("failed", "1037")).toBe(PAYMENT_MESSAGES.mpesaTimeout);
    expect(mpesa("failed", "1019")).toBe(PAYMENT_MESSAGES.mpesaTimeout);
    expect(mpesa("failed", "1")).toBe(PAYMENT_MESSAGES.mpesaInsufficient);
    expect(mpesa("failed", "2001")).toBe(PAYMENT_MESSAGES.mpesaWrongPin);
    expect(mpesa("failed", "1001")).toBe(PAYMENT_MESSAGES.mpesaBusy);
    expect(mpesa("failed", "SFC_IC0003")).toBe(PAYMENT_MESSAGES.mpesaFailed);
    expect(mpesa("failed", null)).toBe(PAYMENT_MESSAGES.mpesaFailed);
  });

  it("shows a card decline's own description, or the spec's card problem", () => {
    expect(
      paymentMessage({
        provider: "card",
        status: "failed",
        resultCode: "2",
        resultDesc: "Declined by bank",
      }),
    ).toBe("Declined by bank");
    expect(
      paymentMessage({ provider: "card", status: "failed", resultCode: null, resultDesc: null }),
    ).toBe("There was a problem processing your payment. Please try again.");
  });

  it("never says processed for money the booking could not take", () => {
    const paidWrong = paymentMessage({
      provider: "mpesa",
      status: "succeeded",
      resultCode: "0",
      resultDesc: "ok",
      amountKes: 3500,
      paidKes: 1,
    });
    expect(paidWrong).toBe(
      "We received KES 1, but this booking costs KES 3,500. Your booking is not confirmed; our staff will contact you to refund or complete it.",
    );
    expect(paidWrong).not.toMatch(/processed/);
    const exact = {
      provider: "mpesa",
      resultCode: "0",
      resultDesc: "ok",
      amountKes: 3500,
    } as const;
    expect(paymentMessage({ ...exact, status: "succeeded", paidKes: 3500 })).toBe(
      PAYMENT_MESSAGES.paid,
    );
    expect(paymentMessage({ ...exact, status: "succeeded", paidKes: null })).toBe(
      PAYMENT_MESSAGES.paid,
    );
    expect(paymentMessage({ ...exact, status: "reversed" })).toBe(PAYMENT_MESSAGES.reversed);
    expect(paymentMessage({ ...exact, status: "rejected" })).toBe(PAYMENT_MESSAGES.needsStaff);
  });

  it("tells a guest whose prompt's answer was lost that staff will confirm, never failed", () => {
    const lost = { provider: "mpesa", status: "pending", resultDesc: null } as const;
    expect(paymentMessage({ ...lost, resultCode: ANSWER_LOST })).toBe(
      PAYMENT_MESSAGES.staffToConfirm,
    );
    expect(paymentMessage({ ...lost, resultCode: null })).toBe(PAYMENT_MESSAGES.requestProcessing);
  });
});
