// The analytics report on PGlite and, with TEST_DATABASE_URL, PostgreSQL: days cut at Nairobi's
// midnight (21:00 UTC), empty days present, rooms and clicks counted, the funnel's steps.
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { analyticsEvents } from "../db/schema/analytics.ts";
import { analyticsReport } from "./report.ts";

type Row = typeof analyticsEvents.$inferInsert;

const event = (
  name: string,
  at: string,
  props: Record<string, unknown> = {},
  visitor: string | null = "v1",
): Row => ({ name, props, path: visitor ? "/" : null, visitor, occurredAt: new Date(at) });

describe.each(testDatabaseKinds())("analytics report on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
  });

  it("counts page views and visitors per Nairobi day, with empty days as 0", async () => {
    await database.db.insert(analyticsEvents).values([
      // 20:59 UTC is 23:59 in Nairobi on the 1st; 21:00 UTC is midnight, the 2nd.
      event("page_view", "2026-12-01T20:59:59Z", {}, "a"),
      event("page_view", "2026-12-01T20:59:59Z", {}, "a"),
      event("page_view", "2026-12-01T21:00:00Z", {}, "a"),
      event("page_view", "2026-12-02T05:00:00Z", {}, "b"),
      event("page_view", "2026-12-03T21:30:00Z", {}, "c"), // 4th, 00:30 in Nairobi
      // Outside the period: 30 Nov 23:59 and 5 Dec 00:00 in Nairobi.
      event("page_view", "2026-11-30T20:59:59Z", {}, "d"),
      event("page_view", "2026-12-04T21:00:00Z", {}, "e"),
      // Not a page view.
      event("view_room", "2026-12-02T05:00:00Z", { item_id: "deluxe" }, "b"),
    ]);
    const report = await analyticsReport(database.db, "2026-12-01", "2026-12-04");
    expect(report.visits).toEqual([
      { date: "2026-12-01", pageViews: 2, visitors: 1 },
      { date: "2026-12-02", pageViews: 2, visitors: 2 },
      { date: "2026-12-03", pageViews: 0, visitors: 0 },
      { date: "2026-12-04", pageViews: 1, visitors: 1 },
    ]);
    const oneDay = await analyticsReport(database.db, "2026-12-03", "2026-12-03");
    expect(oneDay.visits).toEqual([{ date: "2026-12-03", pageViews: 0, visitors: 0 }]);
  });

  it("ranks rooms by views, and counts downloads and clicks by label", async () => {
    const at = "2026-12-02T09:00:00Z";
    await database.db.insert(analyticsEvents).values([
      ...["deluxe", "deluxe", "deluxe", "family", "family", "standard_double"].map((room) =>
        event("view_room", at, { item_id: room, item_name: "x", item_category: "x" }),
      ),
      event("view_room", "2026-12-05T09:00:00Z", { item_id: "executive" }), // after the period
      event("download_file", at, { name: "room_rates" }),
      event("download_file", at, { name: "room_rates" }),
      event("download_file", at, { name: "restaurant_menu" }),
      event("contact_click", at, { label: "phone_1" }),
      event("contact_click", at, { label: "email" }),
      event("contact_click", at, { label: "email" }),
      event("social_click", at, { label: "instagram" }),
    ]);
    const report = await analyticsReport(database.db, "2026-12-01", "2026-12-04");
    expect(report.rooms.slice(0, 3)).toEqual([
      { key: "deluxe", count: 3 },
      { key: "family", count: 2 },
      { key: "standard_double", count: 1 },
    ]);
    expect(report.rooms).toHaveLength(6);
    expect(report.rooms.slice(3).map((r) => r.count)).toEqual([0, 0, 0]);
    expect(report.downloads).toEqual([
      { key: "room_rates", count: 2 },
      { key: "restaurant_menu", count: 1 },
      { key: "conference_rates", count: 0 },
    ]);
    expect(report.contactClicks).toEqual([
      { key: "email", count: 2 },
      { key: "phone_1", count: 1 },
    ]);
    expect(report.socialClicks).toEqual([{ key: "instagram", count: 1 }]);
  });

  it("counts the funnel's events, and visitors where the event has one", async () => {
    const at = "2026-12-02T09:00:00Z";
    const booking = { booking_reference: "GOM-1", total_kes: 5000 };
    await database.db.insert(analyticsEvents).values([
      event("view_room", at, { item_id: "deluxe" }, "a"),
      event("view_room", at, { item_id: "family" }, "a"),
      event("view_room", at, { item_id: "deluxe" }, "b"),
      event("view_room", at, { item_id: "deluxe" }, "c"),
      event("book_now", at, { guests: 2 }, "a"),
      event("book_now", at, { guests: 1 }, "b"),
      event("booking_created", at, booking, null),
      event("booking_created", at, booking, null),
      event("payment_completed", "2026-12-01T21:00:00Z", { ...booking, method: "mpesa" }, null),
      // 23:59 on 30 November in Nairobi: before the period.
      event("payment_completed", "2026-11-30T20:59:00Z", { ...booking, method: "card" }, null),
    ]);
    const report = await analyticsReport(database.db, "2026-12-01", "2026-12-02");
    expect(report.funnel).toEqual([
      { name: "view_room", count: 4, visitors: 3, source: "browser" },
      { name: "book_now", count: 2, visitors: 2, source: "browser" },
      { name: "booking_created", count: 2, visitors: null, source: "server" },
      { name: "payment_completed", count: 1, visitors: null, source: "server" },
    ]);
  });

  it("gives zeros, not gaps, for a period with no events", async () => {
    const report = await analyticsReport(database.db, "2026-12-01", "2026-12-07");
    expect(report.visits).toHaveLength(7);
    expect(report.visits.every((d) => d.pageViews === 0 && d.visitors === 0)).toBe(true);
    expect(report.funnel.map((s) => s.count)).toEqual([0, 0, 0, 0]);
    expect(report.contactClicks).toEqual([]);
    expect(report.rooms.map((r) => r.count)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
