// Numbers and plurals without Intl where the rule is plain. The first Intl object a page makes
// loads the ICU data (28 ms on this machine, ten times that on a cheap phone), and hydration
// formats a price or a count on nearly every page: Intl is kept for what these do not cover.
// English and Kiswahili (en-KE, sw-KE) both group thousands with commas, and share CLDR's
// cardinal plural rule (one: 1 with no fraction; other: the rest).

/** "12,500": a whole number's digits in threes; undefined for a fraction or an unsafe number. */
export function groupedWhole(value: number): string | undefined {
  if (!Number.isSafeInteger(value)) return undefined;
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 ? `-${digits}` : digits;
}

/** The cardinal plural category of a whole number in English and Kiswahili; undefined otherwise. */
export function wholeCardinal(value: number): "one" | "other" | undefined {
  if (!Number.isSafeInteger(value)) return undefined;
  return Math.abs(value) === 1 ? "one" : "other";
}

/** "A, B, C and D" / "A, B, C na D": a conjunction list as en-KE and sw-KE write it. */
export function listWithAnd(items: readonly string[], and: "and" | "na"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}
