// A backup of a site with a few megabytes of uploads (embedded database): the files are in the
// database dump, the disk cache is left out, and a restore gives back every file byte for byte.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { readArchive } from "../backup/archive.ts";
import { makeBackup } from "../backup/backup.ts";
import { restoreBackup } from "../backup/restore.ts";
import { databaseMediaStore, MEDIA_CACHE_DIR } from "./store.ts";

describe("backups of uploaded media (embedded database)", () => {
  const work = mkdtempSync(path.join(tmpdir(), "motel-media-backup-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const configOf = (dataDir: string) => ({
    dataDir,
    database: { kind: "pglite" as const, dataDir: path.join(dataDir, "pglite") },
    backups: { dir: path.join(work, "backups"), keep: 3, at: "03:00" },
  });

  it("holds 8 MB of photos in the dump and restores them", async () => {
    const site = configOf(path.join(work, "site"));
    const database = await openDatabase(site.database);
    const store = databaseMediaStore(database.db, path.join(site.dataDir, MEDIA_CACHE_DIR));
    // Random bytes do not compress: the archive carries every megabyte.
    const files = Array.from({ length: 4 }, () => randomBytes(2 * 1024 * 1024));
    const names = [];
    for (const bytes of files) names.push(await store.put(bytes, "image/jpeg"));
    await store.get(names[0]!); // fills the disk cache
    mkdirSync(path.join(site.dataDir, MEDIA_CACHE_DIR), { recursive: true });
    writeFileSync(path.join(site.dataDir, "session-secret"), "s");
    const archive = await makeBackup(site, database, new Date("2026-11-24T10:00:00Z"));
    await database.close();

    const { entries } = readArchive(archive);
    expect([...entries.keys()].some((name) => name.includes(MEDIA_CACHE_DIR))).toBe(false);

    const restored = configOf(path.join(work, "restored"));
    await restoreBackup(archive, restored);
    const back = await openDatabase(restored.database);
    try {
      const again = databaseMediaStore(back.db);
      for (const [i, name] of names.entries())
        expect((await again.get(name))?.bytes.equals(files[i]!)).toBe(true);
    } finally {
      await back.close();
    }
  }, 120_000);
});
