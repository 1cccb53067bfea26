// Formatting a compiled ICU message (icu-minify, decision 020), in the browser and on the server:
// 650 bytes of runtime. Messages are compiled on the server (i18n/messages.server.ts) and reach
// the browser as loader data, so the ICU parser never ships. Numbers and dates go through Intl
// with the page's locale, created once per locale and options.
import format, { type CompiledMessage } from "icu-minify/format";
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

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    memo(`d${JSON.stringify(args)}`, () => new Intl.DateTimeFormat(...args)),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    memo(`n${JSON.stringify(args)}`, () => new Intl.NumberFormat(...args)),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    memo(`p${JSON.stringify(args)}`, () => new Intl.PluralRules(...args)),
};

/** Whole numbers as the language writes them ("12,500"). */
export function formatWhole(lang: Lang, value: number): string {
  return formatters.getNumberFormat(INTL_LOCALE[lang], { maximumFractionDigits: 0 }).format(value);
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
