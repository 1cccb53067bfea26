// The databases integration tests run on: an in-memory PGlite always, and a fresh database on the
// PostgreSQL server of TEST_DATABASE_URL when it is set (as CI does).
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client.ts";

export type TestDatabaseKind = "pglite" | "postgres";

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * One database for suites that test pages over HTTP rather than the database's behaviour: the
 * PostgreSQL server when TEST_DATABASE_URL is set (as CI does), else PGlite. Their queries run
 * on both in the service-level suites; this keeps the whole run within CI's time.
 */
export function httpSuiteDatabaseKind(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["postgres"] : ["pglite"];
}

/**
 * A new, empty, migrated database of that kind; close() drops it. defaultIsolation sets what
 * a transaction gets when it does not say (a server's postgresql.conf may change it).
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  { defaultIsolation }: { defaultIsolation?: "repeatable read" | "serializable" } = {},
): Promise<Database> {
  const setting = defaultIsolation && `default_transaction_isolation = '${defaultIsolation}'`;
  if (kind === "pglite") {
    const database = await openDatabase({ kind: "pglite" });
    // PGlite has one connection: a session setting covers every later transaction.
    if (setting) await database.db.execute(sql.raw(`set ${setting}`));
    return database;
  }
  const { url, drop } = await createServerDatabase();
  if (setting) {
    // Before the pool opens, so every one of its connections starts with it.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`alter database ${new URL(url).pathname.slice(1)} set ${setting}`);
    await admin.end();
  }
  const database = await openDatabase({ kind: "postgres", url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A fresh database on the TEST_DATABASE_URL server, for a test or a server under test. */
export async function createServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `motel_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Said where a race test is skipped. Race tests' titles start with "race:"; scripts/test.ts counts the skipped ones. */
export const RACE_SKIP_NOTE =
  "race test: needs a PostgreSQL server (TEST_DATABASE_URL); PGlite runs one transaction at a time, so the race cannot happen there";

/** Skips a race test, with the reason, unless it runs on a PostgreSQL server. */
export function skipRaceUnlessServer(
  kind: TestDatabaseKind,
  skip: (condition: boolean, note?: string) => void,
): void {
  skip(kind !== "postgres" || !process.env.TEST_DATABASE_URL, RACE_SKIP_NOTE);
}

/** The kinds a race test is declared for: always the server, so its skip is seen without one. */
export const RACE_DATABASE_KINDS: TestDatabaseKind[] = ["postgres"];

/**
 * Where a built server under test keeps its data: a fresh database on the PostgreSQL server
 * (drop() removes it), or a fresh DATA_DIR for the embedded database.
 */
export async function builtServerStorage(
  kind: TestDatabaseKind,
  name: string,
): Promise<{ env: Record<string, string>; drop?: () => Promise<void> }> {
  if (kind === "postgres") {
    const { url, drop } = await createServerDatabase();
    return { env: { DATABASE_URL: url }, drop };
  }
  return { env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), `motel-${name}-`)) } };
}
