import { describe, expect, it } from "vitest";
import { bookingSaid } from "../staff-said/bookings.ts";
import { resolveFrontDeskDay } from "./front-desk.ts";

const TODAY = "2026-11-24";

describe("the day view's date", () => {
  it("is today when none is given or the field is empty", () => {
    expect(resolveFrontDeskDay({}, TODAY)).toEqual({ date: TODAY, error: null });
    expect(resolveFrontDeskDay({ date: null }, TODAY)).toEqual({ date: TODAY, error: null });
    expect(resolveFrontDeskDay({ date: "" }, TODAY)).toEqual({ date: TODAY, error: null });
  });

  it("is the day asked for, past or future", () => {
    expect(resolveFrontDeskDay({ date: "2027-10-30" }, TODAY).date).toBe("2027-10-30");
    expect(resolveFrontDeskDay({ date: " 2026-01-02 " }, TODAY).date).toBe("2026-01-02");
  });

  it("refuses what is not a real day, with the message and today instead", () => {
    for (const date of ["2026-02-30", "24/11/2026", "tomorrow", "2026-11-24T00:00"]) {
      expect(resolveFrontDeskDay({ date }, TODAY), date).toEqual({
        date: TODAY,
        error: [bookingSaid.badDay(), bookingSaid.showingToday()],
      });
    }
  });

  it("refuses a day more than three years away", () => {
    expect(resolveFrontDeskDay({ date: "2029-11-24" }, TODAY).error).toBeNull();
    expect(resolveFrontDeskDay({ date: "2030-11-24" }, TODAY)).toEqual({
      date: TODAY,
      error: [bookingSaid.dayTooFar(3), bookingSaid.showingToday()],
    });
    expect(resolveFrontDeskDay({ date: "1999-01-01" }, TODAY).date).toBe(TODAY);
  });
});
