// The motel's content as a page in a language shows it (issue 17). A Kiswahili page takes, for
// each field staff can translate, the Kiswahili staff saved; else content/motel.sw.ts while the
// English is still its default; else the English as staff wrote it (and the launch checklist
// lists the field). Facts inside a text field (a slide's photo, the terrace's capacity) are
// always the English side's: they are edited there once.
import { TRANSLATED_FIELDS } from "../domain/content-form.ts";
import { sameContent, type ContentField, type SiteContent } from "../domain/schemas/content.ts";
import type { Lang } from "../domain/lang.ts";
import { defaultContent } from "./motel.ts";
import { swahiliDefaults } from "./motel.sw.ts";

/**
 * Keys whose values are facts, not words: taken from the English side at the same place (the
 * WhatsApp number, the booking link's address).
 */
const FACT_KEYS = new Set(["image", "capacity", "number", "url"]);

/** A field's words: its facts left out (a changed fact leaves its translation current). */
function wordsOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wordsOf);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !FACT_KEYS.has(key))
        .map(([key, item]) => [key, wordsOf(item)]),
    );
  }
  return value;
}

/** Whether the English of a field still reads as its default (whatever its facts). */
const defaultWords = (content: SiteContent, field: ContentField) =>
  sameContent(wordsOf(content[field]), wordsOf(defaultContent[field]));

function withEnglishFacts(words: unknown, english: unknown): unknown {
  if (Array.isArray(words)) {
    return words.map((item, i) =>
      withEnglishFacts(item, Array.isArray(english) ? english[i] : undefined),
    );
  }
  if (words && typeof words === "object" && english && typeof english === "object") {
    return Object.fromEntries(
      Object.entries(words).map(([key, value]) => {
        const theirs = (english as Record<string, unknown>)[key];
        return [
          key,
          FACT_KEYS.has(key) && theirs !== undefined ? theirs : withEnglishFacts(value, theirs),
        ];
      }),
    );
  }
  return words;
}

const fields = (): ContentField[] => [
  ...new Set([...TRANSLATED_FIELDS, ...(Object.keys(swahiliDefaults) as ContentField[])]),
];

export function contentIn(
  lang: Lang,
  content: SiteContent,
  swahili: Partial<SiteContent> = {},
): SiteContent {
  if (lang === "en") return content;
  const localized: Record<string, unknown> = { ...content };
  for (const field of fields()) {
    const saved = swahili[field];
    if (saved !== undefined) localized[field] = withEnglishFacts(saved, content[field]);
    else if (field in swahiliDefaults && defaultWords(content, field)) {
      localized[field] = withEnglishFacts(swahiliDefaults[field], content[field]);
    }
  }
  return localized as SiteContent;
}

/** The translatable fields a Kiswahili page shows in English (staff changed the English). */
export function untranslatedFields(
  content: SiteContent,
  swahili: Partial<SiteContent>,
): ContentField[] {
  return TRANSLATED_FIELDS.filter(
    (field) =>
      swahili[field] === undefined && !(field in swahiliDefaults && defaultWords(content, field)),
  );
}
