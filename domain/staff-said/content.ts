// The content editor (/admin/content/...), uploaded photos, documents, the video and the gallery:
// what their forms and actions answer, as codes with their values, worded by
// i18n/en/said-content.ts. `label` is a field group's title as the page shows it.
import { plain, say } from "../say.ts";

export const contentSaid = {
  // The content's fields (domain/schemas/content.ts).
  ...plain("saidContent", [
    "text",
    "phone",
    "https",
    "profile",
    "email",
    "kraPin",
    "postalCode",
    "countryCode",
    "latitude",
    "longitude",
    "zoom",
    "count",
    "time",
    "testimonials",
  ]),
  tooLong: (max: number) => say("saidContent.tooLong", { max }),
  // The content editor's answers.
  ...plain("saidContent", [
    "fixErrors",
    "nothingToUndo",
    "stale",
    "unknownField",
    "testimonialAdded",
    "testimonialRemoved",
    "testimonialMoved",
  ]),
  /** What a save changed: nothing, or how many fields. */
  saved: (count: number) =>
    count === 0 ? say("saidContent.nothingChanged") : say("saidContent.saved", { count }),
  undone: (label: string) => say("saidContent.undone", { label }),
  // Who may open the content pages (app/routes/admin/session.server.ts).
  ...plain("saidContent", ["notYourRole", "notContentEditor"]),
  // An upload refused (domain/media.ts, server/media/upload.ts).
  ...plain("saidContent", [
    "heic",
    "notAnImage",
    "notAPdf",
    "notAnMp4",
    "noFile",
    "altRequired",
    "altTooLong",
    "focal",
    "unknownSlot",
    "unknownCategory",
    "caption",
    "busy",
  ]),
  tooLarge: (mb: number) => say("saidContent.tooLarge", { mb }),
  // Why an uploaded photo could not be made into pictures: stored with it by the name after the
  // dot (domain/media.ts PHOTO_FAILURES), shown inside the page's sentence.
  ...plain("saidContent", ["undecodable", "tooManyPixels", "originalMissing"]),
  /** A reason stored before the reasons were keys (migration 0026 kept what it did not know). */
  photoFailedAs: (reason: string) => say("saidContent.photoFailedAs", { reason }),
  // Photos, documents and the video changed.
  ...plain("saidContent", [
    "uploaded",
    "focalSaved",
    "photoReset",
    "documentSaved",
    "documentReset",
    "videoSaved",
    "videoNone",
    "videoReset",
  ]),
  // The gallery (/admin/content/gallery).
  ...plain("saidContent", [
    "galleryRemoved",
    "galleryMoved",
    "gallerySaved",
    "galleryReset",
    "galleryGone",
    "galleryUnknownIntent",
    "galleryNotUpload",
  ]),
  // The contact form's messages and the mailing list (/admin/messages, /admin/mailing).
  ...plain("saidContent", ["messageNotFound", "messageHandled", "messageWaiting", "mailingGone"]),
  mailingRemoved: (email: string) => say("saidContent.mailingRemoved", { email }),
} as const;

/** What the content pages are told, as a code and its values. */
export type ContentSaid = ReturnType<(typeof contentSaid)[keyof typeof contentSaid]>;
