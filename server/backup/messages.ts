// What the backup and restore commands, the nightly backup and the staff area's download say to
// the person who runs the motel's server: the command line and the logs speak English.

/** `npm run backup` / `npm run restore`, the nightly backup and the staff area's download. */
export const BACKUP_MESSAGES = {
  noBackupDir:
    "BACKUP_DIR is not set: set it to the folder where backups go (outside DATA_DIR, ideally on another disk).",
  made: (file: string) => `Backup written: ${file}`,
  cannotWrite: (dir: string, reason: string) =>
    `Cannot write the backup in ${dir}: ${reason}. Nothing was changed; the site keeps running.`,
  noPgDump:
    "pg_dump is not installed: install the PostgreSQL client (sudo apt-get install postgresql-client) of the same or a newer version than the server.",
  noPgRestore:
    "pg_restore is not installed: install the PostgreSQL client (sudo apt-get install postgresql-client).",
  toolFailed: (tool: string, detail: string) => `${tool} failed: ${detail}`,
  siteFailed: (detail: string) => `The running site could not make the backup: ${detail}`,
  noSpace: (dir: string, need: string, free: string) =>
    `Not enough free space for a backup on the disk of ${dir}: it needs about ${need} and ${free} is free. Free some space (older backups, logs) or set BACKUP_DIR to another disk. Nothing was written; the site keeps running.`,
  usageRestore: "Usage: npm run restore -- <archive.tar>",
  unreadable: (file: string, reason: string) => `Cannot read ${file}: ${reason}.`,
  corrupt: (detail: string) =>
    `This archive is damaged or incomplete (${detail}): it cannot be restored. Use another backup.`,
  newerSchema:
    "This archive was made by a newer version of the site (its database has migrations this version does not know): update the site first, then restore.",
  otherDatabase: (archive: string, target: string) =>
    `This archive holds a ${archive} database but the settings point at a ${target} one: restore it where it came from (DATABASE_URL set for postgres, unset for the embedded database).`,
  dataDirNotEmpty: (dir: string) =>
    `DATA_DIR ${dir} is not empty: restore only into an empty folder (move the old one aside, or point DATA_DIR at a new folder).`,
  databaseNotEmpty:
    "The database of DATABASE_URL already has tables: restore only into an empty database (create a new one and point DATABASE_URL at it).",
  restored: (rows: string) => `Restored ${rows}. Start the site on it with npm start.`,
  noneYet: "No backup has been made yet.",
} as const;
