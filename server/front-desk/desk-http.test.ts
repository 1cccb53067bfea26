// The front desk's money pages through the built server over real HTTP: a booking entered with
// the New booking form (bad input and sold out answered at the field, never a 500), payments
// and extras on the booking page, the receipt and statement PDFs and the cash-up CSV (staff only).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskSaid } from "../../domain/staff-said/desk.ts";
import { english } from "../../test/support/english.ts";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import {
  startStaffServer,
  type RunningServer,
  type StaffServer,
} from "../../test/support/server.ts";
import { roomSaid } from "../../domain/staff-said/rooms.ts";

const STAFF = { email: "desk@motel.test", name: "Front Desk", password: "a long desk passphrase" };
const today = motelDate(new Date());

const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    rows: "1",
    firstName: "Wanjiru",
    lastName: "Mwangi",
    phone: "0712 345678",
    checkIn: addDays(today, 30),
    checkOut: addDays(today, 31),
    "rooms.0.type": "family",
    "rooms.0.adults": "2",
    "rooms.0.children": "0",
    "rooms.0.boarding": "bed_breakfast",
    source: "walk_in",
    "payment.plan": "none",
    ...fields,
  });

describe.each(httpSuiteDatabaseKind())("the desk's money pages on %s", (kind) => {
  let suite: StaffServer | undefined;
  let server: RunningServer;
  let cookie = "";

  beforeAll(async () => {
    suite = await startStaffServer(kind, "desk-money", { ...STAFF, role: "front_desk" });
    ({ server, cookie } = suite);
  }, 120_000);
  afterAll(async () => suite?.stop());

  const post = (pathname: string, body: URLSearchParams) =>
    fetch(`${server.url}${pathname}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body,
      redirect: "manual",
    });
  const get = (pathname: string, withCookie = true) =>
    fetch(`${server.url}${pathname}`, { headers: withCookie ? { Cookie: cookie } : {} });

  async function book(fields: Record<string, string> = {}): Promise<string> {
    const response = await post("/admin/bookings/new", form(fields));
    expect(response.status).toBe(302);
    return response.headers.get("location")!.split("/").pop()!;
  }

  it("answers bad input with 400 and its message at the page, and sold out with 409", async () => {
    const bad = await post(
      "/admin/bookings/new",
      form({ phone: "12", "rooms.0.nightlyKes": "3000", checkOut: addDays(today, 29) }),
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain(english(deskSaid.overrideReason()));
    expect(html).toContain('aria-invalid="true"');
    const dates = { checkIn: addDays(today, 60), checkOut: addDays(today, 61) };
    for (let i = 0; i < 3; i++) await book(dates);
    const soldOut = await post("/admin/bookings/new", form(dates));
    expect(soldOut.status).toBe(409);
    expect(await soldOut.text()).toContain("fully booked");
  });

  it("adds one more room row without saving (the form without JavaScript)", async () => {
    const response = await post("/admin/bookings/new", form({ intent: "add-room" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Room 2: type");
  });

  it("takes payments on the booking page, refuses one over the balance, and serves the papers to staff only", async () => {
    const id = await book();
    const page = `/admin/bookings/${id}`;
    const over = await post(
      page,
      new URLSearchParams({ intent: "folio-payment", method: "cash", amountKes: "999999" }),
    );
    expect(over.status).toBe(400);
    expect(await over.text()).toContain("more than the balance due of KES 6,500");
    const charge = await post(
      page,
      new URLSearchParams({
        intent: "folio-charge",
        kind: "parking",
        description: "Lorry",
        amountKes: "500",
      }),
    );
    expect(charge.status).toBe(200);
    const paid = await post(
      page,
      new URLSearchParams({ intent: "folio-payment", method: "cash", amountKes: "7000" }),
    );
    expect(paid.status).toBe(200);
    expect(await (await get(page)).text()).toContain("Balance due: KES 0");

    const statement = await get(`${page}/statement.pdf`);
    expect(statement.headers.get("content-type")).toBe("application/pdf");
    expect((await statement.text()).startsWith("%PDF-")).toBe(true);
    expect((await get(`${page}/statement.pdf`, false)).status).toBe(401);
    expect((await get(`${page}/receipt.pdf?payment=e999999`)).status).toBe(404);

    const csv = await get(`/admin/cash-up.csv?date=${today}`);
    const text = await csv.text();
    expect(text).toContain(`${today},method,Cash,7000,0,7000`);
    expect(text).toContain(`${today},total,All,7000,0,7000`);
    expect((await get(`/admin/cash-up.csv?date=${today}`, false)).status).toBe(401);
    expect((await get("/admin/cash-up.csv?date=2026-02-30")).status).toBe(400);
    expect((await get("/admin/cash-up?date=nonsense")).status).toBe(400);
  });

  it("sells a room now without JavaScript, and lets the front desk set housekeeping on the day view", async () => {
    const day = await (await get("/admin/front-desk")).text();
    const roomId = /aria-label="Housekeeping of room 102".*?name="roomId" value="(\d+)"/s.exec(
      day,
    )![1]!;
    const tap = await post(
      "/admin/front-desk",
      new URLSearchParams({ intent: "housekeeping", roomId, state: "inspected" }),
    );
    expect(tap.status).toBe(200);
    expect(await tap.text()).toContain("Room 102: Inspected.");
    const sell = (fields: Record<string, string>) =>
      post(
        "/admin/front-desk/sell",
        new URLSearchParams({
          firstName: "Otieno",
          lastName: "Walkin",
          phone: "0722 123456",
          idNumber: "23456789",
          nights: "1",
          roomId,
          adults: "2",
          children: "0",
          boarding: "bed_breakfast",
          "payment.method": "cash",
          "payment.amountKes": "4500",
          "payment.reference": "",
          ...fields,
        }),
      );
    const noId = await sell({ idNumber: "" });
    expect(noId.status).toBe(400);
    expect(await noId.text()).toMatch(/<input[^>]*id="sell-idNumber"[^>]*aria-invalid="true"/);
    const sold = await sell({});
    expect(sold.status).toBe(302);
    const location = sold.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/bookings\/[^/?]+\?sold=1$/);
    const booking = await (await get(location)).text();
    expect(booking).toContain("Walk-in sold: checked in to room 102.");
    expect(booking).toContain("Balance due: KES 0");
    const taken = await sell({ phone: "0722 654321" });
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain(english(roomSaid.roomNotGiven("102")));
  });

  it("checks an arrival in and takes its payment from its card on the day view", async () => {
    const id = await book({
      checkIn: today,
      checkOut: addDays(today, 1),
      "rooms.0.type": "deluxe",
      "rooms.0.adults": "1",
    });
    const other = await book({
      checkIn: today,
      checkOut: addDays(today, 1),
      "rooms.0.type": "deluxe",
      "rooms.0.adults": "1",
      phone: "0712 345679",
    });
    const day = await (await get("/admin/front-desk")).text();
    const proposedFor = (booking: string) =>
      new RegExp(
        `name="bookingId" value="${booking}".*?<option[^>]*value="(\\d+)"[^>]*selected`,
        "s",
      ).exec(day)![1];
    // Two guests of one type arriving: never the same room proposed to both.
    expect(proposedFor(other)).not.toBe(proposedFor(id));
    // The card's check-in form: the booking's room field, a room proposed in it.
    const [, field, proposed] = new RegExp(
      `name="bookingId" value="${id}".*?name="(room\\.\\d+)".*?<option[^>]*value="(\\d+)"[^>]*selected`,
      "s",
    ).exec(day)!;
    const card = (fields: Record<string, string>) =>
      post(
        "/admin/front-desk",
        new URLSearchParams({ bookingId: id, card: "arrivals", ...fields }),
      );
    const noId = await card({ intent: "check-in", [field!]: proposed! });
    expect(noId.status).toBe(400);
    expect(await noId.text()).toMatch(
      /<input(?=[^>]*name="idNumber")(?=[^>]*aria-invalid="true")[^>]*>/,
    );
    const over = await card({ intent: "folio-payment", method: "cash", amountKes: "999999" });
    expect(over.status).toBe(400);
    expect(await over.text()).toContain("more than the balance due");
    expect((await card({ intent: "nonsense" })).status).toBe(400);
    const unknown = await post(
      "/admin/front-desk",
      new URLSearchParams({
        intent: "folio-payment",
        bookingId: "nope",
        method: "cash",
        amountKes: "1",
      }),
    );
    expect(unknown.status).toBe(404);
    const signedOut = await fetch(`${server.url}/admin/front-desk`, {
      method: "POST",
      headers: { Origin: server.url },
      body: new URLSearchParams({ intent: "check-in", bookingId: id }),
      redirect: "manual",
    });
    expect([302, 303, 401, 403]).toContain(signedOut.status);
    const paid = await card({ intent: "folio-payment", method: "cash", amountKes: "1000" });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain("Payment of KES 1,000 recorded.");
    const inside = await card({ intent: "check-in", [field!]: proposed!, idNumber: "28765432" });
    expect(inside.status).toBe(200);
    expect(await inside.text()).toContain("Guest checked in to room");
    const again = await card({ intent: "check-in", [field!]: proposed! });
    expect(again.status).toBe(409);
  });
});
