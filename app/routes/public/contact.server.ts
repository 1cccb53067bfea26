import type { RouterContextProvider } from "react-router";
import { CONTACT_LIMITS } from "../../../domain/contact.ts";
import { receiveContactMessage } from "../../../server/messages/contact.ts";
import type { BodyKind } from "../../../server/http/request-body.ts";
import type { Told } from "../../../domain/said.ts";
import { translator, wordingIn } from "../../../i18n/messages.server.ts";
import { wordTold } from "../../../i18n/said.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { apiServices, readFields, type Refusal } from "../api/api.server.ts";

/** Room for the four fields at their longest, encoded, and nothing much more. */
const MAX_BODY_BYTES = 4 * Object.values(CONTACT_LIMITS).reduce((a, b) => a + b, 0) + 1024;

export type ContactSubmission =
  | { ok: true; status: 200 }
  | {
      ok: false;
      status: 400 | 405 | 413 | 415 | 429;
      error: string;
      fieldErrors?: Record<string, string[] | undefined>;
      /** The fields as read (within the size limit), for the page to show again. */
      fields?: Record<string, unknown>;
    };

/** A refused request's reason: English keeps its exact wording, Kiswahili says it in a guest's words. */
function refusalIn(lang: Lang, refused: Refusal): Refusal {
  if (lang === "en") return refused;
  const t = translator(lang);
  return { ...refused, error: t(refused.status === 413 ? "contact.tooLarge" : "contact.refused") };
}

/** Each field's refusal in the page's language (a list, as the API has always answered). */
function fieldErrorsIn(lang: Lang, fieldErrors: Record<string, Told>) {
  const t = wordingIn(lang);
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, told]) => [field, [wordTold(t, told)]]),
  );
}

/**
 * A contact message, as JSON (the API) or a form post (the page without JavaScript): stored,
 * its staff email queued, and the answer to give, in `lang` (the page's language: decision 020).
 */
export async function submitContact(
  request: Request,
  context: Readonly<RouterContextProvider>,
  accept: BodyKind,
  lang: Lang,
): Promise<ContactSubmission> {
  const t = translator(lang);
  const read = await readFields(request, { maxBytes: MAX_BODY_BYTES, accept: [accept] });
  if ("refused" in read) return { ok: false, ...refusalIn(lang, read.refused) };
  const services = apiServices(context);
  const result = await receiveContactMessage(services.db, read.fields, {
    clientKey: services.clientKey,
    limitPerHour: services.config.rateLimits.contactPerHour,
    staffAddress: services.config.mail.staffAddress,
  });
  if (result.ok) {
    services.log.info({ contactMessageId: result.id }, "contact message received");
    return { ok: true, status: 200 };
  }
  const fields = read.fields;
  if (result.code === "rate_limited") {
    return { ok: false, status: 429, error: t("common.tooMany"), fields };
  }
  return {
    ok: false,
    status: 400,
    error: t("contact.invalid"),
    fieldErrors: fieldErrorsIn(lang, result.fieldErrors),
    fields,
  };
}
