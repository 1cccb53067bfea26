import { describe, expect, it } from "vitest";
import {
  applyOverrides,
  arrivalCutoffAt,
  earlyDeparture,
  extensionRefusal,
  isMpesaReceipt,
  isNoShowCandidate,
  motelDayBounds,
  noShowRefusal,
  normaliseReceipt,
  paymentRefusal,
  refundRefusal,
  scaledDiscount,
  type StayFacts,
} from "./desk.ts";
import { deskSaid } from "./staff-said/desk.ts";
import { english } from "../test/support/english.ts";
import { priceStay, tableOnly, type PricedStay } from "./quote.ts";

const stay: PricedStay = priceStay(
  tableOnly({
    standard: { two_guests: { bed_breakfast: 4500 } },
    family: { two_guests: { half_board: 7500 } },
  }),
  [
    { type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" },
    { type: "family", adults: 2, children: 1, boarding: "half_board" },
  ],
  { checkIn: "2026-03-02", checkOut: "2026-03-05" },
);

describe("applyOverrides", () => {
  it("keeps the table's prices without overrides", () => {
    const priced = applyOverrides(stay);
    expect(priced).toMatchObject({ subtotalKes: 36_000, totalKes: 36_000 });
    expect(priced.rooms.map((room) => [room.tableKes, room.overrideReason])).toEqual([
      [4500, null],
      [7500, null],
    ]);
  });

  it("replaces one room's price, keeps the table's beside it, and totals again", () => {
    const priced = applyOverrides(stay, [undefined, { nightlyKes: 6000, reason: "Company rate" }]);
    expect(priced.rooms[1]).toMatchObject({
      nightlyKes: 6000,
      tableKes: 7500,
      overrideReason: "Company rate",
    });
    expect(priced).toMatchObject({ subtotalKes: 31_500, totalKes: 31_500 });
    expect(priced.rooms[1]!.lines).toEqual([
      {
        from: "2026-03-02",
        to: "2026-03-05",
        nights: 3,
        amountKes: 6000,
        rule: "Staff price: Company rate",
        ruleSw: "Bei maalum: Company rate",
        totalKes: 18_000,
      },
    ]);
    // The taxes follow the new total (included: the net is what is left).
    expect(priced.taxes.taxes.map((t) => t.amountKes)).toEqual([4271, 534]);
  });
});

describe("motel time", () => {
  it("puts the cut-off at the motel's wall time on the arrival day (UTC+3)", () => {
    expect(arrivalCutoffAt("2026-12-01", "18:00").toISOString()).toBe("2026-12-01T15:00:00.000Z");
  });

  it("bounds a motel day from its midnight to the next", () => {
    expect(motelDayBounds("2026-12-31")).toEqual({
      start: new Date("2026-12-30T21:00:00Z"),
      end: new Date("2026-12-31T21:00:00Z"),
    });
  });
});

describe("M-Pesa receipts", () => {
  it("takes 10 upper-case letters and digits, typed in any case and with spaces", () => {
    expect(isMpesaReceipt(normaliseReceipt("nlj7 rt61sv"))).toBe(true);
    for (const bad of ["NLJ7RT61S", "NLJ7RT61SVX", "NLJ7-RT61S", "NLJ7RT61S!", ""]) {
      expect(isMpesaReceipt(normaliseReceipt(bad))).toBe(false);
    }
  });
});

describe("payments and refunds against the bill", () => {
  it("takes up to the balance, refuses more with the balance named, and anything when nothing is due", () => {
    expect(paymentRefusal(9000, 9000)).toBeUndefined();
    expect(english(paymentRefusal(9001, 9000)!)).toBe(
      "That is more than the balance due of KES 9,000.",
    );
    expect(paymentRefusal(1, 0)).toEqual(deskSaid.nothingDue());
    expect(paymentRefusal(1, -500)).toEqual(deskSaid.nothingDue());
  });

  it("refunds at most what was paid and not already given back", () => {
    expect(refundRefusal(500, { paidKes: 1000, refundedKes: 500 })).toBeUndefined();
    expect(english(refundRefusal(501, { paidKes: 1000, refundedKes: 500 })!)).toBe(
      "A refund cannot be more than what was paid: KES 500.",
    );
    expect(english(refundRefusal(1, { paidKes: 0, refundedKes: 0 })!)).toBe(
      "A refund cannot be more than what was paid: KES 0.",
    );
  });
});

const booking: StayFacts = {
  status: "confirmed",
  checkIn: "2026-12-01",
  checkOut: "2026-12-04",
  checkedInAt: null,
  checkedOutAt: null,
  arrivalCutoffAt: new Date("2026-12-01T15:00:00Z"),
};

describe("no-show", () => {
  it("waits for the cut-off on the arrival day", () => {
    expect(english(noShowRefusal(booking, new Date("2026-12-01T14:59:59Z"))!)).toMatch(
      /only after 2026-12-01 18:00/,
    );
    expect(isNoShowCandidate(booking, new Date("2026-12-01T15:00:00Z"))).toBe(true);
  });

  it("without a cut-off (a website booking) waits for the arrival day to end", () => {
    const online = { ...booking, arrivalCutoffAt: null };
    expect(isNoShowCandidate(online, new Date("2026-12-01T20:59:59Z"))).toBe(false);
    expect(isNoShowCandidate(online, new Date("2026-12-01T21:00:00Z"))).toBe(true);
  });

  it("never for a guest who arrived, or a booking not confirmed", () => {
    const late = new Date("2026-12-03T09:00:00Z");
    expect(isNoShowCandidate({ ...booking, checkedInAt: late }, late)).toBe(false);
    expect(isNoShowCandidate({ ...booking, status: "pending" }, late)).toBe(false);
    expect(isNoShowCandidate({ ...booking, status: "cancelled" }, late)).toBe(false);
  });
});

describe("scaledDiscount", () => {
  it("keeps the promotion's share of the room nights, always less than they are", () => {
    expect(scaledDiscount({ subtotalKes: 10_000, discountKes: 1000 }, 5000)).toBe(500);
    expect(scaledDiscount({ subtotalKes: 3000, discountKes: 1000 }, 1000)).toBe(333);
    expect(scaledDiscount({ subtotalKes: 3000, discountKes: 0 }, 1500)).toBe(0);
    // KES 1 to pay for two nights, one stayed: 4,999.5 would round to the whole night.
    expect(scaledDiscount({ subtotalKes: 10_000, discountKes: 9999 }, 5000)).toBe(4999);
  });
});

describe("early departure", () => {
  const inHouse = { ...booking, checkedInAt: new Date("2026-12-01T12:00:00Z") };

  it("ends the stay today and charges the nights stayed", () => {
    expect(earlyDeparture(inHouse, "2026-12-03")).toEqual({
      ok: true,
      checkOut: "2026-12-03",
      nights: 2,
    });
  });

  it("charges one night to a guest leaving on the arrival day", () => {
    expect(earlyDeparture(inHouse, "2026-12-01")).toEqual({
      ok: true,
      checkOut: "2026-12-02",
      nights: 1,
    });
  });

  it("has nothing to release on the last night or after, and needs a guest in house", () => {
    expect(earlyDeparture(inHouse, "2026-12-04")).toEqual({
      ok: false,
      message: deskSaid.departNothingToRelease(),
    });
    expect(earlyDeparture({ ...inHouse, checkOut: "2026-12-02" }, "2026-12-01")).toMatchObject({
      ok: false,
    });
    expect(earlyDeparture(booking, "2026-12-02")).toEqual({
      ok: false,
      message: deskSaid.departNotInHouse(),
    });
    expect(
      earlyDeparture({ ...inHouse, checkedOutAt: new Date("2026-12-02T06:00:00Z") }, "2026-12-02"),
    ).toMatchObject({ ok: false });
  });
});

describe("extending a stay", () => {
  it("needs a later check-out on a confirmed stay that has not ended", () => {
    expect(extensionRefusal(booking, "2026-12-05", "2026-12-02")).toBeUndefined();
    expect(extensionRefusal(booking, "2026-12-04", "2026-12-02")).toEqual(deskSaid.extendDate());
    expect(extensionRefusal(booking, "2026-12-06", "2026-12-05")).toEqual(deskSaid.extendNotOpen());
    expect(extensionRefusal({ ...booking, status: "no_show" }, "2026-12-06", "2026-12-02")).toEqual(
      deskSaid.extendNotOpen(),
    );
  });

  it("extends a guest still in house past check-out (an overstay), not one who left", () => {
    const overstay = { ...booking, checkedInAt: new Date("2026-12-01T12:00:00Z") };
    expect(extensionRefusal(overstay, "2026-12-06", "2026-12-05")).toBeUndefined();
    expect(extensionRefusal(overstay, "2026-12-05", "2026-12-06")).toBeUndefined();
    expect(
      extensionRefusal(
        { ...overstay, checkedOutAt: new Date("2026-12-05T07:00:00Z") },
        "2026-12-07",
        "2026-12-06",
      ),
    ).toEqual(deskSaid.extendNotOpen());
  });
});
