// The documents guests open (menu, conference and terrace rates) and the hero video, when staff
// have uploaded their own: they replace the built-in files under content/media/.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mediaFiles } from "../db/schema/media.ts";

/** Each replaceable file: its key in media_files and the built-in file's address. */
export const REPLACEABLE_FILES = {
  menu: { path: "/media/documents/menu.pdf", label: "Restaurant menu", kind: "pdf" },
  conference_rates: {
    path: "/media/documents/conference-and-terrace-rates.pdf",
    label: "Conference and terrace rates",
    kind: "pdf",
  },
  hero_video: { path: "/media/hero.mp4", label: "Home page video", kind: "mp4" },
} as const;
export type FileKey = keyof typeof REPLACEABLE_FILES;

export function isFileKey(key: string): key is FileKey {
  return Object.hasOwn(REPLACEABLE_FILES, key);
}

/**
 * What replaces each file: a stored file's name, null for "none" (the video turned off); a key
 * missing: the built-in file.
 */
export async function replacedFiles(db: Db): Promise<Partial<Record<FileKey, string | null>>> {
  const rows = await db.select({ key: mediaFiles.key, sha256: mediaFiles.sha256 }).from(mediaFiles);
  return Object.fromEntries(rows.filter((row) => isFileKey(row.key)).map((r) => [r.key, r.sha256]));
}

/** Replaces a file (sha256), turns it off (null), or goes back to the built-in file (undefined). */
export async function setFile(
  db: Db,
  key: FileKey,
  sha256: string | null | undefined,
  by: string,
): Promise<void> {
  if (sha256 === undefined) {
    await db.delete(mediaFiles).where(eq(mediaFiles.key, key));
    return;
  }
  await db
    .insert(mediaFiles)
    .values({ key, sha256, updatedBy: by })
    .onConflictDoUpdate({
      target: mediaFiles.key,
      set: { sha256, updatedBy: by, updatedAt: sql`now()` },
    });
}
