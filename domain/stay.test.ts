import { afterEach, describe, expect, it } from "vitest";
import { dateInWords } from "./date-words.ts";
import { nightsRange } from "./price-lines.ts";
import { addDays, defaultStay, formatCalendarDate, isCalendarDate, nightsBetween } from "./stay.ts";

describe("nightsBetween", () => {
  it("counts calendar days", () => {
    expect(nightsBetween("2026-11-20", "2026-11-21")).toBe(1);
    expect(nightsBetween("2026-11-20", "2026-11-27")).toBe(7);
    expect(nightsBetween("2026-11-20", "2026-11-20")).toBe(0);
    expect(nightsBetween("2026-11-21", "2026-11-20")).toBe(-1);
  });

  it("crosses month and year ends", () => {
    expect(nightsBetween("2026-01-31", "2026-02-01")).toBe(1);
    expect(nightsBetween("2026-04-30", "2026-05-02")).toBe(2);
    expect(nightsBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(nightsBetween("2026-12-25", "2027-01-05")).toBe(11);
  });

  it("counts a leap day", () => {
    expect(nightsBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(nightsBetween("2028-02-29", "2028-03-01")).toBe(1);
    expect(nightsBetween("2027-02-28", "2027-03-01")).toBe(1);
    expect(nightsBetween("2028-01-01", "2029-01-01")).toBe(366);
  });

  it("refuses text that is not a calendar date", () => {
    expect(() => nightsBetween("2027-02-29", "2027-03-01")).toThrow(RangeError);
    expect(() => nightsBetween("tomorrow", "2027-03-01")).toThrow(RangeError);
  });
});

describe("addDays and isCalendarDate", () => {
  it("moves across month ends and leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-20", 365)).toBe("2027-11-20");
  });

  it("knows which days exist", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("2026-4-3")).toBe(false);
    expect(isCalendarDate("2026-11-20T00:00:00Z")).toBe(false);
  });
});

// The unit project runs in Los Angeles (UTC-8/-7); these also move the process to Kiritimati
// (UTC+14), the zone farthest ahead of Nairobi, where a Nairobi evening is already the next day.
describe.each(["America/Los_Angeles", "Pacific/Kiritimati", "UTC"])(
  "whatever the machine's zone (%s)",
  (zone) => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    function inZone() {
      process.env.TZ = zone;
      const offset = new Date("2026-11-20T12:00:00Z").getTimezoneOffset();
      expect(offset).toBe({ "America/Los_Angeles": 480, "Pacific/Kiritimati": -840, UTC: 0 }[zone]);
    }

    it("counts the same nights, across a month end, a leap day and US clock changes", () => {
      inZone();
      expect(nightsBetween("2028-02-28", "2028-03-01")).toBe(2);
      expect(nightsBetween("2026-10-31", "2026-11-01")).toBe(1);
      // US clocks go back an hour on 1 November 2026: that day is 25 hours long in Los Angeles.
      expect(nightsBetween("2026-11-01", "2026-11-02")).toBe(1);
      expect(nightsBetween("2026-10-31", "2026-11-03")).toBe(3);
      // ...and forward on 8 March 2026 (a 23-hour day).
      expect(nightsBetween("2026-03-08", "2026-03-09")).toBe(1);
      expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    });

    it("starts the default stay on Gilgil's date, not the machine's", () => {
      inZone();
      // 22:30 in Nairobi on 31 January: Los Angeles is still at 11:30 that day, Kiritimati is
      // already at 09:30 on 1 February; the motel's night is the 31st's.
      expect(defaultStay(new Date("2026-01-31T19:30:00Z"))).toEqual({
        checkIn: "2026-01-31",
        checkOut: "2026-02-01",
      });
      // 00:30 in Nairobi on 29 February 2028 (21:30 UTC on the 28th).
      expect(defaultStay(new Date("2028-02-28T21:30:00Z"))).toEqual({
        checkIn: "2028-02-29",
        checkOut: "2028-03-01",
      });
    });
  },
);

describe("dates in the page's locale", () => {
  it("write a calendar day in English by default and in Kiswahili when asked", () => {
    expect(dateInWords("2026-12-14")).toBe("Monday, 14 December 2026");
    expect(dateInWords("2026-12-14", "sw-KE")).toBe("Jumatatu, 14 Desemba 2026");
    expect(formatCalendarDate("2026-12-14", { month: "long" }, "sw-KE")).toBe("Desemba");
    expect(nightsRange({ from: "2026-12-14", to: "2026-12-16" }, "sw-KE")).toBe(
      "Jumatatu, 14 Des – Jumanne, 15 Des",
    );
  });
});
