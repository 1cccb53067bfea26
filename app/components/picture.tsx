import {
  defaultWidth,
  IMAGE_FORMATS,
  IMAGE_SLOTS,
  imageHeight,
  imageUrl,
  type ImageSlot,
} from "../../content/images.ts";

type PictureProps = {
  slot: ImageSlot;
  /** The sizes attribute: how wide the image shows at each viewport width. */
  sizes: string;
  /** Above the fold: load at once with high priority (the page's largest image). */
  priority?: boolean;
  className?: string;
  /** Decorative images get an empty alt. */
  decorative?: boolean;
};

/** A responsive image of a content slot: AVIF and WebP sources, JPEG fallback, no layout shift. */
export function Picture({
  slot,
  sizes,
  priority = false,
  className,
  decorative = false,
}: PictureProps) {
  const { widths, alt } = IMAGE_SLOTS[slot];
  const fallbackWidth = defaultWidth(slot);
  return (
    <picture className={className}>
      {IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes}
          srcSet={widths.map((w) => `${imageUrl(slot, w, format)} ${w}w`).join(", ")}
        />
      ))}
      <img
        src={imageUrl(slot, fallbackWidth, "jpg")}
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
