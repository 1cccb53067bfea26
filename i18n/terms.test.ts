// One English term, one Kiswahili term (issue 38, decision 020 "Terms chosen"): wherever the
// English of a guest-facing text names a term the glossary names (shared/reference/kenya.md §6),
// its Kiswahili uses the chosen word and never the ones a review found misleading in Kenya.
// Both catalogs, the Kiswahili content defaults, the gallery's names and the photos' alt texts.
import { describe, expect, it } from "vitest";
import { GALLERY } from "../content/gallery.ts";
import { GALLERY_LABELS_SW } from "../content/gallery.sw.ts";
import { IMAGE_ALTS_SW } from "../content/images.sw.ts";
import { IMAGE_SLOTS, type ImageSlot } from "../content/images.ts";
import { defaultContent } from "../content/motel.ts";
import { swahiliDefaults } from "../content/motel.sw.ts";
import { CATALOGS, STAFF_NAMESPACES, type Namespace } from "./catalogs.ts";

type Pair = { where: string; english: string; swahili: string };

/** The strings at the same place in the English and Kiswahili content, where both are text. */
function contentPairs(english: unknown, swahili: unknown, where: string): Pair[] {
  if (typeof english === "string" && typeof swahili === "string") {
    // Facts the Kiswahili keeps from the English (an image's slot, a name) are not words.
    return english === swahili ? [] : [{ where, english, swahili }];
  }
  if (english && swahili && typeof english === "object" && typeof swahili === "object") {
    return Object.entries(swahili).flatMap(([key, value]) =>
      contentPairs((english as Record<string, unknown>)[key], value, `${where}.${key}`),
    );
  }
  return [];
}

const guestNamespaces = (Object.keys(CATALOGS.en) as Namespace[]).filter(
  (namespace) => !(STAFF_NAMESPACES as readonly string[]).includes(namespace),
);

const PAIRS: Pair[] = [
  ...guestNamespaces.flatMap((namespace) =>
    Object.entries(CATALOGS.en[namespace]).map(([key, english]) => ({
      where: `${namespace}.${key}`,
      english,
      swahili: CATALOGS.sw[namespace][key]!,
    })),
  ),
  ...contentPairs(defaultContent, swahiliDefaults, "content"),
  ...GALLERY.map((category) => ({
    where: `gallery category ${category.key}`,
    english: category.label,
    swahili: GALLERY_LABELS_SW[category.key]!,
  })),
  ...(Object.keys(IMAGE_ALTS_SW) as ImageSlot[]).map((slot) => ({
    where: `alt ${slot}`,
    english: IMAGE_SLOTS[slot].alt,
    swahili: IMAGE_ALTS_SW[slot],
  })),
];

/** The glossary's terms: when the English matches, the Kiswahili must say `chosen`, never `never`. */
const TERMS: { term: string; english: RegExp; chosen: RegExp; never: RegExp }[] = [
  // "Mtaro" is a ditch or storm drain in Kenya.
  { term: "terrace", english: /\bterrace\b/i, chosen: /juu ya paa/i, never: /mitaro|mtaro/i },
  // "Hifadhi" alone is save/store; the glossary's "Uhifadhi" is not what the site says.
  // ("Booking reference" is "namba ya kumbukumbu", decision 020.)
  {
    term: "booking",
    english: /\bbookings?\b(?!\.com| reference)/i,
    chosen: /nafasi/i,
    never: /\buhifadhi\b/i,
  },
  // Kenyan everyday "risiti", not the formal (and more Tanzanian) "stakabadhi".
  { term: "receipt", english: /\breceipts?\b/i, chosen: /risiti/i, never: /stakabadhi/i },
  // "Marejesho" reads as loan repayments; "kurejeshea pesa" / "pesa zilizorejeshwa".
  { term: "refund", english: /\brefund/i, chosen: /rejesh/i, never: /marejesho/i },
  {
    term: "check-in",
    english: /\bcheck[- ]in\b/i,
    chosen: /kuingia|wanaoingia/i,
    never: /check[- ]?in/i,
  },
];

describe("one English term, one Kiswahili term", () => {
  it("pairs the catalogs, the content defaults, the gallery and the alt texts", () => {
    expect(PAIRS.length).toBeGreaterThan(600);
  });

  it.each(TERMS)("$term: the chosen word wherever the English names it", (term) => {
    // An argument's name ("{receipt}") is not a word of the text.
    const named = PAIRS.filter((pair) =>
      term.english.test(pair.english.replace(/\{\s*\w+\s*[,}]/g, "")),
    );
    expect(named.length, term.term).toBeGreaterThan(0);
    for (const pair of named) {
      expect(pair.swahili, `${pair.where}: "${pair.english}"`).toMatch(term.chosen);
      expect(pair.swahili, pair.where).not.toMatch(term.never);
    }
  });

  it("never calls the terrace a ditch, anywhere in Kiswahili", () => {
    for (const pair of PAIRS) expect(pair.swahili, pair.where).not.toMatch(/\bm(i)?taro\b/i);
  });
});
