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

/**
 * A stored field's title: the staff catalog's `staffContent.group_*` message (each has one: the
 * catalog's test checks every form's keys, as the domain does not know the catalogs).
 */
export type GroupTitleKey = `group_${string}`;

/**
 * An input's label: the staff catalog's `staffContent.field_*` message and its values (a slide's
 * number, a room type's name), so a staff catalog in another language translates it.
 */
export type FieldLabel = {
  key: `field_${string}`;
  values?: Readonly<Record<string, string | number>>;
};

export type FieldInput = {
  /** "phones.0.display": the form's field name and the error's path. */
  path: string;
  label: FieldLabel;
  kind: FieldKind;
  hint?: FieldHint;
  /** On the Kiswahili texts page: the English the input translates, shown as its hint. */
  english?: string;
};

/** A group of inputs saved, audited and undone as one stored field. */
export type FieldGroup = { field: ContentField; title: GroupTitleKey; inputs: FieldInput[] };

const t = (
  path: string,
  label: FieldLabel["key"] | FieldLabel,
  kind: FieldKind = "text",
  hint?: FieldHint,
): FieldInput => ({
  path,
  label: typeof label === "string" ? { key: label } : label,
  kind,
  ...(hint && { hint }),
});

const PHONE_HINT = "phone";
const SOCIAL_HINT = "social";

export const FACT_GROUPS: readonly FieldGroup[] = [
  { field: "name", title: "group_name", inputs: [t("name", "field_motelName")] },
  { field: "tagline", title: "group_tagline", inputs: [t("tagline", "field_tagline")] },
  {
    field: "description",
    title: "group_description",
    inputs: [t("description", "field_description", "textarea")],
  },
  {
    field: "phones",
    title: "group_phones",
    inputs: [
      t("phones.0.display", "field_mainPhone", "phone", PHONE_HINT),
      t("phones.1.display", "field_secondPhone", "phone", PHONE_HINT),
    ],
  },
  {
    field: "whatsapp",
    title: "group_whatsapp",
    inputs: [
      t("whatsapp.number.display", "field_whatsappNumber", "phone", PHONE_HINT),
      t("whatsapp.greeting", "field_whatsappGreeting", "textarea"),
    ],
  },
  { field: "email", title: "group_email", inputs: [t("email", "field_emailAddress", "email")] },
  { field: "kraPin", title: "group_kraPin", inputs: [t("kraPin", "field_kraPin")] },
  {
    field: "address",
    title: "group_address",
    inputs: [
      t("address.street", "field_street"),
      t("address.town", "field_town"),
      t("address.county", "field_county"),
      t("address.postalCode", "field_postalCode"),
    ],
  },
  {
    field: "map",
    title: "group_map",
    inputs: [
      t("map.latitude", "field_latitude", "number"),
      t("map.longitude", "field_longitude", "number"),
      t("map.zoom", "field_zoom", "number"),
    ],
  },
  {
    field: "socials",
    title: "group_socials",
    // Each labelled by the site's name.
    inputs: SOCIAL_KEYS.map((key) => t(`socials.${key}`, `field_${key}`, "url", SOCIAL_HINT)),
  },
  {
    field: "externalBooking",
    title: "group_externalBooking",
    inputs: [
      t("externalBooking.label", "field_bookingLabel"),
      t("externalBooking.url", "field_bookingUrl", "url"),
    ],
  },
  {
    field: "checkTimes",
    title: "group_checkTimes",
    inputs: [
      t("checkTimes.checkIn", "field_checkIn", "time"),
      t("checkTimes.checkOut", "field_checkOut", "time"),
    ],
  },
  {
    field: "counters",
    title: "group_counters",
    inputs: [
      t("counters.happyGuests", "field_happyGuests", "number"),
      t("counters.staffs", "field_staffs", "number"),
      t("counters.years", "field_years", "number"),
    ],
  },
  {
    field: "gym",
    title: "group_gym",
    inputs: [
      t("gym.perMonthKes", "field_gymPerMonth", "number"),
      t("gym.perWeekKes", "field_gymPerWeek", "number"),
    ],
  },
  {
    field: "lounge",
    title: "group_lounge",
    inputs: [t("lounge.capacity", "field_loungeCapacity", "number")],
  },
  {
    field: "terrace",
    title: "group_terrace",
    inputs: [t("terrace.capacity", "field_terraceCapacity", "number")],
  },
];

const SERVICE_GROUPS = [
  "foodAndBeverage",
  "meetingsAndEvents",
  "gymAndFitness",
] as const satisfies readonly (keyof SiteContent["services"])[];

/** The texts page; the carousels' and experiences' inputs follow the content's own slides. */
export function textGroups(content: SiteContent): FieldGroup[] {
  const room = (key: string): FieldLabel => ({
    key: "field_roomType",
    values: { room: ROOM_TYPES.find((type) => type.key === key)?.name ?? key },
  });
  return [
    {
      field: "about",
      title: "group_about",
      inputs: [
        t("about.heading", "field_aboutHeading"),
        t("about.paragraphs", "field_aboutParagraphs", "lines", "paragraphs"),
      ],
    },
    {
      field: "services",
      title: "group_services",
      inputs: SERVICE_GROUPS.flatMap((group) =>
        content.services[group].flatMap((_, i) => [
          t(`services.${group}.${i}.title`, {
            key: `field_${group}Title`,
            values: { number: i + 1 },
          }),
          t(
            `services.${group}.${i}.text`,
            { key: `field_${group}Text`, values: { number: i + 1 } },
            "textarea",
          ),
        ]),
      ),
    },
    {
      field: "experiences",
      title: "group_experiences",
      inputs: content.experiences.flatMap((_, i) => [
        t(`experiences.${i}.title`, { key: "field_experienceTitle", values: { number: i + 1 } }),
        t(
          `experiences.${i}.description`,
          { key: "field_experienceDescription", values: { number: i + 1 } },
          "textarea",
        ),
      ]),
    },
    {
      field: "roomDescriptions",
      title: "group_roomDescriptions",
      inputs: ROOM_TYPE_KEYS.map((key) => t(`roomDescriptions.${key}`, room(key), "textarea")),
    },
    {
      field: "roomDetails",
      title: "group_roomDetails",
      inputs: ROOM_TYPE_KEYS.map((key) => t(`roomDetails.${key}`, room(key), "textarea")),
    },
    {
      field: "restaurant",
      title: "group_restaurant",
      inputs: [
        t("restaurant.intro", "field_introduction", "textarea"),
        t("restaurant.dining", "field_dining", "textarea"),
        t("restaurant.lounge", "field_lounge", "textarea"),
      ],
    },
    {
      field: "terrace",
      title: "group_terracePage",
      inputs: [
        t("terrace.intro", "field_introduction", "textarea"),
        t("terrace.sundowners", "field_sundowners", "textarea"),
      ],
    },
    {
      field: "conference",
      title: "group_conference",
      inputs: [
        t("conference.intro", "field_introduction", "textarea"),
        t("conference.features", "field_features", "lines", "features"),
      ],
    },
    {
      field: "childrenNote",
      title: "group_childrenNote",
      inputs: [t("childrenNote", "field_childrenNote", "textarea")],
    },
    {
      field: "alcoholFreeNote",
      title: "group_alcoholFreeNote",
      inputs: [t("alcoholFreeNote", "field_statement", "textarea")],
    },
    {
      field: "privacyContact",
      title: "group_privacyContact",
      inputs: [
        t("privacyContact.email", "field_privacyEmail", "email"),
        t("privacyContact.phone.display", "field_privacyPhone", "phone", PHONE_HINT),
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
