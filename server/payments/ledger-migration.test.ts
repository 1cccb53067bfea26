// The money ledger's migrations (0021, 0022; issue 31) move every booking's money without
// changing a bill. A database is built at 0020 with the migrator the app uses, seeded through
// plain SQL into the tables of those days (payment_attempts, mpesa_payments, folio_payments),
// and each booking's totals are taken with the folio query of those days; after the rest of the
// migrations folioTotalsFor must give the same, every receipt must be in the ledger once, the
// money nobody matched must be there without a booking, and the desk receipt that counted money
// twice keeps its amount (so no bill moves) but gives up its receipt.
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
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingStatus } from "../../domain/booking-status.ts";
import { folioTotals, type FolioTotals } from "../../domain/folio.ts";
import {
  createServerDatabase,
  testDatabaseKinds,
  type TestDatabaseKind,
} from "../../test/support/databases.ts";
import type { Db } from "../db/client.ts";
import { folioTotalsFor } from "./bill-totals.ts";
import { fromRoot } from "../paths.ts";

const MIGRATIONS = fromRoot("server/db/migrations");

/** The committed migrations before the ledger's, in a folder of their own (the journal says which run). */
function migrationsBeforeLedger(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "motel-migrations-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const ledger = journal.entries.find((entry) => entry.tag === "0021_money_ledger");
  // Fails loudly if the migration is renamed: the test would otherwise migrate nothing old.
  if (!ledger) throw new Error("0021_money_ledger is not in the journal");
  journal.entries = journal.entries.filter((entry) => entry.idx < ledger.idx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// Fixed ids: the seed below is plain SQL, as the old tables were written.
const booking = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const attempt = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, "0")}`;

const B = {
  stkExact: booking(1),
  stkPaidLess: booking(2),
  cardNoReceipt: booking(3),
  cardPaidMore: booking(4),
  reversed: booking(5),
  unpaidAttempts: booking(6),
  deskEveryMethod: booking(7),
  countedTwice: booking(8),
  paybill: booking(9),
  cancelledRefunded: booking(10),
  nothing: booking(11),
  deskTypedUnmatched: booking(12),
};

/** The reversed attempt's amount: the ledger keeps its payment and adds its reversal. */
const REVERSED_KES = 5_000;

/** Bookings, attempts, Paybill rows and desk money as the code before the ledger wrote them. */
const SEED = [
  `insert into staff_users (email, name, role, password_hash)
    values ('desk@motel.test', 'Achieng', 'front_desk', 'x')`,
  `insert into bookings (id, reference, status, check_in, check_out, subtotal_kes, total_kes, source)
    select b.id::uuid, 'GO' || lpad(b.n::text, 4, '0'), b.status, '2026-12-01', '2026-12-03', 10000, 10000,
      b.source
    from (values
      ('${B.stkExact}', 1, 'confirmed', 'website'),
      ('${B.stkPaidLess}', 2, 'confirmed', 'website'),
      ('${B.cardNoReceipt}', 3, 'confirmed', 'website'),
      ('${B.cardPaidMore}', 4, 'confirmed', 'website'),
      ('${B.reversed}', 5, 'confirmed', 'website'),
      ('${B.unpaidAttempts}', 6, 'confirmed', 'phone'),
      ('${B.deskEveryMethod}', 7, 'confirmed', 'walk_in'),
      ('${B.countedTwice}', 8, 'confirmed', 'website'),
      ('${B.paybill}', 9, 'confirmed', 'phone'),
      ('${B.cancelledRefunded}', 10, 'cancelled', 'website'),
      ('${B.nothing}', 11, 'confirmed', 'phone'),
      ('${B.deskTypedUnmatched}', 12, 'confirmed', 'walk_in')
    ) as b(id, n, status, source)`,
  // Every kind of attempt: paid in full, paid another amount than asked (paid_kes), card with
  // and without a confirmation code, reversed, and the ones that brought no money.
  `insert into payment_attempts (id, booking_id, provider, status, amount_kes, paid_kes, receipt,
      payment_account, merchant_reference, checkout_request_id, completed_at, updated_at)
    values
      ('${attempt(1)}', '${B.stkExact}', 'mpesa', 'succeeded', 10000, null, 'RCA0000001', '2547***678',
        'M-1', 'ws_CO_1', '2026-11-01T08:00:00Z', '2026-11-01T08:00:00Z'),
      ('${attempt(2)}', '${B.stkPaidLess}', 'mpesa', 'succeeded', 10000, 6000, 'RCA0000002', null,
        'M-2', 'ws_CO_2', '2026-11-01T08:01:00Z', '2026-11-01T08:01:00Z'),
      ('${attempt(3)}', '${B.cardNoReceipt}', 'card', 'succeeded', 10000, null, null, '411111******1111',
        'M-3', null, '2026-11-01T08:02:00Z', '2026-11-01T08:02:00Z'),
      ('${attempt(4)}', '${B.cardPaidMore}', 'card', 'succeeded', 10000, 10500, 'PSP0000004', null,
        'M-4', null, '2026-11-01T08:03:00Z', '2026-11-01T08:03:00Z'),
      ('${attempt(5)}', '${B.reversed}', 'mpesa', 'reversed', ${REVERSED_KES}, ${REVERSED_KES}, 'RCA0000005', null,
        'M-5', 'ws_CO_5', '2026-11-01T09:00:00Z', '2026-11-01T09:00:00Z'),
      ('${attempt(6)}', '${B.unpaidAttempts}', 'mpesa', 'failed', 10000, null, null, null,
        'M-6', 'ws_CO_6', '2026-11-01T08:05:00Z', '2026-11-01T08:05:00Z'),
      ('${attempt(7)}', '${B.unpaidAttempts}', 'mpesa', 'pending', 10000, null, null, null,
        'M-7', 'ws_CO_7', null, '2026-11-01T08:06:00Z'),
      ('${attempt(8)}', '${B.unpaidAttempts}', 'card', 'rejected', 10000, null, null, null,
        'M-8', null, '2026-11-01T08:07:00Z', '2026-11-01T08:07:00Z'),
      ('${attempt(9)}', '${B.countedTwice}', 'mpesa', 'succeeded', 10000, null, 'RCA0000009', null,
        'M-9', 'ws_CO_9', '2026-11-01T08:08:00Z', '2026-11-01T08:08:00Z'),
      ('${attempt(10)}', '${B.paybill}', 'mpesa', 'succeeded', 10000, 4000, 'PBA0000010', '2547***111',
        'PAYBILL-PBA0000010', null, '2026-11-02T10:00:00Z', '2026-11-02T10:00:00Z'),
      ('${attempt(11)}', '${B.paybill}', 'mpesa', 'succeeded', 6000, null, 'PBA0000011', '2547***111',
        'PAYBILL-PBA0000011', null, '2026-11-02T11:00:00Z', '2026-11-02T11:00:00Z'),
      ('${attempt(12)}', '${B.cancelledRefunded}', 'card', 'succeeded', 10000, null, 'PSP0000012', null,
        'M-12', null, '2026-11-01T08:09:00Z', '2026-11-01T08:09:00Z')`,
  // Paybill money: matched through an attempt (as the Paybill code recorded it), waiting for
  // staff, marked to give back, and an STK callback nobody was waiting for.
  `insert into mpesa_payments (trans_id, source, amount_kes, bill_ref, payer, status, booking_id,
      attempt_id, raw, received_at)
    values
      ('PBA0000010', 'paybill', 4000, 'GO0009', '2547***111', 'matched', '${B.paybill}', '${attempt(10)}',
        '{}', '2026-11-02T10:00:00Z'),
      ('PBA0000011', 'paybill', 6000, 'GO0009', '2547***111', 'matched', '${B.paybill}', '${attempt(11)}',
        '{}', '2026-11-02T11:00:00Z'),
      ('PBU0000020', 'paybill', 1500, 'WHO', '2547***222', 'unmatched', null, null, '{}', '2026-11-03T10:00:00Z'),
      ('PBU0000021', 'paybill', 700, 'GO9999', '2547***333', 'refund', null, null, '{}', '2026-11-03T11:00:00Z'),
      ('STU0000022', 'stk', 900, '', '2547***444', 'unmatched', null, null, '{}', '2026-11-03T12:00:00Z')`,
  // Desk money of every method, with and without references, and refunds. Two desk M-Pesa
  // receipts name money the database already held: the online attempt's (RCA0000009), and
  // Paybill money still waiting to be matched (PBU0000020).
  `insert into folio_payments (booking_id, kind, method, amount_kes, reference, note, staff_id, at)
    values
      ('${B.unpaidAttempts}', 'payment', 'cash', 2500, null, null, 1, '2026-11-04T08:00:00Z'),
      ('${B.deskEveryMethod}', 'payment', 'cash', 1000, null, 'deposit', 1, '2026-11-04T08:01:00Z'),
      ('${B.deskEveryMethod}', 'payment', 'mpesa', 2000, 'RCD0000007', null, 1, '2026-11-04T08:02:00Z'),
      ('${B.deskEveryMethod}', 'payment', 'mpesa', 600, null, 'receipt not given', 1, '2026-11-04T08:03:00Z'),
      ('${B.deskEveryMethod}', 'payment', 'card', 3000, 'POS-7731', null, 1, '2026-11-04T08:04:00Z'),
      ('${B.deskEveryMethod}', 'payment', 'card', 500, null, null, null, '2026-11-04T08:05:00Z'),
      ('${B.deskEveryMethod}', 'payment', 'bank_transfer', 4000, 'EQ-889', null, 1, '2026-11-04T08:06:00Z'),
      ('${B.deskEveryMethod}', 'payment', 'bank_transfer', 800, null, null, 1, '2026-11-04T08:07:00Z'),
      ('${B.deskEveryMethod}', 'refund', 'cash', 300, null, 'change', 1, '2026-11-04T09:00:00Z'),
      ('${B.deskEveryMethod}', 'refund', 'mpesa', 400, 'RCR0000007', null, 1, '2026-11-04T09:01:00Z'),
      ('${B.countedTwice}', 'payment', 'mpesa', 10000, 'RCA0000009', 'typed at the desk', 1, '2026-11-04T10:00:00Z'),
      ('${B.paybill}', 'refund', 'mpesa', 500, null, 'overpaid', 1, '2026-11-04T10:01:00Z'),
      ('${B.cancelledRefunded}', 'refund', 'bank_transfer', 10000, 'EQ-REF-1', null, 1, '2026-11-04T10:02:00Z'),
      ('${B.deskTypedUnmatched}', 'payment', 'mpesa', 1500, 'PBU0000020', null, 1, '2026-11-04T10:03:00Z')`,
  `insert into folio_charges (booking_id, kind, description, amount_kes, staff_id)
    values ('${B.deskEveryMethod}', 'meals', 'Dinner', 1200, 1),
      ('${B.cancelledRefunded}', 'damages', 'Broken lamp', 900, 1)`,
];

/** The folio query of the code before the ledger (ddc0cc8 server/payments/bill-totals.ts), as SQL. */
const OLD_TOTALS = `select b.id, b.status, b.total_kes as "roomKes",
    coalesce((select sum(c.amount_kes) from folio_charges c
      where c.booking_id = b.id and c.voided_at is null), 0)::int as "extrasKes",
    coalesce((select sum(coalesce(a.paid_kes, a.amount_kes)) from payment_attempts a
      where a.booking_id = b.id and a.status = 'succeeded'), 0)::int as "onlineKes",
    coalesce((select sum(p.amount_kes) from folio_payments p
      where p.booking_id = b.id and p.kind = 'payment'), 0)::int as "deskKes",
    coalesce((select sum(p.amount_kes) from folio_payments p
      where p.booking_id = b.id and p.kind = 'refund'), 0)::int as "refundedKes"
  from bookings b`;

type OldRow = {
  id: string;
  status: BookingStatus;
  roomKes: number;
  extrasKes: number;
  onlineKes: number;
  deskKes: number;
  refundedKes: number;
};

type Entry = {
  booking_id: string | null;
  kind: string;
  amount_kes: number;
  method: string;
  source: string;
  provider: string | null;
  receipt: string | null;
  reference: string | null;
  detail: Record<string, unknown>;
};

/** A database at 0020 holding SEED; migrate() applies the rest as the app would. */
async function openAtLedgerEve(kind: TestDatabaseKind) {
  const old = migrationsBeforeLedger();
  try {
    if (kind === "pglite") {
      const client = new PGlite();
      const db = drizzlePglite({ client });
      await migratePglite(db, { migrationsFolder: old });
      return {
        db: db as unknown as Db,
        migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
        close: () => client.close(),
      };
    }
    const { url, drop } = await createServerDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const db = drizzlePg({ client });
    await migratePg(db, { migrationsFolder: old });
    return {
      db: db as unknown as Db,
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS }),
      close: async () => {
        await client.end();
        await drop();
      },
    };
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
}

describe.each(testDatabaseKinds())("the money ledger migration on %s", (kind) => {
  let database: Awaited<ReturnType<typeof openAtLedgerEve>>;
  let before: Map<string, FolioTotals>;
  /** Every receipt the old tables held as money received, distinct. */
  let oldReceipts: string[];
  let entries: Entry[];
  const rows = async <T>(text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await openAtLedgerEve(kind);
    for (const statement of SEED) await database.db.execute(sql.raw(statement));
    before = new Map(
      (await rows<OldRow>(OLD_TOTALS)).map((row) => [
        row.id,
        folioTotals(row.status, {
          roomKes: row.roomKes,
          extrasKes: row.extrasKes,
          paidKes: row.onlineKes + row.deskKes,
          refundedKes: row.refundedKes,
        }),
      ]),
    );
    oldReceipts = (
      await rows<{ receipt: string }>(`select receipt from payment_attempts
          where receipt is not null and status in ('succeeded', 'reversed')
        union select trans_id from mpesa_payments
        union select reference from folio_payments
          where method = 'mpesa' and kind = 'payment' and reference is not null
        order by 1`)
    ).map((row) => row.receipt);
    await database.migrate();
    entries = await rows<Entry>(`select booking_id, kind, amount_kes, method, source, provider,
        receipt, reference, detail from money_entries order by id`);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("took the old totals the seed was written for", () => {
    // The seed's own arithmetic, so a seed that silently failed cannot make the test pass.
    expect(before.size).toBe(Object.keys(B).length);
    expect(before.get(B.stkPaidLess)).toMatchObject({ paidKes: 6000, refundedKes: 0 });
    expect(before.get(B.reversed)).toMatchObject({ paidKes: 0, refundedKes: 0 });
    expect(before.get(B.unpaidAttempts)).toMatchObject({ paidKes: 2500, refundedKes: 0 });
    expect(before.get(B.deskEveryMethod)).toMatchObject({
      paidKes: 11_900,
      refundedKes: 700,
      extrasKes: 1200,
    });
    // The same money counted twice: once online, once at the desk.
    expect(before.get(B.countedTwice)).toMatchObject({ paidKes: 20_000 });
    expect(before.get(B.paybill)).toMatchObject({ paidKes: 10_000, refundedKes: 500 });
    expect(before.get(B.cancelledRefunded)).toMatchObject({ paidKes: 10_000, refundedKes: 10_000 });
  });

  it("gives every booking the totals it had", async () => {
    const after = await folioTotalsFor(database.db, [...before.keys()]);
    expect(after.size).toBe(before.size);
    for (const [id, old] of before) {
      // A reversed payment was simply not counted before; the ledger keeps the payment and its
      // reversal (as settleAttempt now writes them), so both sides grow by it and the balance
      // stays.
      const expected =
        id === B.reversed
          ? {
              ...old,
              paidKes: old.paidKes + REVERSED_KES,
              refundedKes: old.refundedKes + REVERSED_KES,
            }
          : old;
      expect({ id, ...after.get(id) }).toEqual({ id, ...expected });
    }
  });

  it("holds every receipt once", () => {
    const receipts = entries.flatMap((entry) => (entry.receipt ? [entry.receipt] : []));
    expect([...receipts].sort()).toEqual(oldReceipts);
    const keys = entries.flatMap((entry) =>
      entry.receipt ? [`${entry.provider}:${entry.receipt}`] : [],
    );
    expect(new Set(keys).size).toBe(keys.length);
    // A card's confirmation code is Pesapal's, an M-Pesa receipt M-Pesa's.
    expect(entries.find((entry) => entry.receipt === "PSP0000004")?.provider).toBe("pesapal");
    expect(entries.find((entry) => entry.receipt === "RCD0000007")).toMatchObject({
      provider: "mpesa",
      source: "desk",
      reference: null,
    });
  });

  it("keeps the money nobody matched, without a booking", () => {
    const unmatched = entries.filter((entry) => entry.booking_id === null);
    expect(
      unmatched.map(({ receipt, amount_kes, source, kind, provider }) => ({
        receipt,
        amount_kes,
        source,
        kind,
        provider,
      })),
    ).toEqual([
      {
        receipt: "PBU0000020",
        amount_kes: 1500,
        source: "paybill",
        kind: "payment",
        provider: "mpesa",
      },
      {
        receipt: "PBU0000021",
        amount_kes: 700,
        source: "paybill",
        kind: "payment",
        provider: "mpesa",
      },
      { receipt: "STU0000022", amount_kes: 900, source: "stk", kind: "payment", provider: "mpesa" },
    ]);
  });

  it("marks a desk receipt the ledger already held, keeping its amount but not the receipt", () => {
    const desk = (bookingId: string) =>
      entries.filter((entry) => entry.booking_id === bookingId && entry.source === "desk");
    for (const [bookingId, receipt, amountKes] of [
      [B.countedTwice, "RCA0000009", 10_000],
      [B.deskTypedUnmatched, "PBU0000020", 1500],
    ] as const) {
      expect(desk(bookingId)).toEqual([
        expect.objectContaining({
          kind: "payment",
          amount_kes: amountKes,
          method: "mpesa",
          provider: null,
          receipt: null,
          // What staff typed stays readable; it is no longer a receipt of the ledger's.
          reference: receipt,
          detail: { migrated: "folio_payments", receiptCountedTwice: true },
        }),
      ]);
      expect(entries.filter((entry) => entry.receipt === receipt)).toHaveLength(1);
    }
    // The desk receipts that named money of their own are not marked.
    expect(
      entries.filter((entry) => entry.detail.receiptCountedTwice === true).map((e) => e.reference),
    ).toEqual(["RCA0000009", "PBU0000020"]);
  });

  it("sorts the online money by where it came from, and drops the desk table", async () => {
    const sourceOf = (receipt: string) =>
      entries.find((entry) => entry.receipt === receipt)?.source;
    expect(sourceOf("RCA0000001")).toBe("stk");
    expect(sourceOf("PBA0000010")).toBe("paybill");
    expect(sourceOf("PBA0000011")).toBe("paybill");
    expect(sourceOf("PSP0000012")).toBe("card");
    expect(
      entries.filter((entry) => entry.booking_id === B.reversed).map((entry) => entry.kind),
    ).toEqual(["payment", "reversal"]);
    expect(entries.filter((entry) => entry.booking_id === B.unpaidAttempts)).toEqual([
      expect.objectContaining({ source: "desk", method: "cash", amount_kes: 2500 }),
    ]);
    expect(
      await rows(`select 1 from information_schema.tables where table_name = 'folio_payments'`),
    ).toEqual([]);
  });
});
