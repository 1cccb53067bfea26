import { describe, expect, it } from "vitest";
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
});
