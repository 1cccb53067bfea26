import { describe, expect, it } from "vitest";
import { isNavbarDark, navItemsFor } from "./navigation.ts";

const labels = (path: string) => navItemsFor(path).map((item) => item.label);

describe("navbar entries", () => {
  it("show Experiences only on home", () => {
    expect(labels("/")).toContain("Experiences");
    expect(labels("/accommodation")).not.toContain("Experiences");
  });

  it("show the booking entry only on /book", () => {
    expect(labels("/book")).toContain("Book");
    expect(labels("/book/")).toContain("Book");
    expect(labels("/")).not.toContain("Book");
    expect(labels("/booking")).not.toContain("Book");
  });

  it("always show Home and Our Rooms", () => {
    for (const path of ["/", "/accommodation", "/book", "/anything"]) {
      expect(labels(path)).toEqual(expect.arrayContaining(["Home", "Our Rooms"]));
    }
  });
});

describe("navbar colour", () => {
  it("turns dark only after more than 50 px of scroll", () => {
    expect(isNavbarDark(0)).toBe(false);
    expect(isNavbarDark(50)).toBe(false);
    expect(isNavbarDark(51)).toBe(true);
  });
});
