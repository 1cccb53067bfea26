// The launch checklist on the staff dashboard (issue 15): what still needs replacing before the
// site goes live. Each item links to where it is fixed; the list empties as they are.
import { FACT_GROUPS, swahiliGroups, textGroups, valueAt } from "./content-form.ts";
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

export type ChecklistItem = {
  key: string;
  text: string;
  /** Where it is fixed; none for a server setting. */
  to?: string;
};

const SOCIAL_LABELS: Record<(typeof SOCIAL_KEYS)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  twitter: "Twitter",
};

export function launchChecklist(input: LaunchInput): ChecklistItem[] {
  const { content, defaults } = input;
  const inputs = [
    ...FACT_GROUPS.map((group) => ({ group, page: "facts" })),
    ...textGroups(content).map((group) => ({ group, page: "texts" })),
  ].flatMap(({ group, page }) => group.inputs.map((field) => ({ ...field, page })));
  const items: ChecklistItem[] = [];
  for (const path of input.samplePaths) {
    const sample = valueAt(defaults, path);
    if (!sameContent(valueAt(content, path), sample)) continue;
    const field = inputs.find((candidate) => candidate.path === path);
    items.push({
      key: `sample:${path}`,
      text: `${field?.label ?? path} is still the sample value ${String(sample)}.`,
      to: `/admin/content/${field?.page ?? "facts"}#${fieldId(path)}`,
    });
  }
  if (input.samplePrices > 0) {
    items.push({
      key: "sample:prices",
      text: `${input.samplePrices} room ${input.samplePrices === 1 ? "price is" : "prices are"} still the sample price table.`,
      to: "/admin/prices",
    });
  }
  for (const key of SOCIAL_KEYS) {
    if (content.socials[key]) continue;
    items.push({
      key: `social:${key}`,
      text: `No ${SOCIAL_LABELS[key]} profile link (none is shown to guests).`,
      to: `/admin/content/facts#${fieldId(`socials.${key}`)}`,
    });
  }
  if (!input.publicUrl.startsWith("https://")) {
    items.push({
      key: "public-url",
      text: `The site's address (PUBLIC_URL) is ${input.publicUrl}, not https://: ask whoever runs the server to set it.`,
    });
  }
  for (const { slot, label } of input.media.placeholderSlots) {
    items.push({
      key: `photo:${slot}`,
      text: `The photo "${label}" is still a placeholder.`,
      to: `/admin/content/photos#slot-${slot}`,
    });
  }
  for (const pdf of input.media.samplePdfs) {
    items.push({
      key: `pdf:${pdf}`,
      text: `The ${pdf} PDF is still the SAMPLE.`,
      to: "/admin/content/documents",
    });
  }
  for (const field of input.untranslated ?? []) {
    const group = swahiliGroups(content).find((candidate) => candidate.field === field);
    const first = group?.inputs[0]?.path ?? field;
    items.push({
      key: `kiswahili:${field}`,
      text: `"${group?.title ?? field}" has no Kiswahili: the Kiswahili pages show it in English.`,
      to: `/admin/content/texts-sw#${fieldId(first)}`,
    });
  }
  for (const name of input.namesWithoutSwahili ?? []) {
    items.push({
      key: `kiswahili-name:${name}`,
      text: `"${name}" has no Kiswahili name: the Kiswahili pages show it in English.`,
      to: "/admin/prices#rates",
    });
  }
  if (input.media.heroVideoSample) {
    items.push({
      key: "video:hero",
      text: "The home page's video is still the sample.",
      to: "/admin/content/video",
    });
  }
  return items;
}

/** The id of a content form's input ("phones.0.display" → "content-phones-0-display"). */
export function fieldId(path: string): string {
  return `content-${path.replace(/\./g, "-")}`;
}
