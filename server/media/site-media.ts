// What the pages need to know about uploads, given to every page by the root loader: which image
// slots show an uploaded photo, and which hero video plays (or none).
import { uploadedFileUrl } from "../../domain/media-urls.ts";
import type { Db } from "../db/client.ts";
import { replacedFiles } from "./files.ts";
import type { Lang } from "../../i18n/locales.ts";
import { altIn, shownSlotPhotos, type ShownPhoto } from "./photos.ts";

export type SiteMedia = {
  /** Slots with an uploaded photo; every other slot shows its built-in files. */
  slots: Record<string, ShownPhoto>;
  /** The hero video's address; null: none, the picture alone. */
  heroVideo: string | null;
};

/** The uploads a page in `lang` shows (alt texts in its language where staff gave them). */
export async function siteMedia(db: Db, builtInVideo: string, lang: Lang): Promise<SiteMedia> {
  const [slots, files] = await Promise.all([shownSlotPhotos(db), replacedFiles(db)]);
  const video = files.hero_video;
  return {
    slots: Object.fromEntries(
      Object.entries(slots).map(([slot, photo]) => [slot, altIn(lang, photo)]),
    ),
    heroVideo: video === undefined ? builtInVideo : video && uploadedFileUrl(video, "mp4"),
  };
}
