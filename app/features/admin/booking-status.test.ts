import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/messages.server.ts";
import { bookingStatusText } from "./booking-status.ts";

const t = translator("en");

describe("bookingStatusText", () => {
  it("says paid only when nothing is left to pay", () => {
    expect(bookingStatusText(t, "confirmed")).toBe("Confirmed and paid");
    expect(bookingStatusText(t, "confirmed", 0)).toBe("Confirmed and paid");
    expect(bookingStatusText(t, "confirmed", -500)).toBe("Confirmed and paid");
    expect(bookingStatusText(t, "confirmed", 4500)).toBe(
      "Confirmed: KES 4,500 to pay at the motel",
    );
  });

  it("names other statuses as they are, whatever the balance", () => {
    expect(bookingStatusText(t, "pending", 7000)).toBe("Awaiting payment");
    expect(bookingStatusText(t, "no_show", 7000)).toBe("No-show");
  });
});
