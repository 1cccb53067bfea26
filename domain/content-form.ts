// The content editor's forms (issue 15): which fields each page edits, and how a posted form
// becomes content to validate. The same code runs in the browser (to mark a typo before sending)
// and on the server (which decides): a path the page does not edit is refused, never applied.
import type { ContentField, SiteContent, SiteContentInput } from "./schemas/content.ts";
import { canonical, e164Of, SOCIAL_KEYS } from "./schemas/content.ts";
import { ROOM_TYPE_KEYS, ROOM_TYPES } from "./rooms.ts";

export type FieldKind =
  "text" | "textarea" | "lines" | "number" | "time" | "email" | "url" | "phone";

/** Which hint the editor shows under an input (its words: i18n/en/staff-content.ts). */
export type FieldHint = "phone" | "social" | "paragraphs" | "features";

export type FieldInput = {
  /** "phones.0.display": the form's field name and the error's path. */
  path: string;
  label: string;
  kind: FieldKind;
  hint?: FieldHint;
  /** On the Kiswahili texts page: the English the input translates, shown as its hint. */
  english?: string;
};

/** A group of inputs saved, audited and undone as one stored field. */
export type FieldGroup = { field: ContentField; title: string; inputs: FieldInput[] };

const t = (
  path: string,
  label: string,
  kind: FieldKind = "text",
  hint?: FieldHint,
): FieldInput => ({
  path,
  label,
  kind,
  ...(hint && { hint }),
});

const PHONE_HINT = "phone";
const SOCIAL_HINT = "social";

export const FACT_GROUPS: readonly FieldGroup[] = [
  { field: "name", title: "Name", inputs: [t("name", "Motel name")] },
  { field: "tagline", title: "Tagline", inputs: [t("tagline", "Tagline")] },
  {
    field: "description",
    title: "Description",
    inputs: [t("description", "Short description (footer, search engines)", "textarea")],
  },
  {
    field: "phones",
    title: "Phones",
    inputs: [
      t("phones.0.display", "Main phone", "phone", PHONE_HINT),
      t("phones.1.display", "Second phone", "phone", PHONE_HINT),
    ],
  },
  {
    field: "whatsapp",
    title: "WhatsApp",
    inputs: [
      t("whatsapp.number.display", "WhatsApp number", "phone", PHONE_HINT),
      t("whatsapp.greeting", "Greeting typed in for the guest", "textarea"),
    ],
  },
  { field: "email", title: "Email", inputs: [t("email", "Email address", "email")] },
  { field: "kraPin", title: "KRA PIN", inputs: [t("kraPin", "KRA PIN (on confirmations)")] },
  {
    field: "address",
    title: "Address",
    inputs: [
      t("address.street", "Street"),
      t("address.town", "Town"),
      t("address.county", "County"),
      t("address.postalCode", "Postal code"),
    ],
  },
  {
    field: "map",
    title: "Map pin",
    inputs: [
      t("map.latitude", "Latitude", "number"),
      t("map.longitude", "Longitude", "number"),
      t("map.zoom", "Zoom", "number"),
    ],
  },
  {
    field: "socials",
    title: "Social profiles",
    inputs: SOCIAL_KEYS.map((key) =>
      t(
        `socials.${key}`,
        key === "tiktok" ? "TikTok" : key[0]!.toUpperCase() + key.slice(1),
        "url",
        SOCIAL_HINT,
      ),
    ),
  },
  {
    field: "externalBooking",
    title: "External booking link",
    inputs: [
      t("externalBooking.label", "Button label"),
      t("externalBooking.url", "Link (the motel's listing)", "url"),
    ],
  },
  {
    field: "checkTimes",
    title: "Check-in and check-out",
    inputs: [
      t("checkTimes.checkIn", "Check-in from", "time"),
      t("checkTimes.checkOut", "Check-out by", "time"),
    ],
  },
  {
    field: "counters",
    title: "Counters on the home page",
    inputs: [
      t("counters.happyGuests", "Happy guests", "number"),
      t("counters.staffs", "Staff", "number"),
      t("counters.years", "Years", "number"),
    ],
  },
  {
    field: "gym",
    title: "Gym prices (KES)",
    inputs: [
      t("gym.perMonthKes", "Per month", "number"),
      t("gym.perWeekKes", "Per week", "number"),
    ],
  },
  { field: "lounge", title: "Lounge", inputs: [t("lounge.capacity", "Lounge capacity", "number")] },
  {
    field: "terrace",
    title: "Terrace",
    inputs: [t("terrace.capacity", "Terrace capacity", "number")],
  },
];

const SERVICE_TITLES: Record<keyof SiteContent["services"], string> = {
  foodAndBeverage: "Food & Beverage",
  meetingsAndEvents: "Meetings & Events",
  gymAndFitness: "Gym & Fitness",
};

/** The texts page; the carousels' and experiences' inputs follow the content's own slides. */
export function textGroups(content: SiteContent): FieldGroup[] {
  const roomName = (key: string) => ROOM_TYPES.find((type) => type.key === key)?.name ?? key;
  return [
    {
      field: "about",
      title: "About",
      inputs: [
        t("about.heading", "Heading"),
        t("about.paragraphs", "Paragraphs", "lines", "paragraphs"),
      ],
    },
    {
      field: "services",
      title: "Services and their carousels",
      inputs: (Object.keys(SERVICE_TITLES) as (keyof SiteContent["services"])[]).flatMap((group) =>
        content.services[group].flatMap((_, i) => [
          t(`services.${group}.${i}.title`, `${SERVICE_TITLES[group]} ${i + 1}: title`),
          t(`services.${group}.${i}.text`, `${SERVICE_TITLES[group]} ${i + 1}: text`, "textarea"),
        ]),
      ),
    },
    {
      field: "experiences",
      title: "Experiences",
      inputs: content.experiences.flatMap((_, i) => [
        t(`experiences.${i}.title`, `Experience ${i + 1}: title`),
        t(`experiences.${i}.description`, `Experience ${i + 1}: description`, "textarea"),
      ]),
    },
    {
      field: "roomDescriptions",
      title: "Rooms: short descriptions",
      inputs: ROOM_TYPE_KEYS.map((key) => t(`roomDescriptions.${key}`, roomName(key), "textarea")),
    },
    {
      field: "roomDetails",
      title: "Rooms: long descriptions",
      inputs: ROOM_TYPE_KEYS.map((key) => t(`roomDetails.${key}`, roomName(key), "textarea")),
    },
    {
      field: "restaurant",
      title: "Restaurant page",
      inputs: [
        t("restaurant.intro", "Introduction", "textarea"),
        t("restaurant.dining", "Dining", "textarea"),
        t("restaurant.lounge", "Lounge", "textarea"),
      ],
    },
    {
      field: "terrace",
      title: "Terrace page",
      inputs: [
        t("terrace.intro", "Introduction", "textarea"),
        t("terrace.sundowners", "Sundowners", "textarea"),
      ],
    },
    {
      field: "conference",
      title: "Conference page",
      inputs: [
        t("conference.intro", "Introduction", "textarea"),
        t("conference.features", "Features", "lines", "features"),
      ],
    },
    {
      field: "childrenNote",
      title: "Children",
      inputs: [t("childrenNote", "Children's note (rate card)", "textarea")],
    },
    {
      field: "alcoholFreeNote",
      title: "Alcohol-free statement",
      inputs: [t("alcoholFreeNote", "Statement", "textarea")],
    },
    {
      field: "privacyContact",
      title: "Privacy page: contact details",
      inputs: [
        t("privacyContact.email", "Email for personal data requests", "email"),
        t("privacyContact.phone.display", "Phone for personal data requests", "phone", PHONE_HINT),
      ],
    },
  ];
}

/**
 * The Kiswahili texts page (issue 17): the words of every field a Kiswahili page shows in its own
 * language; facts inside them (a slide's photo, the terrace's capacity) stay the English side's.
 */
export function swahiliGroups(content: SiteContent, english?: SiteContent): FieldGroup[] {
  const words = FACT_GROUPS.filter((g) => g.field === "tagline" || g.field === "description");
  // The WhatsApp greeting and the booking link's label: their number and link are facts.
  const wordsOfFacts = FACT_GROUPS.flatMap((group) => {
    const inputs = group.inputs.filter(
      (input) => input.path === "whatsapp.greeting" || input.path === "externalBooking.label",
    );
    return inputs.length > 0 ? [{ ...group, inputs }] : [];
  });
  const groups = [
    ...words,
    ...textGroups(content).filter((g) => g.field !== "privacyContact"),
    ...wordsOfFacts,
  ];
  if (!english) return groups;
  // Each input shows the English it translates.
  return groups.map((group) => ({
    ...group,
    inputs: group.inputs.map((input) => ({
      ...input,
      english: inputText(valueAt(english, input.path)).replace(/\n/g, " / "),
    })),
  }));
}

/** The fields a Kiswahili page may show in Kiswahili (stored apart, content/localized.ts). */
export const TRANSLATED_FIELDS: readonly ContentField[] = [
  "tagline",
  "description",
  "about",
  "services",
  "experiences",
  "roomDescriptions",
  "roomDetails",
  "restaurant",
  "terrace",
  "conference",
  "childrenNote",
  "alcoholFreeNote",
  "whatsapp",
  "externalBooking",
];

export type ContentPage = "facts" | "texts" | "texts-sw" | "testimonials";

/** The inputs of a content page (the testimonials page has its own forms). */
export function groupsOf(page: ContentPage, content: SiteContent): readonly FieldGroup[] {
  if (page === "facts") return FACT_GROUPS;
  if (page === "texts") return textGroups(content);
  if (page === "texts-sw") return swahiliGroups(content);
  return [];
}

/**
 * A stored field's version as a form showed it ("base.<field>" hidden inputs): saving compares it
 * with the field now, so an editor's stale form never overwrites what another editor saved
 * meanwhile in a box this editor did not touch. FNV-1a over the field's canonical JSON.
 */
export function contentVersion(value: unknown): string {
  const text = JSON.stringify(canonical(value));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

export const VERSION_PREFIX = "base.";

/** The value at a path ("phones.0.display"), or undefined. */
export function valueAt(content: unknown, path: string): unknown {
  let value: unknown = content;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** What an input shows for a value (lines one per line, numbers as typed). */
export function inputText(value: unknown): string {
  if (Array.isArray(value)) return value.join("\n");
  if (value === undefined || value === null) return "";
  return String(value);
}

function parseInput(kind: FieldKind, raw: string): unknown {
  const text = raw.replace(/\r\n?/g, "\n");
  switch (kind) {
    case "number": {
      const trimmed = text.trim();
      // Not a number stays text, so the schema names the field ("Please enter a whole number").
      return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
    }
    case "lines":
      return text
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "");
    case "phone":
      return text.trim().replace(/\s+/g, " ");
    default:
      return text.trim();
  }
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

export type AppliedForm =
  { ok: true; next: SiteContentInput; fields: ContentField[] } | { ok: false; unknownPath: string };

/**
 * The content with the posted inputs applied. Only the page's own inputs are applied; a phone's
 * E.164 form follows its display form. `fields` are the stored fields the page edits.
 */
export function applyContentForm(
  content: SiteContent,
  groups: readonly FieldGroup[],
  entries: Iterable<[string, string]>,
): AppliedForm {
  const inputs = new Map(
    groups.flatMap((group) => group.inputs.map((input) => [input.path, input])),
  );
  const next = structuredClone(content) as Record<string, unknown>;
  for (const [path, raw] of entries) {
    if (path === "intent" || path === "field" || path.startsWith(VERSION_PREFIX)) continue;
    const input = inputs.get(path);
    if (!input) return { ok: false, unknownPath: path };
    setAt(next, path, parseInput(input.kind, raw));
    if (input.kind === "phone" && path.endsWith(".display")) {
      setAt(next, path.replace(/display$/, "e164"), e164Of(String(valueAt(next, path))));
    }
  }
  return {
    ok: true,
    next: next as SiteContentInput,
    fields: [...new Set(groups.map((group) => group.field))],
  };
}
