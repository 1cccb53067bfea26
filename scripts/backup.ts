// `npm run backup`: one archive of the database and DATA_DIR's files in BACKUP_DIR (see README,
// Operating it). Same settings as `npm start`. With the embedded database and the site running,
// the site makes it (asked through DATA_DIR's socket); otherwise this command does.
import { BACKUP_MESSAGES } from "../server/backup/messages.ts";
import { BackupError } from "../server/backup/archive.ts";
import { makeBackup } from "../server/backup/backup.ts";
import { askRunningSite } from "../server/backup/control.ts";
import { loadConfig, ConfigError } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { DataDirLockError } from "../server/db/data-dir-lock.ts";

async function main(): Promise<string> {
  const config = loadConfig();
  if (!config.backups.dir) throw new BackupError(BACKUP_MESSAGES.noBackupDir);
  if (config.database.kind === "pglite") {
    const answer = await askRunningSite(config.dataDir);
    if (answer?.ok) return answer.file;
    if (answer) throw new BackupError(BACKUP_MESSAGES.siteFailed(answer.message));
  }
  const database = await openDatabase(config.database);
  try {
    return await makeBackup(config, database);
  } finally {
    await database.close();
  }
}

try {
  console.log(BACKUP_MESSAGES.made(await main()));
} catch (error) {
  if (!(
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockError
  ))
    throw error;
  console.error(error.message);
  process.exitCode = 1;
}
