// What of the media is still the built-in sample before launch, for the launch checklist.
import { IMAGE_SLOTS } from "../../content/images.ts";
import type { Database } from "../db/client.ts";
import { REPLACEABLE_FILES } from "./files.ts";
import { replacedFiles } from "./files.ts";
import { shownSlotPhotos } from "./photos.ts";

export type MediaLaunchStatus = {
  /** Image slots still showing the built-in background, with what they should show. */
  placeholderSlots: { slot: string; label: string }[];
  /** Addresses of the sample PDFs not yet replaced. */
  samplePdfs: string[];
  /** The home page still plays the sample video (an upload or "none" settles it). */
  heroVideoSample: boolean;
};

export async function mediaLaunchStatus(
  database: Database | Database["db"],
): Promise<MediaLaunchStatus> {
  const db = "db" in database ? database.db : database;
  const [shown, files] = await Promise.all([shownSlotPhotos(db), replacedFiles(db)]);
  return {
    placeholderSlots: Object.entries(IMAGE_SLOTS)
      .filter(([slot]) => !shown[slot])
      .map(([slot, { alt }]) => ({ slot, label: alt })),
    samplePdfs: (["menu", "conference_rates"] as const)
      .filter((key) => !files[key])
      .map((key) => REPLACEABLE_FILES[key].path),
    heroVideoSample: !("hero_video" in files),
  };
}
