// The nightly backup, made by the site at BACKUP_AT (motel time). With several instances on one
// PostgreSQL database, the first to claim the night (a shared rate-limit row) makes it. A failure
// (full disk, a folder it cannot write) is logged and raises motel_backup_failed; the site runs on.
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../observability/logger.ts";
import type { Metrics } from "../observability/metrics.ts";
import { hitRateLimit } from "../http/rate-limit.ts";
import { makeBackup } from "./backup.ts";

/** Nairobi is UTC+3 all year. */
const MOTEL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The next time it is `at` (HH:MM) in the motel, after now. */
export function nextRun(at: string, now: Date): Date {
  const [h, m] = at.split(":").map(Number) as [number, number];
  const local = new Date(now.getTime() + MOTEL_OFFSET_MS);
  const run = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), h, m);
  const next = run - MOTEL_OFFSET_MS;
  return new Date(next > now.getTime() ? next : next + 24 * 60 * 60 * 1000);
}

/** One backup as the site makes it: logged, counted in the metrics, never thrown at the site. */
export function siteBackup(
  config: Config,
  database: Database,
  logger: Logger,
  metrics: Metrics,
): () => Promise<string> {
  return async () => {
    try {
      const file = await makeBackup(config, database);
      metrics.backupFinished("ok", new Date());
      logger.info({ file }, "backup written");
      return file;
    } catch (error) {
      metrics.backupFinished("failed", new Date());
      logger.error({ err: error }, "backup failed");
      throw error;
    }
  };
}

export function startNightlyBackups(
  config: Config,
  database: Database,
  logger: Logger,
  backup: () => Promise<string>,
): { stop(): void } {
  if (!config.backups.dir) {
    if (config.env === "production")
      logger.warn("BACKUP_DIR is not set: no nightly backup is made (see docs/deploy.md)");
    return { stop() {} };
  }
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const delay = nextRun(config.backups.at, new Date()).getTime() - Date.now();
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  };
  const run = async () => {
    // One instance a night: the first to count this night's hit makes the backup.
    const night = nextRun(config.backups.at, new Date(Date.now() - 60_000)).toISOString();
    const mine = await hitRateLimit(database.db, {
      bucket: "nightly-backup",
      key: night,
      limit: 1,
      windowMs: 20 * 60 * 60 * 1000,
    }).catch(() => false);
    if (mine) await backup().catch(() => {}); // logged and counted by backup()
    schedule();
  };
  schedule();
  return { stop: () => clearTimeout(timer) };
}
