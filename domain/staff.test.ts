import { describe, expect, it } from "vitest";
import {
  canEditPrices,
  canManageRooms,
  canManageStaff,
  DEFAULT_STAFF_ROLE,
  mayDo,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
} from "./staff.ts";

describe("staff roles", () => {
  it("are admin and front desk, labelled for staff; new accounts are front desk", () => {
    expect(STAFF_ROLES).toEqual(["admin", "front_desk"]);
    expect(STAFF_ROLE_LABELS).toEqual({ admin: "Admin", front_desk: "Front desk" });
    expect(DEFAULT_STAFF_ROLE).toBe("front_desk");
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
