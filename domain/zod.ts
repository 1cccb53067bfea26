// zod, as the shared schemas use it. Its JIT compiles object parsers with `new Function`, which
// our Content Security Policy forbids (no 'unsafe-eval'): even the probe for it makes the browser
// report a CSP violation. Jitless parsing is plenty fast for forms and small requests.
// Schemas must import z from here, so the settings apply before any schema is built.
// zod's own checks (a number where text belongs, a missing field) answer a code too, never its
// English: a message crosses the seam only as a code (domain/said.ts).
import { z } from "zod";
import { said, schemaMessage, toldOfMessage, type Told } from "./said.ts";

const INVALID_INPUT = schemaMessage(said.invalidInput());
z.config({ jitless: true, customError: () => INVALID_INPUT });

export { z };

/**
 * Each field's first message, keyed by its form name ("rooms.0.nightlyKes"), in words: `word`
 * words the codes a schema's messages carry (i18n/said.ts wordTold; the staff's `staffWords`).
 */
export function fieldErrors<Message = string>(
  error: z.ZodError,
  word: (message: string) => Message,
): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= word(issue.message);
  }
  return errors;
}

/** What to tell of a failed parse: its first problem. */
export function firstTold(error: z.ZodError): Told {
  const first = error.issues[0]?.message;
  return first === undefined ? said.invalidInput() : toldOfMessage(first);
}
