import { describe, expect, it } from "vitest";
import {
  canEditPrices,
  canManageRooms,
  canEditContent,
  canManageStaff,
  DEFAULT_STAFF_ROLE,
  mayDo,
  mayOpenStaffPage,
  STAFF_ROLES,
} from "./staff.ts";

describe("staff roles", () => {
  it("are admin, front desk and content; new accounts are front desk", () => {
    expect(STAFF_ROLES).toEqual(["admin", "front_desk", "content"]);
    expect(DEFAULT_STAFF_ROLE).toBe("front_desk");
  });

  it("let admins and the content role edit the content, and keep content to its pages", () => {
    expect(STAFF_ROLES.map((role) => canEditContent({ role }))).toEqual([true, false, true]);
    const content = { role: "content" } as const;
    for (const page of [
      "/admin",
      "/admin.data",
      "/admin/account",
      "/admin/content",
      "/admin/content/facts.data",
      "/admin/logout",
    ])
      expect(mayOpenStaffPage(content, page), page).toBe(true);
    for (const page of [
      "/admin/bookings",
      "/admin/prices",
      "/admin/contentx",
      "/admin/staff.data",
      "/admin/mailing.csv",
      "/admin/front-desk",
    ])
      expect(mayOpenStaffPage(content, page), page).toBe(false);
    expect(mayOpenStaffPage({ role: "front_desk" }, "/admin/bookings")).toBe(true);
  });

  it("let an admin edit prices, manage rooms and staff accounts", () => {
    const admin = { role: "admin" } as const;
    expect([canEditPrices(admin), canManageRooms(admin), canManageStaff(admin)]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("keep the front desk out of prices, rooms and staff accounts", () => {
    const desk = { role: "front_desk" } as const;
    expect([canEditPrices(desk), canManageRooms(desk), canManageStaff(desk)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("answer by permission name as the single helpers do", () => {
    for (const role of STAFF_ROLES) {
      const user = { role };
      expect(mayDo(user, "prices")).toBe(canEditPrices(user));
      expect(mayDo(user, "rooms")).toBe(canManageRooms(user));
      expect(mayDo(user, "staff")).toBe(canManageStaff(user));
    }
  });

  it("refuse a role the code does not know (an old 'staff' row read before migrating)", () => {
    const old = { role: "staff" } as unknown as { role: "admin" };
    expect(mayDo(old, "prices")).toBe(false);
    expect(canManageStaff(old)).toBe(false);
  });
});
