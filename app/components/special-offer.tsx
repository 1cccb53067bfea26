import { useEffect, useRef, useState, type FormEvent } from "react";
import { href, Link } from "react-router";
import { wrapTabInside } from "./tab-wrap.ts";
import { useT } from "../i18n.tsx";

// The email rule's schema (and zod with it) is loaded when the modal opens, not with the home page.
const loadOfferSchema = () => import("../../domain/schemas/offer.ts");

/** Spec section 9: the modal opens this long after the home page loads. */
export const OFFER_DELAY_MS = 10_000;
/** Spec section 3: the email-submitted flag, persisted locally. */
export const OFFER_FLAG_KEY = "emailSubmitted";

function emailSubmitted(): boolean {
  try {
    return localStorage.getItem(OFFER_FLAG_KEY) === "true";
  } catch {
    return false; // storage blocked: behave as on a first visit
  }
}

function rememberSubmitted() {
  try {
    localStorage.setItem(OFFER_FLAG_KEY, "true");
  } catch {
    // storage blocked: the modal may show again on a later visit, which is harmless
  }
}

/**
 * The Special Offer modal on home (spec sections 4, 5, 7): a native modal <dialog> (focus stays
 * inside, Escape closes it, the page behind is inert), opened 10 s after load until an email has
 * been submitted from this browser.
 */
export function SpecialOffer() {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [thanked, setThanked] = useState(false);
  const okButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Tells browser tests the page has decided (after hydration) whether the modal will open.
    if (emailSubmitted()) {
      dialog.current?.setAttribute("data-timer", "skipped");
      return;
    }
    const timer = setTimeout(() => {
      if (dialog.current?.open) return;
      void loadOfferSchema();
      dialog.current?.showModal();
      emailInput.current?.focus(); // the field, not the close button that comes first
    }, OFFER_DELAY_MS);
    // Lets browser tests start their fake clock's 10 s from the moment the timer is set.
    dialog.current?.setAttribute("data-timer", "set");
    return () => clearTimeout(timer);
  }, []);

  // Closing the dialog sends focus back to <body>: move it to the thank-you's OK button instead.
  useEffect(() => {
    if (thanked) okButton.current?.focus();
  }, [thanked]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const { OfferEmailSchema } = await loadOfferSchema();
    const parsed = OfferEmailSchema.safeParse(fields);
    if (!parsed.success) {
      setError(t("common.offerInvalidEmail")); // nothing is sent
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const response = await fetch(href("/api/offers"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) {
        rememberSubmitted();
        setThanked(true);
        dialog.current?.close();
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      // The server's own words are English: a Kiswahili page says its failure in Kiswahili.
      setError(
        typeof body.error === "string" && t.lang === "en" ? body.error : t("common.offerFailed"),
      );
    } catch {
      setError(t("common.offerFailed"));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <dialog
        ref={dialog}
        className="offer-dialog"
        aria-labelledby="offer-title"
        aria-describedby="offer-text"
        onKeyDown={wrapTabInside}
      >
        <form className="offer-dialog__form" noValidate onSubmit={submit}>
          <button
            type="button"
            className="offer-dialog__close"
            aria-label={t("common.offerClose")}
            onClick={() => dialog.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
          <h2 id="offer-title">{t("common.offerTitle")}</h2>
          <p id="offer-text">{t("common.offerText")}</p>
          <p className="form-field">
            <label htmlFor="offer-email">{t("common.email")}</label>
            <input
              ref={emailInput}
              id="offer-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-invalid={error === t("common.offerInvalidEmail") || undefined}
              aria-describedby={error ? "offer-error" : undefined}
            />
          </p>
          {error && (
            <p id="offer-error" className="form-alert form-alert--error" role="alert">
              {error}
            </p>
          )}
          <p className="offer-dialog__consent">
            {t.rich("common.offerConsent", {
              terms: (chunks) => (
                <Link to={{ pathname: t.path(href("/privacy")), hash: "terms" }}>{chunks}</Link>
              ),
              privacy: (chunks) => <Link to={t.path(href("/privacy"))}>{chunks}</Link>,
            })}
          </p>
          <p>
            <button type="submit" className="button" disabled={sending}>
              {t(sending ? "common.sending" : "common.submit")}
            </button>
          </p>
        </form>
      </dialog>
      {/* The live region is always there, so screen readers announce the text put into it. */}
      <div className={thanked ? "offer-status offer-thanks" : "offer-status"} role="status">
        {thanked && (
          <>
            <p>{t("common.offerThankYou")}</p>
            <button
              ref={okButton}
              type="button"
              className="button button--ghost"
              onClick={() => setThanked(false)}
            >
              {t("common.ok")}
            </button>
          </>
        )}
      </div>
    </>
  );
}
