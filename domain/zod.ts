// zod, as the shared schemas use it. Its JIT compiles object parsers with `new Function`, which
// our Content Security Policy forbids (no 'unsafe-eval'): even the probe for it makes the browser
// report a CSP violation. Jitless parsing is plenty fast for forms and small requests.
// Schemas must import z from here, so the setting applies before any schema is built.
import { z } from "zod";

z.config({ jitless: true });

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

/** The first problem's words, for a schema whose messages are all words (the staff's forms). */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "";
}
