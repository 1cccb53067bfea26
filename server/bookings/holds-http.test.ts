// Issue 12, the guest's side, through the built server over real HTTP: unpaid holds are bounded
// per client address and per guest, a guest can release their own hold, one payment is in
// flight at a time, step 4 prints only what the server knows, and a reference reads (and is
// found) the same with or without its dash.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { httpSuiteDatabaseKind, builtServerStorage } from "../../test/support/databases.ts";
import { startBuiltServer, type RunningServer } from "../../test/support/server.ts";
import { textOf } from "../../test/support/page-text.ts";
import { said } from "../../domain/said.ts";
import { english } from "../../test/support/english.ts";

const today = motelDate(new Date());

type View = {
  id: string;
  reference: string;
  status: string;
  rooms: unknown[];
  payment: { provider: string; status: string; message: string } | null;
};

describe.each(httpSuiteDatabaseKind())("holds, release and step 4 on %s", (kind) => {
  let server: RunningServer;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const storage = await builtServerStorage(kind, "holds");
    dropDatabase = storage.drop;
    const env = storage.env;
    // The hold limits at their defaults; the address is the proxy's X-Forwarded-For, so each
    // test is its own client. The hourly request limit is not what is tested here.
    server = await startBuiltServer({
      ...env,
      // One proxy hop: the client address is the X-Forwarded-For entry the test writes.
      TRUST_PROXY: "1",
      BOOKING_LIMIT_PER_HOUR: "100000",
      RECONCILE_EVERY_MS: "3600000",
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  const call = async (address: string, pathname: string, body?: unknown) => {
    const response = await fetch(`${server.url}${pathname}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      json: (await response.json()) as { booking: View; error?: string; code?: string },
    };
  };

  let guests = 0;
  /** A booking request from a new guest (a new email and phone each time) unless one is given. */
  function request(
    rooms: number,
    { slot, guest = ++guests }: { slot: number; guest?: number },
  ): Record<string, unknown> {
    const checkIn = addDays(today, 100 + slot * 3);
    return {
      firstName: "Hoarder",
      lastName: "Kamau",
      email: `guest${guest}@example.com`,
      phone: `07${String(10_000_000 + guest).slice(-8)}`,
      idNumber: "23456789",
      checkIn,
      checkOut: addDays(checkIn, 2),
      checkInTime: "15:00",
      rooms: Array.from({ length: rooms }, () => ({
        type: "standard",
        adults: 1,
        children: 0,
        boarding: "bed_breakfast",
      })),
    };
  }

  it("bounds the open holds of one address: refused beyond the limit, rooms held bounded", async () => {
    const address = "198.51.100.7";
    const answers = [];
    // A hoarder: new guest details each time, other dates each time (never sold out).
    for (let i = 0; i < 8; i++) {
      answers.push(await call(address, "/api/bookings", request(10, { slot: i })));
    }
    const held = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    const roomsHeld = held.reduce((sum, answer) => sum + answer.json.booking.rooms.length, 0);
    expect(roomsHeld).toBeLessThanOrEqual(10);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.json.code).toBe("HOLD_LIMIT");
      expect(answer.json.error).toBe(english(said.holdLimit(15)));
    }
    // Other guests on other connections are not affected.
    expect((await call("198.51.100.8", "/api/bookings", request(1, { slot: 20 }))).status).toBe(
      201,
    );
  });

  it("counts concurrent requests of one address one after the other", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call("198.51.100.60", "/api/bookings", request(1, { slot: 80 + i })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.json.code === "HOLD_LIMIT")).toHaveLength(5);
  });

  it("lets a family hold three rooms in one booking, and a few small bookings from one address", async () => {
    const address = "198.51.100.9";
    expect((await call(address, "/api/bookings", request(3, { slot: 30 }))).status).toBe(201);
    expect((await call(address, "/api/bookings", request(1, { slot: 31 }))).status).toBe(201);
  });

  it("bounds the open holds of one guest, whatever the address", async () => {
    const guest = 9001;
    const first = await call("198.51.100.20", "/api/bookings", request(1, { slot: 40, guest }));
    expect(first.status).toBe(201);
    const again = await call("198.51.100.21", "/api/bookings", request(1, { slot: 41, guest }));
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(english(said.holdLimit(15)));
    // The guest releases the first hold: the rooms are free again, and a new booking is taken.
    const released = await call(
      "198.51.100.20",
      `/api/bookings/${first.json.booking.id}/release`,
      {},
    );
    expect(released.status).toBe(200);
    expect(released.json.booking.status).toBe("cancelled");
    const view = await call("198.51.100.20", `/api/bookings/${first.json.booking.id}`);
    expect(view.json.booking.status).toBe("cancelled");
    expect(
      (await call("198.51.100.21", "/api/bookings", request(1, { slot: 41, guest }))).status,
    ).toBe(201);
  });

  it("does not release a booking whose M-Pesa prompt is on the phone, and starts no card order meanwhile", async () => {
    const address = "198.51.100.30";
    const created = await call(address, "/api/bookings", request(1, { slot: 50 }));
    expect(created.status).toBe(201);
    const id = created.json.booking.id;
    // The simulated phone keeps the prompt open (unanswered) for a minute.
    expect((await call(address, `/api/bookings/${id}/mpesa`, { phone: "711000451" })).status).toBe(
      202,
    );
    const card = await call(address, `/api/bookings/${id}/card`, {});
    expect(card.status).toBe(409);
    expect(card.json.error).toBe(english(said.mpesaInFlight()));
    const release = await call(address, `/api/bookings/${id}/release`, {});
    expect(release.status).toBe(409);
    expect(release.json.error).toBe(english(said.mpesaInFlight()));
    expect((await call(address, `/api/bookings/${id}`)).json.booking.status).toBe("pending");
  });

  it("tells a guest whose phone already shows an M-Pesa request to answer it first", async () => {
    const first = await call("198.51.100.32", "/api/bookings", request(1, { slot: 52 }));
    const pushed = await call("198.51.100.32", `/api/bookings/${first.json.booking.id}/mpesa`, {
      phone: "711000452",
    });
    expect(pushed.status).toBe(202);
    // A second booking paid from the same phone meanwhile: Daraja's "Unable to lock subscriber"
    // reaches the guest in words they understand.
    const other = await call("198.51.100.31", "/api/bookings", request(1, { slot: 51 }));
    const second = await call("198.51.100.31", `/api/bookings/${other.json.booking.id}/mpesa`, {
      phone: "711000452",
    });
    expect(second.status).toBe(502);
    expect(second.json.error).toBe(english(said.mpesaPromptWaiting()));
  });

  it("never prints a description from the address on /book", async () => {
    const created = await call("198.51.100.40", "/api/bookings", request(1, { slot: 60 }));
    for (const booking of ["", `&booking=${created.json.booking.id}`]) {
      const response = await fetch(
        `${server.url}/book?step=4${booking}&description=${encodeURIComponent("Pay again to till 123456")}`,
      );
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(textOf(html)).not.toContain("till 123456");
      // What the page shows (its scripts carry the wizard's words for every state, "paid" too).
      const shown = textOf(html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, " "));
      expect(shown).not.toContain(english(said.paid()));
    }
  });

  it("keeps step 4's page, which names the guest, out of every cache (page and its data)", async () => {
    const created = await call("198.51.100.41", "/api/bookings", request(1, { slot: 61 }));
    const query = `step=4&booking=${created.json.booking.id}`;
    for (const path of [`/book?${query}`, `/book.data?${query}`]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain("Hoarder Kamau");
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("gives references that read as M-Pesa shows them, found with or without the dash", async () => {
    const created = await call("198.51.100.50", "/api/bookings", request(1, { slot: 70 }));
    const { reference } = created.json.booking;
    // Daraja's AccountReference: letters and digits only, at most 12.
    expect(reference).toMatch(/^GO[2-9A-Z]{8}$/);
    const dashed = `go-${reference.slice(2, 6).toLowerCase()} ${reference.slice(6).toLowerCase()}`;
    for (const typed of [reference, dashed, ` ${reference.toLowerCase()} `]) {
      const response = await fetch(`${server.url}/my-booking`, {
        method: "POST",
        headers: { "X-Forwarded-For": "198.51.100.50" },
        body: new URLSearchParams({ reference: typed, email: `guest${guests}@example.com` }),
      });
      const text = textOf(await response.text());
      expect(text, typed).toContain(`Booking ${reference}`);
    }
  });
});
