import { describe, expect, it } from "vitest";

import { bookingRequestSchema, guestDetailsSchema, MpesaPhoneSchema } from "./booking.ts";
import { english } from "../../test/support/english.ts";
import { firstTold } from "../zod.ts";
import { said } from "../said.ts";

const window = { today: "2026-11-21", horizonDays: 365 };
const valid = {
  firstName: "Wanjiru",
  lastName: "Mwangi",
  email: "wanjiru@example.com",
  phone: "0712 345678",
  idNumber: "12345678",
  checkIn: "2026-12-01",
  checkOut: "2026-12-03",
  checkInTime: "14:00",
};

function firstIssue(input: Record<string, unknown>) {
  const parsed = guestDetailsSchema(window).safeParse(input);
  return parsed.success ? undefined : english(firstTold(parsed.error));
}

describe("booking step 1, checked in the spec's order", () => {
  it("accepts a complete guest", () => {
    expect(firstIssue(valid)).toBeUndefined();
  });

  it("gives each message in turn as the guest fixes the one before", () => {
    const steps: [Record<string, unknown>, string][] = [
      [{}, english(said.guestFirstName())],
      [{ firstName: "Wa" }, english(said.guestFirstName())],
      [{ firstName: "Wan" }, english(said.guestLastName())],
      [{ firstName: "Wan", lastName: "Mwa" }, english(said.guestEmail())],
      [{ firstName: "Wan", lastName: "Mwa", email: "a@b" }, english(said.guestEmail())],
      [{ firstName: "Wan", lastName: "Mwa", email: "a@b.co" }, english(said.guestPhone())],
      [{ ...valid, phone: "0712 3456" }, english(said.guestPhone())],
      [{ ...valid, idNumber: "12345" }, english(said.guestIdNumber())],
      [{ ...valid, checkIn: "" }, english(said.selectCheckIn())],
      [{ ...valid, checkOut: "" }, english(said.selectCheckOut())],
      [{ ...valid, checkInTime: "" }, english(said.selectCheckInTime())],
      [{ ...valid, checkOut: valid.checkIn }, english(said.checkOutAfterCheckIn())],
      [{ ...valid, checkOut: "2026-11-30" }, "Check-out date must be after check-in date."],
    ];
    for (const [input, message] of steps)
      expect(firstIssue(input), JSON.stringify(input)).toBe(message);
  });

  it("trims names, so spaces do not make a name long enough", () => {
    expect(firstIssue({ ...valid, firstName: "  Wa  " })).toBe(english(said.guestFirstName()));
  });

  it("refuses a stay in the past or beyond the horizon", () => {
    expect(firstIssue({ ...valid, checkIn: "2026-11-20", checkOut: "2026-11-22" })).toBe(
      "The check-in date cannot be in the past.",
    );
    expect(firstIssue({ ...valid, checkIn: "2027-11-20", checkOut: "2027-11-23" })).toMatch(
      /We take bookings for stays until/,
    );
  });

  it("refuses two addresses in one email field and letters in a phone", () => {
    expect(firstIssue({ ...valid, email: "a@b.com,c@d.org" })).toBe(english(said.guestEmail()));
    expect(firstIssue({ ...valid, phone: "0712 34567x" })).toBe(english(said.guestPhone()));
  });
});

describe("the whole booking request", () => {
  const rooms = [
    { type: "deluxe", adults: 2, children: 1, boarding: "half_board" },
    { type: "standard", adults: "1", boarding: "bed_breakfast" },
  ];

  it("takes the guest and the rooms, children defaulting to 0", () => {
    const parsed = bookingRequestSchema(window).parse({ ...valid, rooms });
    expect(parsed.rooms).toEqual([
      { type: "deluxe", adults: 2, children: 1, boarding: "half_board" },
      { type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" },
    ]);
    expect(parsed.specialRequests).toBe("");
  });

  it("checks the guest before the rooms, and the rooms with the quote's messages", () => {
    const noName = bookingRequestSchema(window).safeParse({ ...valid, firstName: "", rooms: [] });
    expect(noName.success || english(firstTold(noName.error))).toBe(english(said.guestFirstName()));
    const noRooms = bookingRequestSchema(window).safeParse({ ...valid, rooms: [] });
    expect(noRooms.success || english(firstTold(noRooms.error))).toBe("Please select a room");
    const badRoom = bookingRequestSchema(window).safeParse({
      ...valid,
      rooms: [{ type: "presidential", adults: 1, boarding: "bed_breakfast" }],
    });
    expect(badRoom.success || english(firstTold(badRoom.error))).toBe(
      "Please choose one of our room types.",
    );
  });
});

describe("the M-Pesa number", () => {
  it("is exactly 9 digits after +254", () => {
    expect(MpesaPhoneSchema.safeParse({ phone: "712345678" }).success).toBe(true);
    expect(MpesaPhoneSchema.safeParse({ phone: "110345678" }).success).toBe(true);
    for (const phone of ["71234567", "7123456789", "0712345678", "612345678", "71234567a"]) {
      const parsed = MpesaPhoneSchema.safeParse({ phone });
      expect(parsed.success || english(firstTold(parsed.error)), phone).toBe(
        "Please enter a valid phone number",
      );
    }
  });
});

describe("a guest's text with a control character", () => {
  it("is refused as a code, naming the field in the guest's words", () => {
    for (const field of ["firstName", "lastName", "email", "phone", "idNumber"] as const) {
      expect(firstIssue({ ...valid, [field]: `${valid[field]}\u0007` }), field).toBe(
        english(said.unusualCharacters(field)),
      );
    }
    expect(english(said.unusualCharacters("phone"))).toBe(
      "Please remove unusual characters (such as control characters) from your phone number.",
    );
    const parsed = bookingRequestSchema(window).safeParse({
      ...valid,
      specialRequests: "x".repeat(1001),
      rooms: [],
    });
    expect(parsed.success).toBe(false);
    expect(english(firstTold(parsed.error!))).toMatch(/^Special requests can be up to \d+/);
  });
});
