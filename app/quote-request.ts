// Asking POST /api/quote from an effect: after a pause in the visitor's typing, cancelled when
// the question changes (the cost estimator's rooms left, the booking wizard's total).
import { INTL_LOCALE, langOfPath } from "../i18n/locales.ts";

type Handlers = {
  /** The server's answer, whatever its status; a throw here counts as a failure. */
  answer: (response: Response) => Promise<void> | void;
  /** No usable answer (offline, the connection dropped, or answer threw). */
  failed: () => void;
};

/** Sends `body` after `delayMs`; returns the cancel, for the effect's cleanup. */
export function askForQuote(body: string, delayMs: number, handlers: Handlers): () => void {
  const controller = new AbortController();
  const timer = setTimeout(async () => {
    try {
      const response = await fetch("/api/quote", {
        method: "POST",
        // The page's language: the answer names staff's seasons and taxes in it.
        headers: {
          "content-type": "application/json",
          "Accept-Language": INTL_LOCALE[langOfPath(globalThis.location?.pathname ?? "/")],
        },
        body,
        signal: controller.signal,
      });
      await handlers.answer(response);
    } catch {
      if (!controller.signal.aborted) handlers.failed();
    }
  }, delayMs);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
