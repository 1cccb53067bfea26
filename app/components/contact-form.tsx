import { useState, type FormEvent } from "react";
import { href } from "react-router";
import { CONTACT_API_SUCCESS } from "../../domain/contact.ts";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "../../domain/contact.ts";
import { INTL_LOCALE } from "../../i18n/locales.ts";
import { useT, type Translate } from "../i18n.tsx";

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The browser's own checks (required, type=email, maxlength) speak the browser's language; on a
 * page in another language than English they speak the page's (decision 020). English pages keep
 * the browser's messages.
 */
function pageValidation(t: Translate) {
  if (t.lang === "en") return {};
  return {
    onInvalid(event: FormEvent<Field>) {
      const field = event.currentTarget;
      if (field.validity.customError) return;
      field.setCustomValidity(
        field.validity.valueMissing
          ? t("contact.valueMissing")
          : field.validity.typeMismatch
            ? t("contact.typeMismatch")
            : t("contact.tooLong", { max: field.maxLength }),
      );
    },
    // Typing clears the message, so the browser checks the field afresh.
    onInput(event: FormEvent<Field>) {
      event.currentTarget.setCustomValidity("");
    },
  };
}

/** What the page's action answered to a form post without JavaScript. */
export type ContactFormResult =
  { ok: true } | { ok: false; error: string; values?: Record<string, string> };

type State = "idle" | "sending" | "sent" | "failed";

/**
 * The contact form (spec: Contact): name, email, contact and message, all required. With
 * JavaScript it posts JSON to /api/mail (the spec's POST main/mail) and succeeds when the answer
 * is 'Email sent successfully'; without it, the page's action takes the same form.
 */
export function ContactForm({ result }: { result?: ContactFormResult }) {
  const t = useT();
  const validation = pageValidation(t);
  const [state, setState] = useState<State>(result ? (result.ok ? "sent" : "failed") : "idle");
  const [detail, setDetail] = useState(result && !result.ok ? result.error : undefined);
  const values = result && !result.ok ? result.values : undefined;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setState("sending");
    setDetail(undefined);
    try {
      const response = await fetch(href("/api/mail"), {
        method: "POST",
        // The API answers a refusal in the language named here (decision 020).
        headers: { "Content-Type": "application/json", "Accept-Language": INTL_LOCALE[t.lang] },
        body: JSON.stringify(Object.fromEntries(new FormData(form))),
      });
      const text = await response.text();
      if (response.ok && text === CONTACT_API_SUCCESS) {
        form.reset();
        setState("sent");
        return;
      }
      setDetail(reasonFrom(text));
    } catch {
      // Offline or the connection dropped: the message was not stored, so the visitor retries.
    }
    setState("failed");
  }

  return (
    <form
      className="contact-form"
      method="post"
      aria-labelledby="contact-form-title"
      onSubmit={send}
    >
      <h2 id="contact-form-title">{t("contact.formTitle")}</h2>
      <p className="form-field">
        <label htmlFor="contact-name">{t("contact.name")}</label>
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          defaultValue={values?.name}
          required
          {...validation}
        />
      </p>
      <p className="form-field">
        <label htmlFor="contact-email">{t("contact.email")}</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          defaultValue={values?.email}
          required
          {...validation}
        />
      </p>
      <p className="form-field">
        <label htmlFor="contact-contact">{t("contact.contact")}</label>
        <input
          id="contact-contact"
          name="contact"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={CONTACT_LIMITS.contact}
          defaultValue={values?.contact}
          required
          {...validation}
        />
      </p>
      <p className="form-field">
        <label htmlFor="contact-message">{t("contact.message")}</label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          defaultValue={values?.message}
          required
          {...validation}
        />
      </p>
      {/* Spam trap: hidden from people (and screen readers); bots that fill every field land here. */}
      <p className="honeypot">
        <label htmlFor="contact-website">{t("contact.honeypot")}</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </p>
      {state === "sent" && (
        <p className="form-alert form-alert--success" role="alert">
          {t("contact.sent")}
        </p>
      )}
      {state === "failed" && (
        <div className="form-alert form-alert--error" role="alert">
          <p>{t("contact.failed")}</p>
          {detail && <p>{detail}</p>}
        </div>
      )}
      <p>
        <button type="submit" className="button" disabled={state === "sending"}>
          {state === "sending"
            ? t("contact.sending")
            : state === "failed"
              ? t("contact.tryAgain")
              : t("contact.send")}
        </button>
      </p>
    </form>
  );
}

/** The server's reason from a 4xx JSON answer ({ error }), when there is one. */
function reasonFrom(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body.error === "string" ? body.error : undefined;
  } catch {
    return undefined;
  }
}
