// The staff pages' words: the content editor, photos, gallery, documents, video, testimonials, the mailing list, messages, the outbox and texts.
// English only for now (issue 17): the Kiswahili catalog re-exports this one.
import { CHANNEL_TEXT_MESSAGES } from "../../domain/messages.ts";

export default {
  // Content index (/admin/content): its pages, each with a summary
  contentTitle: "Content",
  contentIntro:
    "What guests read on the site. Every change shows at once, is recorded and can be undone.",
  factsTitle: "Motel facts",
  factsSummary:
    "Name, phones, WhatsApp, email, address, map, social links, booking link, check-in and out, counters, gym prices, capacities.",
  textsTitle: "Texts",
  textsSummary:
    "About, services and their carousels, experiences, room descriptions, restaurant, terrace and conference pages, privacy contact.",
  textsSwTitle: "Texts in Kiswahili",
  textsSwSummary: "The same texts on the Kiswahili pages (/sw/…), with the English beside each.",
  testimonialsTitle: "Testimonials",
  testimonialsSummary: "The reviews on the home page: add, edit, remove, reorder.",
  photosTitle: "Photos",
  photosSummary:
    "Every picture on the site: upload from a phone or a computer, alt text, focal point.",
  galleryTitle: "Gallery",
  gallerySummary: "The gallery's categories: add photos, captions, reorder, remove.",
  documentsTitle: "Documents",
  documentsSummary: "The restaurant menu and the conference and terrace rates (PDF).",
  videoTitle: "Home page video",
  videoSummary: "The looping video behind the home page's picture, or none.",

  // Facts and texts pages (/admin/content/facts, /texts, /texts-sw)
  factsIntro: "What every page shows about the motel. Changes show on the site at once.",
  textsIntro: "The words of the site's pages. Changes show on the site at once.",
  textsSwIntro:
    "The same words on the Kiswahili pages (/sw/…). Under each box, the English it translates. A text left as it is shows the built-in Kiswahili while the English is unchanged, and the English once staff change it: the launch checklist lists those.",
  undo: "Undo",
  lastChanged: "Last changed by {who} at {at}",
  saveChanges: "Save changes",
  // The hints under the content form's inputs (domain/content-form.ts FieldHint)
  hintPhone: "As 0712 345678.",
  hintSocial: "The motel's own page, starting with https://; leave empty if there is none.",
  hintParagraphs: "One paragraph per line.",
  hintFeatures: "One feature per line.",
  hintEnglish: "English: {text}",

  // Testimonials
  testimonialsIntro: "The reviews on the home page, in this order.",
  name: "Name",
  country: "Country",
  review: "Review",
  testimonialForm: "Testimonial {number}: {name}",
  save: "Save",
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  addTestimonial: "Add a testimonial",
  add: "Add",

  // Media pages: their links, and the words the photos and gallery pages share
  mediaNav: "Photos and files",
  videoLink: "Video",
  photo: "Photo",
  altTextLong: "Alt text (what the photo shows)",

  // Photos
  photosIntro:
    "JPEG, PNG, WebP or AVIF up to 20 MB. Each photo is cropped to its place on the site around the focal point (in percent from the left and from the top) and made small for phones.",
  photoUploaded: "Uploaded photo ({ratio})",
  photoBuiltIn: "Built-in picture ({ratio})",
  focalPoint: "Focal point (%)",
  fromLeft: "From the left",
  fromTop: "From the top",
  uploadFor: "Upload for {slot}",
  saveFocal: "Save focal point and alt text",
  useBuiltInPicture: "Use the built-in picture",
  processing: "Processing…",
  // An upload that could not be made into pictures, with the server's reason (domain/messages.ts)
  photoFailed: "This photo could not be processed ({reason}). The old photo stays.",

  // Gallery
  galleryIntro:
    "The pictures of each category on /gallery, in order. Add a photo (JPEG, PNG, WebP or AVIF up to 20 MB; cropped to 3:2), change a caption, move or remove a picture.",
  useBuiltInPictures: "Use the built-in pictures for {category}",
  builtInPictures: "Built-in pictures (not changed yet).",
  caption: "Caption",
  altText: "Alt text",
  saveCaption: "Save caption",
  moveUpPicture: "Move up: {caption}",
  moveDownPicture: "Move down: {caption}",
  removePicture: "Remove: {caption}",
  addPhotoTo: "Add a photo to {category}",
  addTo: "Add to {category}",
  galleryProcessing: "Processing… it shows on the gallery in a moment.",

  // Documents
  documentsIntro:
    "PDF files up to 10 MB. The room rate card is made from the prices and needs no upload.",
  menu: "Restaurant menu",
  conferenceRates: "Conference and terrace rates",
  uploadedFile: "Your uploaded file: <open>open it</open>",
  sampleFile: "The sample file: <open>open it</open>",
  pdfFile: "PDF file",
  uploadMenu: "Upload restaurant menu",
  uploadConferenceRates: "Upload conference and terrace rates",
  useSampleFile: "Use the sample file",

  // Home page video
  videoIntro:
    "A short muted loop in MP4, up to 30 MB. Visitors who save data or prefer less motion see the picture only.",
  videoSample: "The sample video plays.",
  videoNone: "No video: the home page shows the picture alone.",
  videoUploaded: "Your uploaded video plays.",
  mp4Video: "MP4 video",
  uploadVideo: "Upload video",
  noVideo: "No video",
  useSampleVideo: "Use the sample video",

  // Mailing list
  mailingTitle: "Mailing list",
  mailingCount: "{count, plural, one {# address} other {# addresses}} on the Special Offer list.",
  downloadData: "Download Data",
  mailingCaption: "Mailing list, newest first",
  emailAddress: "Email Address",
  dateRegistered: "Date Registered",
  actions: "Actions",
  mailingEmpty: "No one is on the list yet.",
  mailingPages: "Mailing list pages",
  deleteEntry: "Delete {email}",
  delete: "Delete",
  confirmDeleteEntry: "Confirm delete {email}",
  confirmDelete: "Confirm delete",
  cancel: "Cancel",
  mailingRemoved: "{email} was removed from the mailing list.",
  mailingGone: "That entry is no longer on the list.",
  // Mailing list, messages and outbox: a form the page does not know
  unknownRequest: "Unknown request.",

  // Messages
  messagesTitle: "Messages",
  messagesIntro:
    "Messages sent through the contact form. <outbox>Outbox</outbox>: every email the site sends, and whether it was delivered.",
  showMessages: "Show messages",
  waiting: "Waiting",
  handled: "Handled",
  all: "All",
  messagesCount:
    "{filter, select, waiting {{count, plural, one {# waiting message} other {# waiting messages}}} handled {{count, plural, one {# handled message} other {# handled messages}}} other {{count, plural, one {# all message} other {# all messages}}}}.",
  contactReceived: "Contact: {contact}. Received {received}.",
  handledBy: "Handled {at} by {by}",
  markWaiting: "Mark waiting",
  markHandled: "Mark handled",
  messagePages: "Message pages",
  messageNotFound: "That message was not found.",
  markedHandled: "Message marked handled.",
  markedWaiting: "Message marked waiting.",

  // Outbox: emails
  outboxTitle: "Outbox",
  outboxIntro: "The newest {limit} emails the site queued. <messages>Messages</messages>",
  showEmails: "Show emails",
  pending: "Pending",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  emailsCaption: "Emails, newest first",
  email: "Email",
  status: "Status",
  tries: "Tries",
  queued: "Queued",
  sentAt: "Sent",
  noEmails: "No emails.",
  emailTo: "To {to} · {kind} · #{id}",
  lastError: "Last error: {error}",
  resend: "Resend",
  resendEmail: "Resend email {id} to {to}",
  emailQueuedAgain: "Email {id} is queued again.",
  emailNotFailed: "Email {id} is not a failed email: nothing to resend.",
  outboxTextsTitle: "Texts (SMS and WhatsApp)",
  outboxTextsIntro: "The newest {limit} texts to guests and the duty phone.",
  outboxTextsCaption: "Texts, newest first",

  // Texts table (the outbox and a booking's page)
  text: "Text",
  delivery: "Delivery",
  notSent: "Not sent",
  // How it went (`staffContent.channel_${channel}`: their names) and the provider's report
  // beyond Waiting and Sent (domain/text-delivery.ts)
  channel_sms: CHANNEL_TEXT_MESSAGES.channels.sms,
  channel_whatsapp: CHANNEL_TEXT_MESSAGES.channels.whatsapp,
  delivered: "Delivered",
  read: "Read",
  notDelivered: "Not delivered",
  noTexts: "No texts.",
  textTo: "{channel} to {to} · {kind} · #{id}",
  textDue: "from {due}",
  resendText: "Resend text {id} to {to}",
  queuedAndSent: "{queued}, sent {sent}",
} satisfies Record<string, string>;
