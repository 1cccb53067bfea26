import type { RouterContextProvider } from "react-router";
import { resolveAnalyticsPeriod } from "../../../domain/schemas/analytics-period.ts";
import { motelDate } from "../../../domain/time.ts";
import { analyticsReport } from "../../../server/analytics/report.ts";
import { servicesContext } from "../../../server/context.ts";
import { requireStaff } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

/** The period from the query string (or the last 30 days, with why) and its figures. */
export async function loadAnalytics(request: Request, context: Context, now: Date) {
  await requireStaff(request, context);
  const today = motelDate(now);
  const query = new URL(request.url).searchParams;
  const { period, error } = resolveAnalyticsPeriod(
    { period: query.get("period"), from: query.get("from"), to: query.get("to") },
    today,
  );
  const db = context.get(servicesContext).database.db;
  return { today, period, error, report: await analyticsReport(db, period.from, period.to) };
}
