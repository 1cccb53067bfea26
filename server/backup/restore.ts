// Restoring an archive into an empty DATA_DIR (embedded database) or an empty PostgreSQL
// database. Refused, each with a message: a damaged or incomplete archive, one made by a newer
// version (migrations this code does not know), a target that is not empty, the other kind of
// database. The site migrates the restored database to its own version at its next start.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { BACKUP_MESSAGES } from "./messages.ts";
import type { Config } from "../config.ts";
import { fromRoot } from "../paths.ts";
import { BackupError, readArchive } from "./archive.ts";
import { FILES_PREFIX, runPgTool } from "./backup.ts";

/** The newest migration this code has (its journal), to refuse archives from newer versions. */
export function newestKnownMigration(): number {
  const journal = JSON.parse(
    readFileSync(fromRoot("server/db/migrations/meta/_journal.json"), "utf8"),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

export async function restoreBackup(
  file: string,
  config: Pick<Config, "dataDir" | "database" | "backups">,
): Promise<{ files: number }> {
  const { manifest, entries } = readArchive(file);
  if (manifest.schema.newestMigrationAt > newestKnownMigration())
    throw new BackupError(BACKUP_MESSAGES.newerSchema);
  if (manifest.database.kind !== config.database.kind)
    throw new BackupError(
      BACKUP_MESSAGES.otherDatabase(manifest.database.kind, config.database.kind),
    );
  const files = [...entries].filter(([name]) => name.startsWith(FILES_PREFIX));
  for (const [name] of files) {
    const rel = name.slice(FILES_PREFIX.length);
    if (path.isAbsolute(rel) || rel.split("/").includes(".."))
      throw new BackupError(BACKUP_MESSAGES.corrupt(`a file name leaves DATA_DIR: ${name}`));
  }
  const dump = entries.get(manifest.database.entry)!;

  if (config.database.kind === "pglite") {
    if (!isEmptyFolder(config.dataDir, config.backups.dir))
      throw new BackupError(BACKUP_MESSAGES.dataDirNotEmpty(config.dataDir));
    const pgliteDir = config.database.dataDir!;
    mkdirSync(pgliteDir, { recursive: true });
    try {
      const client = new PGlite(pgliteDir, { loadDataDir: new Blob([new Uint8Array(dump)]) });
      await client.waitReady;
      await client.query("select 1");
      await client.close();
    } catch (error) {
      rmSync(pgliteDir, { recursive: true, force: true });
      throw error;
    }
  } else {
    const url = config.database.url;
    if (!(await isEmptyDatabase(url))) throw new BackupError(BACKUP_MESSAGES.databaseNotEmpty);
    const temp = path.join(config.backups.dir ?? config.dataDir, `.restore-${process.pid}.dump`);
    mkdirSync(path.dirname(temp), { recursive: true });
    writeFileSync(temp, dump, { mode: 0o600 });
    try {
      await runPgTool(
        "pg_restore",
        [
          "--no-owner",
          "--no-privileges",
          "--exit-on-error",
          `--dbname=${new URL(url).pathname.slice(1)}`,
          temp,
        ],
        url,
        BACKUP_MESSAGES.noPgRestore,
      );
    } finally {
      rmSync(temp, { force: true });
    }
  }
  for (const [name, data] of files) {
    const target = path.join(config.dataDir, name.slice(FILES_PREFIX.length));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data, { mode: 0o600 });
  }
  return { files: files.length };
}

/** Missing, or holding nothing but BACKUP_DIR (when it is inside) and lost+found. */
function isEmptyFolder(dir: string, backupDir?: string): boolean {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return true;
  }
  return names.every(
    (name) =>
      name === "lost+found" ||
      (backupDir !== undefined && path.resolve(dir, name) === path.resolve(backupDir)),
  );
}

async function isEmptyDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}
