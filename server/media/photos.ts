// Uploaded photos in the database: a new upload for a slot or the gallery, its processing's
// outcome, and what the site shows (the slot's photo changes only when processing succeeded).
import { and, asc, eq, inArray, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { Lang } from "../../i18n/locales.ts";
import type { Db } from "../db/client.ts";
import { mediaGallery, mediaPhotos, mediaSlots, type PhotoVariant } from "../db/schema/media.ts";
import { makeVariants, ProcessingError, shapeOf } from "./process.ts";
import { sha256Of, type MediaStore } from "./store.ts";

export type NewPhoto = {
  originalSha256: string;
  slot: string | null;
  focalX: number;
  focalY: number;
  by: string;
};

export async function insertPhoto(
  db: Db,
  photo: NewPhoto & { alt?: string; altSw?: string | null },
): Promise<number> {
  const [row] = await db
    .insert(mediaPhotos)
    .values({ ...photo, createdBy: photo.by })
    .returning({ id: mediaPhotos.id });
  return row!.id;
}

/** A picture's alt text in English and, when staff gave one, in Kiswahili. */
export type AltTexts = { alt: string; altSw: string | null };

/**
 * A slot's new upload: the photo row (with its alt texts, which the slot takes when the photo is
 * ready), and the slot pointing at it as its latest.
 */
export async function newSlotPhoto(
  db: Db,
  photo: NewPhoto & { slot: string },
  { alt, altSw }: AltTexts,
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertPhoto(tx, { ...photo, alt, altSw });
    await tx
      .insert(mediaSlots)
      .values({ slot: photo.slot, latestPhotoId: id, alt, altSw, updatedBy: photo.by })
      .onConflictDoUpdate({
        target: mediaSlots.slot,
        set: { latestPhotoId: id, updatedBy: photo.by, updatedAt: sql`now()` },
      });
    return id;
  });
}

/** A slot back to its built-in image and alt text (its uploaded photos are kept). */
export async function resetSlotPhoto(db: Db, slot: string): Promise<void> {
  await db.delete(mediaSlots).where(eq(mediaSlots.slot, slot));
}

/** The original a photo was made from (a new focal point remakes its variants from it). */
export async function photoOriginal(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ sha256: mediaPhotos.originalSha256 })
    .from(mediaPhotos)
    .where(eq(mediaPhotos.id, id));
  return row?.sha256;
}

export async function processingPhotoIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: mediaPhotos.id })
    .from(mediaPhotos)
    .where(eq(mediaPhotos.status, "processing"))
    .orderBy(asc(mediaPhotos.id));
  return rows.map((row) => row.id);
}

/** Makes a photo's variants and records the outcome; a slot shows it only if it succeeded. */
export async function finishPhoto(db: Db, store: MediaStore, id: number): Promise<void> {
  const [photo] = await db.select().from(mediaPhotos).where(eq(mediaPhotos.id, id));
  if (!photo || photo.status !== "processing") return;
  // A gallery photo no entry wants any more (a newer crop asked since, the entry removed) is not
  // made: its row goes, in one statement with the check, and its original stays stored.
  if (photo.slot === null) {
    const wanted = db
      .select({ id: mediaGallery.id })
      .from(mediaGallery)
      .where(or(eq(mediaGallery.photoId, id), eq(mediaGallery.nextPhotoId, id)));
    const dropped = await db
      .delete(mediaPhotos)
      .where(and(eq(mediaPhotos.id, id), isNull(mediaPhotos.slot), notExists(wanted)))
      .returning({ id: mediaPhotos.id });
    if (dropped.length > 0) return;
  }
  const original = await store.get(photo.originalSha256);
  let made: Awaited<ReturnType<typeof makeVariants>>;
  try {
    if (!original) throw new ProcessingError("originalMissing");
    made = await makeVariants(original.bytes, shapeOf(photo.slot), {
      x: photo.focalX,
      y: photo.focalY,
    });
  } catch (error) {
    if (!(error instanceof ProcessingError)) throw error;
    await db
      .update(mediaPhotos)
      .set({ status: "failed", error: error.reason })
      .where(eq(mediaPhotos.id, id));
    return;
  }
  const variants: PhotoVariant[] = [];
  for (const variant of made.variants) {
    const type = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[variant.format];
    const sha256 = await store.put(variant.bytes, type);
    variants.push({ format: variant.format, width: variant.width, sha256 });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(mediaPhotos)
      .set({
        status: "ready",
        variants,
        variantsKey: sha256Of(Buffer.from(variants.map((v) => v.sha256).join(","))),
        width: made.width,
        height: made.height,
      })
      .where(eq(mediaPhotos.id, id));
    // A slow older upload finishing after a newer one never replaces it.
    if (photo.slot)
      await tx
        .update(mediaSlots)
        .set({
          photoId: id,
          ...(photo.alt !== null && { alt: photo.alt, altSw: photo.altSw }),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(mediaSlots.slot, photo.slot),
            or(isNull(mediaSlots.photoId), lt(mediaSlots.photoId, id)),
          ),
        );
    // A gallery picture cropped again: the new crop takes the old one's place (a crop asked
    // after this one has replaced next_photo_id, and it waits for that one instead).
    else
      await tx
        .update(mediaGallery)
        .set({ photoId: id, nextPhotoId: null })
        .where(eq(mediaGallery.nextPhotoId, id));
  });
}

/** A photo as pages name it: alt text (in the page's language) and the key of its variants. */
export type ShownPhoto = { alt: string; key: string };

/** A shown photo with both its alt texts, before a page's language picks one (altIn). */
export type StoredPhoto = ShownPhoto & { altSw: string | null };

/** The alt text a page in `lang` reads: the Kiswahili one on Kiswahili pages when given. */
export function altIn(lang: Lang, photo: StoredPhoto): ShownPhoto {
  return { alt: (lang === "sw" && photo.altSw) || photo.alt, key: photo.key };
}

/** Every slot with an uploaded photo that is ready: what the pages show instead of the files. */
export async function shownSlotPhotos(db: Db): Promise<Record<string, StoredPhoto>> {
  const rows = await db
    .select({
      slot: mediaSlots.slot,
      alt: mediaSlots.alt,
      altSw: mediaSlots.altSw,
      key: mediaPhotos.variantsKey,
    })
    .from(mediaSlots)
    .innerJoin(mediaPhotos, eq(mediaPhotos.id, mediaSlots.photoId));
  return Object.fromEntries(
    rows.flatMap(({ slot, alt, altSw, key }) => (key ? [[slot, { alt, altSw, key }]] : [])),
  );
}

/** The stored file of one variant, from its address's key, width and format. */
export async function variantSha256(
  db: Db,
  key: string,
  width: number,
  format: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ variants: mediaPhotos.variants })
    .from(mediaPhotos)
    .where(eq(mediaPhotos.variantsKey, key))
    .limit(1);
  return row?.variants.find((v) => v.width === width && v.format === format)?.sha256;
}

export type SlotState = {
  slot: string;
  alt: string;
  altSw: string | null;
  photoId: number | null;
  latest?: { id: number; status: string; error: string | null; focalX: number; focalY: number };
  shown?: PhotoVariant[];
};

/** The admin page's view of every slot that has had an upload. */
export async function slotStates(db: Db): Promise<Map<string, SlotState>> {
  const slots = await db.select().from(mediaSlots);
  const ids = slots.flatMap((s) => [s.photoId, s.latestPhotoId]).filter((id) => id !== null);
  const photos = ids.length
    ? await db.select().from(mediaPhotos).where(inArray(mediaPhotos.id, ids))
    : [];
  const byId = new Map(photos.map((p) => [p.id, p]));
  return new Map(
    slots.map((s) => {
      const latest = s.latestPhotoId === null ? undefined : byId.get(s.latestPhotoId);
      const shown = s.photoId === null ? undefined : byId.get(s.photoId);
      return [
        s.slot,
        {
          slot: s.slot,
          alt: s.alt,
          altSw: s.altSw,
          photoId: s.photoId,
          latest: latest && {
            id: latest.id,
            status: latest.status,
            error: latest.error,
            focalX: latest.focalX,
            focalY: latest.focalY,
          },
          shown: shown?.variants,
        },
      ];
    }),
  );
}
