import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { fromRoot } from "../paths.ts";
import { withTimeout } from "../with-timeout.ts";
import { lockDataDir } from "./data-dir-lock.ts";

/** The one database type services take: the same code runs on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** dataDir undefined: in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

const migrationsFolder = fromRoot("server/db/migrations");
// Any constant shared by all instances: serialises migrations when several app instances start.
const MIGRATION_LOCK_ID = 4_242_001;

/** Opens the database and applies the committed migrations. */
export async function openDatabase(
  target: DatabaseTarget,
  { onIdleClientError }: { onIdleClientError?: (error: Error) => void } = {},
): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // Fail fast when the server is unreachable, so /healthz answers instead of hanging.
      connectionTimeoutMillis: 5_000,
      statement_timeout: 30_000,
    });
    // An idle client losing its connection (a database restart) must not crash the process;
    // the pool replaces it on next use.
    pool.on("error", (error) => onIdleClientError?.(error));
    const db = drizzlePg({ client: pool });
    const client = await pool.connect();
    try {
      // Waiting for another instance's migration, or a long migration, is not a stuck query.
      await client.query("set statement_timeout = 0");
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      client.release(true); // not back to the pool: it has no statement timeout
    }
    return { db, kind: "postgres", ping: () => ping(db), close: () => pool.end() };
  }
  let unlock = () => {};
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
  }
  try {
    const client = new PGlite(target.dataDir);
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db, kind: "pglite", ping: () => ping(db), close };
  } catch (error) {
    unlock();
    throw error;
  }
}

const PING_TIMEOUT_MS = 3_000;

async function ping(db: Db): Promise<boolean> {
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return withTimeout(answered, PING_TIMEOUT_MS, false);
}
