// The backup's space check (issue 37): what it needs on which disk, decided from measured sizes.
import { describe, expect, it } from "vitest";
import { DATA_DISK_HEADROOM_BYTES, backupSpaceShortfall, formatBytes } from "./backup-space.ts";

const MB = 1024 * 1024;
const disk = (path: string, device: number, freeMb: number) => ({
  path,
  device,
  freeBytes: freeMb * MB,
});
const headroomMb = DATA_DISK_HEADROOM_BYTES / MB;

describe("backupSpaceShortfall", () => {
  it("lets a backup that fits on its own disk through", () => {
    expect(
      backupSpaceShortfall({
        archiveBytes: 100 * MB,
        backupDir: disk("/backups", 2, 101),
        database: disk("/data", 1, headroomMb),
      }),
    ).toBeUndefined();
  });

  it("refuses when the backup folder's disk lacks the archive's size", () => {
    expect(
      backupSpaceShortfall({
        archiveBytes: 100 * MB,
        backupDir: disk("/backups", 2, 99),
        database: disk("/data", 1, 10_000),
      }),
    ).toEqual({ path: "/backups", needBytes: 100 * MB, freeBytes: 99 * MB });
  });

  it("refuses when the embedded database's disk would keep less than its headroom", () => {
    expect(
      backupSpaceShortfall({
        archiveBytes: 100 * MB,
        backupDir: disk("/backups", 2, 10_000),
        database: disk("/data", 1, headroomMb - 1),
      }),
    ).toEqual({
      path: "/data",
      needBytes: DATA_DISK_HEADROOM_BYTES,
      freeBytes: DATA_DISK_HEADROOM_BYTES - MB,
    });
  });

  it("adds the archive and the headroom when both folders are on one disk", () => {
    const oneDisk = (freeMb: number) =>
      backupSpaceShortfall({
        archiveBytes: 100 * MB,
        backupDir: disk("/data/backups", 1, freeMb),
        database: disk("/data/pglite", 1, freeMb),
      });
    expect(oneDisk(100 + headroomMb)).toBeUndefined();
    expect(oneDisk(100 + headroomMb - 1)).toEqual({
      path: "/data/backups",
      needBytes: 100 * MB + DATA_DISK_HEADROOM_BYTES,
      freeBytes: (100 + headroomMb - 1) * MB,
    });
  });

  it("asks no headroom on this machine for a database on a PostgreSQL server", () => {
    expect(
      backupSpaceShortfall({ archiveBytes: 100 * MB, backupDir: disk("/backups", 1, 100) }),
    ).toBeUndefined();
  });

  it("refuses a full disk", () => {
    expect(
      backupSpaceShortfall({
        archiveBytes: 40 * MB,
        backupDir: disk("/data/backups", 1, 0),
        database: disk("/data/pglite", 1, 0),
      }),
    ).toMatchObject({ path: "/data/backups", freeBytes: 0 });
  });
});

it("formats sizes as df -h does", () => {
  expect(formatBytes(0)).toBe("0 bytes");
  expect(formatBytes(1536)).toBe("1.5 KB");
  expect(formatBytes(64 * MB)).toBe("64 MB");
  expect(formatBytes(5.25 * 1024 * MB)).toBe("5.3 GB");
});
