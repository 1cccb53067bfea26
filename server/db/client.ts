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
import { withTimeout } from "../jobs/with-timeout.ts";
import { lockDataDir } from "./data-dir-lock.ts";

/** The one database type services take: the same code runs on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Calls onPayload for every NOTIFY on the channel, from any process on this database (how
   * several app instances tell each other about changes). Resolves once listening; the returned
   * function stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Connections open, idle, and queries waiting for one (the embedded database has one). */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Embedded only: a consistent copy of the data directory (PGlite's own dump, a gzipped tar),
   * taken between two queries while the site keeps running.
   */
  dumpDataDir?(): Promise<Buffer>;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /**
   * dataDir undefined: in memory (tests). copyOf: start from a dumped data directory (dumpDataDir)
   * rather than an empty one; tests start from a migrated copy to skip initdb and migrations.
   */
  | { kind: "pglite"; dataDir?: string; copyOf?: Buffer };

const migrationsFolder = fromRoot("server/db/migrations");

/** SQLSTATEs and driver errors that mean the connection, not the query, failed. */
const CONNECTION_SQLSTATES = new Set(["57P01", "57P02", "57P03", "08000", "08003", "08006"]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|ECONNRESET|EPIPE|Client was closed|not queryable/i;

/** Seconds a client should wait before trying again after a connection was lost (a 503). */
export const CONNECTION_LOST_RETRY_AFTER_S = 2;

/** The query never ran to an answer because its connection went away (a restart, a failover). */
export function isConnectionError(error: unknown): boolean {
  for (let e = error; typeof e === "object" && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (CONNECTION_SQLSTATES.has(code) || code === "ECONNRESET"))
      return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

// pg-pool's words when no connection could be had within connectionTimeoutMillis: the pool was
// full while connections were being remade, or the server is slow to accept them.
const POOL_TIMEOUT_MESSAGE = /timeout exceeded when trying to connect/i;

/**
 * The database could not answer this request now, though it may the next: its connection went
 * away, or none could be had in time. The request is answered 503 with Retry-After. Unlike a lost
 * connection, a pool timeout is not worth a read's retry: it would only queue behind the same wait.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  for (let e = error; typeof e === "object" && e !== null; e = (e as { cause?: unknown }).cause) {
    const { message } = e as { message?: unknown };
    if (typeof message === "string" && POOL_TIMEOUT_MESSAGE.test(message)) return true;
  }
  return false;
}

/** A plain read: SELECT (or WITH … SELECT) that takes no locks and changes nothing. */
export function isReadOnlySql(text: unknown): boolean {
  if (typeof text !== "string") return false;
  const sql = text.trim().toLowerCase();
  if (!/^(select|with)\b/.test(sql)) return false;
  return !/\b(insert|update|delete|merge|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|pg_advisory|pg_notify)\b/.test(
    sql,
  );
}

/**
 * The pool the app queries through. A read outside a transaction whose connection dropped is
 * sent again on a connection of its own (the pool's idle ones may have dropped too, unnoticed as
 * yet; at most twice, when connections are being ended one after another): a database restart
 * or an administrator ending connections costs the guests nothing. Writes and transactions are
 * never repeated here: the caller answers 503 "try again".
 */
class ReadRetryPool extends pg.Pool {
  // pg's query() has many overloads; Drizzle uses the promise forms (text or config, values).
  override query(...args: unknown[]): never {
    const first = args[0];
    const text = typeof first === "string" ? first : (first as { text?: unknown } | null)?.text;
    const promise = (pg.Pool.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    if (typeof args.at(-1) === "function" || !isReadOnlySql(text)) return promise as never;
    return (promise as Promise<unknown>).catch(async (error: unknown) => {
      if (!isConnectionError(error)) throw error;
      try {
        return await this.queryOnNewConnection(args);
      } catch (again) {
        // Dropped a second time (connections are being ended one after another): one more.
        if (!isConnectionError(again)) throw again;
        return this.queryOnNewConnection(args);
      }
    }) as never;
  }

  /**
   * A client checked out for a transaction is given back to the pool, as broken, the moment its
   * connection is found lost. Drizzle 0.45's transaction() sends BEGIN before its try/finally, so
   * a connection that died idle in the pool (ended by the server, not yet noticed) fails BEGIN and
   * is never released: after ten of them the pool has none left and every request waits out its
   * connection timeout until the process restarts. Releasing twice is harmless here.
   */
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Parameters<pg.Pool["connect"]>[0] & object): void;
  override connect(...args: unknown[]): Promise<pg.PoolClient> | void {
    const connect = pg.Pool.prototype.connect as (...a: unknown[]) => unknown;
    // pg-pool's own query() checks out with a callback and releases in every case.
    if (typeof args[0] === "function") return void connect.apply(this, args);
    return (connect.apply(this, []) as Promise<pg.PoolClient>).then(guardRelease);
  }

  private async queryOnNewConnection(args: unknown[]): Promise<unknown> {
    const client = new pg.Client(this.options);
    client.on("error", () => {}); // it is ended below either way
    try {
      await client.connect();
      return await (client.query as (...a: unknown[]) => Promise<unknown>).apply(client, args);
    } finally {
      await client.end().catch(() => {});
    }
  }
}
const queryGuarded = new WeakSet<pg.PoolClient>();

/** Makes release() once-only, and releases the client as broken when a query loses its connection. */
function guardRelease(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  // pg-pool hands out the same client object again and sets a new release() on each checkout;
  // query() is wrapped once per client, or the wrappers would pile up with every checkout.
  if (queryGuarded.has(client)) return client;
  queryGuarded.add(client);
  const query = client.query.bind(client) as (...a: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isConnectionError(error)) client.release(error as Error);
      throw error;
    });
  }) as typeof client.query;
  return client;
}

// Any constant shared by all instances: serialises migrations when several app instances start.
const MIGRATION_LOCK_ID = 4_242_001;

/** Opens the database and applies the committed migrations. */
export async function openDatabase(
  target: DatabaseTarget,
  { onConnectionLost }: { onConnectionLost?: (error: Error) => void } = {},
): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new ReadRetryPool({
      connectionString: target.url,
      max: 10,
      // Fail fast when the server is unreachable, so /healthz answers instead of hanging.
      connectionTimeoutMillis: 5_000,
      statement_timeout: 30_000,
    });
    // A connection lost (a restart, a failover, pg_terminate_backend, an idle timeout) makes its
    // client emit 'error', and an 'error' nobody listens to ends the process. The pool listens
    // only while a client is idle, so each client gets a listener of its own for its whole life:
    // in use, its query or transaction fails with the same error (the request answers 503, the
    // transaction is gone with its connection) and the pool drops it when it is released.
    pool.on("connect", (client) => client.on("error", (error) => onConnectionLost?.(error)));
    pool.on("error", () => {}); // an idle client's: already told by its own listener above
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
    const listeners = listenOnServer(target.url, onConnectionLost);
    return {
      db,
      kind: "postgres",
      ping: () => ping(db),
      listen: listeners.listen,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: async () => {
        await listeners.close();
        await pool.end();
      },
    };
  }
  let unlock = () => {};
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = await lockDataDir(target.dataDir);
  }
  try {
    // One options object: PGlite ignores a second argument when the first is not a string.
    const client = new PGlite({
      dataDir: target.dataDir,
      ...(target.copyOf && { loadDataDir: new Blob([new Uint8Array(target.copyOf)]) }),
    });
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      await client.close();
      unlock();
    };
    const listen = async (channel: string, onPayload: (payload: string) => void) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    };
    // Between transactions (PGlite's own transaction lock: none is half done), after a
    // checkpoint: the copy is every committed row and nothing more.
    // (query() and exec() take that lock themselves: the checkpoint comes first, outside it.)
    const dumpDataDir = async () => {
      await client.exec("checkpoint");
      const dump = await client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
      return Buffer.from(await dump.arrayBuffer());
    };
    const poolStats = () => ({ total: 1, idle: 1, waiting: 0 });
    return { db, kind: "pglite", ping: () => ping(db), listen, poolStats, dumpDataDir, close };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * LISTEN on a PostgreSQL server needs a connection of its own, outside the pool. One is opened on
 * first use and shared by every channel; when it drops it is reopened (with a growing pause) and
 * the channels are listened to again. Notifications sent while it was down are lost, so users
 * of listen() also re-read now and then.
 */
function listenOnServer(url: string, onError?: (error: Error) => void) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryMs = 500;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      // keepAlive: a half-open connection must fail (and be reopened), not go quiet.
      const next = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
        query_timeout: 10_000,
      });
      next.on("notification", ({ channel, payload }) => {
        for (const handler of handlers.get(channel) ?? []) handler(payload ?? "");
      });
      next.on("error", (error) => {
        onError?.(error);
        if (client === next) client = undefined;
        void next.end().catch(() => {});
        if (!closed) setTimeout(() => void reconnect(), retryMs).unref();
        retryMs = Math.min(retryMs * 2, 30_000);
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen ${quoteIdent(channel)}`);
      if (closed) {
        await next.end();
        throw new Error("closed while connecting");
      }
      client = next;
      retryMs = 500;
      return next;
    })().finally(() => (connecting = undefined));
    return connecting;
  };
  const reconnect = async () => {
    if (closed || client) return;
    try {
      await connect();
    } catch (error) {
      onError?.(error as Error);
      setTimeout(() => void reconnect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    }
  };

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const first = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onPayload);
      handlers.set(channel, set);
      const current = client ?? (await connect());
      if (first && current === client) await current.query(`listen ${quoteIdent(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          await client?.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

const PING_TIMEOUT_MS = 3_000;

async function ping(db: Db): Promise<boolean> {
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return withTimeout(answered, PING_TIMEOUT_MS, false);
}
