// Turns an uploaded original into a slot's variants with sharp: auto-oriented, cropped to the
// slot's aspect around the focal point, re-encoded (so nothing of the upload but its pixels
// reaches a guest: no EXIF, no GPS, no polyglot payload), at the slot's widths in AVIF and WebP
// plus one JPEG. Bounded: a pixel limit against decompression bombs, one libvips thread.
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { IMAGE_SLOTS, type ImageSlot } from "../../content/images.ts";
import { GALLERY_SHAPE_SLOT } from "../../content/gallery.ts";
import type { PhotoFailure } from "../../domain/media.ts";
import type { PhotoVariant } from "../db/schema/media.ts";

// A 2-core machine shared with the site: one libvips worker thread, no decoded-image cache.
sharp.concurrency(1);
sharp.cache(false);

/** 100 megapixels: every phone and camera photo, not a crafted 50,000 × 50,000 image. */
export const MAX_INPUT_PIXELS = 100_000_000;

export type PhotoShape = { ratio: readonly [number, number]; widths: readonly number[] };

/** Gallery photos without a slot take the gallery's 3:2 shape. */
export const GALLERY_SHAPE: PhotoShape = IMAGE_SLOTS[GALLERY_SHAPE_SLOT];

export function shapeOf(slot: string | null): PhotoShape {
  return slot && slot in IMAGE_SLOTS ? IMAGE_SLOTS[slot as ImageSlot] : GALLERY_SHAPE;
}

/** Why a photo could not be processed: a key stored with it, worded where it is shown. */
export class ProcessingError extends Error {
  override name = "ProcessingError";
  readonly reason: PhotoFailure;
  constructor(reason: PhotoFailure) {
    super(reason);
    this.reason = reason;
  }
}

/** The region of a width × height image at the aspect ratio, as large as fits, around the focus. */
export function cropRegion(
  width: number,
  height: number,
  ratio: readonly [number, number],
  focal: { x: number; y: number },
): { left: number; top: number; width: number; height: number } {
  const target = ratio[0] / ratio[1];
  const cropWidth = Math.min(width, Math.round(height * target));
  const cropHeight = Math.min(height, Math.round(cropWidth / target));
  const centre = (size: number, crop: number, percent: number) =>
    Math.max(0, Math.min(size - crop, Math.round((size * percent) / 100 - crop / 2)));
  return {
    left: centre(width, cropWidth, focal.x),
    top: centre(height, cropHeight, focal.y),
    width: cropWidth,
    height: cropHeight,
  };
}

export type Encoded = { format: PhotoVariant["format"]; width: number; bytes: Buffer };

/** The variants of one photo; throws ProcessingError with the reason (a key) for staff. */
export async function makeVariants(
  original: Buffer,
  shape: PhotoShape,
  focal: { x: number; y: number },
): Promise<{ variants: Encoded[]; width: number; height: number }> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  let meta: Metadata;
  try {
    meta = await sharp(original, options).metadata();
  } catch {
    throw new ProcessingError("undecodable");
  }
  if (!meta.width || !meta.height) throw new ProcessingError("undecodable");
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ProcessingError("tooManyPixels");
  // EXIF orientations 5 to 8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const region = cropRegion(width, height, shape.ratio, focal);
  const largest = Math.max(...shape.widths);
  const heightAt = (w: number) => Math.round((w * shape.ratio[1]) / shape.ratio[0]);
  let base: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, at the largest width; every variant is made from these pixels.
    base = await sharp(original, options)
      .rotate()
      .extract(region)
      .resize(largest, heightAt(largest), { fit: "fill" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ProcessingError("undecodable");
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const middle = [...shape.widths].sort((a, b) => a - b)[Math.floor(shape.widths.length / 2)];
  const variants: Encoded[] = [];
  for (const w of shape.widths) {
    const sized = () => sharp(base.data, { raw }).resize(w, heightAt(w), { fit: "fill" });
    variants.push({
      format: "avif",
      width: w,
      bytes: await sized().avif({ quality: 50 }).toBuffer(),
    });
    variants.push({
      format: "webp",
      width: w,
      bytes: await sized().webp({ quality: 72 }).toBuffer(),
    });
    // One JPEG, at the middle width: the fallback for browsers without AVIF or WebP.
    if (w === middle)
      variants.push({
        format: "jpg",
        width: w,
        bytes: await sized().jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
      });
  }
  return { variants, width, height };
}
