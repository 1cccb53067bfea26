// Measures what a backup needs and what its disks have free, and refuses one that would not fit
// (domain/backup-space.ts decides), before the database is asked for anything.
import { readdirSync, statfsSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { backupSpaceShortfall, formatBytes, type Disk } from "../../domain/backup-space.ts";
import { BACKUP_MESSAGES } from "./messages.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { MEDIA_CACHE_DIR } from "../media/store.ts";
import { BackupError } from "./archive.ts";

/** Throws BackupError with a person's message when the backup would not fit on its disks. */
export async function checkBackupSpace(
  config: Pick<Config, "dataDir" | "database">,
  database: Database,
  backupDir: string,
): Promise<void> {
  const files = folderBytes(config.dataDir, backupDir);
  const short = backupSpaceShortfall(
    config.database.kind === "pglite"
      ? {
          // The embedded database is inside DATA_DIR: its size bounds the dump's (gzipped, but
          // uploaded photos and video are stored there and hardly shrink).
          archiveBytes: files,
          backupDir: diskOf(backupDir),
          database: diskOf(config.database.dataDir),
        }
      : // pg_dump's file and then the archive, both compressed: about the database's size.
        {
          archiveBytes: files + (await serverDatabaseBytes(database)),
          backupDir: diskOf(backupDir),
        },
  );
  if (short)
    throw new BackupError(
      BACKUP_MESSAGES.noSpace(
        short.path,
        formatBytes(short.needBytes),
        formatBytes(short.freeBytes),
      ),
    );
}

function diskOf(dir: string): Disk {
  const { bavail, bsize } = statfsSync(dir);
  return { path: dir, device: statSync(dir).dev, freeBytes: bavail * bsize };
}

/** Bytes of the files under dir, leaving out BACKUP_DIR and the media cache (not backed up). */
export function folderBytes(dir: string, backupDir: string): number {
  let total = 0;
  const walk = (folder: string, top: boolean) => {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return; // no DATA_DIR (a PostgreSQL setup), or removed while we looked
    }
    for (const name of names) {
      if (top && name === MEDIA_CACHE_DIR) continue;
      const full = path.join(folder, name);
      if (path.resolve(full) === path.resolve(backupDir)) continue;
      const stat = statSync(full, { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(full, false);
      else if (stat?.isFile()) total += stat.size;
    }
  };
  walk(dir, true);
  return total;
}

async function serverDatabaseBytes(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select pg_database_size(current_database())::bigint::text as bytes`,
  )) as unknown as { rows: { bytes: string }[] };
  return Number(result.rows[0]!.bytes);
}
