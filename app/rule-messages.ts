// The payment step's answers (domain/messages.ts) in the page's language, until they travel as
// codes like the rules' refusals do (domain/said.ts, issue 36). The server words them in English;
// a Kiswahili page recognises each known message by its English builder and shows the catalog's
// Kiswahili with the same values. Decision 020.
import { HTTP_MESSAGES, PAYMENT_MESSAGES } from "../domain/messages.ts";
import type { Told } from "../domain/said.ts";
import type { MessageKey } from "../i18n/catalogs.ts";
import { WIZARD_FIXED } from "../i18n/en/wizard-fixed.ts";
import { wordTold } from "../i18n/said.ts";
import type { Translate } from "./i18n.tsx";

type Known = { key: MessageKey; pattern: RegExp; names: string[] };

const MARK = (i: number) => `\uE000${i}\uE001`;

/** A message's builder as a pattern: each argument a group, the words as they are. */
function known<Args extends unknown[]>(
  key: MessageKey,
  build: (...args: Args) => string,
  names: string[],
): Known {
  const escaped = build(...(names.map((_, i) => MARK(i)) as Args)).replace(
    /[.*+?^${}()|[\]\\]/g,
    "\\$&",
  );
  const source = escaped.replace(/\uE000(\d+)\uE001/g, "(.+?)");
  return { key, pattern: new RegExp(`^${source}$`), names };
}

const KNOWN: Known[] = [
  // The booking API's answers of the payment step.
  known("wizard.holdLimit", PAYMENT_MESSAGES.holdLimit, ["minutes"]),
  known("wizard.amountMismatch", PAYMENT_MESSAGES.amountMismatch, ["paid", "owed"]),
  known("wizard.priceChanged", PAYMENT_MESSAGES.priceChanged, ["total"]),
  known("wizard.httpFailed", () => HTTP_MESSAGES.failed, []),
  known("wizard.httpUnavailable", () => HTTP_MESSAGES.unavailable, []),
  ...Object.entries(WIZARD_FIXED).map(([key, text]) =>
    known(`wizard.${key}` as MessageKey, () => text, []),
  ),
];

/** The message and its values, when it is one of the known messages. */
export function recognise(
  text: string,
): { key: MessageKey; values: Record<string, string> } | null {
  for (const { key, pattern, names } of KNOWN) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) };
  }
  return null;
}

/**
 * A message as the page shows it: a code worded in the page's language; English words as they
 * are on English pages, the catalog's on Kiswahili ones (an unknown message stays as written).
 */
export function ruleMessage(t: Translate, told: Told): string {
  if (typeof told !== "string" || t.lang === "en") return wordTold(t, told);
  const found = recognise(told);
  if (!found) return wordTold(t, told);
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [
      name,
      /^\d+$/.test(value) ? Number(value) : value,
    ]),
  );
  return t(found.key, values);
}
