import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUSES,
  canTransition,
  isSettled,
  statusesBefore,
  statusReading,
} from "./booking-status.ts";

describe("booking state machine", () => {
  it("lets a pending booking end every way", () => {
    for (const to of ["confirmed", "expired", "failed", "cancelled"] as const) {
      expect(canTransition("pending", to)).toBe(true);
    }
  });

  it("confirms an expired or failed booking only (a late payment), never back to pending", () => {
    expect(canTransition("expired", "confirmed")).toBe(true);
    expect(canTransition("failed", "confirmed")).toBe(true);
    expect(canTransition("expired", "pending")).toBe(false);
    expect(canTransition("failed", "expired")).toBe(false);
  });

  it("a confirmed booking is only cancelled or marked a no-show; neither ever moves again", () => {
    expect(BOOKING_STATUSES.filter((to) => canTransition("confirmed", to))).toEqual([
      "cancelled",
      "no_show",
    ]);
    expect(BOOKING_STATUSES.filter((to) => canTransition("cancelled", to))).toEqual([]);
    expect(BOOKING_STATUSES.filter((to) => canTransition("no_show", to))).toEqual([]);
    expect(statusesBefore("no_show")).toEqual(["confirmed"]);
  });

  it("never moves a booking to the status it is in", () => {
    for (const status of BOOKING_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it("lists the statuses a move may start from (the guard of its UPDATE)", () => {
    expect(statusesBefore("confirmed")).toEqual(["pending", "expired", "failed"]);
    expect(statusesBefore("cancelled")).toEqual(["pending", "confirmed"]);
    expect(statusesBefore("pending")).toEqual([]);
  });

  it("settled means only staff change it again", () => {
    expect(BOOKING_STATUSES.filter(isSettled)).toEqual(["confirmed", "cancelled", "no_show"]);
  });
});

describe("statusReading", () => {
  it("reads a confirmed booking as paid only when nothing is left to pay", () => {
    expect(statusReading("confirmed")).toBe("confirmed");
    expect(statusReading("confirmed", 0)).toBe("confirmed");
    expect(statusReading("confirmed", -500)).toBe("confirmed");
    expect(statusReading("confirmed", 4500)).toBe("to_pay");
  });

  it("reads every other status as it is, whatever the balance", () => {
    for (const status of BOOKING_STATUSES.filter((s) => s !== "confirmed")) {
      expect(statusReading(status, 7000)).toBe(status);
    }
  });
});
