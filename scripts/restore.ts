// `npm run restore -- <archive>`: puts a backup back into an empty DATA_DIR (embedded database)
// or an empty database (DATABASE_URL), with the same settings as `npm start`; then start the site.
import { BACKUP_MESSAGES } from "../server/backup/messages.ts";
import { BackupError } from "../server/backup/archive.ts";
import { restoreBackup } from "../server/backup/restore.ts";
import { loadConfig, ConfigError } from "../server/config.ts";

const file = process.argv[2];
try {
  if (!file) throw new BackupError(BACKUP_MESSAGES.usageRestore);
  const config = loadConfig();
  const { files } = await restoreBackup(file, config);
  const where = config.database.kind === "pglite" ? config.dataDir : "the database of DATABASE_URL";
  console.log(BACKUP_MESSAGES.restored(`the database and ${files} file(s) into ${where}`));
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
