import type { MetaDescriptor } from "react-router";
import { defaultWidth, imageUrl, type ImageSlot } from "../content/images.ts";
import { uploadedVariantUrl } from "../domain/media-urls.ts";
import { ROOM_TYPE_KEYS } from "../domain/rooms.ts";
import { hasSwahili, OG_LOCALE, pathIn, type Lang } from "../i18n/locales.ts";

/** Slots with an uploaded photo (the root loader's media.slots). */
type SlotPhotos = Readonly<Partial<Record<string, { key: string }>>>;

type PageMetaInput = {
  title: string;
  description: string;
  /** Path of the page, for its canonical URL. */
  path: string;
  origin: string;
  /** The motel's live name (contentOfMatches(matches).name). */
  siteName: string;
  image?: ImageSlot;
  /** Uploaded photos (photosFrom(matches)): a link preview shows the one staff chose. */
  photos?: SlotPhotos;
  /** The page's language (langFrom(matches)); English when not given. */
  lang?: Lang;
};

/** Title, description, canonical URL and Open Graph / Twitter cards (WhatsApp link previews). */
export function pageMeta({
  title,
  description,
  path,
  origin,
  siteName,
  image = "hero",
  photos = {},
  lang = "en",
}: PageMetaInput): MetaDescriptor[] {
  const url = `${origin}${pathIn(lang, path)}`;
  const width = defaultWidth(image);
  const uploaded = photos[image];
  const preview = uploaded
    ? uploadedVariantUrl(uploaded.key, width, "webp")
    : imageUrl(image, width, "webp");
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${origin}${preview}` },
    { property: "og:locale", content: OG_LOCALE[lang] },
    { name: "twitter:card", content: "summary_large_image" },
    ...languageAlternates(origin, path),
  ];
}

/**
 * hreflang links of a page that exists in both languages, the same on both (each names itself
 * and the other; x-default is English), so search engines pair them.
 */
export function languageAlternates(origin: string, path: string): MetaDescriptor[] {
  if (!hasSwahili(path)) return [];
  return [
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "en-KE",
      href: `${origin}${pathIn("en", path)}`,
    },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "sw-KE",
      href: `${origin}${pathIn("sw", path)}`,
    },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${origin}${pathIn("en", path)}`,
    },
  ];
}

/** The page's language from the root match, for route meta functions. */
export function langFrom(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): Lang {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { lang?: Lang } | undefined;
  return root?.lang ?? "en";
}

/** The uploaded photos from the root match, for route meta functions' link previews. */
export function photosFrom(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SlotPhotos {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    { media?: { slots?: SlotPhotos } } | undefined;
  return root?.media?.slots ?? {};
}

/** The shell's origin from the root match, for route meta functions. */
export function originFrom(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** The public pages search engines should know, for /sitemap.xml. */
export const SITEMAP_PATHS: readonly string[] = [
  "/",
  "/accommodation",
  ...ROOM_TYPE_KEYS.map((type) => `/room/${type}`),
  "/book",
  "/restaurant",
  "/terrace",
  "/conference",
  "/gallery",
  "/contact",
  "/privacy",
];
