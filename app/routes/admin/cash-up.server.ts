// /admin/cash-up and /admin/cash-up.csv: the end-of-day report of a chosen motel-local day
// (today by default), on screen and as CSV for the owner to count the drawer against.
import { data, type RouterContextProvider } from "react-router";
import { cashUpRows } from "../../../domain/cash-up.ts";
import { toCsv } from "../../../domain/csv.ts";
import type { Told } from "../../../domain/said.ts";
import { deskSaid } from "../../../domain/staff-said/desk.ts";
import { isCalendarDate } from "../../../domain/stay.ts";
import { motelDate } from "../../../domain/time.ts";
import { staffWords, translator } from "../../../i18n/messages.server.ts";
import { cashUpNames } from "../../features/admin/actor.ts";
import { servicesContext } from "../../../server/context.ts";
import { cashUpFor } from "../../../server/front-desk/cash-up.ts";
import { requireStaff, requireStaffApi } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

/** The day asked for (?date=YYYY-MM-DD), today when none; undefined when it is not a date. */
function dayOf(request: Request, context: Context): string | undefined {
  const asked = new URL(request.url).searchParams.get("date")?.trim() ?? "";
  if (asked === "") return motelDate(context.get(servicesContext).payments.clock());
  return isCalendarDate(asked) ? asked : undefined;
}

export async function loadCashUp(request: Request, context: Context) {
  await requireStaff(request, context);
  const date = dayOf(request, context);
  if (!date) {
    return data({ report: null, date: "", error: deskSaid.cashUpDate() }, { status: 400 });
  }
  const report = await cashUpFor(context.get(servicesContext).database.db, date);
  return data({ report, date, error: null as Told | null });
}

export async function cashUpCsvResponse(request: Request, context: Context): Promise<Response> {
  await requireStaffApi(request, context);
  const date = dayOf(request, context);
  if (!date) return new Response(staffWords(deskSaid.cashUpDate()), { status: 400 });
  const report = await cashUpFor(context.get(servicesContext).database.db, date);
  // The methods and staff by the names staff read on the page (the English staff catalog).
  const rows = cashUpRows(report, cashUpNames(translator("en")));
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="cash-up-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
