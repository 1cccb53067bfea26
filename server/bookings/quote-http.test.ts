// POST /api/quote and GET /api/prices on the built server, over real HTTP.
import { said } from "../../domain/said.ts";
import { english } from "../../test/support/english.ts";
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { useBuiltServer } from "../../test/support/server.ts";

const HORIZON_DAYS = 30;

describe("the quote and price list endpoints", () => {
  const server = useBuiltServer({ BOOKING_HORIZON_DAYS: String(HORIZON_DAYS) });

  const today = () => motelDate(new Date());
  const room = { type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" };
  const valid = () => ({ checkIn: today(), checkOut: addDays(today(), 2), rooms: [room] });

  function postQuote(body: unknown, init: RequestInit = {}) {
    return fetch(`${server.url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
      ...init,
    });
  }

  it("quotes a stay from today", async () => {
    const response = await postQuote(valid());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({
      nights: 2,
      subtotalKes: 9000,
      totalKes: 9000,
      message: null,
      roomsLeft: { standard: 12 },
      rooms: [{ type: "standard", nightlyKes: 4500, message: null }],
    });
  });

  it("answers a combination that is not offered with its message, not an error", async () => {
    const response = await postQuote({
      ...valid(),
      rooms: [{ ...room, type: "family", adults: 1 }],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      totalKes: 0,
      message: said.belowMinimumGuests(2),
    });
  });

  it.each([
    [
      "an unknown room type",
      { rooms: [{ ...room, type: "penthouse" }] },
      "Please choose one of our room types.",
    ],
    ["0 adults", { rooms: [{ ...room, adults: 0 }] }, "Each room takes 1 to 4 adults."],
    ["9 adults", { rooms: [{ ...room, adults: 9 }] }, "Each room takes 1 to 4 adults."],
    ["no rooms", { rooms: [] }, "Please select a room"],
    [
      "11 rooms",
      { rooms: Array(11).fill(room) },
      "You can book up to 10 rooms at once. For more, please call or WhatsApp us.",
    ],
    [
      "150 rooms",
      { rooms: Array(150).fill(room) },
      "You can book up to 10 rooms at once. For more, please call or WhatsApp us.",
    ],
    ["no check-in date", { checkIn: "" }, "Please select a check-in date"],
    ["an impossible date", { checkOut: "2027-02-30" }, "Please select a check-out date"],
  ])("refuses %s with 400 and a message", async (_, change, error) => {
    const response = await postQuote({ ...valid(), ...change });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    // The words in the request's language (English here), and the code for a page to word.
    expect(await response.json()).toMatchObject({ error, said: { code: expect.any(String) } });
  });

  it("refuses check-out before check-in, past dates and dates beyond the horizon", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ checkIn: addDays(today(), 3) }, "Check-out date must be after check-in date."],
      [{ checkOut: today() }, "Check-out date must be after check-in date."],
      [{ checkIn: addDays(today(), -1) }, "The check-in date cannot be in the past."],
      [
        { checkIn: addDays(today(), HORIZON_DAYS), checkOut: addDays(today(), HORIZON_DAYS + 1) },
        english(said.beyondHorizon(addDays(today(), HORIZON_DAYS))),
      ],
    ];
    for (const [change, error] of cases) {
      const response = await postQuote({ ...valid(), ...change });
      expect(response.status, error).toBe(400);
      expect(await response.json()).toMatchObject({ error });
    }
    const lastNight = {
      checkIn: addDays(today(), HORIZON_DAYS - 1),
      checkOut: addDays(today(), HORIZON_DAYS),
    };
    expect((await postQuote({ ...valid(), ...lastNight })).status).toBe(200);
  });

  it("refuses what is not a JSON request, never with a 500", async () => {
    for (const body of ["", "{", "null", "[1,2]", '"quote"']) {
      const response = await postQuote(body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    const huge = await postQuote(JSON.stringify({ ...valid(), padding: "x".repeat(100_000) }));
    expect(huge.status).toBe(413);
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await fetch(`${server.url}/api/quote`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("stops reading a chunked body at the limit: 413 before the body ends", async () => {
    // No Content-Length: the server learns the size only by reading, and must stop at 16 KiB.
    // The client sends 64 KiB and then waits without ending the body: a server that waited for
    // the whole body would never answer. (It answers with Connection: close, so writing on after
    // the answer would only race the socket's closing.)
    const chunk = Buffer.alloc(1024, "x");
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${server.url}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      });
      req.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", reject);
      req.write('{"padding":"');
      for (let i = 0; i < 64; i++) req.write(chunk);
    });
    expect(status).toBe(413);
  });

  it("serves the price table with an ETag, and a 304 when it has not changed", async () => {
    const response = await fetch(`${server.url}/api/prices`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/); // weak: the body is sent compressed or not
    const body = (await response.json()) as { version: string; prices: Record<string, unknown> };
    expect(`W/"${body.version}"`).toBe(etag);
    expect(body.prices).toMatchObject({
      standard: { single_guest: { bed_breakfast: 3500, half_board: 4500, full_board: 5500 } },
      family: { two_guests: { bed_breakfast: 6500, half_board: 8500 } },
    });
    expect(body.prices).not.toHaveProperty("family.two_guests.full_board");

    const again = await fetch(`${server.url}/api/prices`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const strong = etag!.replace(/^W\//, "");
    const compared = await fetch(`${server.url}/api/prices`, {
      headers: { "if-none-match": strong },
    });
    expect(compared.status).toBe(304);
    const other = await fetch(`${server.url}/api/prices`, {
      headers: { "if-none-match": '"old"' },
    });
    expect(other.status).toBe(200);
  });
});
