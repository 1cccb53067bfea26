// User-facing messages, one place for both sides (browser and server). Strings marked "spec"
// are binding (motel-website-spec.md sections 4, 5 and 8): users know them word for word.

// The contact form's words are in i18n/*/contact.ts; its API's answer is domain/contact.ts's.

// Alone in its own module: every page's JavaScript carries it, and not the rest of this file.
export { SITE_ERROR } from "./site-error.ts";

// The rules' refusals travel as codes (domain/said.ts), worded in i18n/*/rules.ts.

// The booking wizard's words are in i18n/*/wizard.ts, and the payment step's answers travel as
// codes (domain/said.ts) worded in i18n/*/payment.ts.

/** The front desk's money and bookings: desk bookings, payments, the folio, date moves, cash-up. */
export const DESK_MESSAGES = {
  bookingSaved: (reference: string) => `Booking ${reference} saved.`,
  bookingSavedPrompt: (reference: string) =>
    `Booking ${reference} saved and held: an M-Pesa prompt was sent to the guest's phone.`,
  source: "Please choose where the booking came from.",
  sourceReferenceTooLong: (max: number) => `The reference can be at most ${max} characters long.`,
  nightlyPrice: "Please enter the nightly price as a whole number of shillings, or leave it empty.",
  overrideReason: "Please give a reason for changing the price.",
  reasonTooLong: (max: number) => `The reason can be at most ${max} characters long.`,
  reasonRequired: "Please give a reason.",
  paymentPlan: "Please choose how the guest pays.",
  paymentMethod: "Please choose how the guest paid.",
  amount: "Please enter the amount as a whole number of shillings.",
  depositTooLarge: (total: string) =>
    `A deposit must be less than the total of ${total}: choose "Paid in full".`,
  overBalance: (balance: string) => `That is more than the balance due of ${balance}.`,
  nothingDue: "Nothing is due on this bill.",
  receiptShape: "An M-Pesa receipt is 10 letters and digits, like NLJ7RT61SV.",
  receiptUsed: "This M-Pesa receipt was already used for a payment.",
  referenceRequired: "Please enter the payment's reference.",
  referenceTooLong: (max: number) => `The reference can be at most ${max} characters long.`,
  stkNeedsKenyanPhone: "An M-Pesa prompt needs a Kenyan mobile number (07… or 01…).",
  promptOnPhone:
    "An M-Pesa prompt is on the guest's phone. Wait for it to end (about a minute) before taking another payment.",
  notPayable: "This booking can no longer take a payment.",
  roomsGone: "The rooms of this booking were taken meanwhile: it cannot be paid now.",
  paymentTaken: (amount: string) => `Payment of ${amount} recorded.`,
  promptSent: "M-Pesa prompt sent to the guest's phone.",
  chargeKind: "Please choose what the charge is for.",
  chargeDescription: "Please describe the charge.",
  descriptionTooLong: (max: number) => `The description can be at most ${max} characters long.`,
  chargeAdded: "Charge added to the bill.",
  chargeVoided: "Charge voided.",
  chargeNotFound: "That charge is not on this bill, or it was already voided.",
  refundTooLarge: (paid: string) => `A refund cannot be more than what was paid: ${paid}.`,
  refundRecorded: (amount: string) => `Refund of ${amount} recorded.`,
  cannotChargeClosed: "This booking no longer stands: nothing can be added to its bill.",
  noShowTooEarly: (cutoff: string) => `A booking becomes a no-show only after ${cutoff}.`,
  noShowNotConfirmed: "Only a confirmed booking whose guest has not arrived can be a no-show.",
  noShowDone: "Marked as a no-show: its rooms are released.",
  departNotInHouse: "Only a guest who is checked in and not yet checked out can leave early.",
  departNothingToRelease: "The stay already ends today: there are no nights to release.",
  departDone: (checkOut: string) => `Stay shortened: the guest leaves on ${checkOut}.`,
  extendNotOpen: "Only a confirmed stay that has not ended can be extended.",
  extendDate: "Please choose a new check-out date after the current one.",
  extendSoldOut: "Those nights are not free: the stay cannot be extended.",
  extendDone: (checkOut: string) => `Stay extended to ${checkOut}.`,
  cashUpDate: "Please choose a day.",
} as const;

/** M-Pesa Paybill (decision 018): the staff queue and the guest's fallback in the wizard. */
export const PAYBILL_MESSAGES = {
  referenceRequired: "Please type the booking reference to attach this payment to.",
  noSuchBooking: (reference: string) => `No booking has the reference ${reference}.`,
  notWaiting: "That payment is no longer waiting: someone else has dealt with it.",
  noteRequired: "Please say why it is refunded (up to 500 characters).",
  attached: (transId: string, reference: string, result: string) =>
    `Payment ${transId} attached to ${reference}: ${result}.`,
  markedRefund: (transId: string) => `Payment ${transId} is marked for refund.`,
  receiptRequired: "Please type the M-Pesa receipt: 10 letters and digits, like SKL9QX2Z7A.",
  receiptTaken: "That receipt is already recorded for another payment.",
  receiptSaved: (receipt: string) => `Receipt ${receipt} saved.`,
} as const;

/** The content editor (/admin/content, issue 15). */
export const CONTENT_MESSAGES = {
  text: "Please fill this in.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  phone: "Please write the number as 0712 345678: 4 digits, a space, 6 digits.",
  https: "Please enter a full link starting with https://",
  profile:
    "Please link to the motel's own page (e.g. https://www.facebook.com/gilgiloasis), not the site's homepage; leave it empty if there is none.",
  email: "Please enter an email address such as info@yourmotel.co.ke.",
  kraPin: "Please enter the KRA PIN as A or P, 9 digits and a letter (P051234567X).",
  postalCode: "Please enter the 5-digit postal code.",
  countryCode: "Please enter the two-letter country code (KE).",
  latitude: "Please enter a latitude between -5 and 5 (Kenya).",
  longitude: "Please enter a longitude between 33 and 42 (Kenya).",
  zoom: "Please enter a map zoom from 1 to 20.",
  count: "Please enter a whole number above 0.",
  time: "Please enter a time as HH:MM (14:00).",
  testimonials: "The home page shows at most 12 testimonials.",
  fixErrors: "Nothing was saved: please correct the fields marked below.",
  saved: (n: number) =>
    n === 0 ? "Nothing changed." : `Saved ${n === 1 ? "1 change" : `${n} changes`}.`,
  undone: (label: string) => `Undid the last change to ${label}.`,
  nothingToUndo: "That field has no change to undo.",
  stale:
    "Someone else changed this meanwhile: the page shows their version now; please make your change again.",
  unknownField: "That is not a field of the content.",
  testimonialAdded: "Testimonial added.",
  testimonialRemoved: "Testimonial removed.",
  testimonialMoved: "Testimonial moved.",
  notYourRole: "Your account edits the site's content only: this page is for other staff.",
  notContentEditor: "Only an admin or a content editor can do this.",
} as const;

/** Uploaded photos, documents and the hero video (/admin/content/photos, documents, video). */
export const MEDIA_MESSAGES = {
  heic: "This photo is in the iPhone's HEIC format, which browsers cannot show. Please send it as a JPEG: on the iPhone open Settings → Camera → Formats and choose Most Compatible, or share the photo to yourself as JPEG (Mail or Files, Actual Size).",
  notAnImage: "This file is not a photo we can use. Please upload a JPEG, PNG, WebP or AVIF image.",
  notAPdf: "This file is not a PDF. Please upload the document as a PDF.",
  notAnMp4: "This file is not an MP4 video. Please upload the video as MP4.",
  noFile: "Please choose a file to upload.",
  tooLarge: (mb: number) => `This file is too large: at most ${mb} MB, please.`,
  altRequired: "Please describe the photo for people who cannot see it (alt text).",
  altTooLong: "Please keep the alt text to one line of at most 200 characters.",
  focal: "Please give the focal point as two numbers from 0 to 100.",
  unknownSlot: "That image slot does not exist.",
  unknownCategory: "That gallery category does not exist.",
  caption: "Please keep the caption to one line of at most 200 characters.",
  busy: "Several photos are being processed right now. Please try again in a minute.",
  uploaded: "Uploaded. The photo is being processed and shows on the site in a moment.",
  /** Why an upload could not be made into pictures: stored with it, shown in the page's sentence. */
  undecodable: "the file is damaged or not really an image",
  tooManyPixels: "the image has too many pixels (at most 100 megapixels)",
  documentSaved: "Document replaced. Guests get the new file from now on.",
  documentReset: "Back to the built-in file.",
  videoSaved: "Video replaced.",
  videoNone: "The home page now shows the picture alone, without a video.",
  videoReset: "Back to the built-in video.",
  galleryAdded: "Added to the gallery.",
  galleryRemoved: "Removed from the gallery.",
  galleryMoved: "Moved.",
  gallerySaved: "Caption saved.",
  focalSaved: "Focal point saved; the photo is being cropped again.",
  photoReset: "Back to the built-in picture.",
} as const;

/** Staff editing the gallery (/admin/content/gallery). */
export const GALLERY_MESSAGES = {
  gone: "That photo is no longer in this category (someone may have removed it). The page shows the gallery as it is now.",
  unknownIntent: "That change to the gallery is not one this page makes.",
  reset: "Back to the built-in pictures for this category.",
} as const;
