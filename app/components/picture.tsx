import {
  defaultWidth,
  IMAGE_FORMATS,
  IMAGE_SLOTS,
  imageHeight,
  imageUrl,
  type ImageSlot,
} from "../../content/images.ts";
import { uploadedVariantUrl } from "../../domain/media-urls.ts";
import { useBuiltInAlt, useUploadedPhoto } from "../media-context.tsx";

type PictureProps = {
  slot: ImageSlot;
  /** The sizes attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** Above the fold: load at once with high priority (the page's largest image). */
  priority?: boolean;
  className?: string;
  /** Decorative images get an empty alt. */
  decorative?: boolean;
  /** A gallery upload shown in this slot's shape instead of the slot's own picture. */
  photo?: { key: string; alt: string };
};

/** A responsive image of a content slot: AVIF and WebP sources, JPEG fallback, no layout shift. */
export function Picture({
  slot,
  sizes,
  priority = false,
  className,
  decorative = false,
  photo,
}: PictureProps) {
  const { widths } = IMAGE_SLOTS[slot];
  const builtInAlt = useBuiltInAlt();
  const fallbackWidth = defaultWidth(slot);
  // An uploaded photo (its variants have the slot's widths) replaces the built-in files.
  const slotUpload = useUploadedPhoto(slot);
  const uploaded = photo ?? slotUpload;
  const url = (width: number, format: string) =>
    uploaded ? uploadedVariantUrl(uploaded.key, width, format) : imageUrl(slot, width, format);
  const alt = uploaded?.alt ?? builtInAlt(slot);
  return (
    <picture className={className}>
      {IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes}
          srcSet={widths.map((w) => `${url(w, format)} ${w}w`).join(", ")}
        />
      ))}
      <img
        src={url(fallbackWidth, "jpg")}
        alt={decorative ? "" : alt}
        width={fallbackWidth}
        height={imageHeight(slot, fallbackWidth)}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
      />
    </picture>
  );
}
