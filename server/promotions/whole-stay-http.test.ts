// A stay is never free (issue 31), through the built server over real HTTP: staff cannot save
// 100% off; a KES code worth the whole stay is refused at the quote (the total stays whole) and
// at the pay button (409 and the sentence, never the database's 500), and nothing is held.
import { english } from "../../test/support/english.ts";
import { said } from "../../domain/said.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceSaid } from "../../domain/staff-said/prices.ts";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import { textOf } from "../../test/support/page-text.ts";
import {
  type RunningServer,
  type StaffServer,
  startStaffServer,
} from "../../test/support/server.ts";

const OWNER = { email: "owner@motel.test", name: "Grace", password: "owner passphrase 2026" };
const checkIn = addDays(motelDate(new Date()), 30);
const STAY = {
  checkIn,
  checkOut: addDays(checkIn, 1),
  rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
};
const GUEST = {
  firstName: "Wanjiru",
  lastName: "Kamau",
  email: "wanjiru@example.com",
  phone: "0712 300401",
  idNumber: "23456789",
  checkInTime: "15:00",
};

describe.each(httpSuiteDatabaseKind())("a promotion worth the whole stay on %s", (kind) => {
  let suite: StaffServer | undefined;
  let server: RunningServer;
  let cookie = "";
  /** The stay's total without a code. */
  let totalKes = 0;

  const post = async (pathname: string, body: unknown) => {
    const response = await fetch(`${server.url}${pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  };
  const staffPage = async (pathname: string, form?: Record<string, string>) => {
    const response = await fetch(`${server.url}${pathname}`, {
      method: form ? "POST" : "GET",
      headers: { Cookie: cookie },
      body: form ? new URLSearchParams(form) : undefined,
    });
    return { status: response.status, text: textOf(await response.text()) };
  };
  const createCode = (code: string, kind: "percent" | "kes", value: number) =>
    staffPage("/admin/promotions", {
      intent: "create",
      code,
      kind,
      value: String(value),
      minNights: "1",
      active: "on",
    });

  beforeAll(async () => {
    suite = await startStaffServer(kind, "whole-stay", { ...OWNER, role: "admin" });
    ({ server, cookie } = suite);
    totalKes = (await post("/api/quote", STAY)).json.totalKes;
    expect(totalKes).toBeGreaterThan(1);
    // A KES amount can be saved: only a stay's room nights say whether it is worth all of them.
    for (const [code, value] of [
      ["WHOLESTAY", totalKes],
      ["ALMOSTFREE", totalKes - 1],
    ] as const) {
      expect((await createCode(code, "kes", value)).text).toContain(
        english(priceSaid.promotionCreated(code)),
      );
    }
  }, 120_000);
  afterAll(async () => {
    await suite?.stop();
  });

  it("staff cannot save 100% off", async () => {
    const saved = await createCode("FREE100", "percent", 100);
    expect(saved.text).toContain(english(priceSaid.promotionPercent()));
    expect((await staffPage("/admin/promotions")).text).not.toContain("FREE100");
  });

  it("the quote keeps the whole total and says why the code does not apply", async () => {
    const quote = await post("/api/quote", { ...STAY, promotionCode: "wholestay" });
    expect(quote.status).toBe(200);
    expect(quote.json).toMatchObject({
      totalKes,
      discountKes: 0,
      promotion: null,
      promotionMessage: said.promotionWholeStay(),
    });
  });

  it("the pay button with that code answers 409 and the sentence, and holds nothing", async () => {
    // As the wizard does: the quote, then the booking when the guest presses pay.
    expect((await post("/api/quote", { ...STAY, promotionCode: "wholestay" })).status).toBe(200);
    const refused = await post("/api/bookings", { ...GUEST, ...STAY, promotionCode: "wholestay" });
    expect(refused).toEqual({
      status: 409,
      json: {
        error: english(said.promotionWholeStay()),
        code: "PROMOTION",
        said: said.promotionWholeStay(),
      },
    });
    // Nothing was held: the guest's one open hold is free, and the list has only this booking.
    const booked = await post("/api/bookings", { ...GUEST, ...STAY });
    expect(booked.status).toBe(201);
    const list = await staffPage(`/admin/bookings?q=${encodeURIComponent(GUEST.phone)}`);
    expect(list.text.match(/\bGO[2-9A-Z]{8}\b/g)).toEqual([booked.json.booking.reference]);
  });

  it("a KES code one shilling short of the stay is booked with KES 1 to pay", async () => {
    const quote = await post("/api/quote", { ...STAY, promotionCode: "ALMOSTFREE" });
    expect(quote.json).toMatchObject({ totalKes: 1, promotionMessage: null });
    const booked = await post("/api/bookings", {
      ...GUEST,
      email: "otieno@example.com",
      phone: "0712 300402",
      ...STAY,
      promotionCode: "ALMOSTFREE",
    });
    expect(booked.status).toBe(201);
    expect(booked.json.booking).toMatchObject({ totalKes: 1 });
  });
});
