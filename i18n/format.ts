// Formatting a compiled ICU message (icu-minify, decision 020), in the browser and on the server:
// 650 bytes of runtime. Messages are compiled on the server (i18n/messages.server.ts) and reach
// the browser as loader data, so the ICU parser never ships. Numbers and dates go through Intl
// with the page's locale, created once per locale and options.
import format, { type CompiledMessage } from "icu-minify/format";
import { groupedWhole, listWithAnd, wholeCardinal } from "../domain/plain-numbers.ts";
import { INTL_LOCALE, type Lang } from "./locales.ts";

export type { CompiledMessage };
/** A page's messages, by full key ("home.bookARoom"). */
export type CompiledMessages = Readonly<Record<string, CompiledMessage>>;
export type MessageValues = Record<string, string | number | Date>;

const cached = new Map<string, unknown>();
function memo<T>(key: string, make: () => T): T {
  let value = cached.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cached.set(key, value);
  }
  return value;
}

const intlNumber = (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
  memo(`n${JSON.stringify(args)}`, () => new Intl.NumberFormat(...args));
const intlPlural = (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
  memo(`p${JSON.stringify(args)}`, () => new Intl.PluralRules(...args));

/** Options a whole number formats the same under, grouped: none, or no fraction digits. */
const plainNumber = (options?: Intl.NumberFormatOptions) =>
  options === undefined ||
  (Object.keys(options).length === 1 && options.maximumFractionDigits === 0);

// A whole number's "#" and a cardinal plural need no Intl (domain/plain-numbers.ts): a page's
// hydration then makes none, and the ICU data is not loaded for it on a cheap phone.
const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    memo(`d${JSON.stringify(args)}`, () => new Intl.DateTimeFormat(...args)),
  // icu-minify calls only format() and select() of what these give (its format.js).
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    plainNumber(args[1])
      ? ({
          format: (value: number) => groupedWhole(value) ?? intlNumber(...args).format(value),
        } as Intl.NumberFormat)
      : intlNumber(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    (args[1]?.type ?? "cardinal") === "cardinal"
      ? ({
          select: (value: number) => wholeCardinal(value) ?? intlPlural(...args).select(value),
        } as Intl.PluralRules)
      : intlPlural(...args),
};

/** Whole numbers as the language writes them ("12,500"). */
export function formatWhole(lang: Lang, value: number): string {
  return formatters.getNumberFormat(INTL_LOCALE[lang], { maximumFractionDigits: 0 }).format(value);
}

/** "Standard, Deluxe, Executive and Family" / "… na Family" (domain/plain-numbers.ts). */
export function listAnd(lang: Lang, items: readonly string[]): string {
  return listWithAnd(items, lang === "sw" ? "na" : "and");
}

/**
 * The days of the week as the language names them, Sunday first (rate rules number them so):
 * "Sunday" / "Jumapili", or "Sun" when short.
 */
export function weekdayNames(lang: Lang, width: "long" | "short" = "long"): string[] {
  const format = formatters.getDateTimeFormat(INTL_LOCALE[lang], {
    weekday: width,
    timeZone: "UTC",
  });
  // 2026-11-22 is a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2026, 10, 22 + day)));
}

/** A message as text; a missing one shows its key (and a test that looks at the page fails). */
export function formatText(
  messages: CompiledMessages,
  lang: Lang,
  key: string,
  values?: MessageValues,
): string {
  const message = messages[key];
  if (message === undefined) return key;
  return String(
    format(message, INTL_LOCALE[lang], values, { formatters, timeZone: "Africa/Nairobi" }),
  );
}

/** A message with tags (<link>…</link>) whose chunks the callers wrap in elements. */
export function formatRich<Element>(
  messages: CompiledMessages,
  lang: Lang,
  key: string,
  values: Record<string, string | number | Date | ((chunks: (string | Element)[]) => Element)>,
): string | Element | (string | Element)[] {
  const message = messages[key];
  if (message === undefined) return key;
  return format<Element>(message, INTL_LOCALE[lang], values, {
    formatters,
    timeZone: "Africa/Nairobi",
  });
}
