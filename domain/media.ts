// What an uploaded file is, judged by its first bytes (never by its name or the browser's word),
// and the limits of uploads. Pure: shared by the admin forms and the server.
import type { Lang } from "./lang.ts";
import type { Told } from "./said.ts";
import { hasUnusualCharacters } from "./schemas/text.ts";
import { contentSaid, type ContentSaid } from "./staff-said/content.ts";

export const ACCEPTED_IMAGE_TYPES = ["jpeg", "png", "webp", "avif"] as const;
export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** Photos up to 20 MB: a phone's full-size JPEG is 3 to 12 MB. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** Menus and rate sheets are a few pages. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** A short muted loop; a phone on mobile data should not fetch more. */
export const MAX_VIDEO_BYTES = 30 * 1024 * 1024;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The ISO base media file (MP4, HEIC, AVIF) brand at bytes 8..12, when there is an ftyp box. */
function isoBrand(bytes: Uint8Array): string | undefined {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return undefined;
  return ascii(bytes, 8, 12);
}

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

export type Sniffed =
  | { kind: "image"; type: ImageType }
  | { kind: "pdf" }
  | { kind: "mp4" }
  | { kind: "heic" }
  | { kind: "unknown" };

/** The file's type from its magic bytes (the first 64 are enough). */
export function sniff(bytes: Uint8Array): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { kind: "image", type: "jpeg" };
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n")
    return { kind: "image", type: "png" };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return { kind: "image", type: "webp" };
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === "%PDF-") return { kind: "pdf" };
  const brand = isoBrand(bytes);
  if (brand && AVIF_BRANDS.has(brand)) return { kind: "image", type: "avif" };
  if (brand && HEIC_BRANDS.has(brand)) return { kind: "heic" };
  if (brand && /^(isom|iso[2-9]|mp4[12]|avc1|M4V |dash|mmp4)$/.test(brand)) return { kind: "mp4" };
  return { kind: "unknown" };
}

/** Why a photo upload is refused, or undefined when its bytes are an image we take. */
export function photoRefusal(head: Uint8Array): ContentSaid | undefined {
  const sniffed = sniff(head);
  if (sniffed.kind === "image") return undefined;
  if (sniffed.kind === "heic") return contentSaid.heic();
  return contentSaid.notAnImage();
}

export function pdfRefusal(head: Uint8Array): ContentSaid | undefined {
  return sniff(head).kind === "pdf" ? undefined : contentSaid.notAPdf();
}

export function videoRefusal(head: Uint8Array): ContentSaid | undefined {
  return sniff(head).kind === "mp4" ? undefined : contentSaid.notAnMp4();
}

/** A focal point coordinate in percent, from a form field; 50 (the middle) when missing. */
export function focalPercent(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === "") return 50;
  if (!/^\d{1,3}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 100 ? n : undefined;
}

/** Alt text: required, one line, at most 200 characters. */
export function altRefusal(alt: string): ContentSaid | undefined {
  const trimmed = alt.trim();
  if (!trimmed) return contentSaid.altRequired();
  if (trimmed.length > 200 || hasUnusualCharacters(trimmed)) return contentSaid.altTooLong();
  return undefined;
}

/** A gallery caption: required, one line, at most 200 characters. */
export function captionRefusal(caption: string): ContentSaid | undefined {
  const trimmed = caption.trim();
  if (!trimmed || trimmed.length > 200 || hasUnusualCharacters(trimmed))
    return contentSaid.caption();
  return undefined;
}

/**
 * A Kiswahili alt text or caption, which staff may leave out: empty is none (null); given, it is
 * judged as its English one is (`refusal`).
 */
export function optionalWords(
  value: string | null | undefined,
  refusal: (words: string) => ContentSaid | undefined,
): { words: string | null; refusal?: ContentSaid } {
  const words = (value ?? "").trim();
  if (!words) return { words: null };
  const problem = refusal(words);
  return problem ? { words, refusal: problem } : { words };
}

/**
 * A gallery entry's caption on a page in `lang`: on Kiswahili pages the Kiswahili caption staff
 * gave; without one, a slot's picture shows none (its Kiswahili alt text speaks: the English
 * caption was most often copied from the English alt text) and an upload its English caption,
 * marked as English.
 */
export function galleryCaptionIn(
  lang: Lang,
  entry: { caption: string; captionSw: string | null; slot: string | null },
): { caption: string | null; captionLang?: "en" } {
  if (lang === "en") return { caption: entry.caption };
  if (entry.captionSw) return { caption: entry.captionSw };
  return entry.slot ? { caption: null } : { caption: entry.caption, captionLang: "en" };
}

/**
 * Why an uploaded photo could not be made into pictures, stored with it (media_photos.error) as
 * its code's name after the dot and shown inside the page's sentence (staffContent.photoFailed).
 */
export const PHOTO_FAILURES = ["undecodable", "tooManyPixels", "originalMissing"] as const;
export type PhotoFailure = (typeof PHOTO_FAILURES)[number];

/** A stored reason as a code; a reason that is no known key is quoted (an older row's words). */
export function photoFailureTold(reason: string): Told {
  return (PHOTO_FAILURES as readonly string[]).includes(reason)
    ? contentSaid[reason as PhotoFailure]()
    : contentSaid.photoFailedAs(reason);
}

/** The content type a stored file is served with, from what it was sniffed to be. */
export const SERVED_TYPES = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  mp4: "video/mp4",
} as const;
export type ServedExtension = keyof typeof SERVED_TYPES;

export function extensionOf(contentType: string): ServedExtension | undefined {
  return (Object.keys(SERVED_TYPES) as ServedExtension[]).find(
    (ext) => SERVED_TYPES[ext] === contentType,
  );
}
