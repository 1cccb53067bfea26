// The motel's content as a page in a language shows it: Kiswahili pages take content/motel.sw.ts
// for every text still at its English default; a text staff have changed shows as they wrote it.
import { sameContent, type SiteContent } from "../domain/schemas/content.ts";
import type { Lang } from "../i18n/locales.ts";
import { defaultContent } from "./motel.ts";
import { swahiliDefaults } from "./motel.sw.ts";

export function contentIn(lang: Lang, content: SiteContent): SiteContent {
  if (lang === "en") return content;
  const localized: Record<string, unknown> = { ...content };
  for (const [field, text] of Object.entries(swahiliDefaults)) {
    const key = field as keyof SiteContent;
    if (sameContent(content[key], defaultContent[key])) localized[key] = text;
  }
  return localized as SiteContent;
}
