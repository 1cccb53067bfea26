// Staff pages for uploaded media: /admin/content/photos, /admin/content/documents and
// /admin/content/video. Every form is multipart (a file may come with it), read as it streams in
// by server/media/upload.ts; cross-site posts are refused before they get here
// (server/http/cross-site.ts).
import { data, type RouterContextProvider } from "react-router";
import { IMAGE_SLOTS, type ImageSlot } from "../../../content/images.ts";
import {
  altRefusal,
  captionRefusal,
  focalPercent,
  optionalWords,
  MAX_PDF_BYTES,
  MAX_PHOTO_BYTES,
  MAX_VIDEO_BYTES,
  pdfRefusal,
  photoRefusal,
  SERVED_TYPES,
  sniff,
  videoRefusal,
} from "../../../domain/media.ts";
import { contentSaid, type ContentSaid } from "../../../domain/staff-said/content.ts";
import { servicesContext } from "../../../server/context.ts";
import {
  addGalleryPhoto,
  changeGalleryEntry,
  galleryStates,
  isGalleryCategory,
  recropGalleryEntry,
  resetGalleryCategory,
  type GalleryChange,
} from "../../../server/media/gallery.ts";
import { replacedFiles, setFile, type FileKey } from "../../../server/media/files.ts";
import {
  newSlotPhoto,
  photoOriginal,
  resetSlotPhoto,
  slotStates,
} from "../../../server/media/photos.ts";
import { readUpload, UploadError, type Upload } from "../../../server/media/upload.ts";
import { requireContentEditor } from "./session.server.ts";
import type { StaffUser } from "../../../domain/staff.ts";

type Context = Readonly<RouterContextProvider>;

export type MediaActionResult = { ok: boolean; message: ContentSaid; slot?: string };

/** Who may change photos, documents and the video: admins and the content role, as for texts. */
export function requireMediaEditor(request: Request, context: Context): Promise<StaffUser> {
  return requireContentEditor(request, context);
}

function isSlot(slot: string): slot is ImageSlot {
  return Object.hasOwn(IMAGE_SLOTS, slot);
}

const refused = (message: ContentSaid, status = 400) => data({ ok: false, message }, { status });
const done = (message: ContentSaid, slot?: string) => data({ ok: true, message, slot });

/** The form, or the refusal a person reads (413 too large, 415 not an image, 503 busy). */
async function upload(
  request: Request,
  maxBytes: number,
  refuse: (head: Uint8Array) => ContentSaid | undefined,
): Promise<Upload | ReturnType<typeof refused>> {
  try {
    return await readUpload(request, { maxBytes, refuse });
  } catch (error) {
    if (error instanceof UploadError) return refused(error.told, error.status);
    throw error;
  }
}

export async function loadPhotosPage(request: Request, context: Context) {
  await requireMediaEditor(request, context);
  const states = await slotStates(context.get(servicesContext).database.db);
  return {
    slots: Object.entries(IMAGE_SLOTS).map(([slot, shape]) => {
      const state = states.get(slot);
      return {
        slot,
        ratio: shape.ratio.join(":"),
        alt: state?.alt ?? shape.alt,
        // The Kiswahili pages' alt text staff gave with the photo shown (none for a built-in
        // picture: its words describe that picture, not the next upload).
        altSw: state?.altSw ?? "",
        uploaded: state?.photoId != null,
        status: state?.latest?.status,
        error: state?.latest?.status === "failed" ? state.latest.error : null,
        focalX: state?.latest?.focalX ?? 50,
        focalY: state?.latest?.focalY ?? 50,
      };
    }),
  };
}

/** The form's focal point (percent from the left and the top; empty is the middle), or undefined. */
function focalOf(fields: URLSearchParams): { x: number; y: number } | undefined {
  const x = focalPercent(fields.get("focalX"));
  const y = focalPercent(fields.get("focalY"));
  return x === undefined || y === undefined ? undefined : { x, y };
}

export async function photosAction(request: Request, context: Context) {
  const user = await requireMediaEditor(request, context);
  const { database, media } = context.get(servicesContext);
  const form = await upload(request, MAX_PHOTO_BYTES, photoRefusal);
  if (!("fields" in form)) return form;
  const { fields, file } = form;
  const slot = fields.get("slot") ?? "";
  if (!isSlot(slot)) return refused(contentSaid.unknownSlot());
  const intent = fields.get("intent");
  if (intent === "reset") {
    await resetSlotPhoto(database.db, slot);
    return done(contentSaid.photoReset(), slot);
  }
  const alt = (fields.get("alt") ?? "").trim();
  const altSw = optionalWords(fields.get("altSw"), altRefusal);
  const altProblem = altRefusal(alt) ?? altSw.refusal;
  if (altProblem) return refused(altProblem);
  const focal = focalOf(fields);
  if (!focal) return refused(contentSaid.focal());
  let original: string;
  if (intent === "focal") {
    // Same original, new crop: the variants are made again.
    const current = (await slotStates(database.db)).get(slot);
    const photoId = current?.photoId ?? undefined;
    const sha = photoId === undefined ? undefined : await photoOriginal(database.db, photoId);
    if (!sha) return refused(contentSaid.noFile());
    original = sha;
  } else {
    if (!file) return refused(contentSaid.noFile());
    const type = sniff(file);
    if (type.kind !== "image") return refused(contentSaid.notAnImage(), 415);
    original = await media.store.put(file, `image/${type.type}`);
  }
  const id = await newSlotPhoto(
    database.db,
    { originalSha256: original, slot, focalX: focal.x, focalY: focal.y, by: user.email },
    { alt, altSw: altSw.words },
  );
  media.queue.add(id);
  return done(intent === "focal" ? contentSaid.focalSaved() : contentSaid.uploaded(), slot);
}

const DOCUMENT_KEYS = ["menu", "conference_rates"] as const satisfies FileKey[];

export async function loadFilesPage(request: Request, context: Context) {
  await requireMediaEditor(request, context);
  return { files: await replacedFiles(context.get(servicesContext).database.db) };
}

/** Documents (intent upload or reset, with key) and the video (upload, none or reset). */
export async function filesAction(request: Request, context: Context, kind: "pdf" | "mp4") {
  const user = await requireMediaEditor(request, context);
  const { database, media } = context.get(servicesContext);
  const form =
    kind === "pdf"
      ? await upload(request, MAX_PDF_BYTES, pdfRefusal)
      : await upload(request, MAX_VIDEO_BYTES, videoRefusal);
  if (!("fields" in form)) return form;
  const { fields, file } = form;
  const key = kind === "mp4" ? "hero_video" : fields.get("key");
  if (!key || (kind === "pdf" && !(DOCUMENT_KEYS as readonly string[]).includes(key)))
    return refused(contentSaid.noFile());
  const fileKey = key as FileKey;
  const intent = fields.get("intent");
  if (intent === "reset") {
    await setFile(database.db, fileKey, undefined, user.email);
    return done(kind === "pdf" ? contentSaid.documentReset() : contentSaid.videoReset());
  }
  if (intent === "none" && kind === "mp4") {
    await setFile(database.db, fileKey, null, user.email);
    return done(contentSaid.videoNone());
  }
  if (!file) return refused(contentSaid.noFile());
  const refusal = kind === "pdf" ? pdfRefusal(file) : videoRefusal(file);
  if (refusal) return refused(refusal, 415);
  const sha256 = await media.store.put(file, SERVED_TYPES[kind]);
  await setFile(database.db, fileKey, sha256, user.email);
  return done(kind === "pdf" ? contentSaid.documentSaved() : contentSaid.videoSaved());
}

export async function loadGalleryPage(request: Request, context: Context) {
  await requireMediaEditor(request, context);
  return { categories: await galleryStates(context.get(servicesContext).database.db) };
}

/** A whole number from a form field, or undefined. */
const whole = (value: string | null) =>
  value !== null && /^\d{1,12}$/.test(value) ? Number(value) : undefined;

/**
 * /admin/content/gallery: add (intent add, with a file), remove, up, down, caption, focal (an
 * upload cropped again), reset.
 */
export async function galleryAction(request: Request, context: Context) {
  const user = await requireMediaEditor(request, context);
  const { database, media } = context.get(servicesContext);
  const form = await upload(request, MAX_PHOTO_BYTES, photoRefusal);
  if (!("fields" in form)) return form;
  const { fields, file } = form;
  const category = fields.get("category") ?? "";
  if (!isGalleryCategory(category)) return refused(contentSaid.unknownCategory());
  const intent = fields.get("intent") ?? "add";
  if (intent === "reset") {
    await resetGalleryCategory(database.db, category);
    return done(contentSaid.galleryReset());
  }
  const caption = (fields.get("caption") ?? "").trim();
  const alt = fields.has("alt") ? (fields.get("alt") ?? "").trim() : undefined;
  const captionSw = optionalWords(fields.get("captionSw"), captionRefusal);
  const altSw = optionalWords(fields.get("altSw"), altRefusal);
  if (intent === "add" || intent === "caption") {
    const problem =
      captionRefusal(caption) ??
      (alt === undefined ? undefined : altRefusal(alt)) ??
      captionSw.refusal ??
      altSw.refusal;
    if (problem) return refused(problem);
  }
  const swahili = { captionSw: captionSw.words, altSw: altSw.words };
  const ref = { id: whole(fields.get("id")), index: whole(fields.get("index")) };
  if (intent === "focal") {
    const focal = focalOf(fields);
    if (!focal) return refused(contentSaid.focal());
    if (ref.id === undefined) return refused(contentSaid.galleryGone(), 404);
    const made = await recropGalleryEntry(database.db, category, ref.id, focal, user.email);
    if (made === "gone") return refused(contentSaid.galleryGone(), 404);
    if (made === "notUpload") return refused(contentSaid.galleryNotUpload());
    media.queue.add(made);
    return done(contentSaid.focalSaved());
  }
  if (intent === "add") {
    if (alt === undefined) return refused(contentSaid.altRequired());
    if (!file) return refused(contentSaid.noFile());
    const type = sniff(file);
    if (type.kind !== "image") return refused(contentSaid.notAnImage(), 415);
    const focal = focalOf(fields);
    if (!focal) return refused(contentSaid.focal());
    const original = await media.store.put(file, `image/${type.type}`);
    const id = await addGalleryPhoto(
      database.db,
      category,
      { originalSha256: original, focalX: focal.x, focalY: focal.y, by: user.email },
      { caption, alt, ...swahili },
    );
    media.queue.add(id);
    return done(contentSaid.uploaded());
  }
  const change: GalleryChange | undefined =
    intent === "remove"
      ? { kind: "remove" }
      : intent === "up" || intent === "down"
        ? { kind: "move", by: intent === "up" ? -1 : 1 }
        : intent === "caption"
          ? { kind: "caption", caption, alt, ...swahili }
          : undefined;
  if (!change) return refused(contentSaid.galleryUnknownIntent());
  const changed = await changeGalleryEntry(database.db, category, ref, change, user.email);
  if (!changed) return refused(contentSaid.galleryGone(), 404);
  return done(
    change.kind === "remove"
      ? contentSaid.galleryRemoved()
      : change.kind === "move"
        ? contentSaid.galleryMoved()
        : contentSaid.gallerySaved(),
  );
}
