// A public page's meta (title, description, canonical address, link previews) from what every
// page's route matches carry: the site's origin, its uploaded photos, its name and the language.
import type { MetaDescriptor } from "react-router";
import type { ImageSlot } from "../content/images.ts";
import type { SiteContent } from "../domain/schemas/content.ts";
import { contentOfMatches } from "./content-context.tsx";
import { translateMatches, type Translate } from "./i18n.tsx";
import { langFrom, originFrom, pageMeta, photosFrom } from "./seo.ts";

type Match = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** What a page says of itself, in the reader's words and with the live content. */
type PageOwn = { title: string; description: string; path: string; image?: ImageSlot };

export function sitePageMeta(
  matches: readonly Match[],
  location: { pathname: string },
  page: (t: Translate, motel: SiteContent) => PageOwn,
): MetaDescriptor[] {
  const motel = contentOfMatches(matches);
  return pageMeta({
    ...page(translateMatches(matches, location), motel),
    origin: originFrom(matches),
    photos: photosFrom(matches),
    siteName: motel.name,
    lang: langFrom(matches),
  });
}
