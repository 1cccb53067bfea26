// The databases integration tests run on: an in-memory PGlite always, and a fresh database on the
// PostgreSQL server of TEST_DATABASE_URL when it is set (as CI does).
import { createHash, randomBytes } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { forTheSuite } from "./suite.ts";
import { fromRoot } from "../../server/paths.ts";

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
    const database = await openDatabase({ kind: "pglite", copyOf: await pgliteTemplate() });
    // PGlite has one connection: a session setting covers every later transaction.
    if (setting) await database.db.execute(sql.raw(`set ${setting}`));
    return database;
  }
  const { url, drop } = await createServerDatabase({ migrated: true });
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

/**
 * A suite's database: opened (and with `seeded`, given the site's rooms and prices) before the
 * suite's tests, closed after them. Use it inside the describe block; it answers as the
 * Database once the suite has started.
 */
export function useTestDatabase(kind: TestDatabaseKind, { seeded = false } = {}): Database {
  return forTheSuite(
    async () => {
      const database = await openTestDatabase(kind);
      if (seeded) await seedDatabase(database.db);
      return database;
    },
    (database) => database.close(),
  );
}

/**
 * A fresh database on the TEST_DATABASE_URL server, for a test or a server under test: empty, or
 * with migrated, a copy of a database the committed migrations were applied to.
 */
export async function createServerDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `motel_test_${randomBytes(6).toString("hex")}`;
  const template = migrated ? await serverTemplate(serverUrl) : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
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
    const { url, drop } = await createServerDatabase({ migrated: true });
    return { env: { DATABASE_URL: url }, drop };
  }
  return { env: { DATA_DIR: await migratedDataDir(name) } };
}

/**
 * A new DATA_DIR whose embedded database is already migrated (a copy of the template), so a
 * server started on it skips initdb and the migrations: seconds per server on two cores. Tests of
 * a first start on an empty folder make their own folder.
 */
export async function migratedDataDir(name: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `motel-${name}-`));
  // Where server/config.ts keeps the embedded database inside DATA_DIR.
  const database = await openDatabase({
    kind: "pglite",
    dataDir: path.join(dataDir, "pglite"),
    copyOf: await pgliteTemplate(),
  });
  await database.close();
  return dataDir;
}

// Migrated templates. Applying the 25 migrations takes a second on the server and, with PGlite's
// initdb, several in memory: once per migrations' version, not once per test. A template is named
// by a hash of the migrations folder, so a changed migration makes a new one.

let migrationsHashed: string | undefined;

/** Read once per process: every server database a test makes asks for its template's name. */
function migrationsHash(): string {
  if (migrationsHashed) return migrationsHashed;
  const hash = createHash("sha256");
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(fromRoot("server/db/migrations"));
  migrationsHashed = hash.digest("hex").slice(0, 16);
  return migrationsHashed;
}

let pgliteCopy: Promise<Buffer> | undefined;

/** A dump of a migrated in-memory PGlite, kept on disk for the test processes that follow. */
function pgliteTemplate(): Promise<Buffer> {
  pgliteCopy ??= (async () => {
    const folder = fromRoot("node_modules/.cache/motel-tests");
    const file = path.join(folder, `pglite-${migrationsHash()}.tar.gz`);
    try {
      return readFileSync(file);
    } catch {
      // not made yet: make it below
    }
    const database = await openDatabase({ kind: "pglite" });
    const dump = await database.dumpDataDir!();
    await database.close();
    mkdirSync(folder, { recursive: true });
    // Another test process may be writing the same file: a rename is atomic, a write is not.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    return dump;
  })();
  return pgliteCopy;
}

/** Any constant: serialises the making of a template between test processes. */
const TEMPLATE_LOCK_ID = 4_242_077;

/** The migrated template database on the server, made on first use (under a lock: two test processes start at once). */
async function serverTemplate(serverUrl: string): Promise<string> {
  const name = `motel_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    // Made under another name and renamed when complete: a run killed half-way leaves no
    // half-migrated template behind, only a partial one dropped here next time.
    const stale = await admin.query(
      "select datname from pg_database where datname like 'motel\\_template\\_%'",
    );
    for (const { datname } of stale.rows as { datname: string }[]) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
    const partial = `motel_template_partial_${randomBytes(4).toString("hex")}`;
    await admin.query(`create database ${partial}`);
    const url = new URL(serverUrl);
    url.pathname = `/${partial}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString() });
    await database.close();
    await admin.query(`alter database ${partial} rename to ${name}`);
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID]).catch(() => {});
    await admin.end();
  }
}

/** CREATE DATABASE, from a template when given; retried while another copy of it is being made. */
async function createDatabase(admin: pg.Client, name: string, template?: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
      return;
    } catch (error) {
      // 55006: the template is in use. Two copies at the same moment can meet here.
      if ((error as { code?: string }).code !== "55006" || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
