import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** bytea as a Buffer on both drivers (PGlite answers Uint8Array, node-postgres Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files and the variants made from them, named by the SHA-256 of their bytes (decision
 * 017): the same bytes are stored once, and a name never changes what it serves.
 */
export const mediaBlobs = pgTable(
  "media_blobs",
  {
    sha256: text("sha256").primaryKey(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("media_blobs_sha256_hex", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check("media_blobs_size", sql`${t.size} = octet_length(${t.bytes})`),
  ],
);

export const PHOTO_STATUSES = ["processing", "ready", "failed"] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];
export type PhotoVariant = { format: "avif" | "webp" | "jpg"; width: number; sha256: string };

/**
 * One uploaded photo for an image slot or a gallery entry: its original, kept so a new focal point
 * remakes the variants, and the state of the background job that makes them.
 */
export const mediaPhotos = pgTable(
  "media_photos",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The slot whose shape (aspect, widths) the variants take; null: a gallery photo. */
    slot: text("slot"),
    originalSha256: text("original_sha256")
      .notNull()
      .references(() => mediaBlobs.sha256),
    /** Focal point in percent of the width and height: the crop keeps it in view. */
    focalX: integer("focal_x").notNull().default(50),
    focalY: integer("focal_y").notNull().default(50),
    status: text("status").$type<PhotoStatus>().notNull().default("processing"),
    /** Why processing failed: a key (domain/media.ts PHOTO_FAILURES), worded when shown. */
    error: text("error"),
    /**
     * A slot upload's alt text: the slot takes it with the photo, once processed, so a failed
     * upload never puts its words on the photo still shown.
     */
    alt: text("alt"),
    /** Its Kiswahili alt text (for /sw pages), taken with it; null: none given. */
    altSw: text("alt_sw"),
    /** The variants made: [{ format, width, sha256 }]. */
    /**
     * The SHA-256 of the variants' names, once made: addresses are /media/u/<key>-<width>.<ext>,
     * so a page names a photo's variants with one hash.
     */
    variantsKey: text("variants_key"),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull().default([]),
    width: integer("width"),
    height: integer("height"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [
    check("media_photos_status_known", sql`${t.status} in ('processing', 'ready', 'failed')`),
    check(
      "media_photos_focal",
      sql`${t.focalX} between 0 and 100 and ${t.focalY} between 0 and 100`,
    ),
    index("media_photos_variants_key").on(t.variantsKey),
    index("media_photos_processing")
      .on(t.status)
      .where(sql`${t.status} = 'processing'`),
  ],
);

/** An image slot's uploaded photo (the slot's built-in file otherwise) and its alt text. */
export const mediaSlots = pgTable("media_slots", {
  slot: text("slot").primaryKey(),
  /** The photo guests see: replaced only when a new upload's processing succeeds. */
  photoId: bigint("photo_id", { mode: "number" }).references(() => mediaPhotos.id),
  /** The newest upload for this slot (processing, failed or the one shown). */
  latestPhotoId: bigint("latest_photo_id", { mode: "number" }).references(() => mediaPhotos.id),
  alt: text("alt").notNull(),
  /** The alt text on Kiswahili pages; null: none given (the English one is read there). */
  altSw: text("alt_sw"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});

/** Documents (menu, conference and terrace rates) and the hero video, replacing the built-in files. */
export const mediaFiles = pgTable("media_files", {
  key: text("key").primaryKey(),
  /** null: none (the hero video turned off). */
  sha256: text("sha256").references(() => mediaBlobs.sha256),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});

/**
 * Gallery categories staff have edited: such a category shows its rows in media_gallery (none:
 * empty); every other category shows its built-in entries (content/gallery.ts).
 */
export const mediaGalleryCategories = pgTable("media_gallery_categories", {
  key: text("key").primaryKey(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});

/**
 * One picture of an edited gallery category: an image slot's picture (a built-in entry copied at
 * the category's first edit: it follows the slot's uploads) or a gallery upload (slot null).
 */
export const mediaGallery = pgTable(
  "media_gallery",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    category: text("category")
      .notNull()
      .references(() => mediaGalleryCategories.key),
    position: integer("position").notNull(),
    slot: text("slot"),
    photoId: bigint("photo_id", { mode: "number" }).references(() => mediaPhotos.id),
    /**
     * A gallery upload cropped again around a new focal point: the photo being made, which
     * takes `photo_id`'s place once ready (the old crop shows until then).
     */
    nextPhotoId: bigint("next_photo_id", { mode: "number" }).references(() => mediaPhotos.id),
    caption: text("caption").notNull(),
    /** A gallery upload's alt text; null for a slot's picture, whose alt follows the slot. */
    alt: text("alt"),
    /** The caption and a gallery upload's alt text on Kiswahili pages; null: none given. */
    captionSw: text("caption_sw"),
    altSw: text("alt_sw"),
    createdBy: text("created_by").notNull(),
  },
  (t) => [
    check("media_gallery_slot_or_photo", sql`(${t.slot} is null) <> (${t.photoId} is null)`),
    check("media_gallery_caption", sql`length(${t.caption}) between 1 and 200`),
    check("media_gallery_alt", sql`${t.slot} is not null or length(${t.alt}) between 1 and 200`),
    check(
      "media_gallery_swahili",
      sql`coalesce(length(${t.captionSw}), 1) between 1 and 200 and coalesce(length(${t.altSw}), 1) between 1 and 200`,
    ),
    index("media_gallery_category_position").on(t.category, t.position),
  ],
);
