// The page cache over real HTTP on the built server (issue 20, decision 021): a public page is
// rendered once and then served from memory with its own scripts allowed by hash; what differs
// per visitor has its own key or is never cached; and every change a page shows drops it at once
// (the pages are kept an hour here, so only a drop explains a fresh page).
import { createHash } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { eventually } from "../../test/support/booking-engine.ts";
import { builtServerStorage, httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import { formFields, textOf } from "../../test/support/page-text.ts";
import {
  createStaffAccount,
  signInStaff,
  startBuiltServer,
  type RunningServer,
} from "../../test/support/server.ts";

const ADMIN = { email: "owner@motel.test", name: "Grace", password: "owner passphrase 2026" };

describe.each(httpSuiteDatabaseKind())("the page cache on %s", (kind) => {
  let server: RunningServer;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let cookie = "";

  beforeAll(async () => {
    const storage = await builtServerStorage(kind, "page-cache");
    dropDatabase = storage.drop;
    databaseUrl = storage.env.DATABASE_URL;
    createStaffAccount(storage.env, { ...ADMIN, role: "admin" });
    server = await startBuiltServer({ ...storage.env, PAGE_CACHE_SECONDS: "3600" });
    cookie = await signInStaff(server, ADMIN);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
    return {
      status: response.status,
      cache: response.headers.get("x-page-cache"),
      policy: response.headers.get("content-security-policy") ?? "",
      encoding: response.headers.get("content-encoding"),
      html: await response.text(),
    };
  };
  /** Loaded until it comes from memory (a change elsewhere may drop it once in between). */
  const cached = async (path: string, headers: Record<string, string> = {}) => {
    const page = await eventually(
      () => get(path, headers),
      (loaded) => loaded.cache === "hit",
    );
    expect(page.cache, path).toBe("hit");
    return page;
  };
  /** A write straight to the database, as a person in psql would (PostgreSQL only). */
  const sql = async (query: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(query, values);
    } finally {
      await client.end();
    }
  };
  /** A booking for tonight through the booking API: its rooms are held while it awaits payment. */
  const holdTonight = async (type: string, phone: string, adults = 1) => {
    const checkIn = motelDate(new Date());
    const created = await fetch(`${server.url}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Amani",
        lastName: "Mwangi",
        email: `amani.${phone}@example.com`,
        phone,
        idNumber: phone.slice(2), // one hold per guest: a guest of their own each
        checkIn,
        checkOut: addDays(checkIn, 1),
        checkInTime: "15:00",
        rooms: [{ type, adults, children: 0, boarding: "bed_breakfast" }],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    return ((await created.json()) as { booking: { id: string } }).booking;
  };
  const roomsLeft = (html: string) =>
    Number(/(\d+) rooms? left for these dates/.exec(textOf(html))?.[1]);

  it("renders a page once, then serves it from memory, compressed, with its scripts allowed by hash", async () => {
    const first = await get("/room/standard");
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    const again = await get("/room/standard", { "Accept-Encoding": "br" });
    expect(again.cache).toBe("hit");
    expect(again.encoding).toBe("br");
    expect(again.html).toBe(first.html);
    // No nonce the page's scripts could carry: each of our inline scripts by its hash, and only
    // those (a script without our nonce at render time would not be listed).
    expect(again.policy).not.toContain("'nonce-");
    expect(again.html).not.toContain("nonce=");
    const scripts = [...again.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) =>
        !/type="application\/ld\+json"/.test(attributes!) && !/\bsrc=/.test(attributes!),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, , body] of scripts) {
      const hash = createHash("sha256").update(body!).digest("base64");
      expect(again.policy).toContain(`'sha256-${hash}'`);
    }
  });

  it("renders a page once for visitors who ask for it at the same moment", async () => {
    const pages = await Promise.all(Array.from({ length: 20 }, () => get("/sw/room/family")));
    const states = pages.map((page) => page.cache);
    expect(states.filter((state) => state === "miss")).toHaveLength(1);
    expect(states.every((state) => state === "miss" || state === "shared" || state === "hit")).toBe(
      true,
    );
    expect(new Set(pages.map((page) => page.html)).size).toBe(1);
  });

  it("keeps each language and home's Kiswahili suggestion apart, and leaves personal pages alone", async () => {
    const english = await cached("/");
    const swahili = await cached("/sw");
    expect(textOf(english.html)).toContain("Welcome to Gilgil Oasis Motel");
    expect(swahili.html).toContain('<html lang="sw-KE"');
    const suggested = await cached("/", { "Accept-Language": "sw-KE,sw;q=0.9" });
    expect(suggested.html).not.toBe(english.html);
    const suggestion = "Tovuti hii inapatikana pia kwa Kiswahili.";
    expect(textOf(suggested.html)).toContain(suggestion);
    expect(textOf(english.html)).not.toContain(suggestion);
    // A guest who chose Kiswahili is sent to /sw, never given a cached English home.
    const chosen = await get("/", { Cookie: "lang=sw" });
    expect(chosen.status).toBe(302);
    // A query string, the wizard and Find my booking: rendered for each request.
    for (const path of ["/accommodation?guests=2", "/book", "/my-booking"]) {
      expect((await get(path)).cache, path).toBeNull();
    }
    // A path that a URL parser would read as another host is ours, and no page.
    const elsewhere = await get("//elsewhere.example/");
    expect([elsewhere.status, elsewhere.cache]).toEqual([404, null]);
  });

  it("drops the pages when staff change a price", async () => {
    await cached("/room/deluxe");
    const editor = await fetch(`${server.url}/admin/prices`, { headers: { Cookie: cookie } });
    const fields = formFields(await editor.text());
    const saved = await fetch(`${server.url}/admin/prices`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: new URLSearchParams({ ...fields, "price.deluxe.two_guests.half_board": "7745" }),
    });
    expect(saved.status).toBe(200);
    const after = await get("/room/deluxe");
    expect(after.cache).toBe("miss");
    expect(after.html).toContain("7745");
  });

  it("drops the pages when a booking holds a room: the rooms left are tonight's", async () => {
    const before = await cached("/room/executive");
    const left = roomsLeft(before.html);
    expect(left).toBeGreaterThan(1);
    await holdTonight("executive", "0712000111");
    const after = await get("/room/executive");
    expect(after.cache).toBe("miss");
    expect(textOf(after.html)).toContain(`${left - 1} room${left - 1 === 1 ? "" : "s"} left`);
  });

  it("quotes from kept prices and rooms left, which a hold and a price change replace at once", async () => {
    const checkIn = motelDate(new Date());
    const quote = async () => {
      const response = await fetch(`${server.url}/api/quote`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          checkIn,
          checkOut: addDays(checkIn, 1),
          rooms: [{ type: "family", adults: 2, children: 0, boarding: "full_board" }],
        }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { totalKes: number; roomsLeft: { family: number } };
    };
    const before = await quote();
    expect((await quote()).roomsLeft.family).toBe(before.roomsLeft.family);
    await holdTonight("family", "0712000333", 2);
    expect((await quote()).roomsLeft.family).toBe(before.roomsLeft.family - 1);
    const editor = await fetch(`${server.url}/admin/prices`, { headers: { Cookie: cookie } });
    const fields = formFields(await editor.text());
    const price = Number(fields["price.family.two_guests.full_board"]!.replace(/,/g, ""));
    const saved = await fetch(`${server.url}/admin/prices`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: new URLSearchParams({
        ...fields,
        "price.family.two_guests.full_board": String(price + 100),
      }),
    });
    expect(saved.status).toBe(200);
    expect((await quote()).totalKes).toBeGreaterThan(before.totalKes);
  });

  it.runIf(kind === "postgres")(
    "drops the pages on a change made outside the site (a price fixed by hand in SQL)",
    async () => {
      await cached("/room/family");
      await sql(
        "update prices set amount_kes = 9333 where room_type = 'family' and guests = 'two_guests' and boarding = 'half_board'",
      );
      const after = await eventually(
        () => get("/room/family"),
        (page) => page.html.includes("9333"),
      );
      expect(after.html).toContain("9333");
    },
  );

  it.runIf(kind === "postgres")(
    "serves a page no longer than the first running hold: when it lapses, its room is free again",
    async () => {
      const booking = await holdTonight("standard_double", "0712000222", 2);
      // The hold now lapses in a few seconds (this write drops the pages, as any would).
      await sql(
        "update bookings set hold_expires_at = now() + interval '4 seconds' where id = $1",
        [booking.id],
      );
      const held = await cached("/room/standard_double");
      const heldLeft = roomsLeft(held.html);
      // No write when a hold lapses: only the page's own end makes it render again.
      const freed = await eventually(
        () => get("/room/standard_double"),
        (page) => roomsLeft(page.html) === heldLeft + 1,
        20_000,
      );
      expect(roomsLeft(freed.html)).toBe(heldLeft + 1);
      expect(freed.cache).toBe("miss");
    },
  );
});
