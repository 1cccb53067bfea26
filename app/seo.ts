import type { MetaDescriptor } from "react-router";
import { motel } from "../content/motel.ts";
import { defaultWidth, imageUrl, type ImageSlot } from "../content/images.ts";
import { ROOM_TYPE_KEYS } from "../domain/rooms.ts";

type PageMetaInput = {
  title: string;
  description: string;
  /** Path of the page, for its canonical URL. */
  path: string;
  origin: string;
  image?: ImageSlot;
};

/** Title, description, canonical URL and Open Graph / Twitter cards (WhatsApp link previews). */
export function pageMeta({
  title,
  description,
  path,
  origin,
  image = "hero",
}: PageMetaInput): MetaDescriptor[] {
  const url = `${origin}${path}`;
  const fullTitle = title === motel.name ? title : `${title} | ${motel.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: motel.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${origin}${imageUrl(image, defaultWidth(image), "webp")}` },
    { property: "og:locale", content: "en_KE" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
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
