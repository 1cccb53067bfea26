// Whether a backup fits on its disks, decided before anything is written (issue 37): on a full
// disk the embedded database's checkpoint fails ("No space left on device") and takes the site
// with it, so a backup that would not fit is refused instead, with what it needs and what is free.

/** Left free on the embedded database's disk after the archive: its checkpoint and the site's writes. */
export const DATA_DISK_HEADROOM_BYTES = 64 * 1024 * 1024;

/** A folder's disk: which one (st_dev) and the bytes an unprivileged writer may still use. */
export type Disk = { path: string; device: number; freeBytes: number };

export type SpaceShortfall = { path: string; needBytes: number; freeBytes: number };

/**
 * The first disk that lacks room, or undefined when the backup fits. The archive goes to
 * backupDir (estimated at archiveBytes); with the embedded database (database given) its disk
 * must keep DATA_DISK_HEADROOM_BYTES free too. Two folders on one disk add up their needs.
 */
export function backupSpaceShortfall({
  archiveBytes,
  backupDir,
  database,
}: {
  archiveBytes: number;
  backupDir: Disk;
  database?: Disk;
}): SpaceShortfall | undefined {
  const needs = [{ disk: backupDir, needBytes: archiveBytes }];
  if (database) {
    const same = needs.find((n) => n.disk.device === database.device);
    if (same) same.needBytes += DATA_DISK_HEADROOM_BYTES;
    else needs.push({ disk: database, needBytes: DATA_DISK_HEADROOM_BYTES });
  }
  const short = needs.find((n) => n.disk.freeBytes < n.needBytes);
  return (
    short && { path: short.disk.path, needBytes: short.needBytes, freeBytes: short.disk.freeBytes }
  );
}

/** 1536 → "1.5 KB"; in the binary units `df -h` shows. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1).replace(/\.0$/, "")} ${units[unit]}`;
}
