import { describe, expect, it } from "vitest";
import { motelDate, motelDateTime, motelYear } from "./time.ts";

describe("motel-local dates (Africa/Nairobi, UTC+3), whatever the machine's zone", () => {
  it("runs with the machine in another zone", () => {
    expect(new Date("2026-11-20T21:30:00Z").getDate()).toBe(20); // Los Angeles: still the 20th
  });

  it("is already tomorrow in Gilgil from 21:00 UTC", () => {
    expect(motelDate(new Date("2026-11-20T20:59:59Z"))).toBe("2026-11-20");
    expect(motelDate(new Date("2026-11-20T21:00:00Z"))).toBe("2026-11-21");
  });

  it("turns the year at Nairobi's midnight", () => {
    expect(motelYear(new Date("2026-12-31T20:59:59Z"))).toBe(2026);
    expect(motelYear(new Date("2026-12-31T21:00:00Z"))).toBe(2027);
  });

  it("writes date and time in Nairobi, 24-hour, midnight as 00", () => {
    expect(motelDateTime(new Date("2026-11-20T06:05:00Z"))).toBe("2026-11-20 09:05");
    expect(motelDateTime(new Date("2026-11-20T21:00:00Z"))).toBe("2026-11-21 00:00");
    expect(motelDateTime(new Date("2026-11-20T11:30:59Z"))).toBe("2026-11-20 14:30");
  });
});
