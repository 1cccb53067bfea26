// Analytics events on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { analyticsEvents } from "../db/schema/analytics.ts";
import { rateLimits } from "../db/schema/rate-limits.ts";
import { createVisitorKeys, dailyVisitorKey, recordBeacon, recordEvent } from "./events.ts";

const CHROME =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const beacon = {
  event: {
    name: "view_room",
    props: { item_id: "family", item_name: "Family Room", item_category: "Family" },
  },
  path: "/room/family",
};
const options = {
  userAgent: CHROME,
  address: "203.0.113.7",
  clientKey: "client-a",
  limitPerMinute: 3,
};

it("the visitor key changes with the motel day, and a past day's key cannot be made again", () => {
  const keys = createVisitorKeys();
  const day = new Date("2026-12-01T10:00:00Z");
  const key = keys("203.0.113.7", CHROME, day);
  expect(key).not.toContain("203");
  expect(keys("203.0.113.7", CHROME, new Date("2026-12-01T20:00:00Z"))).toBe(key);
  expect(keys("203.0.113.8", CHROME, day)).not.toBe(key);
  // 21:00 UTC is midnight in Nairobi: a new day, a new salt.
  expect(keys("203.0.113.7", CHROME, new Date("2026-12-01T21:00:00Z"))).not.toBe(key);
  // The old day's salt is gone, not derived from anything kept: the same inputs give another key.
  expect(keys("203.0.113.7", CHROME, day)).not.toBe(key);
  // Nor does another process (or a restart) get the same key.
  expect(createVisitorKeys()("203.0.113.7", CHROME, day)).not.toBe(key);
});

describe.each(testDatabaseKinds())("analytics on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
    await database.db.delete(rateLimits);
  });

  it("stores a valid beacon compactly, with a daily visitor key and no address", async () => {
    const now = new Date("2026-12-01T10:00:00Z");
    expect(await recordBeacon(database.db, beacon, { ...options, now })).toEqual({
      status: "stored",
    });
    const rows = await database.db.select().from(analyticsEvents);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        name: "view_room",
        props: beacon.event.props,
        path: "/room/family",
        visitor: dailyVisitorKey(options.address, CHROME, now),
        occurredAt: now,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
  });

  it("keeps a page view's path once, in the path column", async () => {
    const pageView = {
      event: { name: "page_view", props: { page_path: "/gallery" } },
      path: "/gallery",
    };
    expect(await recordBeacon(database.db, pageView, options)).toEqual({ status: "stored" });
    const [row] = await database.db.select().from(analyticsEvents);
    expect(row).toMatchObject({ name: "page_view", props: {}, path: "/gallery" });
  });

  it.each([
    [{ ...beacon, event: { name: "view_room", props: { item_id: "penthouse" } } }],
    [{ event: { name: "download_file", props: { name: "secrets" } }, path: "/" }],
    [{ event: { name: "contact_click", props: { label: "phone", email: "a@b.co" } }, path: "/" }],
    [{ event: { name: "signup", props: {} }, path: "/" }],
    [{ ...beacon, path: "https://elsewhere.example/" }],
  ])("refuses an event that is not the spec's: %j", async (body) => {
    const result = await recordBeacon(database.db, body, options);
    expect(result.status).toBe("invalid");
    expect(await database.db.select().from(analyticsEvents)).toEqual([]);
  });

  it.each([
    "Googlebot/2.1 (+http://www.google.com/bot.html)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
    "curl/8.5.0",
    "",
  ])("drops beacons from bots: %j", async (userAgent) => {
    expect(await recordBeacon(database.db, beacon, { ...options, userAgent })).toEqual({
      status: "bot",
    });
    expect(await database.db.select().from(analyticsEvents)).toEqual([]);
  });

  it("rate-limits one client per minute", async () => {
    const now = new Date("2026-12-01T10:00:00Z");
    for (let i = 0; i < 3; i++) await recordBeacon(database.db, beacon, { ...options, now });
    expect(await recordBeacon(database.db, beacon, { ...options, now })).toEqual({
      status: "rate_limited",
    });
    const later = new Date(now.getTime() + 61_000);
    expect(await recordBeacon(database.db, beacon, { ...options, now: later })).toEqual({
      status: "stored",
    });
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(4);
  });

  it("records server events in the caller's transaction", async () => {
    await database.db.transaction(async (tx) => {
      await recordEvent(tx, {
        name: "payment_completed",
        props: { booking_reference: "GOM-1", total_kes: 9000, method: "mpesa" },
      });
    });
    await database.db
      .transaction(async (tx) => {
        await recordEvent(tx, {
          name: "booking_created",
          props: { booking_reference: "GOM-2", total_kes: 4500 },
        });
        throw new Error("booking failed");
      })
      .catch(() => {});
    const rows = await database.db.select().from(analyticsEvents);
    expect(rows.map((r) => [r.name, r.props, r.path, r.visitor])).toEqual([
      [
        "payment_completed",
        { booking_reference: "GOM-1", total_kes: 9000, method: "mpesa" },
        null,
        null,
      ],
    ]);
  });
});
