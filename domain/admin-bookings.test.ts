import { describe, expect, it } from "vitest";
import { english } from "../test/support/english.ts";
import { checkInRefusal, occupancyLevel } from "./admin-bookings.ts";
import { bookingSaid, type RequeryOutcome } from "./staff-said/bookings.ts";

describe("checkInRefusal", () => {
  const confirmed = {
    status: "confirmed" as const,
    checkIn: "2026-12-01",
    checkOut: "2026-12-03",
    checkedInAt: null,
  };
  it("allows a confirmed booking from its check-in date on", () => {
    expect(checkInRefusal(confirmed, "2026-12-01")).toBeUndefined();
    expect(checkInRefusal(confirmed, "2026-12-02")).toBeUndefined();
  });
  it("refuses from the check-out date on: the stay is over", () => {
    expect(english(checkInRefusal(confirmed, "2026-12-03")!)).toBe(
      "This stay ended on 2026-12-03: it can no longer be checked in.",
    );
    expect(checkInRefusal(confirmed, "2027-03-01")).toEqual(
      bookingSaid.checkInTooLate("2026-12-03"),
    );
  });
  it("refuses before the date, unpaid and twice", () => {
    expect(checkInRefusal(confirmed, "2026-11-30")).toEqual(
      bookingSaid.checkInTooEarly("2026-12-01"),
    );
    expect(english(checkInRefusal(confirmed, "2026-11-30")!)).toBe(
      "This booking can only be checked in from 2026-12-01.",
    );
    expect(checkInRefusal({ ...confirmed, status: "pending" }, "2026-12-01")).toEqual(
      bookingSaid.checkInUnpaid(),
    );
    expect(checkInRefusal({ ...confirmed, checkedInAt: new Date() }, "2026-12-01")).toEqual(
      bookingSaid.alreadyCheckedIn(),
    );
  });
});

describe("occupancyLevel", () => {
  it("shades by share of the inventory, sold out at the top", () => {
    expect([0, 1, 2, 3, 4, 5].map((taken) => occupancyLevel(taken, 4))).toEqual([0, 1, 2, 3, 4, 4]);
    expect(occupancyLevel(1, 0)).toBe(4);
    expect(occupancyLevel(0, 0)).toBe(0);
  });
});

describe("the re-query's answer", () => {
  it("words each outcome after what was asked", () => {
    const words: Record<RequeryOutcome, string> = {
      confirmed: "paid. The booking is confirmed.",
      part_paid: "paid in part. The booking waits for the rest.",
      balance_paid: "paid towards the bill.",
      pending: "no answer yet. The guest may still be paying.",
      failed: "the payment failed.",
      refund_due: "paid, but the money must be refunded (see the note).",
      reversed: "the payment was reversed: the booking is no longer paid (see the attention note).",
      attention: "the answer needs a person (see the attention note).",
      unchanged: "nothing new.",
    };
    for (const [outcome, text] of Object.entries(words)) {
      expect(english(bookingSaid.requeried(outcome as RequeryOutcome))).toBe(
        `Asked the provider: ${text}`,
      );
    }
  });
});
