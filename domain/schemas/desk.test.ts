import { describe, expect, it } from "vitest";
import { deskSaid } from "../staff-said/desk.ts";
import { said } from "../said.ts";
import { english } from "../../test/support/english.ts";
import { deskBookingSchema, DeskPaymentSchema, DeskRefundSchema, nestedFields } from "./desk.ts";
import { fieldErrors } from "../zod.ts";

const window = { today: "2026-11-20", horizonDays: 365 };
const form = {
  firstName: "Wanjiru",
  lastName: "Mwangi",
  phone: "0712 345678",
  checkIn: "2026-11-20",
  checkOut: "2026-11-21",
  rooms: [{ type: "standard", adults: "2", children: "0", boarding: "bed_breakfast" }],
  source: "walk_in",
  payment: { plan: "none" },
};
const errorsOf = (value: unknown) => {
  const parsed = deskBookingSchema(window).safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error, english);
};

describe("deskBookingSchema", () => {
  it("takes a walk-in for tonight with only a name and a phone; email and ID optional", () => {
    const parsed = deskBookingSchema(window).parse(form);
    expect(parsed).toMatchObject({
      email: null,
      idNumber: null,
      sourceReference: "",
      payment: { plan: "none" },
    });
    expect(parsed.rooms[0]).toMatchObject({ adults: 2, overrideReason: "" });
    expect(parsed.rooms[0]!.nightlyKes).toBeUndefined();
  });

  it("wants a Kenyan phone, a known source and dates in order, each at its field", () => {
    expect(errorsOf({ ...form, phone: "+44 20 7946 0000" })).toEqual({
      phone: english(said.guestPhone()),
    });
    expect(errorsOf({ ...form, source: "website" })).toEqual({
      source: english(deskSaid.source()),
    });
    expect(errorsOf({ ...form, checkOut: "2026-11-20" })).toEqual({
      checkOut: english(said.checkOutAfterCheckIn()),
    });
    expect(errorsOf({ ...form, checkIn: "2026-11-19" })).toEqual({
      checkIn: english(said.checkInInPast()),
    });
    expect(errorsOf({ ...form, rooms: [] })).toEqual({ rooms: english(said.selectRoom()) });
  });

  it("wants a reason with a price override, and a whole shilling amount", () => {
    const room = form.rooms[0]!;
    expect(errorsOf({ ...form, rooms: [{ ...room, nightlyKes: "3000" }] })).toEqual({
      "rooms.0.overrideReason": english(deskSaid.overrideReason()),
    });
    expect(
      errorsOf({ ...form, rooms: [{ ...room, nightlyKes: "30.5", overrideReason: "x" }] }),
    ).toEqual({
      "rooms.0.nightlyKes": english(deskSaid.nightlyPrice()),
    });
    expect(errorsOf({ ...form, rooms: [{ ...room, nightlyKes: "", overrideReason: "" }] })).toEqual(
      {},
    );
  });

  it("reads the payment: a deposit needs its amount and method, M-Pesa a receipt of the right shape", () => {
    expect(errorsOf({ ...form, payment: { plan: "deposit", method: "cash" } })).toEqual({
      "payment.amountKes": english(deskSaid.amount()),
    });
    expect(
      errorsOf({ ...form, payment: { plan: "full", method: "mpesa", reference: "ABC" } }),
    ).toEqual({
      "payment.reference": english(deskSaid.receiptShape()),
    });
    expect(errorsOf({ ...form, payment: { plan: "full", method: "card" } })).toEqual({
      "payment.reference": english(deskSaid.referenceRequired()),
    });
    expect(errorsOf({ ...form, payment: { plan: "later" } })).toEqual({
      "payment.plan": english(deskSaid.paymentPlan()),
    });
    expect(
      deskBookingSchema(window).parse({ ...form, payment: { plan: "stk", method: "cash" } })
        .payment,
    ).toEqual({
      plan: "stk",
    });
  });
});

describe("DeskPaymentSchema and DeskRefundSchema", () => {
  it("normalises an M-Pesa receipt and drops a reference for cash", () => {
    expect(
      DeskPaymentSchema.parse({ method: "mpesa", amountKes: "100", reference: "nlj7 rt61sv" }),
    ).toEqual({
      method: "mpesa",
      amountKes: 100,
      reference: "NLJ7RT61SV",
    });
    expect(
      DeskPaymentSchema.parse({ method: "cash", amountKes: 100, reference: "x" }).reference,
    ).toBeNull();
  });

  it("refuses zero, negative and fractional amounts", () => {
    for (const amountKes of ["0", "-5", "1.5", "1e3", ""]) {
      expect(DeskPaymentSchema.safeParse({ method: "cash", amountKes }).success).toBe(false);
    }
  });

  it("wants a reason for a refund", () => {
    const parsed = DeskRefundSchema.safeParse({ method: "cash", amountKes: "100", reason: " " });
    expect(parsed.success || fieldErrors(parsed.error, english)).toEqual({
      reason: english(deskSaid.reasonRequired()),
    });
  });
});

describe("nestedFields", () => {
  it("nests form names by their dots, rooms as a list", () => {
    expect(
      nestedFields([
        ["firstName", "Ann"],
        ["rooms.0.type", "standard"],
        ["rooms.1.type", "deluxe"],
        ["payment.plan", "none"],
      ]),
    ).toEqual({
      firstName: "Ann",
      rooms: [{ type: "standard" }, { type: "deluxe" }],
      payment: { plan: "none" },
    });
  });

  it("drops a group's field when the same name came as a field (never a TypeError)", () => {
    expect(
      nestedFields([
        ["payment", "x"],
        ["payment.plan", "full"],
      ]),
    ).toEqual({ payment: "x" });
  });

  it("ignores names that could reach a prototype or make a huge list", () => {
    const nested = nestedFields([
      ["__proto__.polluted", "yes"],
      ["constructor.prototype.polluted", "yes"],
      ["rooms.999999.type", "standard"],
    ]);
    expect(nested).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
