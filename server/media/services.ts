// The media services the site runs with: the store (database + disk cache) and the photo queue.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Db } from "../db/client.ts";
import type { Logger } from "../observability/logger.ts";
import { startPhotoQueue, type PhotoQueue } from "./queue.ts";
import { databaseMediaStore, MEDIA_CACHE_DIR, type MediaStore } from "./store.ts";

export type MediaServices = { store: MediaStore; queue: PhotoQueue };

export function startMediaServices(db: Db, dataDir: string, logger: Logger): MediaServices {
  let cacheDir: string | undefined = path.join(dataDir, MEDIA_CACHE_DIR);
  try {
    mkdirSync(cacheDir, { recursive: true });
  } catch (err) {
    // With PostgreSQL, DATA_DIR may be read-only: every file is then read from the database.
    logger.warn({ err }, "no media cache: DATA_DIR cannot be written");
    cacheDir = undefined;
  }
  const store = databaseMediaStore(db, cacheDir);
  return { store, queue: startPhotoQueue(db, store, logger) };
}
