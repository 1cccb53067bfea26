import type { RouterContextProvider } from "react-router";
import { motelDateTime } from "../../../domain/time.ts";
import { servicesContext } from "../../../server/context.ts";
import { listOutbox, outboxStatusOf, resendEmailByStaff } from "../../../server/mail/outbox.ts";
import { listTexts } from "../../../server/texts/outbox.ts";
import { waitingWork, type QueueName } from "../../../server/jobs/waiting-work.ts";

export type { QueueName };

/** A queue's figures as staff read them (app/features/admin/waiting-work.tsx). */
export type WaitingWorkView = {
  queue: QueueName;
  waiting: number;
  /** The oldest due item's time, in the motel's words; null when none waits. */
  oldestSince: string | null;
  later: number | null;
  stuck: number | null;
};
import { readAdminForm, requireStaff } from "./session.server.ts";
import { resendTextFromForm, textView } from "./texts.server.ts";
import type { Told } from "../../../domain/said.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";

type Context = Readonly<RouterContextProvider>;

export const OUTBOX_LIMIT = 100;

export async function loadOutboxPage(request: Request, context: Context) {
  await requireStaff(request, context);
  const status = outboxStatusOf(new URL(request.url).searchParams.get("status"));
  const db = context.get(servicesContext).database.db;
  const [rows, texts, work] = await Promise.all([
    listOutbox(db, { status, limit: OUTBOX_LIMIT }),
    listTexts(db, { limit: OUTBOX_LIMIT }),
    waitingWork(db),
  ]);
  return {
    waiting: work.map(({ queue, waiting, oldestSince, later, stuck }): WaitingWorkView => ({
      queue,
      waiting,
      oldestSince: oldestSince && motelDateTime(oldestSince),
      later,
      stuck,
    })),
    status: status ?? "all",
    limit: OUTBOX_LIMIT,
    // The HTML bodies and headers stay on the server: staff read the text version.
    emails: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      created: motelDateTime(row.createdAt),
      sent: row.sentAt ? motelDateTime(row.sentAt) : null,
      text: row.textBody,
    })),
    texts: texts.map(textView),
  };
}

export type OutboxActionResult = { ok: boolean; message: Told };

export async function outboxAction(
  request: Request,
  context: Context,
): Promise<OutboxActionResult> {
  const user = await requireStaff(request, context);
  const form = await readAdminForm(request);
  if (form.get("intent") === "resend-text") {
    return resendTextFromForm(context.get(servicesContext).database.db, form, user);
  }
  const id = Number(form.get("id"));
  if (form.get("intent") !== "resend" || !Number.isSafeInteger(id)) {
    return { ok: false, message: bookingSaid.unknownAction() };
  }
  const done = await resendEmailByStaff(context.get(servicesContext).database.db, id, user);
  return done
    ? { ok: true, message: bookingSaid.emailResent(id) }
    : { ok: false, message: bookingSaid.emailCannotResend(id) };
}
