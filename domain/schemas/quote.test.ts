import { describe, expect, it } from "vitest";
import { english } from "../../test/support/english.ts";
import { firstSaid, MAX_ROOMS_PER_STAY, quoteRequestSchema } from "./quote.ts";

const schema = quoteRequestSchema({ today: "2026-11-20", horizonDays: 365 });
const room = { type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" };
const valid = { checkIn: "2026-11-20", checkOut: "2026-11-22", rooms: [room] };

function messageFor(input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : english(firstSaid(result.error));
}

describe("quote request schema", () => {
  it("accepts a stay from today, and reads form text as numbers", () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(
      schema.parse({ ...valid, rooms: [{ type: "family", adults: "3", boarding: "half_board" }] })
        .rooms,
    ).toEqual([{ type: "family", adults: 3, children: 0, boarding: "half_board" }]);
  });

  it("refuses unknown room types and boardings", () => {
    expect(messageFor({ ...valid, rooms: [{ ...room, type: "presidential" }] })).toBe(
      "Please choose one of our room types.",
    );
    expect(messageFor({ ...valid, rooms: [{ ...room, boarding: "all_inclusive" }] })).toBe(
      "Please choose Bed & Breakfast, Half Board or Full Board.",
    );
  });

  it("takes 1 to 4 whole adults and 0 to 4 children per room", () => {
    for (const adults of [0, 5, 9, 1.5, -1, "", "two", null]) {
      expect(messageFor({ ...valid, rooms: [{ ...room, adults }] }), String(adults)).toBe(
        "Each room takes 1 to 4 adults.",
      );
    }
    expect(messageFor({ ...valid, rooms: [{ ...room, children: 5 }] })).toBe(
      "Children per room must be a whole number from 0 to 4.",
    );
  });

  it("reads only integers and strings of digits as counts", () => {
    const adultsOf = (adults: unknown) =>
      schema.parse({ ...valid, rooms: [{ ...room, adults }] }).rooms[0]?.adults;
    expect(adultsOf(2)).toBe(2);
    expect(adultsOf("2")).toBe(2);
    expect(adultsOf("04")).toBe(4);
    for (const adults of [true, false, [2], "0x2", "2.0", " 2", "2 ", "+2", "1e0", {}, 2.5, NaN]) {
      expect(messageFor({ ...valid, rooms: [{ ...room, adults }] }), String(adults)).toBe(
        "Each room takes 1 to 4 adults.",
      );
    }
    for (const children of [null, true, "0x1", [1], "-1", "1.5"]) {
      expect(messageFor({ ...valid, rooms: [{ ...room, children }] }), String(children)).toBe(
        "Children per room must be a whole number from 0 to 4.",
      );
    }
    expect(schema.parse({ ...valid, rooms: [{ ...room, children: "3" }] }).rooms[0]?.children).toBe(
      3,
    );
  });

  it("needs 1 to MAX_ROOMS_PER_STAY rooms", () => {
    expect(messageFor({ ...valid, rooms: [] })).toBe("Please select a room");
    expect(messageFor({ ...valid, rooms: undefined })).toBe("Please select a room");
    expect(messageFor({ ...valid, rooms: Array(MAX_ROOMS_PER_STAY).fill(room) })).toBeUndefined();
    expect(messageFor({ ...valid, rooms: Array(MAX_ROOMS_PER_STAY + 1).fill(room) })).toBe(
      "You can book up to 10 rooms at once. For more, please call or WhatsApp us.",
    );
  });

  it("needs real dates, in the spec's words", () => {
    expect(messageFor({ ...valid, checkIn: undefined })).toBe("Please select a check-in date");
    expect(messageFor({ ...valid, checkIn: "20/11/2026" })).toBe("Please select a check-in date");
    expect(messageFor({ ...valid, checkOut: "2027-02-29" })).toBe("Please select a check-out date");
  });

  it("needs check-out after check-in", () => {
    expect(messageFor({ ...valid, checkOut: "2026-11-20" })).toBe(
      "Check-out date must be after check-in date.",
    );
    expect(messageFor({ ...valid, checkIn: "2026-11-23" })).toBe(
      "Check-out date must be after check-in date.",
    );
  });

  it("keeps the stay between today and the horizon", () => {
    expect(messageFor({ ...valid, checkIn: "2026-11-19" })).toBe(
      "The check-in date cannot be in the past.",
    );
    expect(messageFor({ ...valid, checkIn: "2027-11-19", checkOut: "2027-11-20" })).toBeUndefined();
    expect(messageFor({ ...valid, checkIn: "2027-11-19", checkOut: "2027-11-21" })).toBe(
      "We take bookings for stays until 20 Nov 2027. Please choose earlier dates.",
    );
  });

  it("answers anything that is not a request with a message", () => {
    expect(messageFor("hello")).toBe("Send checkIn, checkOut and rooms.");
    expect(messageFor(null)).toBe("Send checkIn, checkOut and rooms.");
  });
});
