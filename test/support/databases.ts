// The databases integration tests run on: an in-memory PGlite always, and a fresh database on the
// PostgreSQL server of TEST_DATABASE_URL when it is set (as CI does).
import { randomBytes } from "node:crypto";
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
