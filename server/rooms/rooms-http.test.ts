// /admin/rooms over real HTTP on the built server: a room out of order makes the website's quote
// say sold out at once when it was the last; a clash of numbers is a message at the field (409,
// never a 500); a staff member who is not an admin is refused.
import { said, type Said } from "../../domain/said.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import {
  startStaffServer,
  type RunningServer,
  type StaffServer,
} from "../../test/support/server.ts";

const OWNER = { email: "owner@motel.test", name: "Grace", password: "owner passphrase 2026" };

describe.each(httpSuiteDatabaseKind())("the rooms page on %s", (kind) => {
  let suite: StaffServer | undefined;
  let server: RunningServer;
  let cookie = "";

  beforeAll(async () => {
    suite = await startStaffServer(kind, "rooms-http", { ...OWNER, role: "admin" });
    ({ server, cookie } = suite);
  }, 120_000);
  afterAll(async () => suite?.stop());

  const today = () => motelDate(new Date());
  const post = async (fields: Record<string, string>) => {
    const response = await fetch(`${server.url}/admin/rooms`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams(fields),
    });
    return { status: response.status, html: await response.text() };
  };
  const roomIdOf = async (number: string) => {
    const html = await (
      await fetch(`${server.url}/admin/rooms`, { headers: { Cookie: cookie } })
    ).text();
    const match = new RegExp(
      `aria-label="Housekeeping of room ${number}".*?name="roomId" value="(\\d+)"`,
      "s",
    ).exec(html);
    return match![1]!;
  };
  const quoteFamily = async () => {
    const response = await fetch(`${server.url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        checkIn: today(),
        checkOut: addDays(today(), 1),
        rooms: [{ type: "family", adults: 2, children: 0, boarding: "bed_breakfast" }],
      }),
    });
    return (await response.json()) as { roomsLeft: { family: number }; message: Said | null };
  };

  it("says sold out at once in the quote when the last room is out of order, and sells it again when it is back", async () => {
    expect((await quoteFamily()).roomsLeft.family).toBe(3);
    const ids = [await roomIdOf("601"), await roomIdOf("602"), await roomIdOf("603")];
    const closeTonight = (roomId: string) =>
      post({
        intent: "close",
        roomId,
        startDate: today(),
        endDate: addDays(today(), 1),
        reason: "Painting",
      });
    expect((await closeTonight(ids[0]!)).status).toBe(200);
    expect((await closeTonight(ids[1]!)).status).toBe(200);
    expect((await quoteFamily()).roomsLeft.family).toBe(1);
    expect((await closeTonight(ids[2]!)).status).toBe(200);
    const soldOut = await quoteFamily();
    expect(soldOut.roomsLeft.family).toBe(0);
    expect(soldOut.message).toEqual(said.soldOut("family"));

    const page = await (
      await fetch(`${server.url}/admin/rooms`, { headers: { Cookie: cookie } })
    ).text();
    const closureId = new RegExp(
      `name="roomId" value="${ids[2]}"/><input type="hidden" name="closureId" value="(\\d+)"`,
    ).exec(page)![1]!;
    expect((await post({ intent: "cancel-closure", roomId: ids[2]!, closureId })).status).toBe(200);
    expect((await quoteFamily()).roomsLeft.family).toBe(1);
  });

  it("answers a number in use with a message at the field, and bad input with 400, never a 500", async () => {
    const clash = await post({ intent: "add", type: "deluxe", number: "101" });
    expect(clash.status).toBe(409);
    expect(clash.html).toContain('id="new-room-number-error"');
    expect(clash.html).toContain("Room 101 already exists. Please choose another number.");
    expect((await post({ intent: "add", type: "villa", number: "" })).status).toBe(400);
    expect((await post({ intent: "retire", roomId: "abc" })).status).toBe(404);
    // Past PostgreSQL's integer: no such room, never a database error (a 500).
    const huge = "99999999999999";
    for (const intent of ["retire", "rename", "housekeeping", "close"]) {
      expect((await post({ intent, roomId: huge, number: "9", state: "clean" })).status).toBe(404);
    }
    expect((await post({ intent: "cancel-closure", roomId: "1", closureId: huge })).status).toBe(
      404,
    );
    expect((await post({ intent: "close", roomId: "1", startDate: "x" })).status).toBe(400);
    // An end date that is no calendar date (a 500 before): told at the field.
    const badEnd = await post({
      intent: "close",
      roomId: await roomIdOf("601"),
      startDate: today(),
      endDate: "2026-13-01",
      reason: "Painting",
    });
    expect(badEnd.status).toBe(400);
    expect(badEnd.html).toMatch(
      /id="end-error-\d+"[^>]*>Please choose the first night out of order and the day it is back, after it\./,
    );
    expect((await post({ intent: "nothing" })).status).toBe(400);
  });
});
