import { describe, expect, it } from "vitest";
import { AddRoomSchema, closureSchema, RenameRoomSchema } from "./rooms.ts";
import { fieldErrors } from "../zod.ts";
import { english } from "../../test/support/english.ts";

describe("the rooms page's forms", () => {
  it.each(["101", "12A", "B-2", " 7 "])("accepts the room number %j", (number) => {
    expect(RenameRoomSchema.safeParse({ number }).success).toBe(true);
  });

  it.each(["", "  ", "1 2", "-12", "12345678901", "10<b>"])(
    "refuses the room number %j",
    (number) => {
      const parsed = RenameRoomSchema.safeParse({ number });
      expect(parsed.success).toBe(false);
      expect(Object.keys(fieldErrors(parsed.error!, english))).toEqual(["number"]);
    },
  );

  it("needs a known type for a new room", () => {
    const parsed = AddRoomSchema.safeParse({ type: "villa", number: "901" });
    expect(fieldErrors(parsed.error!, english)).toEqual({ type: "Please choose a room type." });
  });

  const closure = closureSchema("2026-12-01");
  const valid = { startDate: "2026-12-01", endDate: "2026-12-02", reason: "Painting" };

  it("takes a room out for at least one night from today, with a reason", () => {
    expect(closure.parse(valid)).toEqual({ ...valid, anyway: undefined });
    expect(closure.parse({ ...valid, anyway: "yes" }).anyway).toBe("yes");
    expect(closure.parse({ ...valid, anyway: "no" }).anyway).toBeUndefined();
    const errors = (fields: object) =>
      fieldErrors(closure.safeParse({ ...valid, ...fields }).error!, english);
    expect(errors({ startDate: "2026-11-30" })).toEqual({
      startDate: "A room can be taken out from today on, not in the past.",
    });
    expect(Object.keys(errors({ endDate: "2026-12-01" }))).toEqual(["endDate"]);
    expect(Object.keys(errors({ endDate: "2026-02-30" }))).toEqual(["endDate"]);
    expect(errors({ endDate: "2027-12-03" })).toEqual({
      endDate: "Please take a room out for at most 366 nights at a time.",
    });
    expect(Object.keys(errors({ reason: "" }))).toEqual(["reason"]);
  });

  it("tells a date that is no calendar date at its field, never throws (a 500 before)", () => {
    const errors = (fields: object) =>
      fieldErrors(closure.safeParse({ ...valid, ...fields }).error!, english);
    const message = "Please choose the first night out of order and the day it is back, after it.";
    for (const endDate of ["2026-13-01", "99999-01-01", "soon"])
      expect(errors({ endDate }), endDate).toEqual({ endDate: message });
    expect(errors({ startDate: "2026-12-45" })).toEqual({ startDate: message });
  });
});
