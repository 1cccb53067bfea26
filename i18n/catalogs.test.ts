import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import { CATALOGS, type MessageKey } from "./catalogs.ts";
import { translator } from "./messages.server.ts";
import { LANGS } from "./locales.ts";
import { groupsOf } from "../domain/content-form.ts";
import { motel } from "../content/motel.ts";

/** The argument and tag names of a compiled message (icu-minify's arrays), options included. */
function walk(message: unknown, found: Set<string>): void {
  if (Array.isArray(message)) for (const node of message) walkNode(node, found);
}

function walkNode(node: unknown, found: Set<string>): void {
  if (!Array.isArray(node)) return; // text, or # in a plural
  const [name, second, ...rest] = node as [string, ...unknown[]];
  if (node.length === 1) found.add(name);
  else if (typeof second === "number" && second >= 1 && second <= 6) {
    found.add(name);
    // select and plural: each option is a message of its own.
    if (second <= 3) for (const option of Object.values(rest[0] as object)) walk(option, found);
  } else {
    found.add(`<${name}>`);
    for (const child of [second, ...rest]) walkNode(child, found);
  }
}

const namespaces = Object.keys(CATALOGS.en) as (keyof typeof CATALOGS.en)[];

describe("the catalogs", () => {
  it("hold exactly the same keys in English and Kiswahili", () => {
    for (const namespace of namespaces) {
      expect(Object.keys(CATALOGS.sw[namespace]).sort(), namespace).toEqual(
        Object.keys(CATALOGS.en[namespace]).sort(),
      );
    }
  });

  it("compile, every message in both languages, with the same arguments and tags", () => {
    const argumentsOf = (text: string) => {
      const found = new Set<string>();
      walk(compile(text), found);
      return found;
    };
    for (const namespace of namespaces) {
      for (const [key, english] of Object.entries(CATALOGS.en[namespace])) {
        const swahili = CATALOGS.sw[namespace][key]!;
        expect(() => compile(english), `${namespace}.${key}`).not.toThrow();
        expect(() => compile(swahili), `sw ${namespace}.${key}`).not.toThrow();
        // A placeholder the translation dropped would lose a number or a link.
        expect(argumentsOf(swahili), `sw ${namespace}.${key}`).toEqual(argumentsOf(english));
      }
    }
  });

  it("render every plural for 0, 1, 2 and 5 in both languages", () => {
    const plurals = namespaces.flatMap((namespace) =>
      Object.entries(CATALOGS.en[namespace])
        .filter(([, text]) => /, plural,/.test(text))
        .map(([key]) => `${namespace}.${key}` as MessageKey),
    );
    expect(plurals.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const t = translator(lang);
      for (const key of plurals) {
        // Every argument takes the count (a message may have two plurals), every tag its text.
        const [namespace, name] = key.split(".") as [keyof typeof CATALOGS.en, string];
        const found = new Set<string>();
        walk(compile(CATALOGS.en[namespace][name]!), found);
        for (const count of [0, 1, 2, 5]) {
          const values = Object.fromEntries(
            [...found].map((arg) =>
              arg.startsWith("<")
                ? [arg.slice(1, -1), (chunks: string[]) => chunks.join("")]
                : [arg, count],
            ),
          );
          const text = t(key, { count, min: 1, max: 2, ...values } as never);
          expect(text, `${lang} ${key} ${count}`).toContain(String(count));
          expect(text).not.toMatch(/[{}#]/);
        }
      }
    }
    const en = translator("en");
    const sw = translator("sw");
    expect(en("rooms.guestCount", { count: 1 })).toBe("1 guest");
    expect(en("rooms.guestCount", { count: 5 })).toBe("5 guests");
    expect(sw("rooms.guestCount", { count: 1 })).toBe("mgeni 1");
    expect(sw("rooms.guestCount", { count: 0 })).toBe("wageni 0");
  });

  it("keep the spec's English words where the old pages had them", () => {
    const en = translator("en");
    expect(
      en("home.aboutFacts", {
        rooms: 39,
        count: 4,
        list: "Standard, Deluxe, Executive and Family",
      }),
    ).toBe("39 rooms in four categories: Standard, Deluxe, Executive and Family.");
    expect(en("common.copyright", { year: "2026", name: "Gilgil Oasis Motel" })).toBe(
      "© 2026 Gilgil Oasis Motel. All rights reserved.",
    );
  });
});

describe("the content editor's words", () => {
  it("name every form's stored fields and inputs (the domain knows only their keys)", () => {
    const words = CATALOGS.en.staffContent as Record<string, string>;
    const pages = ["facts", "texts", "texts-sw", "testimonials"] as const;
    const groups = pages.flatMap((page) => groupsOf(page, motel));
    expect(groups.length).toBeGreaterThan(20);
    for (const group of groups) {
      expect(words[group.title], group.title).toBeTypeOf("string");
      for (const input of group.inputs) {
        expect(words[input.label.key], `${input.path}: ${input.label.key}`).toBeTypeOf("string");
      }
    }
  });
});
