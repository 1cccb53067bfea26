import { describe, expect, it } from "vitest";
import { computedHolidays, easterSunday, holidaysOf, weekdayOf } from "./holidays.ts";

const dated = (year: number) =>
  computedHolidays(year)
    .filter((h) => h.date !== null)
    .map((h) => `${h.date} ${h.name}`);

describe("Easter (computus)", () => {
  it("finds Easter Sunday for known years", () => {
    const known: Record<number, string> = {
      2024: "2024-03-31",
      2025: "2025-04-20",
      2026: "2026-04-05",
      2027: "2027-03-28",
      2028: "2028-04-16",
      2029: "2029-04-01",
      2030: "2030-04-21",
      2038: "2038-04-25",
      2285: "2285-03-22",
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year))).toBe(date);
  });

  it("is always a Sunday between 22 March and 25 April", () => {
    for (let year = 1900; year <= 2200; year++) {
      const easter = easterSunday(year);
      expect(weekdayOf(easter)).toBe(0);
      expect(easter.slice(5) >= "03-22" && easter.slice(5) <= "04-25").toBe(true);
    }
  });
});

describe("Kenya's public holidays", () => {
  it("2026: the Act's list with current names, Sunday substitutes, the Idds undated", () => {
    expect(dated(2026)).toEqual([
      "2026-01-01 New Year's Day",
      "2026-04-03 Good Friday",
      "2026-04-06 Easter Monday",
      "2026-05-01 Labour Day",
      "2026-06-01 Madaraka Day",
      "2026-10-10 Mazingira Day",
      "2026-10-20 Mashujaa Day",
      "2026-12-12 Jamhuri Day",
      "2026-12-25 Christmas Day",
      "2026-12-26 Boxing Day",
    ]);
    expect(
      computedHolidays(2026)
        .filter((h) => h.date === null)
        .map((h) => h.name),
    ).toEqual(["Idd-ul-Fitr", "Idd-ul-Azha"]);
  });

  it("2027: Mazingira, Jamhuri and Boxing Day on Sundays give the Mondays after", () => {
    const list = dated(2027);
    expect(list).toContain("2027-10-10 Mazingira Day");
    expect(list.filter((h) => h.includes("observed"))).toEqual([
      "2027-10-11 Mazingira Day (observed)",
      "2027-12-13 Jamhuri Day (observed)",
      "2027-12-27 Boxing Day (observed)",
    ]);
    expect(list).toContain("2027-03-26 Good Friday");
    expect(list).toContain("2027-03-29 Easter Monday");
  });

  it("2028: no fixed holiday falls on a Sunday", () => {
    const list = dated(2028);
    expect(list.filter((h) => h.includes("observed"))).toEqual([]);
    expect(list).toContain("2028-04-14 Good Friday");
    expect(list).toContain("2028-04-17 Easter Monday");
  });

  it("2029: Easter on 1 April, no substitutes", () => {
    const list = dated(2029);
    expect(list).toContain("2029-03-30 Good Friday");
    expect(list).toContain("2029-04-02 Easter Monday");
    expect(list).toContain("2029-10-10 Mazingira Day");
    expect(list.filter((h) => h.includes("observed"))).toEqual([]);
  });

  it("2030: Mashujaa Day on a Sunday gives Monday 21 October", () => {
    const list = dated(2030);
    expect(list).toContain("2030-04-19 Good Friday");
    expect(list).toContain("2030-04-22 Easter Monday");
    expect(list.filter((h) => h.includes("observed"))).toEqual([
      "2030-10-21 Mashujaa Day (observed)",
    ]);
  });

  it("Christmas on a Sunday gives Tuesday, Monday being Boxing Day (2033)", () => {
    const list = dated(2033);
    expect(list).toContain("2033-12-25 Christmas Day");
    expect(list).toContain("2033-12-26 Boxing Day");
    expect(list).toContain("2033-12-27 Christmas Day (observed)");
  });

  it("never calls 10 October Moi Day or Utamaduni Day", () => {
    for (let year = 2026; year <= 2030; year++) {
      const october = computedHolidays(year).find((h) => h.date === `${year}-10-10`);
      expect(october?.name).toBe("Mazingira Day");
    }
  });
});

describe("staff's edits", () => {
  it("confirm an Eid, move a date, drop one, add a gazetted one, in that year only", () => {
    const edits = [
      { year: 2026, key: "idd_ul_fitr", date: "2026-03-20", name: "Idd-ul-Fitr" },
      { year: 2026, key: "boxing", date: null, name: "Boxing Day" },
      { year: 2026, key: "madaraka", date: "2026-06-02", name: "Madaraka Day" },
      { year: 2026, key: "extra_1", date: "2026-08-09", name: "Census Day" },
    ];
    const list = holidaysOf(2026, edits);
    const find = (key: string) => list.find((h) => h.key === key);
    expect(find("idd_ul_fitr")).toMatchObject({ date: "2026-03-20", edited: true });
    expect(find("idd_ul_azha")).toMatchObject({ date: null });
    expect(find("boxing")).toBeUndefined();
    expect(find("madaraka")?.date).toBe("2026-06-02");
    expect(find("extra_1")).toMatchObject({ name: "Census Day", date: "2026-08-09" });
    expect(holidaysOf(2027, edits).find((h) => h.key === "boxing")?.date).toBe("2027-12-26");
  });
});

describe("weekdays", () => {
  it("reads a calendar date's day of the week whatever the process's time zone", () => {
    // The unit project runs in America/Los_Angeles; the answers are Nairobi's calendar.
    expect(weekdayOf("2026-11-27")).toBe(5); // Friday
    expect(weekdayOf("2026-11-28")).toBe(6);
    expect(weekdayOf("2026-11-29")).toBe(0);
    const zone = process.env.TZ;
    for (const tz of ["Pacific/Kiritimati", "Africa/Nairobi", "Pacific/Pago_Pago", "UTC"]) {
      process.env.TZ = tz;
      expect(weekdayOf("2026-11-27"), tz).toBe(5);
    }
    process.env.TZ = zone;
  });
});
