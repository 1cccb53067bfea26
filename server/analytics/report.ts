// The staff analytics page's figures for a period of motel-local days: page views and visitors
// per day, the most viewed rooms, downloads, contact and social clicks, and the booking funnel.
// Days are cut at Nairobi's midnight by PostgreSQL itself (`at time zone`), on PGlite as on a
// server, whatever the server's own zone.
import { and, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { DOWNLOAD_NAMES } from "../../domain/analytics.ts";
import type { AnalyticsReport, FunnelStep } from "../../domain/analytics-report.ts";
import { ROOM_TYPES } from "../../domain/rooms.ts";
import { addDays, nightsBetween } from "../../domain/stay.ts";
import { MOTEL_TIME_ZONE } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { analyticsEvents as events } from "../db/schema/analytics.ts";

/** The most viewed rooms chart shows this many room types. */
export const TOP_ROOMS = 6;
/** Click charts show the most used labels, this many at most. */
export const TOP_LABELS = 10;

const FUNNEL = ["view_room", "book_now", "booking_created", "payment_completed"] as const;
const BREAKDOWNS = ["view_room", "download_file", "contact_click", "social_click"] as const;

const zone = sql.raw(`'${MOTEL_TIME_ZONE}'`);

/** The instant a motel-local day starts. */
function dayStart(date: string): SQL {
  return sql`(${date}::date)::timestamp at time zone ${zone}`;
}

/** `from` and `to` are motel-local days (YYYY-MM-DD), both included. */
export async function analyticsReport(db: Db, from: string, to: string): Promise<AnalyticsReport> {
  const inPeriod = and(
    gte(events.occurredAt, dayStart(from)),
    lt(events.occurredAt, dayStart(addDays(to, 1))),
  );
  const count = sql<number>`count(*)::int`;
  const visitors = sql<number>`count(distinct ${events.visitor})::int`;
  const day = sql<string>`to_char(${events.occurredAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  // Each breakdown's key: the room type, the document, or the link's label.
  const key = sql<string>`coalesce(${events.props}->>'item_id', ${events.props}->>'name', ${events.props}->>'label')`;

  const [daily, breakdowns, funnel] = await Promise.all([
    db
      .select({ day, pageViews: count, visitors })
      .from(events)
      .where(and(sql`${events.name} = 'page_view'`, inPeriod))
      .groupBy(day),
    db
      .select({ name: events.name, key, count })
      .from(events)
      .where(and(inArray(events.name, [...BREAKDOWNS]), inPeriod))
      .groupBy(events.name, key),
    db
      .select({ name: events.name, count, visitors })
      .from(events)
      .where(and(inArray(events.name, [...FUNNEL]), inPeriod))
      .groupBy(events.name),
  ]);

  const byDay = new Map(daily.map((row) => [row.day, row]));
  const visits = Array.from({ length: nightsBetween(from, to) + 1 }, (_, i) => {
    const date = addDays(from, i);
    const row = byDay.get(date);
    return { date, pageViews: row?.pageViews ?? 0, visitors: row?.visitors ?? 0 };
  });

  const countOf = (name: string, k: string) =>
    breakdowns.find((row) => row.name === name && row.key === k)?.count ?? 0;
  const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
  const clicks = (name: "contact_click" | "social_click") =>
    breakdowns
      .filter((row) => row.name === name && row.key)
      .map((row) => ({ key: row.key, count: row.count }))
      .sort((a, b) => byCount(a, b) || a.key.localeCompare(b.key))
      .slice(0, TOP_LABELS);

  return {
    from,
    to,
    visits,
    // Every room type, so a room nobody looked at shows as 0; ties keep the rooms' own order.
    rooms: ROOM_TYPES.map((type) => ({ key: type.key, count: countOf("view_room", type.key) }))
      .sort(byCount)
      .slice(0, TOP_ROOMS),
    downloads: DOWNLOAD_NAMES.map((name) => ({ key: name, count: countOf("download_file", name) })),
    contactClicks: clicks("contact_click"),
    socialClicks: clicks("social_click"),
    funnel: FUNNEL.map((name): FunnelStep => {
      const row = funnel.find((r) => r.name === name);
      const server = name === "booking_created" || name === "payment_completed";
      return {
        name,
        count: row?.count ?? 0,
        visitors: server ? null : (row?.visitors ?? 0),
        source: server ? "server" : "browser",
      };
    }),
  };
}
