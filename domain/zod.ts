// zod, as the shared schemas use it. Its JIT compiles object parsers with `new Function`, which
// our Content Security Policy forbids (no 'unsafe-eval'): even the probe for it makes the browser
// report a CSP violation. Jitless parsing is plenty fast for forms and small requests.
// Schemas must import z from here, so the setting applies before any schema is built.
import { z } from "zod";

z.config({ jitless: true });

export { z };

/** The first problem's words, for a schema whose messages are all words (the staff's forms). */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "";
}
