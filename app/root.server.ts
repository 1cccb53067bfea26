import type { RouterContextProvider } from "react-router";
import { motelYear } from "../domain/time.ts";
import type { SiteContent } from "../domain/schemas/content.ts";
import { HERO_VIDEO } from "../content/motel.ts";
import { requestContext, servicesContext } from "../server/context.ts";
import { siteMedia, type SiteMedia } from "../server/media/site-media.ts";

export type { SiteMedia };

export type ShellData = {
  nonce: string;
  /** Public origin for canonical and Open Graph URLs. */
  origin: string;
  /** Motel-local year for the copyright line. */
  year: number;
  /** Public: the GA4 measurement id when the optional tag is configured. */
  gaMeasurementId: string | undefined;
  /** The payment simulators are on: every page shows the test-mode ribbon. */
  testMode: boolean;
  /** The site's live content: pages read it with useContent() (app/content-context.tsx). */
  content: SiteContent;
  /** Uploaded photos and the hero video (app/media-context.tsx). */
  media: SiteMedia;
};

export async function loadShell(
  context: Readonly<RouterContextProvider>,
  now: Date,
): Promise<ShellData> {
  const { database, content } = context.get(servicesContext);
  return {
    content: await content.get(),
    media: await siteMedia(database.db, HERO_VIDEO),
    nonce: context.get(requestContext).nonce,
    origin: context.get(servicesContext).config.publicUrl,
    year: motelYear(now),
    gaMeasurementId: context.get(servicesContext).config.gaMeasurementId,
    testMode: context.get(servicesContext).config.payments.simulators,
  };
}
