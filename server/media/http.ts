// Serves uploaded files: /media/u/<sha256>[-<width>].<ext> (immutable: the name is the content),
// and the documents and hero video at their usual addresses when staff replaced them.
import express, { type Request, type Response } from "express";
import { extensionOf } from "../../domain/media.ts";
import type { Db } from "../db/client.ts";
import { variantSha256 } from "./photos.ts";
import { REPLACEABLE_FILES, replacedFiles, type FileKey } from "./files.ts";
import type { MediaStore, StoredFile } from "./store.ts";

const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** <sha256>.<ext>: a stored file; <key>-<width>.<ext>: a photo's variant (server/media/photos.ts). */
const UPLOADED = /^([0-9a-f]{64})(?:-(\d{1,5}))?\.(avif|webp|jpg|png|pdf|mp4)$/;

export function mediaRoutes(db: Db, store: MediaStore): express.Router {
  const router = express.Router();

  router.get("/media/u/:name", async (req, res, next) => {
    try {
      const match = UPLOADED.exec(req.params.name);
      if (!match) return notFound(res);
      const [, hash, width, ext] = match as unknown as [string, string, string | undefined, string];
      const sha256 = width ? await variantSha256(db, hash, Number(width), ext) : hash;
      const file = sha256 ? await store.get(sha256) : undefined;
      if (!file || extensionOf(file.contentType) !== ext) return notFound(res);
      send(req, res, file, `public, max-age=${ONE_YEAR_S}, immutable`);
    } catch (error) {
      next(error);
    }
  });

  // Fixed addresses guests have bookmarked or printed: revalidated on every use.
  for (const [key, { path }] of Object.entries(REPLACEABLE_FILES)) {
    router.get(path, async (req, res, next) => {
      try {
        const files = await replacedFiles(db);
        const sha256 = files[key as FileKey];
        if (sha256 === undefined) return next(); // the built-in file
        const file = sha256 === null ? undefined : await store.get(sha256);
        if (!file) return notFound(res);
        send(req, res, file, "public, no-cache");
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}

function notFound(res: Response) {
  res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
}

/** The file, whole or the one byte range asked for (video players seek by ranges). */
function send(req: Request, res: Response, file: StoredFile, cacheControl: string) {
  const etag = `"${file.sha256}"`;
  res.set({
    "Content-Type": file.contentType,
    "Cache-Control": cacheControl,
    "X-Content-Type-Options": "nosniff",
    "Accept-Ranges": "bytes",
    ETag: etag,
  });
  if (file.contentType === "application/pdf") res.set("Content-Disposition", "inline");
  if (req.get("if-none-match") === etag) {
    res.status(304).end();
    return;
  }
  const ranges = req.get("range") ? req.range(file.size) : undefined;
  if (ranges === -1) {
    res.status(416).set("Content-Range", `bytes */${file.size}`).end();
    return;
  }
  if (Array.isArray(ranges) && ranges.length === 1 && ranges.type === "bytes") {
    const { start, end } = ranges[0]!;
    res
      .status(206)
      .set("Content-Range", `bytes ${start}-${end}/${file.size}`)
      .set("Content-Length", String(end - start + 1));
    res.end(file.bytes.subarray(start, end + 1));
    return;
  }
  res.set("Content-Length", String(file.size));
  res.end(file.bytes);
}
