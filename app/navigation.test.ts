import { describe, expect, it } from "vitest";
import { ADMIN_MENU, adminMenuFor, isNavbarDark, navItemsFor } from "./navigation.ts";
import { translator } from "../i18n/messages.server.ts";

const en = translator("en");
const labels = (path: string) => navItemsFor(path).map((item) => en(item.label));

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

describe("the Admin menu", () => {
  const menu = (role: "admin" | "front_desk" | "content") =>
    adminMenuFor({ role }).map((item) => en(item.label));

  it("lists every staff area for an admin, in order", () => {
    expect(menu("admin")).toEqual([
      "Home",
      "Front desk",
      "Bookings",
      "Cash-up",
      "M-Pesa to match",
      "Money to return",
      "Prices",
      "Promotions",
      "Rooms",
      "Mailing",
      "Messages",
      "Analytics",
      "Staff",
      "Content",
    ]);
  });

  it("gives the content role the dashboard and the content only", () => {
    expect(menu("content")).toEqual(["Home", "Content"]);
  });

  it("leaves the admin-only areas out for the front desk", () => {
    expect(menu("front_desk")).toEqual([
      "Home",
      "Front desk",
      "Bookings",
      "Cash-up",
      "M-Pesa to match",
      "Money to return",
      "Mailing",
      "Messages",
      "Analytics",
    ]);
  });

  it("names each area once, by a staff address", () => {
    const addresses = ADMIN_MENU.map((item) => item.to);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const to of addresses) expect(to).toMatch(/^\/admin(\/[a-z-]+)*$/);
  });
});
