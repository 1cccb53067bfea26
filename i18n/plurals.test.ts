// Every ICU plural message of both catalogs, rendered through the server's translator for 0, 1
// and 2 (issue 38): no raw ICU left in the text, and Kiswahili agrees with one ("kimebaki 1",
// never "vimebaki 1"), which English's plural rules do not ask for.
import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import { CATALOGS, type MessageKey, type Namespace } from "./catalogs.ts";
import { translator } from "./messages.server.ts";
import { LANGS } from "./locales.ts";

type Argument = { name: string; type: "plural" | "select" | "number" | "date" | "tag" | "text" };

/** The arguments and tags of a compiled message (icu-minify's arrays), options included. */
function argumentsOf(message: unknown, found = new Map<string, Argument["type"]>()) {
  if (!Array.isArray(message)) return found;
  for (const node of message) {
    if (!Array.isArray(node)) continue; // text, or # in a plural
    const [name, second, ...rest] = node as [string, ...unknown[]];
    if (node.length === 1) {
      if (!found.has(name)) found.set(name, "text");
    } else if (typeof second === "number" && second >= 1 && second <= 6) {
      const type =
        second === 1 ? "select" : second <= 3 ? "plural" : second === 4 ? "number" : "date";
      // A plural wins over any other use of the same argument.
      if (found.get(name) !== "plural") found.set(name, type);
      if (second <= 3)
        for (const option of Object.values(rest[0] as object)) argumentsOf(option, found);
    } else {
      found.set(`<${name}>`, "tag");
      argumentsOf([second, ...rest], found);
    }
  }
  return found;
}

/** The plural options of a compiled message, by argument: each option's key. */
function pluralOptions(message: unknown, found = new Map<string, Record<string, unknown>>()) {
  if (!Array.isArray(message)) return found;
  for (const node of message) {
    if (!Array.isArray(node)) continue;
    const [name, second, options] = node as [string, unknown, Record<string, unknown>];
    if (typeof second === "number" && second >= 1 && second <= 3) {
      if (second >= 2) found.set(name, options);
      for (const option of Object.values(options)) pluralOptions(option, found);
    } else if (typeof second !== "number" && node.length > 1) {
      pluralOptions(node.slice(1), found);
    }
  }
  return found;
}

const namespaces = Object.keys(CATALOGS.en) as Namespace[];
const isPlural = (text: string) => /,\s*(plural|selectordinal)\s*,/.test(text);
/** Every key with a plural in either language. */
const pluralKeys = namespaces.flatMap((namespace) =>
  Object.keys(CATALOGS.en[namespace])
    .filter((name) => LANGS.some((lang) => isPlural(CATALOGS[lang][namespace][name] ?? "")))
    .map((name) => `${namespace}.${name}` as MessageKey),
);

const textOf = (lang: (typeof LANGS)[number], key: MessageKey) => {
  const [namespace, name] = key.split(".") as [Namespace, string];
  return CATALOGS[lang][namespace][name]!;
};

/** The message rendered with every plural argument at `count`, the other arguments neutral. */
function render(lang: (typeof LANGS)[number], key: MessageKey, count: number): string {
  const values: Record<string, unknown> = {};
  for (const [name, type] of argumentsOf(compile(textOf(lang, key)))) {
    if (type === "tag") values[name.slice(1, -1)] = (chunks: string[]) => chunks.join("");
    else if (type === "plural") values[name] = count;
    else if (type === "number") values[name] = 7;
    else if (type === "date") values[name] = new Date(Date.UTC(2026, 11, 14, 12));
    else values[name] = "X"; // a select takes its "other" option
  }
  return translator(lang)(key, values as never);
}

// Kiswahili words of the plural classes (wa-, vi-/vy-, zi-, ma-: guests, adults, children, rooms,
// "are left") that must not stand beside the number 1. "usiku" is the same word in both numbers.
const SW_PLURAL_WORD =
  /^(wageni|watu|wazima|watoto|vyumba|vitanda|vimebaki|vilivyobaki|zimebaki|zimelipwa)$/i;
const ENGLISH_PLURAL_WORD = /^(rooms|guests|nights|adults|children|minutes|beds|people)$/i;

/** The words right before and after a stand-alone 1 in a text, with only a space between. */
function wordsBesideOne(text: string): string[] {
  const before = [...text.matchAll(/(\p{L}+) 1(?![\d,.]\d)/gu)].map((m) => m[1]!);
  const after = [...text.matchAll(/(?<![\d,.])\b1 (\p{L}+)/gu)].map((m) => m[1]!);
  return [...before, ...after];
}

describe("every plural message, both languages", () => {
  it("finds the plural messages, Kiswahili's among them", () => {
    expect(pluralKeys.length).toBeGreaterThan(20);
    expect(pluralKeys).toContain("wizard.roomsLeft");
  });

  it.each(LANGS.flatMap((lang) => pluralKeys.map((key) => [lang, key] as const)))(
    "%s %s renders for 0, 1 and 2 with no ICU left",
    (lang, key) => {
      for (const count of [0, 1, 2]) {
        const text = render(lang, key, count);
        expect(text, `${lang} ${key} ${count}`).not.toMatch(/[{}#]/);
        expect(text, `${lang} ${key} ${count}`).not.toMatch(/\b(plural|select|other)\b/);
        expect(text.trim(), `${lang} ${key} ${count}`).not.toBe("");
      }
    },
  );

  it.each(pluralKeys)("sw %s agrees with 1 (singular), and with 2 (plural)", (key) => {
    const one = render("sw", key, 1);
    for (const word of wordsBesideOne(one)) {
      expect(word, `sw ${key}: "${one}"`).not.toMatch(SW_PLURAL_WORD);
    }
    // Where the plural branch has a plural-class word, Kiswahili needs a branch of its own for one.
    for (const [argument, options] of pluralOptions(compile(textOf("sw", key)))) {
      const other = JSON.stringify(options.other ?? "");
      if (/\b(vimebaki|vyumba|vitanda|wageni|watoto|wazima|zimebaki)\b/i.test(other)) {
        expect(
          Object.keys(options).some((option) => option === "one" || option === "=1"),
          `sw ${key}: {${argument}} needs a "one" branch`,
        ).toBe(true);
      }
    }
  });

  it.each(pluralKeys)("en %s agrees with 1", (key) => {
    const one = render("en", key, 1);
    for (const word of wordsBesideOne(one)) {
      expect(word, `en ${key}: "${one}"`).not.toMatch(ENGLISH_PLURAL_WORD);
    }
  });

  it("reads the rooms left in the singular for one room (issue 38)", () => {
    const sw = translator("sw");
    const room = "Chumba cha Deluxe";
    expect(sw("wizard.roomsLeft", { room, left: 0 })).toBe(
      "Chumba cha Deluxe: hakuna kilichobaki kwa tarehe hizi",
    );
    expect(sw("wizard.roomsLeft", { room, left: 1 })).toBe(
      "Chumba cha Deluxe: kimebaki 1 kwa tarehe hizi",
    );
    expect(sw("wizard.roomsLeft", { room, left: 2 })).toBe(
      "Chumba cha Deluxe: vimebaki 2 kwa tarehe hizi",
    );
    expect(sw("estimator.roomsLeft", { left: 1 })).toBe("Kimebaki chumba 1 kwa tarehe hizi");
    expect(sw("rooms.fewLeft", { left: 1 })).toBe("kimebaki 1");
    expect(sw("rules.fewerLeft", { room, left: 1 })).toContain("kimebaki 1 tu");
    for (const key of pluralKeys) expect(render("sw", key, 1), key).not.toMatch(/vimebaki 1\b/i);
  });
});
