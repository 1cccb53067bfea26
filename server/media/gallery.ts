// The gallery's categories as staff edit them (decision 017): a category nobody has edited shows
// its built-in entries (content/gallery.ts); its first edit copies them into rows, which from then
// on are the category (add, remove, reorder, caption). An entry is an image slot's picture (it
// follows the slot's uploads) or a gallery upload processed like a slot's photo, in the 3:2 shape.
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { GALLERY, GALLERY_SHAPE_SLOT } from "../../content/gallery.ts";
import { IMAGE_SLOTS, type ImageSlot } from "../../content/images.ts";
import type { Db } from "../db/client.ts";
import { mediaGallery, mediaGalleryCategories, mediaPhotos } from "../db/schema/media.ts";
import { galleryCaptionIn } from "../../domain/media.ts";
import type { Lang } from "../../i18n/locales.ts";
import { altIn, insertPhoto, shownSlotPhotos, type NewPhoto, type ShownPhoto } from "./photos.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What /gallery shows of one picture: the slot gives its shape (and picture, without `photo`). */
export type GalleryItem = {
  slot: ImageSlot;
  /** A gallery upload's variants and alt text. */
  photo?: ShownPhoto;
  /** Shown under the picture and in the zoom; null: the picture's alt text is enough. */
  caption: string | null;
  /** On a Kiswahili page, a caption staff gave in English only: marked as English. */
  captionLang?: "en";
};

export type GalleryView = { key: string; label: string; items: GalleryItem[] }[];

/** Staff's view of one entry: its row (null while the category is built-in) and its state. */
export type GalleryEntryState = {
  id: number | null;
  slot: ImageSlot;
  photo?: ShownPhoto;
  caption: string;
  alt: string | null;
  /** The Kiswahili caption and (a gallery upload's) alt text; null: none given. */
  captionSw: string | null;
  altSw: string | null;
  /** Processing, ready or failed: a new upload's, or its new crop's while one is asked. */
  status?: string;
  error?: string | null;
  /**
   * A shown gallery upload's focal point, which staff may change (the new crop's while one is
   * being made); none while the upload has no picture yet.
   */
  focal?: { x: number; y: number };
  /** `status` is a new crop's (processing or failed): the current one shows meanwhile. */
  recrop?: boolean;
};

export function isGalleryCategory(key: string): boolean {
  return GALLERY.some((category) => category.key === key);
}

type PhotoState = {
  status: string | null;
  error: string | null;
  focalX: number | null;
  focalY: number | null;
};

type Row = typeof mediaGallery.$inferSelect &
  PhotoState & { key: string | null; next: PhotoState | null };

/** A gallery row's new crop, joined beside its current photo. */
const nextPhoto = alias(mediaPhotos, "next_photo");

async function editedRows(db: Db | Tx): Promise<{ edited: Set<string>; rows: Row[] }> {
  const [categories, rows] = await Promise.all([
    db.select({ key: mediaGalleryCategories.key }).from(mediaGalleryCategories),
    db
      .select({
        id: mediaGallery.id,
        category: mediaGallery.category,
        position: mediaGallery.position,
        slot: mediaGallery.slot,
        photoId: mediaGallery.photoId,
        nextPhotoId: mediaGallery.nextPhotoId,
        caption: mediaGallery.caption,
        alt: mediaGallery.alt,
        captionSw: mediaGallery.captionSw,
        altSw: mediaGallery.altSw,
        createdBy: mediaGallery.createdBy,
        status: mediaPhotos.status,
        error: mediaPhotos.error,
        focalX: mediaPhotos.focalX,
        focalY: mediaPhotos.focalY,
        key: mediaPhotos.variantsKey,
        next: {
          status: nextPhoto.status,
          error: nextPhoto.error,
          focalX: nextPhoto.focalX,
          focalY: nextPhoto.focalY,
        },
      })
      .from(mediaGallery)
      .leftJoin(mediaPhotos, eq(mediaPhotos.id, mediaGallery.photoId))
      .leftJoin(nextPhoto, eq(nextPhoto.id, mediaGallery.nextPhotoId))
      .orderBy(asc(mediaGallery.position), asc(mediaGallery.id)),
  ]);
  return { edited: new Set(categories.map((c) => c.key)), rows };
}

const slotOf = (row: Row): ImageSlot =>
  row.slot && Object.hasOwn(IMAGE_SLOTS, row.slot) ? (row.slot as ImageSlot) : GALLERY_SHAPE_SLOT;

/** Every category's entries as staff see them, processing and failed uploads included. */
export async function galleryStates(
  db: Db,
): Promise<{ key: string; label: string; edited: boolean; entries: GalleryEntryState[] }[]> {
  const [{ edited, rows }, slots] = await Promise.all([editedRows(db), shownSlotPhotos(db)]);
  return GALLERY.map((category) => ({
    key: category.key,
    label: category.label,
    edited: edited.has(category.key),
    entries: edited.has(category.key)
      ? rows
          .filter((row) => row.category === category.key)
          .map((row) => {
            // A new crop asked: its progress or failure; its point while it is being made (a
            // failed one leaves the shown crop, and its point).
            const next = row.next;
            const asked = next?.status === "processing" ? next : row;
            return {
              id: row.id,
              slot: slotOf(row),
              photo: row.key && row.alt ? { key: row.key, alt: row.alt } : undefined,
              caption: row.caption,
              alt: row.alt,
              captionSw: row.captionSw,
              altSw: row.altSw,
              status: (next ?? row).status ?? undefined,
              error: (next ?? row).error,
              ...(row.key !== null && {
                focal: { x: asked.focalX ?? 50, y: asked.focalY ?? 50 },
                recrop: next !== null,
              }),
            };
          })
      : category.images.map((slot) => ({
          id: null,
          slot,
          caption: slots[slot]?.alt ?? IMAGE_SLOTS[slot].alt,
          alt: null,
          captionSw: null,
          altSw: null,
        })),
  }));
}

/**
 * What /gallery shows in `lang`: a gallery upload only once its variants are made; on Kiswahili
 * pages the Kiswahili caption (galleryCaptionIn) and alt text where staff gave them.
 */
export async function galleryView(db: Db, lang: Lang = "en"): Promise<GalleryView> {
  const { edited, rows } = await editedRows(db);
  const captionOf = (row: Row) => galleryCaptionIn(lang, row);
  return GALLERY.map((category) => ({
    key: category.key,
    label: category.label,
    items: edited.has(category.key)
      ? rows
          .filter((row) => row.category === category.key)
          .flatMap((row): GalleryItem[] => {
            if (row.slot) return [{ slot: slotOf(row), ...captionOf(row) }];
            if (!row.key || !row.alt) return [];
            return [
              {
                slot: GALLERY_SHAPE_SLOT,
                photo: altIn(lang, { key: row.key, alt: row.alt, altSw: row.altSw }),
                ...captionOf(row),
              },
            ];
          })
      : category.images.map((slot) => ({ slot, caption: null })),
  }));
}

/**
 * The category's rows in order, made at its first edit from the built-in entries (each caption
 * the picture's alt text at that moment).
 */
async function editableRows(tx: Tx, category: string, by: string) {
  const inserted = await tx
    .insert(mediaGalleryCategories)
    .values({ key: category, updatedBy: by })
    .onConflictDoNothing()
    .returning({ key: mediaGalleryCategories.key });
  if (inserted.length > 0) {
    const slots = await shownSlotPhotos(tx);
    const images = GALLERY.find((c) => c.key === category)?.images ?? [];
    if (images.length > 0)
      await tx.insert(mediaGallery).values(
        images.map((slot, position) => ({
          category,
          position,
          slot,
          caption: slots[slot]?.alt ?? IMAGE_SLOTS[slot].alt,
          createdBy: by,
        })),
      );
  } else {
    await tx
      .update(mediaGalleryCategories)
      .set({ updatedBy: by, updatedAt: new Date() })
      .where(eq(mediaGalleryCategories.key, category));
  }
  return tx
    .select({ id: mediaGallery.id })
    .from(mediaGallery)
    .where(eq(mediaGallery.category, category))
    .orderBy(asc(mediaGallery.position), asc(mediaGallery.id));
}

/** Which entry a form names: its row id, or its place while the category was still built-in. */
export type EntryRef = { id?: number; index?: number };

function pick(rows: { id: number }[], ref: EntryRef): number | undefined {
  if (ref.id !== undefined) return rows.findIndex((row) => row.id === ref.id);
  if (ref.index !== undefined && ref.index < rows.length) return ref.index;
  return undefined;
}

async function renumber(tx: Tx, ids: number[]) {
  for (const [position, id] of ids.entries())
    await tx.update(mediaGallery).set({ position }).where(eq(mediaGallery.id, id));
}

/** A new upload at the end of the category; returns the photo to process. */
export async function addGalleryPhoto(
  db: Db,
  category: string,
  photo: Omit<NewPhoto, "slot">,
  text: GalleryTexts & { alt: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await editableRows(tx, category, photo.by);
    const photoId = await insertPhoto(tx, { ...photo, slot: null });
    await tx.insert(mediaGallery).values({
      category,
      position: rows.length,
      photoId,
      caption: text.caption,
      alt: text.alt,
      captionSw: text.captionSw,
      altSw: text.altSw,
      createdBy: photo.by,
    });
    return photoId;
  });
}

/**
 * A gallery upload cropped again around a new focal point, from its kept original. The new crop
 * is made in the background and takes the old one's place once ready (finishPhoto); until then
 * the gallery shows the old one; the latest crop asked wins. Returns the photo to process; "gone":
 * no such entry in the category; "notUpload": an image slot's picture, cropped on the photos page.
 */
export async function recropGalleryEntry(
  db: Db,
  category: string,
  id: number,
  focal: { x: number; y: number },
  by: string,
): Promise<number | "gone" | "notUpload"> {
  return db.transaction(async (tx) => {
    // The row as it is now (a crop asked beside a move or another crop waits its turn); nothing
    // is written when there is no such upload.
    const [row] = await tx
      .select({ id: mediaGallery.id, original: mediaPhotos.originalSha256 })
      .from(mediaGallery)
      .leftJoin(mediaPhotos, eq(mediaPhotos.id, mediaGallery.photoId))
      .where(and(eq(mediaGallery.id, id), eq(mediaGallery.category, category)))
      .for("update", { of: mediaGallery });
    if (!row) return "gone";
    if (!row.original) return "notUpload";
    const photoId = await insertPhoto(tx, {
      originalSha256: row.original,
      slot: null,
      focalX: focal.x,
      focalY: focal.y,
      by,
    });
    await tx.update(mediaGallery).set({ nextPhotoId: photoId }).where(eq(mediaGallery.id, row.id));
    return photoId;
  });
}

/** An entry's words: its caption, and in Kiswahili its caption and alt text (null: none). */
export type GalleryTexts = { caption: string; captionSw: string | null; altSw: string | null };

export type GalleryChange =
  | { kind: "remove" }
  | { kind: "move"; by: -1 | 1 }
  | ({ kind: "caption"; alt?: string } & GalleryTexts);

/** Removes, moves or re-captions one entry; false: no such entry (someone removed it first). */
export async function changeGalleryEntry(
  db: Db,
  category: string,
  ref: EntryRef,
  change: GalleryChange,
  by: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await editableRows(tx, category, by);
    const at = pick(rows, ref);
    if (at === undefined || at < 0) return false;
    const id = rows[at]!.id;
    const ids = rows.map((row) => row.id);
    if (change.kind === "remove") {
      await tx.delete(mediaGallery).where(eq(mediaGallery.id, id));
      await renumber(
        tx,
        ids.filter((other) => other !== id),
      );
    } else if (change.kind === "move") {
      const to = at + change.by;
      if (to < 0 || to >= ids.length) return true;
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      await renumber(tx, ids);
    } else {
      await tx
        .update(mediaGallery)
        .set({
          caption: change.caption,
          captionSw: change.captionSw,
          // A slot's picture has no alt text of its own (it follows the slot's).
          ...(change.alt === undefined ? {} : { alt: change.alt, altSw: change.altSw }),
        })
        .where(eq(mediaGallery.id, id));
    }
    return true;
  });
}

/** Back to the built-in pictures: the category's rows go (uploaded photos stay stored). */
export async function resetGalleryCategory(db: Db, category: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mediaGallery).where(eq(mediaGallery.category, category));
    await tx.delete(mediaGalleryCategories).where(eq(mediaGalleryCategories.key, category));
  });
}
