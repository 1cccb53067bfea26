// Names staff type in English (seasons, weekday rules, holidays, taxes) with the Kiswahili name
// they may add beside each (issue 17): a guest reading in Kiswahili gets the Kiswahili name when
// one is saved, else the English one. Prices never depend on it.
import type { Lang } from "./lang.ts";

/** A name as staff save it: the English always, the Kiswahili optional (null or absent: none). */
export type Named = { name: string; nameSw?: string | null };

/** The name a guest reads in a language. */
export function nameIn(named: Named, lang: Lang): string {
  return lang === "sw" && named.nameSw ? named.nameSw : named.name;
}

/** Where a night's price came from, as a guest reads it ("Weekend" / "Wikendi"). */
export function ruleIn(line: { rule: string; ruleSw?: string | null }, lang: Lang): string {
  return nameIn({ name: line.rule, nameSw: line.ruleSw }, lang);
}

/**
 * Names joined as one rule ("Easter, Good Friday"): the English, and the Kiswahili (each name's
 * own or its English) only when it reads differently, so most stored nights keep null.
 */
export function joinedNames(
  names: readonly Named[],
  separator: string,
): { rule: string; ruleSw: string | null } {
  const rule = names.map((named) => named.name).join(separator);
  const sw = names.map((named) => nameIn(named, "sw")).join(separator);
  return { rule, ruleSw: sw === rule ? null : sw };
}

/**
 * The names Kiswahili pages still show in English (the launch checklist lists them): seasons
 * not over by `today`, weekday rules and taxes without a Kiswahili name.
 */
export function namesWithoutSwahili(
  saved: {
    periods: readonly (Named & { lastNight: string })[];
    weekdayRules: readonly Named[];
    taxes: readonly Named[];
  },
  today: string,
): string[] {
  return [
    ...saved.periods.filter((period) => period.lastNight >= today),
    ...saved.weekdayRules,
    ...saved.taxes,
  ]
    .filter((named) => !named.nameSw)
    .map((named) => named.name);
}
