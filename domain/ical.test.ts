import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFileName, escapeText, foldLine, stayCalendar, type CalendarStay } from "./ical.ts";

const stay: CalendarStay = {
  reference: "GO7K3M9Q2X",
  checkIn: "2026-12-10",
  checkOut: "2026-12-13",
  checkInTime: "14:00",
  rooms: "2 × Deluxe Room, Half Board",
  motelName: "Gilgil Oasis Motel",
  address: "Nairobi-Nakuru Highway, Gilgil, Nakuru County, Kenya",
  phones: ["0712 000111", "0733 000222"],
  latitude: -0.4989,
  longitude: 36.323,
  url: "https://example.com/my-booking",
};
const now = new Date("2026-11-24T05:52:00Z");

describe("the stay's calendar file", () => {
  it("parses with ical.js as one all-day event over the stay, with the address and reference", () => {
    const text = stayCalendar(stay, now);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-12-10");
    expect(event.endDate.toString()).toBe("2026-12-13");
    expect(event.summary).toBe("Stay at Gilgil Oasis Motel (GO7K3M9Q2X)");
    expect(event.location).toBe(
      "Gilgil Oasis Motel, Nairobi-Nakuru Highway, Gilgil, Nakuru County, Kenya",
    );
    expect(event.description).toContain("Booking reference: GO7K3M9Q2X");
    expect(event.description).toContain("Check-in: 2026-12-10 at 14:00");
    expect(event.description).toContain("Rooms: 2 × Deluxe Room, Half Board");
    expect(event.uid).toContain("GO7K3M9Q2X");
    expect(
      calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("dtstamp")!.toString(),
    ).toBe("2026-11-24T05:52:00Z");
  });

  it("keeps RFC 5545's shape: CRLF lines of at most 75 octets", () => {
    const text = stayCalendar(stay, now);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
    expect(text.replaceAll("\r\n", "")).not.toContain("\n");
  });

  it("escapes text and folds long lines without splitting a character", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    // Every line break, however spelled, becomes \n: no bare CR or LF inside a content line.
    expect(escapeText("one\r\ntwo\rthree\nfour")).toBe("one\\ntwo\\nthree\\nfour");
    const folded = foldLine(`DESCRIPTION:${"×".repeat(60)}`);
    expect(folded.split("\r\n ").join("")).toBe(`DESCRIPTION:${"×".repeat(60)}`);
    expect(calendarFileName("GO7K3M9Q2X")).toBe("booking-GO7K3M9Q2X.ics");
  });
});
