import { describe, expect, it } from "vitest";
import type { BookingView } from "../../../domain/booking-view.ts";
import { said } from "../../../domain/said.ts";
import { translator } from "../../../i18n/messages.server.ts";
import {
  paybillOffer,
  payButtonLabel,
  payStateFor,
  shownTotal,
  type PayPhase,
} from "./use-payment.ts";

const inEnglish = translator("en");

const pending: BookingView = {
  id: "0b8f3a56-2f7e-4c1b-9a0e-3c5d7e9f1a2b",
  reference: "GO7K3M9PQX",
  status: "pending",
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  checkInTime: "14:00",
  nights: 2,
  subtotalKes: 7000,
  discountKes: 0,
  promotionCode: null,
  taxes: [],
  taxesIncluded: true,
  totalKes: 7000,
  holdExpiresAt: "2026-11-21T09:15:00.000Z",
  email: "guest@example.com",
  guestName: "Wanjiru Mwangi",
  confirmedAt: null,
  rooms: [
    {
      type: "standard",
      adults: 1,
      children: 0,
      boarding: "bed_breakfast",
      nightlyKes: 3500,
      lines: [],
    },
  ],
  refundDue: false,
  balanceKes: 0,
  payment: {
    id: "p1",
    provider: "mpesa",
    status: "pending",
    message: said.requestProcessing(),
    receipt: null,
  },
};

describe("the payment button", () => {
  it("reads the spec's words for M-Pesa and card", () => {
    const label = (tab: "mpesa" | "card", phase: PayPhase) => {
      const key = payButtonLabel(tab, phase);
      return key && inEnglish(key);
    };
    expect(
      (["idle", "working", "waiting", "failed", "paid"] as const).map((p) => label("mpesa", p)),
    ).toEqual(["Make Payment", "processing...", "processing...", "try again", "completed"]);
    expect(label("card", "idle")).toBe("Pay by card");
    expect(label("card", "working")).toBe("opening payment gateway...");
    expect(payButtonLabel("mpesa", "soldOut")).toBeNull();
    expect(label("card", "failed")).toBe("try again");
    expect(payButtonLabel("card", "gateway")).toBeNull();
  });
});

describe("a booking update", () => {
  it("shows a pending M-Pesa payment's message, unless quiet", () => {
    expect(payStateFor(pending, { quiet: false })).toEqual({
      state: { phase: "waiting", message: said.requestProcessing(), redirectUrl: null },
      settled: false,
    });
    expect(payStateFor(pending, { quiet: true })).toBeUndefined();
  });

  it("says staff will confirm a prompt whose answer was lost, quiet or not, and keeps following", () => {
    const lost = {
      ...pending,
      payment: {
        ...pending.payment!,
        message: said.staffToConfirm(),
        staffCheck: true as const,
      },
    };
    for (const quiet of [false, true]) {
      expect(payStateFor(lost, { quiet })).toEqual({
        state: { phase: "staffCheck", message: said.staffToConfirm(), redirectUrl: null },
        settled: false,
      });
    }
    expect(payButtonLabel("mpesa", "staffCheck")).toBeNull();
    expect(payButtonLabel("card", "staffCheck")).toBeNull();
  });

  it("is paid only when the payment succeeded and the booking is confirmed", () => {
    const succeeded = { ...pending.payment!, status: "succeeded" as const, receipt: "QK12" };
    expect(payStateFor({ ...pending, payment: succeeded }, { quiet: false })).toBeUndefined();
    expect(
      payStateFor({ ...pending, status: "confirmed", payment: succeeded }, { quiet: false }),
    ).toEqual({
      state: { phase: "paid", message: said.paid(), redirectUrl: null },
      settled: true,
    });
  });

  it("shows a failed payment's own message, then try again", () => {
    const failed = {
      ...pending.payment!,
      status: "failed" as const,
      message: said.mpesaCancelled(),
    };
    expect(payStateFor({ ...pending, payment: failed }, { quiet: true })?.state).toEqual({
      phase: "failed",
      message: said.mpesaCancelled(),
      redirectUrl: null,
    });
  });

  it("says when the hold ran out, and when a late payment will be refunded", () => {
    expect(payStateFor({ ...pending, status: "expired" }, { quiet: false })?.state.message).toEqual(
      said.holdExpired(),
    );
    const late = {
      ...pending.payment!,
      status: "succeeded" as const,
      message: said.paymentNotSettled(),
    };
    expect(
      payStateFor(
        { ...pending, status: "expired", refundDue: true, payment: late },
        { quiet: false },
      )?.state,
    ).toMatchObject({ phase: "refund", message: said.paymentNotSettled() });
  });

  it("never thanks for a payment the booking did not take: the server's words, to be refunded", () => {
    const mismatch = said.amountMismatch(1, 3500);
    const received = { ...pending.payment!, status: "succeeded" as const, receipt: "QK13" };
    expect(
      payStateFor(
        { ...pending, refundDue: true, payment: { ...received, message: mismatch } },
        { quiet: false },
      )?.state,
    ).toMatchObject({ phase: "refund", message: mismatch });
    // A server that still calls such a payment "processed": never shown unless confirmed.
    for (const status of ["pending", "expired", "failed"] as const) {
      const state = payStateFor(
        {
          ...pending,
          status,
          refundDue: true,
          payment: { ...received, message: said.paid() },
        },
        { quiet: false },
      )?.state;
      expect(state?.phase).toBe("refund");
      expect(state?.message).not.toEqual(said.paid());
    }
    // Confirmed, and a second payment to refund: the booking is paid all the same.
    expect(
      payStateFor(
        { ...pending, status: "confirmed", refundDue: true, payment: received },
        { quiet: false },
      )?.state.phase,
    ).toBe("paid");
  });

  it("leaves a pending card payment alone (its page is in the frame)", () => {
    const card = { ...pending.payment!, provider: "card" as const };
    expect(payStateFor({ ...pending, payment: card }, { quiet: false })).toBeUndefined();
  });

  it("tells a guest whose payment went to staff so, instead of waiting for the hold to end", () => {
    for (const status of ["rejected", "reversed"] as const) {
      const message = status === "rejected" ? said.needsStaff() : said.reversed();
      const change = payStateFor(
        { ...pending, payment: { ...pending.payment!, status, message } },
        { quiet: false },
      );
      expect(change).toEqual({
        state: expect.objectContaining({ phase: "refund", message }),
        settled: true,
      });
    }
  });
});

describe("the Paybill offer", () => {
  it("asks for the whole total while nothing is paid", () => {
    expect(paybillOffer({ ...pending, balanceKes: 7000 })).toEqual({
      reference: "GO7K3M9PQX",
      amountKes: 7000,
      holdExpiresAt: "2026-11-21T09:15:00.000Z",
    });
  });
  it("asks for the balance after a part payment", () => {
    expect(paybillOffer({ ...pending, balanceKes: 2500 })?.amountKes).toBe(2500);
  });
  it("asks for the whole balance when the bill is more than the room nights", () => {
    expect(paybillOffer({ ...pending, balanceKes: 7800 })?.amountKes).toBe(7800);
  });
  it("asks for nothing when nothing is owed", () => {
    expect(paybillOffer({ ...pending, balanceKes: 0 })).toBeNull();
    expect(paybillOffer({ ...pending, balanceKes: -500 })).toBeNull();
  });
});

describe("the total a pay button pays", () => {
  it("is the quote's until the server gives a new figure", () => {
    expect(shownTotal(7000, null, "a")).toBe(7000);
  });
  it("is the server's new figure for the details it was given for", () => {
    expect(shownTotal(7000, { totalKes: 7600, fingerprint: "a" }, "a")).toBe(7600);
  });
  it("is the quote's again once the details change", () => {
    expect(shownTotal(5000, { totalKes: 7600, fingerprint: "a" }, "b")).toBe(5000);
  });
});
