// The launch checklist on the staff dashboard (issue 15): what still needs replacing before the
// site goes live. Each item links to where it is fixed; the list empties as they are. Items are
// structure (a kind and its values); the staff catalog words them (issue 17).
import {
  FACT_GROUPS,
  swahiliGroups,
  textGroups,
  valueAt,
  type FieldLabel,
  type GroupTitleKey,
} from "./content-form.ts";
import {
  sameContent,
  SOCIAL_KEYS,
  type ContentField,
  type SiteContent,
} from "./schemas/content.ts";

/** The media's state, from the media storage (server/content/launch.ts mediaStatus()). */
export type MediaStatus = {
  placeholderSlots: { slot: string; label: string }[];
  samplePdfs: string[];
  heroVideoSample: boolean;
};

export type LaunchInput = {
  content: SiteContent;
  /** The shipped defaults (content/motel.ts) and where they hold SAMPLE values. */
  defaults: SiteContent;
  samplePaths: readonly string[];
  /** Offered price rows still at the seeded sample amount. */
  samplePrices: number;
  publicUrl: string;
  media: MediaStatus;
  /** Texts the Kiswahili pages show in English (content/localized.ts untranslatedFields). */
  untranslated?: readonly ContentField[];
  /** Seasons, weekday rules and taxes without a Kiswahili name (domain/names.ts). */
  namesWithoutSwahili?: readonly string[];
};

/**
 * What an item says, as structure: the staff catalog writes it (`staffContent.launch_${kind}`,
 * app/features/admin/content-words.ts) with these values.
 */
export type ChecklistMessage =
  /** A field still at its SAMPLE value; a path no form edits is named by its path. */
  | { kind: "sampleValue"; label: FieldLabel | undefined; path: string; sample: string }
  | { kind: "samplePrices"; count: number }
  /** A social site without the motel's profile, by its input's label (the site's name). */
  | { kind: "noProfile"; label: FieldLabel }
  | { kind: "publicUrl"; url: string }
  /** An image slot on its built-in background, by what its picture shows (its alt text). */
  | { kind: "placeholderPhoto"; photo: string }
  /** "menu", "conference-and-terrace-rates": the file's name. */
  | { kind: "samplePdf"; pdf: string }
  /** A text the Kiswahili pages show in English, by its group's title (else the field). */
  | { kind: "noKiswahili"; title: GroupTitleKey | undefined; field: ContentField }
  /** A season, weekday rule or tax staff named, as named. */
  | { kind: "noKiswahiliName"; name: string }
  | { kind: "sampleVideo" }
  /** The home page's reviews are still the shipped examples: no guest wrote them. */
  | { kind: "sampleTestimonials" };

export type ChecklistItem = ChecklistMessage & {
  key: string;
  /** Where it is fixed; none for a server setting. */
  to?: string;
};

export function launchChecklist(input: LaunchInput): ChecklistItem[] {
  const { content, defaults } = input;
  const inputs = [
    ...FACT_GROUPS.map((group) => ({ group, page: "facts" })),
    ...textGroups(content).map((group) => ({ group, page: "texts" })),
  ].flatMap(({ group, page }) => group.inputs.map((field) => ({ ...field, page })));
  const inputAt = (path: string) => inputs.find((candidate) => candidate.path === path);
  const items: ChecklistItem[] = [];
  for (const path of input.samplePaths) {
    const sample = valueAt(defaults, path);
    if (!sameContent(valueAt(content, path), sample)) continue;
    const field = inputAt(path);
    items.push({
      key: `sample:${path}`,
      kind: "sampleValue",
      label: field?.label,
      path,
      sample: String(sample),
      to: `/admin/content/${field?.page ?? "facts"}#${fieldId(path)}`,
    });
  }
  if (
    content.testimonials.length > 0 &&
    content.testimonials.some((review) =>
      defaults.testimonials.some((sample) => sameContent(review, sample)),
    )
  ) {
    items.push({
      key: "sample:testimonials",
      kind: "sampleTestimonials",
      to: "/admin/content/testimonials",
    });
  }
  if (input.samplePrices > 0) {
    items.push({
      key: "sample:prices",
      kind: "samplePrices",
      count: input.samplePrices,
      to: "/admin/prices",
    });
  }
  for (const key of SOCIAL_KEYS) {
    if (content.socials[key]) continue;
    const path = `socials.${key}`;
    items.push({
      key: `social:${key}`,
      kind: "noProfile",
      label: inputAt(path)!.label,
      to: `/admin/content/facts#${fieldId(path)}`,
    });
  }
  if (!input.publicUrl.startsWith("https://")) {
    items.push({ key: "public-url", kind: "publicUrl", url: input.publicUrl });
  }
  for (const { slot, label } of input.media.placeholderSlots) {
    items.push({
      key: `photo:${slot}`,
      kind: "placeholderPhoto",
      photo: label,
      to: `/admin/content/photos#slot-${slot}`,
    });
  }
  for (const pdf of input.media.samplePdfs) {
    items.push({ key: `pdf:${pdf}`, kind: "samplePdf", pdf, to: "/admin/content/documents" });
  }
  for (const field of input.untranslated ?? []) {
    const group = swahiliGroups(content).find((candidate) => candidate.field === field);
    const first = group?.inputs[0]?.path ?? field;
    items.push({
      key: `kiswahili:${field}`,
      kind: "noKiswahili",
      title: group?.title,
      field,
      to: `/admin/content/texts-sw#${fieldId(first)}`,
    });
  }
  for (const name of input.namesWithoutSwahili ?? []) {
    items.push({
      key: `kiswahili-name:${name}`,
      kind: "noKiswahiliName",
      name,
      to: "/admin/prices#rates",
    });
  }
  if (input.media.heroVideoSample) {
    items.push({ key: "video:hero", kind: "sampleVideo", to: "/admin/content/video" });
  }
  return items;
}

/** The id of a content form's input ("phones.0.display" → "content-phones-0-display"). */
export function fieldId(path: string): string {
  return `content-${path.replace(/\./g, "-")}`;
}
