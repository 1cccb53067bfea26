// The price guard through the built server over real HTTP (issue 31): the pay buttons' requests
// carry the total the guest was shown; staff change a price between the guest's quote and their
// press on pay, and the booking API answers 409 with the new total before anything is held or
// asked for, in words the wizard shows. Paying the new total then goes on as usual.
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import { formFields } from "../../test/support/page-text.ts";
import {
  type RunningServer,
  type StaffServer,
  startStaffServer,
} from "../../test/support/server.ts";
import { openDatabase } from "../db/client.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { said } from "../../domain/said.ts";
import { english } from "../../test/support/english.ts";

const OWNER = {
  email: "owner@motel.test",
  name: "Grace Wanjiru",
  password: "owner passphrase 2026",
};
const GUEST = {
  firstName: "Njeri",
  lastName: "Wambui",
  email: "njeri@example.com",
  phone: "0745 678901",
  idNumber: "45678901",
  checkInTime: "17:00",
};
const checkIn = addDays(motelDate(new Date()), 30);
const STAY = {
  checkIn,
  checkOut: addDays(checkIn, 2),
  rooms: [{ type: "deluxe", adults: 2, children: 0, boarding: "half_board" }],
};
const CELL = "price.deluxe.two_guests.half_board";

type Answer = {
  status: number;
  json: {
    error?: string;
    code?: string;
    totalKes?: number;
    booking?: { id: string; totalKes: number; payment: { provider: string } | null };
  };
};

describe.each(httpSuiteDatabaseKind())("the price guard over HTTP on %s", (kind) => {
  let suite: StaffServer | undefined;
  let server: RunningServer;
  let env: Record<string, string>;
  let cookie = "";

  beforeAll(async () => {
    suite = await startStaffServer(
      kind,
      "price-guard",
      { ...OWNER, role: "admin" },
      { RECONCILE_EVERY_MS: "3600000" },
    );
    ({ server, cookie, env } = suite);
  }, 120_000);
  afterAll(async () => {
    await suite?.stop();
  });

  const post = async (pathname: string, body: unknown): Promise<Answer> => {
    const response = await fetch(`${server.url}${pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Answer["json"] };
  };
  const quotedTotal = async () =>
    ((await post("/api/quote", STAY)).json as { totalKes: number }).totalKes;
  /** Staff save one cell of the price table in the price editor. */
  async function setPrice(cell: string, kes: number) {
    const editor = await fetch(`${server.url}/admin/prices`, { headers: { Cookie: cookie } });
    const fields = formFields(await editor.text());
    const saved = await fetch(`${server.url}/admin/prices`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: new URLSearchParams({ ...fields, [cell]: String(kes) }),
    });
    expect(await saved.text()).toContain("Saved 1 change.");
  }
  const priceChanged = (totalKes: number) => ({
    error: english(said.priceChanged(totalKes)),
    said: said.priceChanged(totalKes),
    code: "PRICE_CHANGED",
    totalKes,
  });

  let heldId = "";

  it("a price changed after the quote: the booking API answers 409 with the new total and holds nothing", async () => {
    const shown = await quotedTotal();
    await setPrice(CELL, 8_000);
    const now = await quotedTotal();
    expect(now).toBeGreaterThan(shown);
    const refused = await post("/api/bookings", { ...GUEST, ...STAY, shownTotalKes: shown });
    expect(refused).toEqual({ status: 409, json: priceChanged(now) });
    // The guest accepts the new total by pressing pay again (one open hold per guest: the
    // refusal held nothing).
    const booked = await post("/api/bookings", { ...GUEST, ...STAY, shownTotalKes: now });
    expect(booked.status).toBe(201);
    expect(booked.json.booking).toMatchObject({ totalKes: now, payment: null });
    heldId = booked.json.booking!.id;
  });

  it("a pay button showing another total than the booking's: 409 with the booking's, and nothing asked for", async () => {
    const total = await quotedTotal();
    for (const [provider, body] of [
      ["mpesa", { phone: "745678901", shownTotalKes: total - 500 }],
      ["card", { shownTotalKes: total + 500 }],
    ] as const) {
      expect(await post(`/api/bookings/${heldId}/${provider}`, body)).toEqual({
        status: 409,
        json: priceChanged(total),
      });
    }
    const view = await fetch(`${server.url}/api/bookings/${heldId}`);
    expect(((await view.json()) as Answer["json"]).booking?.payment).toBeNull();
    expect(
      (await post(`/api/bookings/${heldId}/mpesa`, { phone: "745678901", shownTotalKes: total }))
        .status,
    ).toBe(202);
  });

  it("a total that is not whole shillings is refused at the boundary", async () => {
    for (const shownTotalKes of ["15000", 15000.5, 0]) {
      expect(await post(`/api/bookings/${heldId}/card`, { shownTotalKes })).toEqual({
        status: 400,
        json: { error: english(said.shownTotal()), said: said.shownTotal() },
      });
    }
  });

  it("stored one booking and one prompt for the guest: nothing for the refused requests", async () => {
    await server.stop({ keepData: true });
    const database = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL }
        : { kind: "pglite", dataDir: path.join(env.DATA_DIR!, "pglite") },
    );
    try {
      const held = await database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.email, GUEST.email));
      expect(held).toEqual([{ id: heldId }]);
      const asked = await database.db
        .select({ provider: paymentAttempts.provider })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.bookingId, heldId));
      expect(asked).toEqual([{ provider: "mpesa" }]);
    } finally {
      await database.close();
    }
  });
});
