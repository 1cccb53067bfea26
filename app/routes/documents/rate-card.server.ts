import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../../server/context.ts";
import { currentRateCard } from "../../../server/documents/rate-card.ts";
import type { Lang } from "../../../i18n/locales.ts";

export async function rateCardResponse(
  context: Readonly<RouterContextProvider>,
  now: Date,
  lang: Lang,
): Promise<Response> {
  const { database, siteData } = context.get(servicesContext);
  // Kept until the prices or content change (a PDF is tens of milliseconds of drawing).
  const pdf = siteData
    ? await siteData.rateCard(lang, now)
    : await currentRateCard(database.db, now, lang);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'inline; filename="rate-card.pdf"',
      // Drawn from the live price table: never served from a stale cache.
      "Cache-Control": "no-cache",
    },
  });
}
