// A database from before numbered rooms (migrations up to 0006, room types with an inventory
// count) migrates to one room per counted room: 39, numbered as the seed numbers them, and the
// count column goes (a type's rooms are its inventory). On PGlite and on the PostgreSQL server.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { ROOM_TYPES } from "../../domain/rooms.ts";
import { createServerDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { fromRoot } from "../paths.ts";
import { SEED_INVENTORY } from "./seed.ts";

type Db = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };

/** The committed migrations up to 0006 only, in a folder of their own. */
function migrationsBeforeRooms(): string {
  const old = mkdtempSync(path.join(tmpdir(), "motel-migrations-"));
  cpSync(fromRoot("server/db/migrations"), old, { recursive: true });
  const journalPath = path.join(old, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 6);
  writeFileSync(journalPath, JSON.stringify(journal));
  return old;
}

/** What the seed of those days wrote: the types with their counts. */
async function seedOldTypes(db: Db) {
  for (const [sortOrder, type] of ROOM_TYPES.entries()) {
    await db.execute(sql`insert into room_types
        (key, name, category, min_guests, max_guests, inventory, sort_order)
      values (${type.key}, ${type.name}, ${type.category}, ${type.minGuests}, ${type.maxGuests},
        ${SEED_INVENTORY[type.key]}, ${sortOrder})`);
  }
}

async function expectRoomsMade(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const rooms = (
    await query(
      "select room_type, number from rooms where retired_at is null order by room_type, sort_order",
    )
  ).rows as { room_type: string; number: string }[];
  expect(rooms).toHaveLength(39);
  expect(rooms.filter((room) => room.room_type === "family").map((room) => room.number)).toEqual([
    "601",
    "602",
    "603",
  ]);
  const columns = (
    await query(
      "select column_name from information_schema.columns where table_name = 'room_types'",
    )
  ).rows as { column_name: string }[];
  expect(columns.map((row) => row.column_name)).not.toContain("inventory");
}

describe.each(testDatabaseKinds())(
  "migrating a database from before numbered rooms on %s",
  (kind) => {
    it("gives it its 39 numbered rooms and drops the inventory count", async () => {
      const old = migrationsBeforeRooms();
      const migrationsFolder = fromRoot("server/db/migrations");
      try {
        if (kind === "pglite") {
          const client = new PGlite();
          const db = drizzlePglite({ client });
          await migratePglite(db, { migrationsFolder: old });
          await seedOldTypes(db);
          await migratePglite(db, { migrationsFolder });
          await expectRoomsMade((text) => client.query(text));
          await client.close();
          return;
        }
        const { url, drop } = await createServerDatabase();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const db = drizzlePg({ client });
          await migratePg(db, { migrationsFolder: old });
          await seedOldTypes(db);
          await migratePg(db, { migrationsFolder });
          await expectRoomsMade((text) => client.query(text));
        } finally {
          await client.end();
          await drop();
        }
      } finally {
        rmSync(old, { recursive: true, force: true });
      }
    });
  },
);
