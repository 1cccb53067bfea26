// The front desk's money on both databases: bookings entered at the desk through the website's
// lock-and-check (overrides audited), payments against the balance, receipts used once across
// desk and online payments, an M-Pesa prompt from the desk settled by the website's flow, the
// bill's extras and refunds, the date moves and the cash-up sums.
import { english, inEnglish } from "../../test/support/english.ts";
import { said } from "../../domain/said.ts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskSaid } from "../../domain/staff-said/desk.ts";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { deskBookingSchema } from "../../domain/schemas/desk.ts";
import {
  openTestDatabase,
  RACE_DATABASE_KINDS,
  skipRaceUnlessServer,
  testDatabaseKinds,
} from "../../test/support/databases.ts";
import {
  atTime,
  eventually,
  scriptPrompt,
  startTestEngine,
  type TestEngine,
} from "../../test/support/booking-engine.ts";
import { cancelBooking } from "../bookings/admin-actions.ts";
import { requestRefund } from "../payments/refunds.ts";
import { createBooking } from "../bookings/create.ts";
import { startMpesaPayment } from "../payments/payments.ts";
import { bookingRooms, bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { moneyEntries } from "../db/schema/ledger.ts";
import { staffAudit, staffUsers } from "../db/schema/staff.ts";
import { bookingNights } from "../db/schema/rates.ts";
import { folioTotalsFor } from "../payments/bill-totals.ts";
import {
  addFolioCharge,
  folioOf,
  recordFolioRefund,
  takeFolioPayment,
  voidFolioCharge,
} from "./folio.ts";
import { holdRooms, roomsLeft } from "../bookings/availability.ts";
import { seedDatabase } from "../db/seed.ts";
import { bookAtDesk, enterDeskBooking } from "./desk-bookings.ts";
import { cashUpFor } from "./cash-up.ts";
import { departEarly, extendStay, markNoShow, noShowCandidates } from "./moves.ts";

const OPTIONS = { holdMinutes: 15, arrivalCutoff: "18:00", horizonDays: 365 };
/** 09:00 in Gilgil. */
const NOW = new Date("2026-11-20T06:00:00Z");
const TODAY = motelDate(NOW);
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

const guest = { firstName: "Wanjiru", lastName: "Mwangi", phone: "0712 345678" };
const standard = { type: "standard", adults: "2", children: "0", boarding: "bed_breakfast" };

function deskForm(overrides: Record<string, unknown> = {}) {
  return {
    ...guest,
    checkIn: addDays(TODAY, 10),
    checkOut: addDays(TODAY, 12),
    rooms: [standard],
    source: "phone",
    sourceReference: "",
    payment: { plan: "none" },
    ...overrides,
  };
}

describe.each(testDatabaseKinds())("the front desk's money on %s", (kind) => {
  let engine: TestEngine;
  let staff: { id: number; name: string };
  beforeAll(async () => {
    engine = await startTestEngine(kind);
    const [row] = await engine.database.db
      .insert(staffUsers)
      .values({ email: "desk@example.com", name: "Achieng", role: "front_desk", passwordHash: "x" })
      .returning({ id: staffUsers.id, name: staffUsers.name });
    staff = row!;
  });
  afterAll(async () => {
    await engine?.close();
  });
  const db = () => engine.database.db;
  const deps = (time = NOW) => atTime(engine.deps, time);
  const clock =
    (time = NOW) =>
    () =>
      time;
  const enter = (fields: unknown, time = NOW) =>
    enterDeskBooking(deps(time), fields, staff, OPTIONS);
  async function given(fields: Record<string, unknown> = {}, time = NOW) {
    const result = await enter(deskForm(fields), time);
    if (!result.ok) throw new Error(JSON.stringify(result.message));
    return result.bookingId;
  }
  const booking = async (id: string) =>
    (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const balance = async (id: string) => (await folioTotalsFor(db(), [id])).get(id)!.balanceKes;
  const auditOf = (id: string, action: string) =>
    db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subject, `booking:${id}`), eq(staffAudit.action, action)));

  it("books at the desk to pay on arrival: confirmed, its source, who, and the cut-off", async () => {
    const id = await given({ sourceReference: "BDC-4411", source: "booking_com" });
    const row = await booking(id);
    expect(row).toMatchObject({
      status: "confirmed",
      source: "booking_com",
      sourceReference: "BDC-4411",
      createdBy: staff.id,
      holdExpiresAt: null,
      totalKes: 9000,
    });
    expect(row.reference).toMatch(/^GO[2-9A-Z]{8}$/);
    // 18:00 in Gilgil on the arrival day.
    expect(row.arrivalCutoffAt?.toISOString()).toBe(`${addDays(TODAY, 10)}T15:00:00.000Z`);
    expect(await balance(id)).toBe(9000);
  });

  it("stores a staff price with its reason and audits the table's price beside it", async () => {
    const id = await given({
      rooms: [{ ...standard, nightlyKes: "3800", overrideReason: "Regular driver rate" }, standard],
    });
    const rooms = await db().select().from(bookingRooms).where(eq(bookingRooms.bookingId, id));
    expect(rooms.map((r) => [r.nightlyKes, r.priceOverrideReason]).sort()).toEqual([
      [3800, "Regular driver rate"],
      [4500, null],
    ]);
    expect((await booking(id)).totalKes).toBe((3800 + 4500) * 2);
    const [entry] = await auditOf(id, "booking.desk_create");
    expect(entry!.detail).toMatchObject({
      rooms: [
        { tableKes: 4500, nightlyKes: 3800, overrideReason: "Regular driver rate" },
        { tableKes: 4500, nightlyKes: 4500, overrideReason: null },
      ],
    });
  });

  it("refuses a price override without a reason at its field, saving nothing", async () => {
    const result = await enter(deskForm({ rooms: [{ ...standard, nightlyKes: "3000" }] }));
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: { "rooms.0.overrideReason": deskSaid.overrideReason() },
    });
  });

  it("answers sold out at the room's field when the last room is gone", async () => {
    const family = { type: "family", adults: "2", children: "0", boarding: "bed_breakfast" };
    const dates = { checkIn: addDays(TODAY, 40), checkOut: addDays(TODAY, 41) };
    for (let i = 0; i < 3; i++) await given({ ...dates, rooms: [family] });
    const result = await enter(deskForm({ ...dates, rooms: [standard, family] }));
    expect(result).toMatchObject({ ok: false, status: 409 });
    if (!result.ok) {
      expect(english(result.errors["rooms.1.type"]!)).toBe(english(said.soldOut("family")));
    }
  });

  it("takes a deposit with the booking, refuses one of the whole total, and pays in full", async () => {
    const deposit = await given({
      payment: { plan: "deposit", method: "cash", amountKes: "2000", reference: "" },
    });
    expect(await balance(deposit)).toBe(7000);
    expect((await booking(deposit)).arrivalCutoffAt).toBeNull();
    const tooMuch = await enter(
      deskForm({ payment: { plan: "deposit", method: "cash", amountKes: "9000" } }),
    );
    expect(inEnglish(tooMuch)).toMatchObject({
      ok: false,
      errors: {
        "payment.amountKes":
          'A deposit must be less than the total of KES 9,000: choose "Paid in full".',
      },
    });
    const full = await given({
      payment: { plan: "full", method: "card", reference: "TERM-0042" },
    });
    expect(await balance(full)).toBe(0);
    const [payment] = await db()
      .select()
      .from(moneyEntries)
      .where(eq(moneyEntries.bookingId, full));
    expect(payment).toMatchObject({
      method: "card",
      amountKes: 9000,
      reference: "TERM-0042",
      staffId: staff.id,
    });
  });

  it("refuses a payment over the balance at its field, and a receipt used twice", async () => {
    const id = await given();
    const over = await takeFolioPayment(
      db(),
      staff,
      id,
      { method: "cash", amountKes: "9001" },
      clock(),
    );
    expect(inEnglish(over)).toMatchObject({
      ok: false,
      status: 400,
      errors: { amountKes: "That is more than the balance due of KES 9,000." },
    });
    const paid = await takeFolioPayment(
      db(),
      staff,
      id,
      { method: "mpesa", amountKes: "4000", reference: "qa12bc34de" },
      clock(),
    );
    expect(paid).toMatchObject({ ok: true });
    const again = await takeFolioPayment(
      db(),
      staff,
      id,
      { method: "mpesa", amountKes: "1000", reference: "QA12BC34DE" },
      clock(),
    );
    expect(again).toMatchObject({ ok: false, errors: { reference: deskSaid.receiptUsed() } });
    const badShape = await takeFolioPayment(
      db(),
      staff,
      id,
      { method: "mpesa", amountKes: "1000", reference: "12345" },
      clock(),
    );
    expect(badShape).toMatchObject({
      ok: false,
      errors: { reference: deskSaid.receiptShape() },
    });
    expect(await balance(id)).toBe(5000);
  });

  it("sends an M-Pesa prompt from the desk: pending with a hold, confirmed by the website's settlement, its receipt never used again", async () => {
    const now = new Date();
    await scriptPrompt(engine, "254712345678", "success");
    const result = await enterDeskBooking(
      engine.deps,
      deskForm({
        checkIn: addDays(motelDate(now), 20),
        checkOut: addDays(motelDate(now), 21),
        payment: { plan: "stk" },
      }),
      staff,
      OPTIONS,
    );
    expect(result).toMatchObject({ ok: true, prompt: { ok: true } });
    if (!result.ok) return;
    const held = await booking(result.bookingId);
    expect(held.status).toBe("pending");
    expect(held.holdExpiresAt!.getTime()).toBeGreaterThan(now.getTime());
    const done = await eventually(
      () => booking(result.bookingId),
      (row) => row.status === "confirmed",
    );
    expect(done.status).toBe("confirmed");
    expect(await balance(result.bookingId)).toBe(0);
    const [attempt] = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, result.bookingId));
    const other = await given();
    const reused = await takeFolioPayment(
      db(),
      staff,
      other,
      { method: "mpesa", amountKes: "100", reference: attempt!.receipt! },
      clock(),
    );
    expect(reused).toMatchObject({ ok: false, errors: { reference: deskSaid.receiptUsed() } });
  });

  it("keeps a desk payment out while the prompt is on the phone, then takes it and confirms the hold", async () => {
    const now = new Date();
    await scriptPrompt(engine, "254712345679", "no_callback", 0);
    const result = await enterDeskBooking(
      engine.deps,
      deskForm({
        phone: "0712345679",
        checkIn: addDays(motelDate(now), 22),
        checkOut: addDays(motelDate(now), 23),
        payment: { plan: "stk" },
      }),
      staff,
      OPTIONS,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.message));
    const blocked = await takeFolioPayment(
      db(),
      staff,
      result.bookingId,
      { method: "cash", amountKes: "9000" },
      () => new Date(),
    );
    expect(blocked).toMatchObject({ ok: false, message: deskSaid.promptOnPhone() });
    // The prompt ends unanswered; staff switch to cash.
    await db()
      .update(paymentAttempts)
      .set({ status: "failed" })
      .where(eq(paymentAttempts.bookingId, result.bookingId));
    const paid = await takeFolioPayment(
      db(),
      staff,
      result.bookingId,
      { method: "cash", amountKes: "4500" },
      () => new Date(),
    );
    expect(paid).toMatchObject({ ok: true });
    expect((await booking(result.bookingId)).status).toBe("confirmed");
  });

  it("adds extras, voids one with a reason, and refunds no more than was paid", async () => {
    const id = await given({ payment: { plan: "full", method: "cash" } });
    expect(
      await addFolioCharge(
        db(),
        staff,
        id,
        { kind: "meals", description: "Dinner x2", amountKes: "1800" },
        clock(),
      ),
    ).toMatchObject({ ok: true });
    await addFolioCharge(
      db(),
      staff,
      id,
      { kind: "laundry", description: "Shirts", amountKes: "300" },
      clock(),
    );
    expect(await balance(id)).toBe(2100);
    const folio = (await folioOf(db(), id))!;
    const laundry = folio.charges.find((charge) => charge.kind === "laundry")!;
    expect(
      await voidFolioCharge(db(), staff, id, { chargeId: String(laundry.id), reason: "" }, clock()),
    ).toMatchObject({ ok: false, errors: { reason: deskSaid.reasonRequired() } });
    await voidFolioCharge(
      db(),
      staff,
      id,
      { chargeId: String(laundry.id), reason: "Other room's" },
      clock(),
    );
    expect(await balance(id)).toBe(1800);
    expect((await folioOf(db(), id))!.charges).toHaveLength(2);
    const tooMuch = await recordFolioRefund(
      db(),
      staff,
      id,
      { method: "cash", amountKes: "9001", reason: "x" },
      clock(),
    );
    expect(inEnglish(tooMuch)).toMatchObject({
      ok: false,
      errors: { amountKes: "A refund cannot be more than what was paid: KES 9,000." },
    });
    await recordFolioRefund(
      db(),
      staff,
      id,
      { method: "cash", amountKes: "500", reason: "Shortened" },
      clock(),
    );
    const totals = (await folioTotalsFor(db(), [id])).get(id)!;
    expect(totals).toMatchObject({
      roomKes: 9000,
      extrasKes: 1800,
      paidKes: 9000,
      refundedKes: 500,
      balanceKes: 2300,
    });
  });

  it("folioTotalsFor: many bookings at once, online and desk payments together, unknown ids left out", async () => {
    const a = await given({ payment: { plan: "deposit", method: "cash", amountKes: "1000" } });
    const b = await given();
    await db().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, b));
    const totals = await folioTotalsFor(db(), [a, b, "00000000-0000-4000-8000-000000000000"]);
    expect(totals.size).toBe(2);
    expect(totals.get(a)).toMatchObject({ chargedKes: 9000, paidKes: 1000, balanceKes: 8000 });
    expect(totals.get(b)).toMatchObject({ chargedKes: 0, balanceKes: 0 });
    expect(await folioTotalsFor(db(), [])).toEqual(new Map());
  });

  it("records an online refund paid back on the bill, so the balance stays true", async () => {
    const now = new Date();
    const made = await createBooking(
      db(),
      {
        ...guest,
        email: "wanjiru@example.com",
        idNumber: "23456789",
        checkInTime: "14:00",
        checkIn: addDays(motelDate(now), 30),
        checkOut: addDays(motelDate(now), 31),
        rooms: [standard],
      },
      { now, holdMinutes: 15, horizonDays: 365 },
    );
    if (!made.ok) throw new Error(JSON.stringify(made.message));
    await scriptPrompt(engine, "254712345678", "success");
    await startMpesaPayment(engine.deps, made.booking.id, { phone: "712345678" }, now);
    await eventually(
      () => booking(made.booking.id),
      (row) => row.status === "confirmed",
    );
    await cancelBooking(
      db(),
      { id: staff.id, name: staff.name, email: "", role: "front_desk" },
      made.booking.id,
      { reason: "Guest cancelled" },
      new Date(),
    );
    expect(await balance(made.booking.id)).toBe(-4500);
    // Refund on "Money to return": the M-Pesa payment is reversed (decision 024).
    const asked = await requestRefund(
      engine.deps,
      { id: staff.id, name: staff.name, email: "", role: "front_desk" },
      { target: `booking:${made.booking.id}` },
    );
    expect(asked).toMatchObject({ ok: true });
    await eventually(
      () => balance(made.booking.id),
      (kes) => kes === 0,
    );
    expect(await balance(made.booking.id)).toBe(0);
    const [refund] = await db()
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.bookingId, made.booking.id), eq(moneyEntries.kind, "refund")));
    expect(refund).toMatchObject({ method: "mpesa", amountKes: 4500 });
  });

  it("marks a no-show only after the cut-off, releasing the rooms", async () => {
    const checkIn = addDays(TODAY, 1);
    const id = await given({ checkIn, checkOut: addDays(TODAY, 2) });
    const arrivalMorning = at(24);
    const early = await markNoShow(db(), staff, id, clock(arrivalMorning));
    expect(early).toMatchObject({ ok: false, status: 409 });
    expect(early.ok || english(early.message)).toMatch(/only after/);
    const candidates = async (time: Date) =>
      (await noShowCandidates(db(), time)).map((row) => row.id);
    expect(await candidates(arrivalMorning)).not.toContain(id);
    // 18:00 Gilgil is 15:00 UTC: 9 hours after 09:00.
    expect(await candidates(at(24 + 9))).toContain(id);
    expect(await markNoShow(db(), staff, id, clock(at(24 + 9)))).toMatchObject({ ok: true });
    expect(await candidates(at(24 + 9))).not.toContain(id);
    const row = await booking(id);
    expect(row.status).toBe("no_show");
    expect(await balance(id)).toBe(0);
    expect(await auditOf(id, "booking.no_show")).toHaveLength(1);
  });

  it("departs a guest early: the stay ends today and the bill charges the nights stayed", async () => {
    const id = await given({ checkIn: TODAY, checkOut: addDays(TODAY, 4) });
    expect(await departEarly(db(), staff, id, clock())).toMatchObject({ ok: false });
    await db().update(bookings).set({ checkedInAt: NOW }).where(eq(bookings.id, id));
    // Leaving on the arrival day still pays that night.
    const twoDaysOn = at(48);
    expect(await departEarly(db(), staff, id, clock(twoDaysOn))).toMatchObject({ ok: true });
    const row = await booking(id);
    expect(row).toMatchObject({ checkOut: addDays(TODAY, 2), totalKes: 9000 });
    const [entry] = await auditOf(id, "booking.early_departure");
    expect(entry!.detail).toMatchObject({ from: { checkOut: addDays(TODAY, 4), totalKes: 18000 } });
  });

  it("extends a stay when the rooms are free, at the booked price or staff's with a reason", async () => {
    const id = await given({ checkIn: addDays(TODAY, 50), checkOut: addDays(TODAY, 52) });
    expect(
      await extendStay(db(), staff, id, { checkOut: addDays(TODAY, 53) }, clock(), OPTIONS),
    ).toMatchObject({ ok: true });
    expect((await booking(id)).totalKes).toBe(13500);
    expect(
      await extendStay(
        db(),
        staff,
        id,
        { checkOut: addDays(TODAY, 54), nightlyKes: "4000" },
        clock(),
        OPTIONS,
      ),
    ).toMatchObject({ ok: false, errors: { reason: deskSaid.overrideReason() } });
    await extendStay(
      db(),
      staff,
      id,
      { checkOut: addDays(TODAY, 54), nightlyKes: "4000", reason: "Long stay" },
      clock(),
      OPTIONS,
    );
    expect((await booking(id)).totalKes).toBe(17500);
    // Where the staff price came from, in both languages (a Kiswahili guest reads the second).
    const [staffNight] = await db()
      .select({ rule: bookingNights.rule, ruleSw: bookingNights.ruleSw })
      .from(bookingNights)
      .where(and(eq(bookingNights.bookingId, id), eq(bookingNights.night, addDays(TODAY, 53))));
    expect(staffNight).toEqual({ rule: "Staff price: Long stay", ruleSw: "Bei maalum: Long stay" });
    // The family rooms of the night after are all sold: no extension over them.
    const family = { type: "family", adults: "2", children: "0", boarding: "bed_breakfast" };
    const other = await given({
      checkIn: addDays(TODAY, 60),
      checkOut: addDays(TODAY, 61),
      rooms: [family],
    });
    for (let i = 0; i < 3; i++) {
      await given({ checkIn: addDays(TODAY, 61), checkOut: addDays(TODAY, 62), rooms: [family] });
    }
    expect(
      await extendStay(db(), staff, other, { checkOut: addDays(TODAY, 62) }, clock(), OPTIONS),
    ).toMatchObject({ ok: false, errors: { checkOut: deskSaid.extendSoldOut() } });
  });

  it("sums the day's cash-up: by method, by staff member, online, refunds, rooms sold and rates", async () => {
    const day = addDays(TODAY, 200);
    const dayNoon = new Date(`${day}T09:00:00Z`);
    const [second] = await db()
      .insert(staffUsers)
      .values({ email: "night@example.com", name: "Baraka", role: "front_desk", passwordHash: "x" })
      .returning({ id: staffUsers.id });
    const a = await given({ checkIn: day, checkOut: addDays(day, 1) }, dayNoon);
    const b = await given(
      {
        checkIn: day,
        checkOut: addDays(day, 2),
        rooms: [{ ...standard, nightlyKes: "4000", overrideReason: "Company rate" }],
      },
      dayNoon,
    );
    await takeFolioPayment(db(), staff, a, { method: "cash", amountKes: "4500" }, clock(dayNoon));
    await takeFolioPayment(
      db(),
      { id: second!.id },
      b,
      { method: "mpesa", amountKes: "3000", reference: "ZZ11YY22XX" },
      clock(dayNoon),
    );
    await takeFolioPayment(
      db(),
      staff,
      b,
      { method: "cash", amountKes: "1000" },
      clock(new Date(dayNoon.getTime() + 86_400_000)),
    );
    await recordFolioRefund(
      db(),
      staff,
      a,
      { method: "cash", amountKes: "500", reason: "Breakfast not served" },
      clock(dayNoon),
    );
    const report = await cashUpFor(db(), day);
    expect(report.byMethod).toEqual([
      expect.objectContaining({ method: "cash", paymentsKes: 4500, refundsKes: 500, netKes: 4000 }),
      expect.objectContaining({ method: "mpesa", paymentsKes: 3000, refundsKes: 0, netKes: 3000 }),
    ]);
    expect(report.byStaff).toEqual([
      expect.objectContaining({ staff: { name: "Achieng" }, paymentsKes: 4500, refundsKes: 500 }),
      expect.objectContaining({ staff: { name: "Baraka" }, paymentsKes: 3000 }),
    ]);
    expect(report.total).toMatchObject({ paymentsKes: 7500, refundsKes: 500, netKes: 7000 });
    expect(report).toMatchObject({
      roomsSold: 2,
      rooms: 39,
      roomRevenueKes: 8500,
      averageRateKes: 4250,
      occupancyPercent: 5,
    });
    const online = await cashUpFor(db(), motelDate(new Date()));
    expect(online.byMethod.find((line) => line.method === "online")?.paymentsKes).toBeGreaterThan(
      0,
    );
  });
});

describe.each(RACE_DATABASE_KINDS)("website and desk buyers on %s", (kind) => {
  it("race: website guests and desk sales for the last room: exactly one gets it", async ({
    skip,
  }) => {
    skipRaceUnlessServer(kind, skip);
    const database = await openTestDatabase(kind);
    try {
      await seedDatabase(database.db);
      const [staff] = await database.db
        .insert(staffUsers)
        .values({ email: "race@example.com", name: "Race", role: "front_desk", passwordHash: "x" })
        .returning({ id: staffUsers.id });
      const now = new Date();
      const dates = { checkIn: addDays(motelDate(now), 5), checkOut: addDays(motelDate(now), 7) };
      const family = { type: "family", adults: 2, children: 0, boarding: "bed_breakfast" } as const;
      const taken = await holdRooms(
        database.db,
        { ...dates, rooms: [family, family] },
        { now, holdExpiresAt: new Date(now.getTime() + 3_600_000) },
      );
      expect(taken.ok).toBe(true);
      await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select 1`)));
      const desk = deskBookingSchema({ today: motelDate(now), horizonDays: 365 }).parse(
        deskForm({ ...dates, rooms: [family], payment: { plan: "full", method: "cash" } }),
      );
      const attempts = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 2 === 0
            ? createBooking(
                database.db,
                {
                  ...guest,
                  phone: `0712${String(i).padStart(6, "0")}`,
                  email: `race${i}@example.com`,
                  idNumber: "23456789",
                  checkInTime: "14:00",
                  ...dates,
                  rooms: [family],
                },
                { now, holdMinutes: 15, horizonDays: 365 },
              )
            : bookAtDesk(database.db, desk, staff!, () => new Date(), OPTIONS),
        ),
      );
      expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(1);
      expect((await roomsLeft(database.db, dates, new Date(), ["family"])).family).toBe(0);
      // The desk's losers saved nothing: no payment without its booking.
      const payments = await database.db.select().from(moneyEntries);
      const deskWon = attempts.some((attempt, i) => i % 2 === 1 && attempt.ok);
      expect(payments).toHaveLength(deskWon ? 1 : 0);
    } finally {
      await database.close();
    }
  });
});
