import { describe, expect, it } from "vitest";
import type { BookingStatus } from "./booking-status.ts";
import {
  notYetPaid,
  phoneLink,
  placesOnDay,
  sortDay,
  stayState,
  type DayBookingFacts,
  type DayPlaces,
} from "./front-desk-day.ts";

// Motel time is UTC+3: 09:00 in Gilgil on 24 November is 06:00 UTC.
const at = (local: string) => new Date(`${local}+03:00`);
const NOW = at("2026-11-24T09:00:00");
const TODAY = "2026-11-24";

function booking(facts: Partial<DayBookingFacts> = {}): DayBookingFacts {
  return {
    status: "confirmed",
    checkIn: TODAY,
    checkOut: "2026-11-26",
    checkedInAt: null,
    checkedOutAt: null,
    arrivalCutoffAt: null,
    ...facts,
  };
}

const places = (b: DayBookingFacts, date = TODAY, now = NOW) => placesOnDay(b, date, now);
const only = (...keys: (keyof DayPlaces)[]): DayPlaces => ({
  arrival: keys.includes("arrival"),
  inHouse: keys.includes("inHouse"),
  departure: keys.includes("departure"),
  noShowCandidate: keys.includes("noShowCandidate"),
  overstay: keys.includes("overstay"),
});

describe("the front desk's day", () => {
  it("an arrival today, not yet checked in, is an arrival only", () => {
    expect(places(booking())).toEqual(only("arrival"));
  });

  it("an arrival checked in this morning is an arrival and in the house", () => {
    const b = booking({ checkedInAt: at("2026-11-24T07:15:00") });
    expect(places(b)).toEqual(only("arrival", "inHouse"));
    expect(stayState(b, TODAY)).toBe("checked_in");
  });

  it("a guest staying on from yesterday is in the house, not an arrival", () => {
    const b = booking({ checkIn: "2026-11-23", checkedInAt: at("2026-11-23T15:00:00") });
    expect(places(b)).toEqual(only("inHouse"));
  });

  it("the arrival day of one booking is the departure day of another, and they do not mix", () => {
    const leaving = booking({
      checkIn: "2026-11-22",
      checkOut: TODAY,
      checkedInAt: at("2026-11-22T14:00:00"),
    });
    const coming = booking({ checkIn: TODAY, checkOut: "2026-11-25" });
    expect(places(leaving)).toEqual(only("departure"));
    expect(places(coming)).toEqual(only("arrival"));
    const day = sortDay([leaving, coming], TODAY, NOW);
    expect(day.departures).toEqual([leaving]);
    expect(day.arrivals).toEqual([coming]);
    expect(day.inHouse).toEqual([]);
  });

  it("a departure already checked out is still today's departure, no longer in the house", () => {
    const b = booking({
      checkIn: "2026-11-22",
      checkOut: TODAY,
      checkedInAt: at("2026-11-22T14:00:00"),
      checkedOutAt: at("2026-11-24T08:30:00"),
    });
    expect(places(b)).toEqual(only("departure"));
    expect(stayState(b, TODAY)).toBe("checked_out");
  });

  it("a guest who left a night early departs today and is not in the house tonight", () => {
    const b = booking({
      checkIn: "2026-11-23",
      checkOut: "2026-11-26",
      checkedInAt: at("2026-11-23T14:00:00"),
      checkedOutAt: at("2026-11-24T08:00:00"),
    });
    expect(places(b)).toEqual(only("departure"));
    // ...and not on the day the booking said either.
    expect(places(b, "2026-11-26")).toEqual(only());
    // Yesterday they were in the house.
    expect(places(b, "2026-11-23")).toEqual(only("arrival", "inHouse"));
  });

  it("a guest still in house past their check-out day is an overstay until checked out", () => {
    // Due out yesterday morning after one night, still here.
    const b = booking({
      checkIn: "2026-11-22",
      checkOut: "2026-11-23",
      checkedInAt: at("2026-11-22T14:00:00"),
    });
    expect(places(b)).toEqual(only("overstay"));
    expect(stayState(b, TODAY)).toBe("overstay");
    // Yesterday, their check-out day, they were a departure; not an overstay on a day to come.
    expect(places(b, "2026-11-23")).toEqual(only("departure"));
    expect(stayState(b, "2026-11-23")).toBe("checked_in");
    expect(places(b, "2026-11-25")).toEqual(only());
    // Checked out this morning: today's departure, no longer an overstay; yesterday they were.
    const gone = { ...b, checkedOutAt: at("2026-11-24T08:00:00") };
    expect(places(gone)).toEqual(only("departure"));
    expect(places(gone, "2026-11-23")).toEqual(only("departure"));
    const later = at("2026-11-25T09:00:00");
    expect(places(gone, TODAY, later)).toEqual(only("departure"));
    expect(places(b, TODAY, later)).toEqual(only("overstay"));
    // Never checked in: a no-show matter, not an overstay.
    expect(places({ ...b, checkedInAt: null })).toEqual(only());
    expect(places({ ...b, status: "cancelled" })).toEqual(only());
  });

  it("cancelled, no-show, expired, failed bookings and pending holds are not on the day", () => {
    const statuses: BookingStatus[] = ["cancelled", "no_show", "expired", "failed", "pending"];
    for (const status of statuses) {
      const past = at("2026-11-24T06:00:00");
      expect(places(booking({ status, arrivalCutoffAt: past })), status).toEqual(only());
      expect(
        places(booking({ status, checkIn: "2026-11-22", checkOut: TODAY }), TODAY),
        status,
      ).toEqual(only());
    }
  });

  it("past its cut-off and not checked in, an arrival is a no-show candidate", () => {
    const cutoff = at("2026-11-24T08:59:59");
    expect(places(booking({ arrivalCutoffAt: cutoff }))).toEqual(
      only("arrival", "noShowCandidate"),
    );
    // Exactly at the cut-off it has passed; a second before, it has not.
    expect(places(booking({ arrivalCutoffAt: NOW })).noShowCandidate).toBe(true);
    expect(places(booking({ arrivalCutoffAt: at("2026-11-24T09:00:01") })).noShowCandidate).toBe(
      false,
    );
    // Checked in (even after the cut-off): not a candidate.
    const checkedIn = booking({ arrivalCutoffAt: cutoff, checkedInAt: NOW });
    expect(places(checkedIn).noShowCandidate).toBe(false);
    // Paid bookings have no cut-off: never candidates.
    expect(places(booking({ checkIn: "2026-11-23" })).noShowCandidate).toBe(false);
  });

  it("yesterday's arrival never checked in: a no-show candidate, not in the house, no departure", () => {
    const b = booking({
      checkIn: "2026-11-23",
      checkOut: "2026-11-25",
      arrivalCutoffAt: at("2026-11-23T22:00:00"),
    });
    expect(places(b)).toEqual(only("noShowCandidate"));
    expect(places(b, "2026-11-25")).toEqual(only());
  });

  it("a future day: arrivals, departures and guests expected to be staying that night", () => {
    const day = "2026-11-25";
    // Arriving today (not checked in yet), staying to the 27th: expected in the house tomorrow.
    expect(places(booking({ checkOut: "2026-11-27" }), day)).toEqual(only("inHouse"));
    // Arriving today, leaving tomorrow: tomorrow's departure.
    expect(places(booking({ checkOut: day }), day)).toEqual(only("departure"));
    // Arriving tomorrow.
    expect(places(booking({ checkIn: day, checkOut: "2026-11-28" }), day)).toEqual(only("arrival"));
    // A guest in the house since yesterday staying on.
    const staying = booking({ checkIn: "2026-11-23", checkedInAt: at("2026-11-23T14:00:00") });
    expect(places(staying, day)).toEqual(only("inHouse"));
  });

  it("near midnight, today is the motel's date (UTC+3), not the server's", () => {
    // 23:59:59 on the 23rd in Gilgil is 20:59:59 UTC; a second later it is the 24th.
    const lateOn23 = new Date("2026-11-23T20:59:59Z");
    const earlyOn24 = new Date("2026-11-23T21:00:00Z");
    // Arriving on the 23rd, not checked in: at 23:59:59 it may still come, so it is expected in
    // the house on the night of the 24th; a second later its arrival day has gone by.
    const arriving23 = booking({ checkIn: "2026-11-23", checkOut: "2026-11-26" });
    expect(places(arriving23, TODAY, lateOn23)).toEqual(only("inHouse"));
    expect(places(arriving23, TODAY, earlyOn24)).toEqual(only());
    // A checkout at 00:30 on the 24th (21:30 UTC on the 23rd) is a departure of the 24th.
    const lateCheckout = booking({
      checkIn: "2026-11-22",
      checkOut: TODAY,
      checkedInAt: at("2026-11-22T14:00:00"),
      checkedOutAt: new Date("2026-11-23T21:30:00Z"),
    });
    expect(places(lateCheckout, "2026-11-23", earlyOn24)).toEqual(only("inHouse"));
    expect(places(lateCheckout, TODAY, earlyOn24)).toEqual(only("departure"));
    // A check-in at 00:10 motel time belongs to the 24th, not the 23rd.
    const afterMidnight = booking({ checkedInAt: new Date("2026-11-23T21:10:00Z") });
    expect(places(afterMidnight, "2026-11-23", earlyOn24)).toEqual(only());
    expect(places(afterMidnight, TODAY, earlyOn24)).toEqual(only("arrival", "inHouse"));
  });

  it("a cut-off at 23:59 motel time has passed a minute later, on the next day's date", () => {
    const b = booking({
      checkIn: "2026-11-23",
      checkOut: "2026-11-25",
      arrivalCutoffAt: new Date("2026-11-23T20:59:00Z"),
    });
    expect(places(b, "2026-11-23", new Date("2026-11-23T20:58:59Z")).noShowCandidate).toBe(false);
    expect(places(b, TODAY, new Date("2026-11-23T21:00:00Z"))).toEqual(only("noShowCandidate"));
  });

  it("'Not yet paid' only when nothing is paid on a bill with something to pay", () => {
    expect(notYetPaid({ paidKes: 0, refundedKes: 0, chargedKes: 4500 })).toBe(true);
    expect(notYetPaid({ paidKes: 1000, refundedKes: 0, chargedKes: 4500 })).toBe(false);
    expect(notYetPaid({ paidKes: 0, refundedKes: 0, chargedKes: 0 })).toBe(false);
    // A card payment the provider reversed: in and out again, nothing held.
    expect(notYetPaid({ paidKes: 4500, refundedKes: 4500, chargedKes: 4500 })).toBe(true);
  });

  it("makes a guest's phone a link to call, however it was typed", () => {
    const kenyan = { href: "tel:+254712345678", text: "+254 712 345678" };
    for (const typed of ["0712345678", "0712 345678", "+254712345678", "712345678"]) {
      expect(phoneLink(typed), typed).toEqual(kenyan);
    }
    expect(phoneLink("+44 20 7946 0958")).toEqual({
      href: "tel:+442079460958",
      text: "+44 20 7946 0958",
    });
  });
});
