// The contact form's server side (the spec's POST main/mail): the message is stored and its email
// to staff queued in one transaction; the worker delivers it later, so nothing is lost.
import { motel } from "../../content/motel.ts";
import { HONEYPOT_FIELD } from "../../domain/contact.ts";
import { toldOfMessage, type Told } from "../../domain/said.ts";
import { ContactMessageSchema } from "../../domain/schemas/contact.ts";
import { fieldErrors } from "../../domain/zod.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema/messages.ts";
import { queueEmail } from "../mail/outbox.ts";
import { contactMessageEmail } from "../mail/templates.ts";
import { hitRateLimit } from "../http/rate-limit.ts";

export type ContactResult =
  | { ok: true; id: number | undefined }
  | { ok: false; code: "invalid"; fieldErrors: Record<string, Told> }
  | { ok: false; code: "rate_limited" };

const HOUR_MS = 60 * 60 * 1000;

export async function receiveContactMessage(
  db: Db,
  input: Record<string, unknown>,
  options: {
    clientKey: string;
    limitPerHour: number;
    staffAddress: string | undefined;
    now?: Date;
  },
): Promise<ContactResult> {
  const now = options.now ?? new Date();
  // A bot that filled the hidden field is told "sent" and learns nothing; nothing is stored.
  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { ok: true, id: undefined };

  const parsed = ContactMessageSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, code: "invalid", fieldErrors: fieldErrors(parsed.error, toldOfMessage) };
  const message = parsed.data;

  return db.transaction(async (tx): Promise<ContactResult> => {
    const allowed = await hitRateLimit(tx, {
      bucket: "contact",
      key: options.clientKey,
      limit: options.limitPerHour,
      windowMs: HOUR_MS,
      now,
    });
    if (!allowed) return { ok: false, code: "rate_limited" };
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, createdAt: now })
      .returning({ id: contactMessages.id });
    await queueEmail(tx, contactMessageEmail(message, options.staffAddress ?? motel.email), now);
    return { ok: true, id: row!.id };
  });
}
