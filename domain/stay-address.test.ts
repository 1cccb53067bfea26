import { describe, expect, it } from "vitest";
import {
  countFromAddress,
  datesFromAddress,
  searchAddress,
  stayFromAddress,
  typedFromAddress,
} from "./stay-address.ts";

const window = { today: "2026-12-01", horizonDays: 30 };
const query = (text: string) => new URLSearchParams(text);

describe("a stay read from an address", () => {
  it("comes back as the search wrote it", () => {
    const stay = { checkIn: "2026-12-05", checkOut: "2026-12-07", adults: 2, children: 2 };
    expect(stayFromAddress(query(searchAddress(stay)), window)).toEqual(stay);
  });

  it("takes each date only within the bookable window, check-out after check-in", () => {
    expect(datesFromAddress(query("checkIn=2026-12-01&checkOut=2026-12-31"), window)).toEqual({
      checkIn: "2026-12-01",
      checkOut: "2026-12-31",
    });
    // Yesterday, the last day's check-in past the last night, a check-out before check-in.
    expect(datesFromAddress(query("checkIn=2026-11-30&checkOut=2026-12-02"), window)).toEqual({
      checkOut: "2026-12-02",
    });
    expect(datesFromAddress(query("checkIn=2026-12-31&checkOut=2027-01-01"), window)).toEqual({});
    expect(datesFromAddress(query("checkIn=2026-12-05&checkOut=2026-12-05"), window)).toEqual({
      checkIn: "2026-12-05",
    });
    expect(datesFromAddress(query("checkIn=2026-02-30&checkOut=soon"), window)).toEqual({});
  });

  it("reads counts of one or two digits within their limits", () => {
    expect(countFromAddress(query("adults=4"), "adults", 1, 8)).toBe(4);
    for (const typed of ["", "0", "9", "1.5", "+2", "002", "2e0"]) {
      expect(countFromAddress(query(`adults=${typed}`), "adults", 1, 8), typed).toBeUndefined();
    }
  });

  it("counts an old link's guests as adults, and children as none when not given", () => {
    expect(
      stayFromAddress(query("checkIn=2026-12-05&checkOut=2026-12-06&guests=3"), window),
    ).toEqual({ checkIn: "2026-12-05", checkOut: "2026-12-06", adults: 3, children: 0 });
    expect(
      stayFromAddress(query("checkIn=2026-12-05&checkOut=2026-12-06&adults=2&children="), window),
    ).toMatchObject({ children: 0 });
  });

  it("makes no stay of dates that do not hold or a party with no adult", () => {
    expect(stayFromAddress(query("checkIn=2026-12-06&checkOut=2026-12-05&adults=2"), window)).toBe(
      undefined,
    );
    expect(stayFromAddress(query("checkIn=2026-12-05&checkOut=2026-12-06&adults="), window)).toBe(
      undefined,
    );
  });
});

describe("the estimator's fields as an address typed them", () => {
  it("keeps what was typed, each cut to its field's length, for the page to show with its message", () => {
    expect(
      typedFromAddress(query("checkIn=2026-12-06&checkOut=2026-12-05&adults=&children=1")),
    ).toEqual({ checkIn: "2026-12-06", checkOut: "2026-12-05", adults: "", children: "1" });
    expect(typedFromAddress(query(`checkIn=${"9".repeat(500)}&guests=123`))).toEqual({
      checkIn: "9".repeat(10),
      checkOut: "",
      adults: "12",
      children: "",
    });
  });

  it("is nothing for an address that asks for no dates (a plain link to the room)", () => {
    expect(typedFromAddress(query(""))).toBeUndefined();
    expect(typedFromAddress(query("adults=2"))).toBeUndefined();
  });
});
