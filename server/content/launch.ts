// The launch checklist's inputs: the live content, the sample prices, PUBLIC_URL and the media.
import { eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { defaultContent, SAMPLE_PATHS } from "../../content/motel.ts";
import {
  launchChecklist as checklistOf,
  type ChecklistItem,
  type MediaStatus,
} from "../../domain/launch-checklist.ts";
import { servicesContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import { prices } from "../db/schema/pricing.ts";
import { mediaLaunchStatus } from "../media/launch-status.ts";
import { readContent, readSwahili } from "./content.ts";
import { untranslatedFields } from "../../content/localized.ts";
import { namesWithoutSwahili } from "../../domain/names.ts";
import { motelDate } from "../../domain/time.ts";
import { loadRateRules, loadTaxSettings } from "../rooms/rates.ts";

/** The media's state from the uploads: slots on their built-in background, SAMPLE PDFs, video. */
async function mediaStatus(db: Db): Promise<MediaStatus> {
  const status = await mediaLaunchStatus(db);
  return {
    ...status,
    // "menu", "conference-and-terrace-rates": the names the checklist says.
    samplePdfs: status.samplePdfs.map((path) => path.replace(/^.*\/|\.pdf$/g, "")),
  };
}

async function samplePriceCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(prices)
    .where(eq(prices.isSample, true));
  return row?.count ?? 0;
}

export async function launchChecklist(
  context: Readonly<RouterContextProvider>,
): Promise<ChecklistItem[]> {
  const { database, config, logger } = context.get(servicesContext);
  const db = database.db;
  const content = await readContent(db, logger);
  const [rules, taxes] = await Promise.all([loadRateRules(db), loadTaxSettings(db)]);
  return checklistOf({
    content,
    untranslated: untranslatedFields(content, await readSwahili(db, logger)),
    namesWithoutSwahili: namesWithoutSwahili(
      { periods: rules.periods, weekdayRules: rules.weekdayRules, taxes: taxes.lines },
      motelDate(new Date()),
    ),
    defaults: defaultContent,
    samplePaths: SAMPLE_PATHS,
    samplePrices: await samplePriceCount(db),
    publicUrl: config.publicUrl,
    media: await mediaStatus(db),
  });
}
