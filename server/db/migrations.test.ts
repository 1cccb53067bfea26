// Migrations that change what is stored, run on a database of their day, on PGlite and on the
// PostgreSQL server: one from before numbered rooms (up to 0006, room types with an inventory
// count) gets one room per counted room, numbered as the seed numbers them; English notes on
// bookings (up to 0024) become codes (0025); a failed photo's English reason becomes its key (0026).
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
import { readNotes } from "../../domain/booking-notes.ts";
import { photoFailureTold } from "../../domain/media.ts";
import { ROOM_TYPES } from "../../domain/rooms.ts";
import { staffNoteWords, staffWords } from "../../i18n/messages.server.ts";
import { createServerDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { fromRoot } from "../paths.ts";
import { SEED_INVENTORY } from "./seed.ts";

type Db = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };

/** The committed migrations up to `last` only, in a folder of their own. */
function migrationsUpTo(last: number): string {
  const old = mkdtempSync(path.join(tmpdir(), "motel-migrations-"));
  cpSync(fromRoot("server/db/migrations"), old, { recursive: true });
  const journalPath = path.join(old, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
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

type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * A database migrated up to `last`, given what the site of those days wrote (`before`), then
 * migrated to today and checked (`after`): on PGlite, or on a new database of the server.
 */
async function migrateFrom(
  kind: string,
  last: number,
  before: (db: Db, query: Query) => Promise<void>,
  after: (query: Query) => Promise<void>,
) {
  const old = migrationsUpTo(last);
  const migrationsFolder = fromRoot("server/db/migrations");
  try {
    if (kind === "pglite") {
      const client = new PGlite();
      try {
        const db = drizzlePglite({ client });
        const query: Query = (text, values) => client.query(text, values);
        await migratePglite(db, { migrationsFolder: old });
        await before(db, query);
        await migratePglite(db, { migrationsFolder });
        await after(query);
      } finally {
        await client.close();
      }
      return;
    }
    const { url, drop } = await createServerDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const db = drizzlePg({ client });
      const query: Query = (text, values) => client.query(text, values);
      await migratePg(db, { migrationsFolder: old });
      await before(db, query);
      await migratePg(db, { migrationsFolder });
      await after(query);
    } finally {
      await client.end();
      await drop();
    }
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
}

describe.each(testDatabaseKinds())("migrating an older database on %s", (kind) => {
  it("gives a database from before numbered rooms its 39 rooms and drops the count", async () => {
    await migrateFrom(kind, 6, (db) => seedOldTypes(db), expectRoomsMade);
  });

  it("turns the English notes on bookings into codes, keeping other words quoted", async () => {
    // What the site wrote (migrations up to 0024), line by line, and what staff read after.
    const lost =
      "An M-Pesa prompt for KES 4,500 to 712345678 (account GO7Q2M4K, sent 2026-11-20T06:05:00.000Z) may have been paid: the site stopped before it recorded Daraja's answer. Check the M-Pesa statement, then record the payment or cancel the booking.";
    const cases: { status?: string; attention?: string; codes: string[]; words: string }[] = [
      {
        status: "Not paid before the hold expired.",
        codes: ["holdExpired"],
        words: "Not paid before the hold expired.",
      },
      {
        status: [
          "Paid KES 1,000 by mpesa (SKL9QX2Z7A); KES 3,500 to pay.",
          "Paid KES 5,000 by card (receipt ABC-1), KES 500 more than the bill: refund the difference. Cancelled: Guest asked by phone",
        ].join("\n"),
        codes: ["partPaid", "refund_overpaid", "cancelledByStaff"],
        words: [
          "Paid KES 1,000 by M-Pesa (receipt SKL9QX2Z7A); KES 3,500 to pay.",
          "Paid KES 5,000 by card (receipt ABC-1), KES 500 more than the bill: refund the difference.",
          "Cancelled: Guest asked by phone",
        ].join("\n"),
      },
      {
        status: "The booking is no-show but holds KES 1,000 paid: refund it.",
        codes: ["refund_held_on_close"],
        words: "The booking is a no-show but holds KES 1,000 paid: refund it.",
      },
      {
        status: "Paid twice: refund the payment of KES 4,500.",
        codes: ["refund_paid_twice"],
        words: "Paid twice: refund the payment of KES 4,500.",
      },
      {
        status: "Guest asked for a ground-floor room.",
        codes: ["quoted"],
        words: "Guest asked for a ground-floor room.",
      },
      {
        attention: [
          "The card payment 7f3c was reversed by the provider (2: Reversed: chargeback): the booking is no longer paid. Call the guest, then cancel or take payment again.",
          "A refund of KES 2,500 by Card refund through Pesapal has had no final answer from the provider since 2026-11-20 09:05: check it with the provider.",
          `${lost} Its rooms were sold meanwhile: if it was paid, refund or rebook the guest.`,
        ].join("\n"),
        codes: ["attention_reversed", "refundLongWait", "lostAnswerSold"],
        words: [
          "The card payment 7f3c was reversed by the provider (2: Reversed: chargeback): the booking is no longer paid. Call the guest, then cancel or take payment again.",
          "A refund of KES 2,500 by Card refund through Pesapal has had no final answer from the provider since 2026-11-20 09:05: check it with the provider.",
          `${lost.replace("2026-11-20T06:05:00.000Z", "2026-11-20 09:05")} Its rooms were sold meanwhile: if it was paid, refund or rebook the guest.`,
        ].join("\n"),
      },
    ];
    const ids: string[] = [];
    await migrateFrom(
      kind,
      24,
      async (_db, query) => {
        for (const c of cases) {
          const { rows } = await query(
            `insert into bookings (status, check_in, check_out, subtotal_kes, total_kes, status_note,
               attention_reason) values ('cancelled', '2026-12-01', '2026-12-02', 4500, 4500, $1, $2)
             returning id`,
            [c.status ?? null, c.attention ?? null],
          );
          const id = (rows[0] as { id: string }).id;
          ids.push(id);
          await query(
            `insert into booking_events (booking_id, code, note) values ($1, 'note', $2)`,
            [id, c.status ?? c.attention],
          );
        }
      },
      async (query) => {
        for (const [i, c] of cases.entries()) {
          const { rows } = await query(
            `select b.status_notes, b.attention_notes, e.notes as event_notes
             from bookings b join booking_events e on e.booking_id = b.id where b.id = $1`,
            [ids[i]],
          );
          const row = rows[0] as Record<
            "status_notes" | "attention_notes" | "event_notes",
            unknown
          >;
          const notes = readNotes(c.status ? row.status_notes : row.attention_notes);
          expect(
            notes.map((n) => n.code.replace("staffNotes.", "")),
            c.words,
          ).toEqual(c.codes);
          expect(staffNoteWords(notes)).toBe(c.words);
          expect(staffNoteWords(readNotes(row.event_notes))).toBe(c.words);
          if (!c.attention) expect(row.attention_notes).toBeNull();
        }
        const { rows } = await query(
          "select count(*)::int as n from pg_proc where proname like 'motel_note%'",
        );
        expect(rows).toEqual([{ n: 0 }]);
      },
    );
  });

  it("turns a failed photo's English reason into its key, keeping other words", async () => {
    // What the site stored (migrations up to 0025), the key each becomes, and what staff read.
    const reasons: [string | null, string | null, string | null][] = [
      ...(
        [
          ["the file is damaged or not really an image", "undecodable"],
          ["the image has too many pixels (at most 100 megapixels)", "tooManyPixels"],
          ["the uploaded file is missing", "originalMissing"],
        ] as const
      ).map(([words, key]): [string, string, string] => [words, key, words]),
      ["the disk was full", "the disk was full", "“the disk was full”"],
      [null, null, null],
    ];
    await migrateFrom(
      kind,
      25,
      async (_db, query) => {
        await query(`insert into media_blobs (sha256, content_type, size, bytes)
          values (repeat('a', 64), 'image/jpeg', 3, '\\x010203'::bytea)`);
        for (const [error] of reasons)
          await query(
            `insert into media_photos (original_sha256, status, error, created_by)
             values (repeat('a', 64), $1, $2, 'owner@motel.test')`,
            [error === null ? "ready" : "failed", error],
          );
      },
      async (query) => {
        const { rows } = await query("select error from media_photos order by id");
        expect(rows.map((row) => (row as { error: string | null }).error)).toEqual(
          reasons.map(([, key]) => key),
        );
        // Staff read the same words as before; words that are no key, quoted.
        for (const [, key, shown] of reasons)
          if (key !== null) expect(staffWords(photoFailureTold(key))).toBe(shown);
      },
    );
  });
});
