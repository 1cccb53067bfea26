// Where uploaded files live: PostgreSQL (decision 017), named by the SHA-256 of their bytes, with
// a disk cache under DATA_DIR so a popular photo is read from the database once per instance.
// Everything else talks to the MediaStore interface, so an object store can replace it.
import { createHash } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mediaBlobs } from "../db/schema/media.ts";

export type StoredFile = { sha256: string; contentType: string; size: number; bytes: Buffer };

export interface MediaStore {
  get(sha256: string): Promise<StoredFile | undefined>;
  /** Stores the bytes (once: the same bytes again are a no-op); returns their name. */
  put(bytes: Buffer, contentType: string): Promise<string>;
  has(sha256: string): Promise<boolean>;
}

/** The cache folder's name under DATA_DIR: left out of backups (the database holds the files). */
export const MEDIA_CACHE_DIR = "media-cache";

/** Recently served files kept in memory per process (the hero video and photos are re-read often). */
const MEMORY_CACHE_BYTES = 64 * 1024 * 1024;

export const SHA256_HEX = /^[0-9a-f]{64}$/;

export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The database store; cacheDir undefined: no disk cache (tests in memory). */
export function databaseMediaStore(db: Db, cacheDir?: string): MediaStore {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const cached = (sha256: string) => (cacheDir ? path.join(cacheDir, sha256) : undefined);

  // Cache files whose bytes this process has checked: a video's many range requests hash it once.
  const verified = new Set<string>();
  const readCache = async (sha256: string): Promise<StoredFile | undefined> => {
    const file = cached(sha256);
    if (!file) return undefined;
    try {
      const raw = await readFile(file);
      // The content type is the first line: the name alone does not say it.
      const newline = raw.indexOf(10);
      const bytes = raw.subarray(newline + 1);
      // A damaged cache file (a crash mid-write, a full disk) is read from the database again.
      if (newline < 0) return undefined;
      if (!verified.has(sha256)) {
        if (sha256Of(bytes) !== sha256) return undefined;
        verified.add(sha256);
      }
      return {
        sha256,
        contentType: raw.subarray(0, newline).toString("latin1"),
        size: bytes.length,
        bytes,
      };
    } catch {
      return undefined;
    }
  };

  const writeCache = (file: StoredFile) => {
    const target = cached(file.sha256);
    if (!target) return;
    try {
      const temporary = `${target}.${process.pid}.tmp`;
      writeFileSync(temporary, Buffer.concat([Buffer.from(`${file.contentType}\n`), file.bytes]));
      renameSync(temporary, target);
    } catch {
      // A cache that cannot be written only costs a database read next time.
    }
  };

  const inFlight = new Map<string, Promise<StoredFile | undefined>>();
  const memory = new Map<string, StoredFile>();
  let memoryBytes = 0;
  const keep = (file: StoredFile) => {
    if (file.size > MEMORY_CACHE_BYTES / 2) return;
    memory.set(file.sha256, file);
    memoryBytes += file.size;
    // The oldest kept first out: a Map keeps insertion order.
    for (const [key, old] of memory) {
      if (memoryBytes <= MEMORY_CACHE_BYTES) break;
      memory.delete(key);
      memoryBytes -= old.size;
    }
  };
  const load = async (sha256: string): Promise<StoredFile | undefined> => {
    const hit = await readCache(sha256);
    if (hit) {
      keep(hit);
      return hit;
    }
    const [row] = await db.select().from(mediaBlobs).where(eq(mediaBlobs.sha256, sha256));
    if (!row) return undefined;
    const file = { sha256, contentType: row.contentType, size: row.size, bytes: row.bytes };
    writeCache(file);
    keep(file);
    return file;
  };

  return {
    get(sha256) {
      if (!SHA256_HEX.test(sha256)) return Promise.resolve(undefined);
      const kept = memory.get(sha256);
      if (kept) return Promise.resolve(kept);
      // Many requests for one file at once (a video's ranges) share one read.
      let reading = inFlight.get(sha256);
      if (!reading) {
        reading = load(sha256).finally(() => inFlight.delete(sha256));
        inFlight.set(sha256, reading);
      }
      return reading;
    },
    async put(bytes, contentType) {
      const sha256 = sha256Of(bytes);
      await db
        .insert(mediaBlobs)
        .values({ sha256, contentType, size: bytes.length, bytes })
        .onConflictDoNothing();
      return sha256;
    },
    async has(sha256) {
      if (!SHA256_HEX.test(sha256)) return false;
      const [row] = await db
        .select({ sha256: mediaBlobs.sha256 })
        .from(mediaBlobs)
        .where(eq(mediaBlobs.sha256, sha256));
      return !!row;
    },
  };
}
