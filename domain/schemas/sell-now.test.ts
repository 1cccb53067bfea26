// The sell-a-room-now form's schema: the desk booking it makes (walk-in, from tonight, one room of
// the chosen room's type, nothing paid with the booking), the payment kept apart, and every
// problem named by this form's fields.
import { english } from "../../test/support/english.ts";
import { describe, expect, it } from "vitest";
import { bookingSaid } from "../staff-said/bookings.ts";
import { deskSaid } from "../staff-said/desk.ts";
import { SELL_NOW_MAX_NIGHTS, sellNowSchema } from "./sell-now.ts";
import { said } from "../said.ts";
import { fieldErrors } from "../zod.ts";

const schema = sellNowSchema({
  today: "2026-11-20",
  horizonDays: 365,
  typeOfRoom: (id) => (id === 7 ? "deluxe" : undefined),
});
const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Otieno",
  lastName: "Kamau",
  phone: "0722 123456",
  idNumber: "23456789",
  nights: "3",
  roomId: "7",
  adults: "2",
  children: "0",
  boarding: "half_board",
  payment: { method: "mpesa", amountKes: "2000", reference: "qwe1234567" },
  ...overrides,
});
const errors = (fields: unknown) => {
  const parsed = schema.safeParse(fields);
  return parsed.success ? {} : fieldErrors(parsed.error, english);
};

describe("sellNowSchema", () => {
  it("makes a walk-in desk booking from tonight for the room's type, the payment apart", () => {
    const parsed = schema.parse(form());
    expect(parsed.booking).toMatchObject({
      checkIn: "2026-11-20",
      checkOut: "2026-11-23",
      source: "walk_in",
      idNumber: "23456789",
      rooms: [{ type: "deluxe", adults: 2, children: 0, boarding: "half_board" }],
      payment: { plan: "none" },
    });
    expect(parsed).toMatchObject({
      roomId: 7,
      dirtyOk: false,
      payment: { method: "mpesa", amountKes: 2000, reference: "QWE1234567" },
    });
    expect(schema.parse(form({ payment: { method: "later" }, dirtyOk: "yes" }))).toMatchObject({
      payment: null,
      dirtyOk: true,
    });
  });

  it("names each problem by this form's field", () => {
    expect(
      errors(
        form({
          idNumber: "",
          nights: "0",
          adults: "9",
          payment: { method: "mpesa", amountKes: "x", reference: "1" },
        }),
      ),
    ).toEqual({
      idNumber: english(said.guestIdNumber()),
      nights: english(bookingSaid.sellNights(SELL_NOW_MAX_NIGHTS)),
      adults: expect.any(String),
      "payment.amountKes": english(deskSaid.amount()),
    });
    expect(errors(form({ payment: { method: "mpesa", amountKes: "10", reference: "1" } }))).toEqual(
      { "payment.reference": english(deskSaid.receiptShape()) },
    );
    expect(errors(form({ roomId: "8" }))).toEqual({
      roomId: english(bookingSaid.sellChooseRoom()),
    });
    expect(errors(form({ roomId: "" }))).toEqual({ roomId: english(bookingSaid.sellChooseRoom()) });
  });
});
