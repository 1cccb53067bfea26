import type { RouterContextProvider } from "react-router";
import { CONTACT_LIMITS } from "../../../domain/contact.ts";
import { receiveContactMessage } from "../../../server/messages/contact.ts";
import type { BodyKind } from "../../../server/request-body.ts";
import { apiServices, readFields, TOO_MANY } from "../api/api.server.ts";

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

/**
 * A contact message, as JSON (the API) or a form post (the page without JavaScript): stored,
 * its staff email queued, and the answer to give.
 */
export async function submitContact(
  request: Request,
  context: Readonly<RouterContextProvider>,
  accept: BodyKind,
): Promise<ContactSubmission> {
  const read = await readFields(request, { maxBytes: MAX_BODY_BYTES, accept: [accept] });
  if ("refused" in read) return { ok: false, ...read.refused };
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
  if (result.code === "rate_limited") return { ok: false, status: 429, error: TOO_MANY, fields };
  return {
    ok: false,
    status: 400,
    error: "Please fill in every field correctly.",
    fieldErrors: result.fieldErrors,
    fields,
  };
}
