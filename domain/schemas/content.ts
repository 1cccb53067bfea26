// The site's editable content (issue 15): one schema for the owner's content, shared by the
// admin forms in the browser, the server that saves them and the defaults' own test. A typo is
// refused at its field and nothing is saved.
import { LANGS } from "../lang.ts";
import { z } from "../zod.ts";
import { schemaMessage, toldOfMessage, type Told } from "../said.ts";
import { contentSaid } from "../staff-said/content.ts";

// The fields' refusals as a schema carries them: codes, worded where they are shown.
const M = {
  text: schemaMessage(contentSaid.text()),
  tooLong: (max: number) => schemaMessage(contentSaid.tooLong(max)),
  phone: schemaMessage(contentSaid.phone()),
  https: schemaMessage(contentSaid.https()),
  profile: schemaMessage(contentSaid.profile()),
  email: schemaMessage(contentSaid.email()),
  kraPin: schemaMessage(contentSaid.kraPin()),
  postalCode: schemaMessage(contentSaid.postalCode()),
  countryCode: schemaMessage(contentSaid.countryCode()),
  latitude: schemaMessage(contentSaid.latitude()),
  longitude: schemaMessage(contentSaid.longitude()),
  zoom: schemaMessage(contentSaid.zoom()),
  count: schemaMessage(contentSaid.count()),
  time: schemaMessage(contentSaid.time()),
  testimonials: schemaMessage(contentSaid.testimonials()),
};

const text = (min = 1, max = 2000) =>
  z.string({ error: M.text }).trim().min(min, M.text).max(max, M.tooLong(max));

export const PhoneSchema = z.object({
  display: z.string({ error: M.phone }).regex(/^0\d{3} \d{6}$/, M.phone),
  e164: z.string({ error: M.phone }).regex(/^\+254[17]\d{8}$/, M.phone),
});
export type Phone = z.infer<typeof PhoneSchema>;

const https = z.url({ protocol: /^https$/, error: M.https }).max(500, M.tooLong(500));

/**
 * A profile link, not the network's bare homepage (https://facebook.com/ tells a guest nothing).
 * Zod runs this check even when the link is no URL at all ("facebook.com/x"): that one has its
 * message already, and must not reach new URL(), which would throw.
 */
const profileLink = https.refine(
  (url) => !URL.canParse(url) || new URL(url).pathname.replace(/\/+$/, "") !== "",
  { message: M.profile },
);

/** An empty field means "we have none": it is left out, never shown. */
const optionalLink = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  profileLink.optional(),
);

export const SOCIAL_KEYS = ["facebook", "instagram", "tiktok", "twitter"] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

const count = z.number({ error: M.count }).int(M.count).positive(M.count).max(10_000_000, M.count);
const time = z.string({ error: M.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time);

/** An image slot's name (content/images.ts); the photos themselves are edited elsewhere. */
const imageSlot = z.string().regex(/^[a-z0-9_-]{1,60}$/);
const slide = z.object({ title: text(2, 80), image: imageSlot, text: text(5, 400) });
const roomTexts = z.object({
  standard: text(10),
  standard_double: text(10),
  deluxe: text(10),
  executive: text(10),
  executive_double: text(10),
  family: text(10),
});

export const TestimonialSchema = z.object({
  name: text(2, 60),
  country: text(2, 60),
  review: text(10, 600),
  /** The language the guest wrote in: a page in the other one marks the quote with it. */
  lang: z.enum(LANGS).default("en"),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const SiteContentSchema = z.object({
  name: text(3, 80),
  tagline: text(3, 80),
  description: text(20, 400),
  phones: z.tuple([PhoneSchema, PhoneSchema]),
  whatsapp: z.object({ number: PhoneSchema, greeting: text(5, 300) }),
  email: z.email({ error: M.email }).max(200, M.tooLong(200)),
  kraPin: z.string({ error: M.kraPin }).regex(/^[AP]\d{9}[A-Z]$/, M.kraPin),
  address: z.object({
    street: text(2, 120),
    town: text(2, 80),
    county: text(2, 80),
    postalCode: z.string({ error: M.postalCode }).regex(/^\d{5}$/, M.postalCode),
    country: text(2, 60),
    countryCode: z.string().regex(/^[A-Z]{2}$/, M.countryCode),
  }),
  map: z.object({
    latitude: z.number({ error: M.latitude }).min(-5, M.latitude).max(5, M.latitude),
    longitude: z.number({ error: M.longitude }).min(33, M.longitude).max(42, M.longitude),
    zoom: z.number({ error: M.zoom }).int(M.zoom).min(1, M.zoom).max(20, M.zoom),
  }),
  socials: z.object({
    facebook: optionalLink,
    instagram: optionalLink,
    tiktok: optionalLink,
    twitter: optionalLink,
  }),
  externalBooking: z.object({ label: text(3, 60), url: https }),
  checkTimes: z.object({ checkIn: time, checkOut: time }),
  counters: z.object({ happyGuests: count, staffs: count, years: count }),
  gym: z.object({ perMonthKes: count, perWeekKes: count }),
  lounge: z.object({ capacity: count }),
  alcoholFree: z.boolean(),
  about: z.object({ heading: text(3, 120), paragraphs: z.array(text(10)).min(1).max(6) }),
  testimonials: z.array(TestimonialSchema).max(12, M.testimonials),
  services: z.object({
    foodAndBeverage: z.array(slide).min(1),
    meetingsAndEvents: z.array(slide).min(1),
    gymAndFitness: z.array(slide).min(1),
  }),
  experiences: z
    .array(z.object({ title: text(2, 80), image: imageSlot, description: text(5, 400) }))
    .min(1),
  roomDescriptions: roomTexts,
  roomDetails: roomTexts,
  restaurant: z.object({ intro: text(10), dining: text(10), lounge: text(10) }),
  terrace: z.object({ capacity: count, intro: text(10), sundowners: text(10) }),
  conference: z.object({ intro: text(10), features: z.array(text(2, 120)).min(1).max(12) }),
  childrenNote: text(5, 300),
  alcoholFreeNote: text(5, 600),
  /** Whom a guest writes to or calls about their personal data (/privacy). */
  privacyContact: z.object({ email: z.email({ error: M.email }), phone: PhoneSchema }),
});

/** The content as pages read it (the database's, or content/motel.ts's defaults). */
export type SiteContent = z.infer<typeof SiteContentSchema>;
/** What the form holds before parsing (an empty social link is ""). */
export type SiteContentInput = z.input<typeof SiteContentSchema>;
/** One stored field: a top-level key, audited and undone as a whole. */
export type ContentField = keyof SiteContent;
export const CONTENT_FIELDS = Object.keys(SiteContentSchema.shape) as ContentField[];

/** "0712 345678" → "+254712345678"; what the form sends is the display form only. */
export function e164Of(display: string): string {
  return `+254${display.replace(/\s/g, "").slice(1)}`;
}

/** Field errors by path ("phones.0.display"), the first message of each, as codes. */
export function contentErrors(error: z.ZodError): Record<string, Told> {
  const errors: Record<string, Told> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= toldOfMessage(issue.message);
  }
  return errors;
}

/** JSON with object keys sorted: the database's jsonb keeps its own key order, not ours. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Whether two content values are the same, whatever their keys' order. */
export function sameContent(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
