import { describe, expect, it } from "vitest";
import { english } from "../../test/support/english.ts";
import { toldOfMessage } from "../said.ts";
import { bookingSaid } from "../staff-said/bookings.ts";
import {
  BookingSearchSchema,
  CANCEL_REASON_MAX,
  CancelBookingSchema,
  SEARCH_MAX,
} from "./admin-bookings.ts";

const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : toldOfMessage(result.error!.issues[0]!.message);

describe("the bookings list's search and the cancel form", () => {
  it("refuses a search too long with a code", () => {
    expect(BookingSearchSchema.safeParse("a".repeat(SEARCH_MAX)).success).toBe(true);
    const told = refusal(BookingSearchSchema.safeParse("a".repeat(SEARCH_MAX + 1)));
    expect(told).toEqual(bookingSaid.searchTooLong(SEARCH_MAX));
    expect(english(told!)).toBe("Please search with at most 100 characters.");
  });

  it("asks for a reason to cancel, and a short enough one", () => {
    for (const fields of [{}, { reason: "" }, { reason: "   " }]) {
      const told = refusal(CancelBookingSchema.safeParse(fields));
      expect(told, JSON.stringify(fields)).toEqual(bookingSaid.cancelReasonRequired());
    }
    expect(english(bookingSaid.cancelReasonRequired())).toBe(
      "Please give a reason for cancelling.",
    );
    const told = refusal(
      CancelBookingSchema.safeParse({ reason: "a".repeat(CANCEL_REASON_MAX + 1) }),
    );
    expect(told).toEqual(bookingSaid.cancelReasonTooLong(CANCEL_REASON_MAX));
    expect(english(told!)).toBe("The reason can be at most 500 characters long.");
    expect(CancelBookingSchema.parse({ reason: " Guest asked " })).toEqual({
      reason: "Guest asked",
    });
  });
});
