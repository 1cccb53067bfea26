// The site's two languages (decision 020). Here, below every layer, because the domain keeps the
// language of a booking and picks staff's names in it; i18n/locales.ts adds how each is written.

export const LANGS = ["en", "sw"] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}
