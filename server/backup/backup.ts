// Making a backup: the database (PGlite's own dump of its data directory, taken between
// transactions while the site runs; or pg_dump's custom format from a PostgreSQL server) and every
// file of DATA_DIR the site keeps (the session secret now; media when they are files), into one
// checksummed archive in BACKUP_DIR, keeping the newest BACKUP_KEEP.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { BACKUP_MESSAGES } from "./messages.ts";
import type { Config } from "../config.ts";
import { fileErrorReason } from "../data-dir.ts";
import type { Database } from "../db/client.ts";
import { BackupError, pruneBackups, writeArchive, type Manifest } from "./archive.ts";
import type { TarEntry } from "./tar.ts";
import { MEDIA_CACHE_DIR } from "../media/store.ts";
import { checkBackupSpace } from "./space.ts";

export const PGLITE_ENTRY = "database/pglite.tar.gz";
export const POSTGRES_ENTRY = "database/postgres.dump";
export const FILES_PREFIX = "files/";
/** Where a running site listens for `npm run backup` (embedded database only). */
export const CONTROL_SOCKET = "control.sock";

export type BackupConfig = Pick<Config, "dataDir" | "database" | "backups">;

/** Makes one archive; returns its path. Throws BackupError with a message for a person. */
export async function makeBackup(
  config: BackupConfig,
  database: Database,
  now = new Date(),
): Promise<string> {
  const dir = config.backups.dir;
  if (!dir) throw new BackupError(BACKUP_MESSAGES.noBackupDir);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new BackupError(BACKUP_MESSAGES.cannotWrite(dir, fileErrorReason(error)));
  }
  // Before the database is asked for anything: a checkpoint on a full disk stops the database.
  await checkBackupSpace(config, database, dir);
  const schema = await appliedMigrations(database);
  const dump =
    config.database.kind === "pglite"
      ? { entry: PGLITE_ENTRY, data: await dumpPglite(database) }
      : { entry: POSTGRES_ENTRY, data: await pgDump(config.database.url, dir) };
  const entries: TarEntry[] = [
    { name: dump.entry, data: dump.data },
    ...dataDirFiles(config.dataDir, dir),
  ];
  const file = writeArchive(
    dir,
    now,
    { database: { kind: config.database.kind, entry: dump.entry }, schema },
    entries,
  );
  pruneBackups(dir, config.backups.keep, now);
  return file;
}

/** The migrations the database has had (drizzle's own table). */
export async function appliedMigrations(database: Database): Promise<Manifest["schema"]> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n, coalesce(max(created_at), 0)::text as newest
        from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number; newest: string }[] };
  const row = result.rows[0]!;
  return { migrations: Number(row.n), newestMigrationAt: Number(row.newest) };
}

async function dumpPglite(database: Database): Promise<Buffer> {
  if (!database.dumpDataDir) throw new Error("not an embedded database");
  return database.dumpDataDir();
}

/** libpq's settings from a postgres:// URL, so no password shows in the process list. */
export function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const env: Record<string, string> = {};
  if (u.hostname) env.PGHOST = decodeURIComponent(u.hostname).replace(/^\[|\]$/g, "");
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const name = decodeURIComponent(u.pathname.slice(1));
  if (name) env.PGDATABASE = name;
  const sslmode = u.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a PostgreSQL client tool; BackupError with its words when it fails or is missing. */
export function runPgTool(tool: string, args: string[], url: string, missing: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, {
      // eslint-disable-next-line no-restricted-properties -- the tool inherits PATH and the rest
      env: { ...process.env, ...libpqEnv(url) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(new BackupError(error.code === "ENOENT" ? missing : String(error))),
    );
    child.once("close", (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(BACKUP_MESSAGES.toolFailed(tool, stderr.trim().slice(0, 500)))),
    );
  });
}

async function pgDump(url: string, dir: string): Promise<Buffer> {
  const temp = path.join(dir, `.pg_dump-${process.pid}-${Date.now()}.partial`);
  try {
    await runPgTool(
      "pg_dump",
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${temp}`],
      url,
      BACKUP_MESSAGES.noPgDump,
    );
    return readFileSync(temp);
  } finally {
    rmSync(temp, { force: true });
  }
}

/** DATA_DIR's own name for things that are not data to keep (the database has its dump). */
function skipped(name: string): boolean {
  return (
    /^pglite(\.lock.*)?$/.test(name) ||
    name === CONTROL_SOCKET ||
    name === MEDIA_CACHE_DIR ||
    name.startsWith(".write-test-")
  );
}

/** Every regular file under DATA_DIR but the database folder, its lock and BACKUP_DIR. */
export function dataDirFiles(dataDir: string, backupDir?: string): TarEntry[] {
  const files: TarEntry[] = [];
  const walk = (dir: string, relative: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return; // no DATA_DIR yet (a PostgreSQL setup): nothing to keep
    }
    for (const name of names.sort()) {
      if (!relative && skipped(name)) continue;
      const full = path.join(dir, name);
      if (backupDir && path.resolve(full) === path.resolve(backupDir)) continue;
      const stat = statSync(full, { throwIfNoEntry: false });
      if (!stat) continue; // removed while we looked
      const rel = relative ? `${relative}/${name}` : name;
      if (stat.isDirectory()) walk(full, rel);
      else if (stat.isFile())
        files.push({ name: FILES_PREFIX + rel, data: readFileSync(full), mode: stat.mode & 0o777 });
    }
  };
  walk(dataDir, "");
  return files;
}
