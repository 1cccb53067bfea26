// Text as people type it, the one rule every text field shares (browser and server alike): no
// control characters (PostgreSQL refuses U+0000 in text; the others are never typed and can
// hide or break what staff read), no lone halves of a surrogate pair (not Unicode at all), and
// line breaks and tabs only in fields of several lines (a message, a reason).
import { schemaMessage, type Said } from "../said.ts";
import type { StaffSaid } from "../staff-said/index.ts";
import { z } from "../zod.ts";

/** C0 controls, DEL and C1 controls: in a one-line field, tab, line feed and return too. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const ONE_LINE_UNUSUAL = /[\u0000-\u001F\u007F-\u009F]/u;
/** In a field of several lines, tab (U+0009), line feed (U+000A) and return (U+000D) are fine. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const MULTI_LINE_UNUSUAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** With the u flag, a surrogate matches only when it is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Every pattern hasUnusualCharacters tests: each one character class, no repetition, so a test
 * is one pass over the text, however long (domain/schemas/text.test.ts holds them to it).
 */
export const UNUSUAL_PATTERNS = [ONE_LINE_UNUSUAL, MULTI_LINE_UNUSUAL, LONE_SURROGATE] as const;

export type TextOptions = {
  /** Tab and line breaks allowed (a textarea). */
  multiLine?: boolean;
};

/** Whether the text holds a character no person types in such a field. */
export function hasUnusualCharacters(value: string, { multiLine = false }: TextOptions = {}) {
  return (
    (multiLine ? MULTI_LINE_UNUSUAL : ONE_LINE_UNUSUAL).test(value) || LONE_SURROGATE.test(value)
  );
}

/** The text with its unusual characters dropped: fit to show again or to quote in a message. */
export function withoutUnusualCharacters(value: string): string {
  return [...value].filter((char) => !hasUnusualCharacters(char)).join("");
}

/**
 * A text field: a string (else `error`), trimmed unless `trim: false` (passwords), refused with
 * `unusual` when it holds one ("Please remove unusual characters from …": a guest's field
 * said.unusualCharacters, a staff form's formSaid.unusualCharacters); later checks (min, max,
 * regex) chain on and run only for text without them.
 */
export function textField(
  unusual: Said | StaffSaid,
  { multiLine = false, trim = true, error }: TextOptions & { trim?: boolean; error?: string } = {},
) {
  const base = z.string(error === undefined ? undefined : { error });
  return (trim ? base.trim() : base).refine(
    (value) => !hasUnusualCharacters(value, { multiLine }),
    {
      message: schemaMessage(unusual),
      abort: true,
    },
  );
}
