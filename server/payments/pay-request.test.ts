// A new payment request for a booking, end to end over real HTTP (issue 31): the M-Pesa prompt
// and the card order ask for what is still owed (the money ledger's balance), not the booking's
// total; one request is live at a time across M-Pesa and card; prompts keep the rooms, but never
// beyond a cap counted from the booking's creation.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/support/databases.ts";
import {
  attemptsOf,
  eventually,
  givenEngineBooking,
  payBillFromPhone,
  registerPaybill,
  scriptPrompt,
  startTestEngine,
  type TestEngine,
} from "../../test/support/booking-engine.ts";
import { payOnCardPage } from "../../test/support/card-page.ts";
import { PROMPT_HOLD_CAP_MS } from "../../domain/pay-request.ts";
import { bookings } from "../db/schema/bookings.ts";
import { moneyEntries } from "../db/schema/ledger.ts";
import { TEST_CARDS } from "../simulators/pesapal-page.ts";
import { ProviderError } from "./types.ts";
import { SUPERSEDED } from "./pay-request.ts";
import { startCardPayment, startMpesaPayment } from "./payments.ts";
import type { PaymentDeps } from "./deps.ts";
import { findBookingView } from "../bookings/views.ts";
import { said } from "../../domain/said.ts";

const guest = {
  firstName: "Chebet",
  lastName: "Korir",
  email: "chebet@example.com",
  phone: "0723 456789",
  idNumber: "34567890",
  checkInTime: "16:00",
};
const ROOMS = [{ type: "deluxe", adults: 2, children: 0, boarding: "half_board" }];
const PHONE = "723456789";
const MSISDN = `254${PHONE}`;
const PART_KES = 1_000;

describe.each(testDatabaseKinds())("a new payment request on %s", (kind) => {
  let engine: TestEngine;
  afterEach(async () => {
    await engine?.close();
  });

  const givenBooking = () => givenEngineBooking(engine, { guest, rooms: ROOMS }, { daysAhead: 4 });
  /** A booking the guest has paid KES 1,000 of by Paybill (still pending, the rest owed). */
  async function givenPartPaidBooking() {
    engine = await startTestEngine(kind);
    expect(await registerPaybill(engine)).toBe("registered");
    const booking = await givenBooking();
    expect((await payBillFromPhone(engine, MSISDN, booking.reference, PART_KES)).result).toBe(
      "completed",
    );
    const part = await view(booking.id);
    expect(part).toMatchObject({ status: "pending", balanceKes: booking.totalKes - PART_KES });
    return booking;
  }
  const view = (id: string) => findBookingView(engine.database.db, id).then((v) => v!);
  const attempts = (bookingId: string) => attemptsOf(engine, bookingId);
  const prompt = (bookingId: string, deps: PaymentDeps = engine.deps) =>
    startMpesaPayment(deps, bookingId, { phone: PHONE }, new Date());
  async function cardOrder(bookingId: string) {
    const started = await startCardPayment(engine.deps, bookingId, new Date());
    if (!started.ok) throw new Error(JSON.stringify(started.message));
    return started.redirectUrl!;
  }
  const ledgerKes = async (bookingId: string) =>
    (
      await engine.database.db
        .select({ amountKes: moneyEntries.amountKes, direction: moneyEntries.direction })
        .from(moneyEntries)
        .where(eq(moneyEntries.bookingId, bookingId))
    ).reduce((sum, entry) => sum + entry.direction * entry.amountKes, 0);

  it("after a Paybill part payment, the M-Pesa prompt asks for the rest and settles the bill", async () => {
    const booking = await givenPartPaidBooking();
    await scriptPrompt(engine, MSISDN, "success");
    expect(
      await startMpesaPayment(engine.deps, booking.id, { phone: PHONE }, new Date()),
    ).toMatchObject({
      ok: true,
    });
    const [prompt] = await attempts(booking.id);
    expect(prompt).toMatchObject({ provider: "mpesa", amountKes: booking.totalKes - PART_KES });
    const done = await eventually(
      () => view(booking.id),
      (v) => v.status === "confirmed",
    );
    expect(done).toMatchObject({ status: "confirmed", refundDue: false, balanceKes: 0 });
    expect(await ledgerKes(booking.id)).toBe(booking.totalKes);
  });

  it("after a Paybill part payment, the card order asks for the rest and settles the bill", async () => {
    const booking = await givenPartPaidBooking();
    const started = await startCardPayment(engine.deps, booking.id, new Date());
    if (!started.ok) throw new Error(JSON.stringify(started.message));
    const [order] = await attempts(booking.id);
    expect(order).toMatchObject({ provider: "card", amountKes: booking.totalKes - PART_KES });
    expect((await payOnCardPage(started.redirectUrl!, TEST_CARDS.success)).status).toBe(303);
    const done = await eventually(
      () => view(booking.id),
      (v) => v.status === "confirmed",
    );
    expect(done).toMatchObject({ status: "confirmed", refundDue: false, balanceKes: 0 });
    expect(await ledgerKes(booking.id)).toBe(booking.totalKes);
  });

  it("an M-Pesa prompt supersedes a card page still unpaid; paid anyway, its money counts and is owed back", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    const page = await cardOrder(booking.id);
    await scriptPrompt(engine, MSISDN, "success");
    expect(await prompt(booking.id)).toMatchObject({ ok: true });
    const [order, sent] = await attempts(booking.id);
    // One live request: the card order is out of the way before the prompt goes.
    expect(order).toMatchObject({ provider: "card", status: "failed", ...SUPERSEDED });
    expect(sent).toMatchObject({ provider: "mpesa", amountKes: booking.totalKes });
    await eventually(
      () => view(booking.id),
      (v) => v.status === "confirmed",
    );
    // The guest had the card page open elsewhere and pays it too: nothing is lost.
    expect((await payOnCardPage(page, TEST_CARDS.success)).status).toBe(303);
    const flagged = await eventually(
      () => view(booking.id),
      (v) => v.refundDue,
    );
    expect(flagged).toMatchObject({ status: "confirmed", refundDue: true });
    expect(await ledgerKes(booking.id)).toBe(2 * booking.totalKes);
  });

  it("a new card order supersedes the booking's earlier unpaid one", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    await cardOrder(booking.id);
    await cardOrder(booking.id);
    const [first, second] = await attempts(booking.id);
    expect(first).toMatchObject({ status: "failed", ...SUPERSEDED });
    expect(second).toMatchObject({ provider: "card", status: "pending" });
  });

  it("no prompt while Pesapal cannot say whether an open card page was paid", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    await cardOrder(booking.id);
    const pesapalDown: PaymentDeps = {
      ...engine.deps,
      pesapal: {
        ...engine.deps.pesapal,
        transactionStatus: () => Promise.reject(new ProviderError("Pesapal did not answer")),
      },
    };
    expect(await prompt(booking.id, pesapalDown)).toEqual({
      ok: false,
      status: 409,
      message: said.cardInFlight(),
    });
    const [order, ...others] = await attempts(booking.id);
    expect(order).toMatchObject({ provider: "card", status: "pending" });
    expect(others).toEqual([]);
  });

  it("prompts keep the rooms at most 30 minutes from the booking's creation", async () => {
    engine = await startTestEngine(kind);
    const booking = await givenBooking();
    // Made 29 minutes ago, its hold extended by earlier prompts to end in 10 s.
    const createdAt = new Date(Date.now() - 29 * 60_000);
    await engine.database.db
      .update(bookings)
      .set({ createdAt, holdExpiresAt: new Date(Date.now() + 10_000) })
      .where(eq(bookings.id, booking.id));
    expect(await prompt(booking.id)).toMatchObject({ ok: true });
    const held = await view(booking.id);
    expect(new Date(held.holdExpiresAt!).getTime()).toBe(createdAt.getTime() + PROMPT_HOLD_CAP_MS);
  });
});
