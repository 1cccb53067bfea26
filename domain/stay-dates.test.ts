import { describe, expect, it } from "vitest";
import { english } from "../test/support/english.ts";
import { said } from "./said.ts";
import { firstSaid, quoteRequestSchema } from "./schemas/quote.ts";
import { stayDatesProblem } from "./stay-dates.ts";

const window = { today: "2026-11-25", horizonDays: 365 };
const DATES = [
  "",
  "2026-02-30",
  "25/11/2026",
  "2026-11-24",
  "2026-11-25",
  "2026-11-26",
  "2027-11-25",
  "2027-11-26",
];

describe("stayDatesProblem", () => {
  it("finds the quote schema's first problem with the dates, on the same field", () => {
    for (const checkIn of DATES) {
      for (const checkOut of DATES) {
        const parsed = quoteRequestSchema(window).safeParse({
          checkIn,
          checkOut,
          rooms: [{ type: "standard", adults: 1, boarding: "bed_breakfast" }],
        });
        const problem = stayDatesProblem(checkIn, checkOut, window);
        const expected = parsed.success
          ? null
          : { field: parsed.error.issues[0]?.path[0], message: firstSaid(parsed.error) };
        expect(problem, `${checkIn} → ${checkOut}`).toEqual(expected);
      }
    }
  });

  it("takes the horizon's last day and refuses the next", () => {
    expect(stayDatesProblem("2027-11-24", "2027-11-25", window)).toBeNull();
    expect(stayDatesProblem("2027-11-25", "2027-11-26", window)).toEqual({
      field: "checkOut",
      message: said.beyondHorizon("2027-11-25"),
    });
  });

  it("reads a value that is not a string as a missing date", () => {
    expect(english(stayDatesProblem(undefined, "2026-11-26", window)!.message)).toBe(
      "Please select a check-in date",
    );
    expect(english(stayDatesProblem("2026-11-25", 20261126, window)!.message)).toBe(
      "Please select a check-out date",
    );
  });
});
