// A query the database refuses is logged by its code, constraint and the statement's shape,
// never with the values it carried (guests' names, phones, emails, ID numbers).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { startServerWith } from "../../test/support/seeded-server.ts";
import { startBuiltServer, type RunningServer } from "../../test/support/server.ts";
import { createServerDatabase, httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import { openDatabase, type Db } from "../db/client.ts";
import { seedDatabase } from "../db/seed.ts";

const GUEST = {
  firstName: "Zawadi",
  lastName: "Mwangangi",
  email: "zawadi.mwangangi.7731@example.com",
  phone: "0722 913 557",
  idNumber: "31415926",
};

// Every new booking row now breaks a constraint: the insert fails at the database.
async function refuseBookings(db: Db): Promise<void> {
  await db.execute(
    sql.raw("alter table bookings add constraint test_refuses_bookings check (false) not valid"),
  );
}

describe.each(httpSuiteDatabaseKind())("a booking the database refuses (%s)", (kind) => {
  let server: RunningServer;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (kind === "pglite") {
      server = await startServerWith(refuseBookings);
      return;
    }
    const created = await createServerDatabase();
    drop = created.drop;
    const database = await openDatabase({ kind: "postgres", url: created.url });
    await seedDatabase(database.db);
    await refuseBookings(database.db);
    await database.close();
    server = await startBuiltServer({ DATABASE_URL: created.url });
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("logs the failure without one of the values sent", async () => {
    const checkIn = addDays(motelDate(new Date()), 30);
    const response = await fetch(`${server.url}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...GUEST,
        checkIn,
        checkOut: addDays(checkIn, 1),
        checkInTime: "15:00",
        rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
      }),
    });
    expect(response.status).toBe(500);
    const log = server.output();
    // None of the guest's details...
    const leaked = [
      GUEST.firstName,
      GUEST.lastName,
      GUEST.email,
      "722913557",
      "913 557",
      GUEST.idNumber,
    ].filter((value) => log.includes(value));
    expect(leaked).toEqual([]);
    // ...but the failure is there, and says which rule refused it.
    expect(log).toContain("23514");
    expect(log).toContain("test_refuses_bookings");
  });
});
