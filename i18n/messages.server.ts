// Compiling the catalogs' ICU messages (icu-minify/compile, which carries the ICU parser: server
// only) once per process, and the server's own translator for emails, documents and loaders.
import compile from "icu-minify/compile";
import { CATALOGS, type MessageKey, type Namespace } from "./catalogs.ts";
import { formatText, type CompiledMessages, type MessageValues } from "./format.ts";
import type { Lang } from "./locales.ts";
import type { Told } from "../domain/said.ts";
import type { Note } from "../domain/booking-notes.ts";
import { wordNotes, wordTold, type Wording } from "./said.ts";

const compiled = new Map<string, CompiledMessages>();

function namespaceMessages(lang: Lang, namespace: Namespace): CompiledMessages {
  const key = `${lang}:${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(CATALOGS[lang][namespace]).map(([name, text]) => [
        `${namespace}.${name}`,
        compile(text),
      ]),
    );
    compiled.set(key, messages);
  }
  return messages;
}

/** The compiled messages of some namespaces in a language, for a loader to hand to its page. */
export function messagesFor(lang: Lang, namespaces: readonly Namespace[]): CompiledMessages {
  return Object.assign({}, ...namespaces.map((namespace) => namespaceMessages(lang, namespace)));
}

/** The server's translator with its language, to word the rules' codes (i18n/said.ts). */
export function wordingIn(lang: Lang): Wording {
  return Object.assign(translator(lang), { lang });
}

/** A message told to staff (or a schema's message), in the staff area's language (English). */
export function staffWords(told: Told | string): string {
  return wordTold(wordingIn("en"), told);
}

/** A booking's notes in the staff area's language, one a line (staff emails, refund reasons). */
export function staffNoteWords(notes: readonly Note[]): string {
  return wordNotes(wordingIn("en"), notes);
}

/** Text in a language, for the server (emails, PDFs, page titles built in loaders). */
export function translator(lang: Lang) {
  return (key: MessageKey, values?: MessageValues) => {
    const namespace = key.slice(0, key.indexOf(".")) as Namespace;
    return formatText(namespaceMessages(lang, namespace), lang, key, values);
  };
}
