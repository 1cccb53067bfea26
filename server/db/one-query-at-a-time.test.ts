// A transaction is one connection, and pg will not queue a second query on a connection already
// running one: it warns "client.query() when the client is already executing a query" (removed
// in pg 9). Only the PostgreSQL server's driver says so (PGlite runs one query at a time anyway),
// so this runs what passes a transaction to shared readers (the prices in lockAndCheckRooms, the
// desk's room facts in a check-in) there and listens for the warning.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import {
  openTestDatabase,
  RACE_DATABASE_KINDS,
  skipRaceUnlessServer,
} from "../../test/support/databases.ts";
import { createBooking } from "../bookings/create.ts";
import { sellRoomNow } from "../front-desk/sell-now.ts";
import type { Database } from "./client.ts";
import { rooms } from "./schema/rooms.ts";
import { staffUsers } from "./schema/staff.ts";
import { seedDatabase } from "./seed.ts";

const NOW = new Date("2026-11-20T11:00:00Z");

describe.each(RACE_DATABASE_KINDS)("queries in a transaction on %s", (kind) => {
  let database: Database;
  const warnings: string[] = [];
  const listen = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  beforeAll(async () => {
    if (kind !== "postgres" || !process.env.TEST_DATABASE_URL) return;
    database = await openTestDatabase(kind);
    await seedDatabase(database.db);
    process.on("warning", listen);
  });
  afterAll(async () => {
    process.off("warning", listen);
    await database?.close();
  });

  it("run one at a time: no 'already executing' warning from pg", async ({ skip }) => {
    skipRaceUnlessServer(kind, skip);
    const made = await createBooking(
      database.db,
      {
        firstName: "Wanjiru",
        lastName: "Mwangi",
        email: "wanjiru@example.com",
        phone: "0712345678",
        idNumber: "23456789",
        checkInTime: "14:00",
        checkIn: addDays(motelDate(NOW), 5),
        checkOut: addDays(motelDate(NOW), 6),
        rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
      },
      { now: NOW, holdMinutes: 15, horizonDays: 365 },
    );
    expect(made.ok).toBe(true);
    const [staff] = await database.db
      .insert(staffUsers)
      .values({ email: "desk@example.com", name: "Achieng", role: "front_desk", passwordHash: "x" })
      .returning();
    const [room] = await database.db.select().from(rooms).where(eq(rooms.number, "101"));
    const sold = await sellRoomNow(
      { db: database.db, clock: () => NOW },
      {
        firstName: "Otieno",
        lastName: "Kamau",
        phone: "0722 123456",
        idNumber: "23456789",
        nights: "1",
        roomId: String(room!.id),
        adults: "2",
        children: "0",
        boarding: "bed_breakfast",
        payment: { method: "cash", amountKes: "4500", reference: "" },
      },
      { ...staff!, role: "front_desk" },
      { holdMinutes: 15, arrivalCutoff: "18:00", horizonDays: 365 },
    );
    expect(sold).toMatchObject({ ok: true });
    // Warnings are emitted on the next tick: let them arrive before looking.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => /already executing/.test(w))).toEqual([]);
  });
});
