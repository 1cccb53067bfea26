import type { RouterContextProvider } from "react-router";
import { toCsv } from "../../../domain/csv.ts";
import { pageCount, pageParam } from "../../../domain/pagination.ts";
import { motelDateTime } from "../../../domain/time.ts";
import { servicesContext } from "../../../server/context.ts";
import { translator } from "../../../i18n/messages.server.ts";
import {
  deleteMailingEntry,
  listMailingList,
  pageOfMailingList,
} from "../../../server/offers/mailing-list.ts";
import { readAdminForm, requireStaff, requireStaffApi } from "./session.server.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";
import { contentSaid } from "../../../domain/staff-said/content.ts";
import type { Told } from "../../../domain/said.ts";

type Context = Readonly<RouterContextProvider>;

const t = translator("en");

export const MAILING_PAGE_SIZE = 100;

export async function loadMailingPage(request: Request, context: Context) {
  await requireStaff(request, context);
  const db = context.get(servicesContext).database.db;
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const { entries, total } = await pageOfMailingList(db, { page, pageSize: MAILING_PAGE_SIZE });
  return {
    entries: entries.map((e) => ({
      id: e.id,
      email: e.email,
      registered: motelDateTime(e.subscribedAt),
    })),
    total,
    page,
    pages: pageCount(total, MAILING_PAGE_SIZE),
  };
}

export type MailingActionResult = { ok: boolean; message: Told };

export async function mailingAction(
  request: Request,
  context: Context,
): Promise<MailingActionResult> {
  const user = await requireStaff(request, context);
  const form = await readAdminForm(request);
  const id = Number(form.get("id"));
  if (form.get("intent") !== "delete" || !Number.isSafeInteger(id)) {
    return { ok: false, message: bookingSaid.unknownAction() };
  }
  const removed = await deleteMailingEntry(context.get(servicesContext).database.db, id, user);
  return removed
    ? { ok: true, message: contentSaid.mailingRemoved(removed) }
    : { ok: false, message: contentSaid.mailingGone() };
}

/** The spec's Download Data: every entry, oldest first, safe to open in a spreadsheet. */
export async function mailingCsvResponse(request: Request, context: Context): Promise<Response> {
  await requireStaffApi(request, context);
  const entries = await listMailingList(context.get(servicesContext).database.db);
  const csv = toCsv([
    [t("staffContent.emailAddress"), t("staffContent.dateRegistered")],
    ...entries.map((e) => [e.email, motelDateTime(new Date(e.date))]),
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="mailing_list.csv"',
    },
  });
}
