// A database from before numbered rooms (migrations up to 0006, room types with an inventory
// count) migrates to one room per counted room: 39, numbered as the seed numbers them, and the
// count column goes (a type's rooms are its inventory).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { ROOM_TYPES } from "../../domain/rooms.ts";
import { fromRoot } from "../paths.ts";
import { SEED_INVENTORY } from "./seed.ts";

it("gives a pre-0007 database its 39 numbered rooms and drops the inventory count", async () => {
  const folder = fromRoot("server/db/migrations");
  const old = mkdtempSync(path.join(tmpdir(), "motel-migrations-"));
  try {
    cpSync(folder, old, { recursive: true });
    const journalPath = path.join(old, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 6);
    writeFileSync(journalPath, JSON.stringify(journal));
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: old });
    for (const [sortOrder, type] of ROOM_TYPES.entries()) {
      await db.execute(sql`insert into room_types (key, name, category, min_guests, max_guests, inventory, sort_order)
        values (${type.key}, ${type.name}, ${type.category}, ${type.minGuests}, ${type.maxGuests}, ${SEED_INVENTORY[type.key]}, ${sortOrder})`);
    }
    await migrate(db, { migrationsFolder: folder });
    const rooms = await client.query<{ room_type: string; number: string }>(
      "select room_type, number from rooms where retired_at is null order by room_type, sort_order",
    );
    expect(rooms.rows).toHaveLength(39);
    expect(
      rooms.rows.filter((room) => room.room_type === "family").map((room) => room.number),
    ).toEqual(["601", "602", "603"]);
    const columns = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'room_types'",
    );
    expect(columns.rows.map((row) => row.column_name)).not.toContain("inventory");
    await client.close();
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
});
