import { describe, expect, it } from "vitest";
import { ANSWER_LOST } from "./unanswered-attempt.ts";

import { paymentMessage, PROVIDER_WORDS_MAX, providerWords } from "./payment-results.ts";
import { said } from "./said.ts";
import { english } from "../test/support/english.ts";

const mpesa = (status: "pending" | "succeeded" | "failed", resultCode: string | null = null) =>
  paymentMessage({ provider: "mpesa", status, resultCode });

describe("what a guest reads about a payment", () => {
  it("says processing while pending and the spec's thank-you once paid", () => {
    expect(mpesa("pending")).toEqual(said.requestProcessing());
    expect(mpesa("succeeded")).toEqual(said.paid());
  });

  it("explains each M-Pesa failure by its code, never by the provider's wording", () => {
    expect(mpesa("failed", "1032")).toEqual(said.mpesaCancelled());
    expect(mpesa("failed", "1037")).toEqual(said.mpesaTimeout());
    expect(mpesa("failed", "1019")).toEqual(said.mpesaTimeout());
    expect(mpesa("failed", "1")).toEqual(said.mpesaInsufficient());
    expect(mpesa("failed", "2001")).toEqual(said.mpesaWrongPin());
    expect(mpesa("failed", "1001")).toEqual(said.mpesaBusy());
    expect(mpesa("failed", "SFC_IC0003")).toEqual(said.mpesaFailed());
    expect(mpesa("failed", null)).toEqual(said.mpesaFailed());
  });

  it("shows a card decline as the spec's card problem (the bank's English words stay for staff)", () => {
    for (const resultCode of ["2", null]) {
      expect(paymentMessage({ provider: "card", status: "failed", resultCode })).toEqual(
        said.cardProblem(),
      );
    }
  });

  it("never says processed for money the booking could not take", () => {
    const paidWrong = paymentMessage({
      provider: "mpesa",
      status: "succeeded",
      resultCode: "0",
      amountKes: 3500,
      paidKes: 1,
    });
    expect(paidWrong).toEqual(said.amountMismatch(1, 3500));
    expect(english(paidWrong)).toBe(
      "We received KES 1, but this booking costs KES 3,500. Your booking is not confirmed; our staff will contact you to refund or complete it.",
    );
    const exact = {
      provider: "mpesa",
      resultCode: "0",
      amountKes: 3500,
    } as const;
    expect(paymentMessage({ ...exact, status: "succeeded", paidKes: 3500 })).toEqual(said.paid());
    expect(paymentMessage({ ...exact, status: "succeeded", paidKes: null })).toEqual(said.paid());
    expect(paymentMessage({ ...exact, status: "reversed" })).toEqual(said.reversed());
    expect(paymentMessage({ ...exact, status: "rejected" })).toEqual(said.needsStaff());
  });

  it("tells a guest whose prompt's answer was lost that staff will confirm, never failed", () => {
    const lost = { provider: "mpesa", status: "pending" } as const;
    expect(paymentMessage({ ...lost, resultCode: ANSWER_LOST })).toEqual(said.staffToConfirm());
    expect(paymentMessage({ ...lost, resultCode: null })).toEqual(said.requestProcessing());
  });
});

describe("the bank's own words under ours", () => {
  const declined = (resultDesc: string | null, resultCode: string | null = "2") =>
    providerWords({ provider: "card", status: "failed", resultCode, resultDesc });

  it("quotes a declined card's reason, its run-together sentences apart", () => {
    expect(
      declined("Unable to Authorize Transaction.Kindly contact your bank for assistance"),
    ).toBe("Unable to Authorize Transaction. Kindly contact your bank for assistance");
    // A decimal or an abbreviation's dot before a lower-case letter stays as it is.
    expect(declined("Limit of KES 1.5 exceeded, e.g. daily")).toBe(
      "Limit of KES 1.5 exceeded, e.g. daily",
    );
  });

  it("drops control characters and cuts a long reason at a word", () => {
    expect(declined("Card\u0000 declined\r\n by issuer")).toBe("Card declined by issuer");
    const long = declined("word ".repeat(100))!;
    expect(long.length).toBeLessThanOrEqual(PROVIDER_WORDS_MAX + 1);
    expect(long.endsWith("word…")).toBe(true);
  });

  it("quotes nothing that is not the provider's own reason for a decline", () => {
    expect(declined("")).toBeUndefined();
    expect(declined(null)).toBeUndefined();
    expect(declined("Failed")).toBeUndefined();
    // Our own words for a refused order carry a word code, not the provider's number.
    expect(declined("The card order was refused.", "order_refused")).toBeUndefined();
    const base = { resultCode: "2", resultDesc: "Declined" };
    expect(providerWords({ ...base, provider: "mpesa", status: "failed" })).toBeUndefined();
    expect(providerWords({ ...base, provider: "card", status: "reversed" })).toBeUndefined();
  });
});
