// English in tests: the words of what the codes tell (domain/said.ts), for tests that assert the
// spec's strings word for word; and the English catalog's sentences, which nothing a guest gets
// in Kiswahili may contain.
import type { Told } from "../../domain/said.ts";
import { CATALOGS, STAFF_NAMESPACES, type Namespace } from "../../i18n/catalogs.ts";
import { staffWords } from "../../i18n/messages.server.ts";

/** A Said, or a schema's message carrying one, in English; words stay as they are. */
export const english = (told: Told | string): string => staffWords(told);

/**
 * Every run of three or more words in the English catalog's messages (placeholders and tags
 * removed): a Kiswahili page must show none of them.
 */
export function englishPhrases(): string[] {
  const phrases = new Set<string>();
  const staff = new Set<Namespace>(STAFF_NAMESPACES);
  for (const [name, namespace] of Object.entries(CATALOGS.en)) {
    if (staff.has(name as Namespace)) continue; // staff pages are English, never under /sw
    for (const text of Object.values(namespace)) {
      const plain = text
        .replace(/\{[^{}]*\{[^{}]*\}[^{}]*\}/g, " | ") // plural and select bodies
        .replace(/\{[^{}]*\}|<\/?\w+>/g, " | ");
      for (const piece of plain.split(/[|.:?!,()]/)) {
        const words = piece.trim().split(/\s+/).filter(Boolean);
        if (words.length >= 3) phrases.add(words.join(" "));
      }
    }
  }
  return [...phrases];
}

/** The English catalog's sentences found in a text (none, for anything a guest gets in Kiswahili). */
export function englishIn(text: string, phrases: readonly string[] = englishPhrases()): string[] {
  const flat = text.replace(/\s+/g, " ");
  return phrases.filter((phrase) => flat.includes(phrase));
}

const isCoded = (value: object): value is Exclude<Told, string> =>
  typeof (value as { code?: unknown }).code === "string" &&
  /^\w+\.\w+$/.test((value as { code: string }).code) &&
  Object.keys(value).every((key) => key === "code" || key === "params");

/**
 * A result with every code in it worded in English (messages, a field's errors), for tests that
 * compare a whole answer with the words staff see.
 */
export function inEnglish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inEnglish);
  if (typeof value !== "object" || value === null) return value;
  const plain = Object.getPrototypeOf(value) === Object.prototype;
  if (!plain) return value; // a Set, a Date: as they are
  if (isCoded(value)) return english(value);
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, inEnglish(v)]));
}
