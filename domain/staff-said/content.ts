// The content editor (/admin/content/...), uploaded photos, documents, the video and the gallery:
// what their forms and actions answer, as codes with their values, worded by
// i18n/en/said-content.ts. `label` is a field group's title as the page shows it.
import { say } from "../say.ts";

export const contentSaid = {
  // The content's fields (domain/schemas/content.ts).
  text: () => say("saidContent.text"),
  tooLong: (max: number) => say("saidContent.tooLong", { max }),
  phone: () => say("saidContent.phone"),
  https: () => say("saidContent.https"),
  profile: () => say("saidContent.profile"),
  email: () => say("saidContent.email"),
  kraPin: () => say("saidContent.kraPin"),
  postalCode: () => say("saidContent.postalCode"),
  countryCode: () => say("saidContent.countryCode"),
  latitude: () => say("saidContent.latitude"),
  longitude: () => say("saidContent.longitude"),
  zoom: () => say("saidContent.zoom"),
  count: () => say("saidContent.count"),
  time: () => say("saidContent.time"),
  testimonials: () => say("saidContent.testimonials"),
  // The content editor's answers.
  fixErrors: () => say("saidContent.fixErrors"),
  /** What a save changed: nothing, or how many fields. */
  saved: (count: number) =>
    count === 0 ? say("saidContent.nothingChanged") : say("saidContent.saved", { count }),
  undone: (label: string) => say("saidContent.undone", { label }),
  nothingToUndo: () => say("saidContent.nothingToUndo"),
  stale: () => say("saidContent.stale"),
  unknownField: () => say("saidContent.unknownField"),
  testimonialAdded: () => say("saidContent.testimonialAdded"),
  testimonialRemoved: () => say("saidContent.testimonialRemoved"),
  testimonialMoved: () => say("saidContent.testimonialMoved"),
  // Who may open the content pages (app/routes/admin/session.server.ts).
  notYourRole: () => say("saidContent.notYourRole"),
  notContentEditor: () => say("saidContent.notContentEditor"),
  // An upload refused (domain/media.ts, server/media/upload.ts).
  heic: () => say("saidContent.heic"),
  notAnImage: () => say("saidContent.notAnImage"),
  notAPdf: () => say("saidContent.notAPdf"),
  notAnMp4: () => say("saidContent.notAnMp4"),
  noFile: () => say("saidContent.noFile"),
  tooLarge: (mb: number) => say("saidContent.tooLarge", { mb }),
  altRequired: () => say("saidContent.altRequired"),
  altTooLong: () => say("saidContent.altTooLong"),
  focal: () => say("saidContent.focal"),
  unknownSlot: () => say("saidContent.unknownSlot"),
  unknownCategory: () => say("saidContent.unknownCategory"),
  caption: () => say("saidContent.caption"),
  busy: () => say("saidContent.busy"),
  // Why an uploaded photo could not be made into pictures: stored with it by the name after the
  // dot (domain/media.ts PHOTO_FAILURES), shown inside the page's sentence.
  undecodable: () => say("saidContent.undecodable"),
  tooManyPixels: () => say("saidContent.tooManyPixels"),
  originalMissing: () => say("saidContent.originalMissing"),
  /** A reason stored before the reasons were keys (migration 0026 kept what it did not know). */
  photoFailedAs: (reason: string) => say("saidContent.photoFailedAs", { reason }),
  // Photos, documents and the video changed.
  uploaded: () => say("saidContent.uploaded"),
  focalSaved: () => say("saidContent.focalSaved"),
  photoReset: () => say("saidContent.photoReset"),
  documentSaved: () => say("saidContent.documentSaved"),
  documentReset: () => say("saidContent.documentReset"),
  videoSaved: () => say("saidContent.videoSaved"),
  videoNone: () => say("saidContent.videoNone"),
  videoReset: () => say("saidContent.videoReset"),
  // The gallery (/admin/content/gallery).
  galleryRemoved: () => say("saidContent.galleryRemoved"),
  galleryMoved: () => say("saidContent.galleryMoved"),
  gallerySaved: () => say("saidContent.gallerySaved"),
  galleryReset: () => say("saidContent.galleryReset"),
  galleryGone: () => say("saidContent.galleryGone"),
  galleryUnknownIntent: () => say("saidContent.galleryUnknownIntent"),
  // The contact form's messages and the mailing list (/admin/messages, /admin/mailing).
  messageNotFound: () => say("saidContent.messageNotFound"),
  messageHandled: () => say("saidContent.messageHandled"),
  messageWaiting: () => say("saidContent.messageWaiting"),
  mailingRemoved: (email: string) => say("saidContent.mailingRemoved", { email }),
  mailingGone: () => say("saidContent.mailingGone"),
} as const;

/** What the content pages are told, as a code and its values. */
export type ContentSaid = ReturnType<(typeof contentSaid)[keyof typeof contentSaid]>;
