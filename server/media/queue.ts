// The background job that processes uploaded photos: in this process, one photo at a time (sharp
// takes a core while it works), restart-safe because the database is the queue: a photo row
// stays `processing` until done, and every row left so at start is queued again.
import type { Db } from "../db/client.ts";
import type { Logger } from "../observability/logger.ts";
import { finishPhoto, processingPhotoIds } from "./photos.ts";
import type { MediaStore } from "./store.ts";

export type PhotoQueue = {
  add(photoId: number): void;
  /** Resolves when nothing is queued or running (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

export function startPhotoQueue(db: Db, store: MediaStore, logger: Logger): PhotoQueue {
  const waiting: number[] = [];
  let running: Promise<void> | undefined;
  let stopped = false;
  const idlers: (() => void)[] = [];

  const drain = async () => {
    while (!stopped && waiting.length > 0) {
      const id = waiting.shift()!;
      try {
        await finishPhoto(db, store, id);
      } catch (err) {
        // The row stays `processing`: the next start tries again.
        logger.warn({ err, photoId: id }, "processing a photo failed");
      }
    }
    running = undefined;
    for (const resolve of idlers.splice(0)) resolve();
  };

  const add = (photoId: number) => {
    if (stopped || waiting.includes(photoId)) return;
    waiting.push(photoId);
    running ??= drain();
  };

  void processingPhotoIds(db).then(
    (ids) => ids.forEach(add),
    (err: unknown) => logger.warn({ err }, "could not list the photos left processing"),
  );

  return {
    add,
    idle: () => (running ? new Promise((resolve) => idlers.push(resolve)) : Promise.resolve()),
    async stop() {
      stopped = true;
      await running;
    },
  };
}
