// The texts (SMS, WhatsApp) as staff see them on /admin/outbox and a booking's page, and their
// Resend for one that failed (decision 019).
import type { Answer } from "../../../domain/said.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";
import { displayMsisdn } from "../../../domain/phone.ts";
import { motelDateTime } from "../../../domain/time.ts";
import type { Db } from "../../../server/db/client.ts";
import { resendTextByStaff, type TextRow } from "../../../server/texts/outbox.ts";

export type TextView = ReturnType<typeof textView>;

export function textView(row: TextRow) {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: displayMsisdn(row.toNumber),
    body: row.body,
    status: row.status,
    delivery: row.deliveryStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    queued: motelDateTime(row.createdAt),
    due: row.status === "pending" ? motelDateTime(row.nextAttemptAt) : null,
    sent: row.sentAt ? motelDateTime(row.sentAt) : null,
  };
}

/** The "resend-text" form: a failed text (of this booking, on its page) goes back in the queue. */
export async function resendTextFromForm(
  db: Db,
  form: Pick<URLSearchParams, "get">,
  staff: { id: number },
  bookingId?: string,
): Promise<Answer<400 | 409>> {
  const id = Number(form.get("textId"));
  if (!Number.isSafeInteger(id) || id <= 0) {
    return { ok: false, status: 400, message: bookingSaid.textCannotResend() };
  }
  return (await resendTextByStaff(db, id, staff, { bookingId }))
    ? { ok: true, message: bookingSaid.textResent(id) }
    : { ok: false, status: 409, message: bookingSaid.textCannotResend() };
}
