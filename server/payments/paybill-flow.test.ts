// Paybill (C2B) end to end over real HTTP (decision 018): the real Daraja client registers the
// addresses with the simulator, whose phone pays and posts the confirmation (and asks validation
// first) to the engine's routes; matched money settles the booking, the rest waits for staff.
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/support/databases.ts";
import {
  eventually,
  paidStkCallback,
  payBillFromPhone,
  postStkCallback,
  registerPaybill,
  startTestEngine,
  type TestEngine,
} from "../../test/support/booking-engine.ts";
import { bookings, paymentAttempts } from "../db/schema/bookings.ts";
import { mpesaPayments } from "../db/schema/paybill.ts";
import { moneyEntries } from "../db/schema/ledger.ts";
import { textMessages } from "../db/schema/texts.ts";
import { staffAudit, staffUsers } from "../db/schema/staff.ts";
import { attachMpesaPayment, markMpesaForRefund, saveMpesaReceipt } from "./paybill-staff.ts";
import { settleContext } from "./payments.ts";
import { createBooking } from "../bookings/create.ts";
import { expireHolds } from "../bookings/jobs.ts";
import { findBookingView } from "../bookings/views.ts";
import { noteWords } from "../../test/support/notes.ts";
import { inEnglish } from "../../test/support/english.ts";

const guest = {
  firstName: "Wanjiru",
  lastName: "Mwangi",
  email: "wanjiru@example.com",
  phone: "0722 345678",
  idNumber: "23456789",
  checkInTime: "15:30",
};
const ROOMS = [{ type: "deluxe", adults: 2, children: 0, boarding: "bed_breakfast" }];
const MSISDN = "254722345678";

function stayFrom(now: Date) {
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  return { checkIn: day(3), checkOut: day(5) };
}

describe.each(testDatabaseKinds())("Paybill payments on %s", (kind) => {
  let engine: TestEngine;
  afterEach(async () => {
    await engine?.close();
  });

  async function start() {
    engine = await startTestEngine(kind);
    expect(await registerPaybill(engine)).toBe("registered");
  }
  async function givenBooking(now = new Date(), holdMinutes = 15) {
    const result = await createBooking(
      engine.database.db,
      { ...guest, ...stayFrom(now), rooms: ROOMS },
      { now, holdMinutes, horizonDays: 365 },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.message));
    return result.booking;
  }
  const payBill = (account: string, amount: number) =>
    payBillFromPhone(engine, MSISDN, account, amount);
  const view = (id: string) => findBookingView(engine.database.db, id).then((v) => v!);
  const payments = () => engine.database.db.select().from(mpesaPayments);
  /** The guest's texts queued for a booking (by SMS, the default for a Kenyan number). */
  const guestTexts = async (bookingId: string) =>
    (
      await engine.database.db
        .select({ kind: textMessages.kind })
        .from(textMessages)
        .where(and(eq(textMessages.bookingId, bookingId), eq(textMessages.toNumber, MSISDN)))
        .orderBy(textMessages.id)
    ).map((row) => row.kind);
  const attemptsOf = (bookingId: string) =>
    engine.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, bookingId));

  const entriesOf = (bookingId: string) =>
    engine.database.db.select().from(moneyEntries).where(eq(moneyEntries.bookingId, bookingId));

  it("the right amount, account typed in lower case with the dash, pays the booking", async () => {
    await start();
    const booking = await givenBooking();
    const typed = `${booking.reference.slice(0, 2)}-${booking.reference.slice(2)}`.toLowerCase();
    const paid = await payBill(typed, booking.totalKes);
    expect(paid.result).toBe("completed");
    const done = await view(booking.id);
    expect(done.status).toBe("confirmed");
    expect(done.payment).toMatchObject({
      provider: "mpesa",
      status: "succeeded",
      receipt: paid.transId,
    });
    const [row] = await payments();
    expect(row).toMatchObject({
      transId: paid.transId,
      status: "matched",
      bookingId: booking.id,
      payer: "25472****678",
    });
    // The stored body keeps the masked number only.
    expect(JSON.stringify(row!.raw)).not.toContain("722345678");
  });

  it("a part payment is recorded with the balance; the rest confirms", async () => {
    await start();
    const booking = await givenBooking();
    await payBill(booking.reference, 1000);
    const part = await view(booking.id);
    expect(part.status).toBe("pending");
    const [row] = await engine.database.db
      .select({ notes: bookings.statusNotes })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(noteWords(row!.notes)).toContain(`to pay`);
    expect(await guestTexts(booking.id)).toEqual(["payment_received"]);
    await payBill(booking.reference, booking.totalKes - 1000);
    expect((await view(booking.id)).status).toBe("confirmed");
    expect(await entriesOf(booking.id)).toHaveLength(2);
    expect(await attemptsOf(booking.id)).toHaveLength(0);
    expect(await guestTexts(booking.id)).toEqual([
      "payment_received",
      "booking_confirmed",
      "arrival_reminder",
    ]);
  });

  it("more than the booking costs: confirmed, the difference owed back", async () => {
    await start();
    const booking = await givenBooking();
    await payBill(booking.reference, booking.totalKes + 500);
    const done = await view(booking.id);
    expect(done.status).toBe("confirmed");
    expect(done.refundDue).toBe(true);
    expect(done.balanceKes).toBe(-500);
  });

  it("late: an expired booking whose rooms are free is confirmed late", async () => {
    await start();
    const past = new Date(Date.now() - 60 * 60_000);
    const booking = await givenBooking(past, 15);
    await expireHolds(engine.database.db, new Date());
    expect((await view(booking.id)).status).toBe("expired");
    await payBill(booking.reference, booking.totalKes);
    expect((await view(booking.id)).status).toBe("confirmed");
  });

  it("a repeated confirmation (same TransID) changes nothing", async () => {
    await start();
    const booking = await givenBooking();
    const body = {
      TransactionType: "Pay Bill",
      TransID: "SKL9QX2Z7A",
      TransTime: "20261124101500",
      TransAmount: `${booking.totalKes}.00`,
      BusinessShortCode: engine.deps.paybill.shortCode,
      BillRefNumber: booking.reference,
      OrgAccountBalance: "",
      ThirdPartyTransID: "",
      MSISDN: "8556a495c390f3ba95d2bdf6d06436f2fd09f516531f0a7cd9591c60812fa46d",
      // A NUL the database would refuse, in a field we do not read.
      InvoiceNumber: "\u0000",
      FirstName: "Wanjiru",
      MiddleName: "",
      LastName: "",
    };
    const post = () =>
      fetch(engine.deps.urls.c2bConfirmation, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const answers = await Promise.all([post(), post(), post()]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ ResultCode: 0, ResultDesc: "Success" });
    }
    expect(await entriesOf(booking.id)).toHaveLength(1);
    expect(await payments()).toHaveLength(1);
    expect((await view(booking.id)).status).toBe("confirmed");
  });

  it("money paid to another business number waits in the queue", async () => {
    await start();
    const booking = await givenBooking();
    const answer = await fetch(engine.deps.urls.c2bConfirmation, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        TransactionType: "Pay Bill",
        TransID: "SKL9QX2Z7C",
        TransTime: "20261124101500",
        TransAmount: String(booking.totalKes),
        BusinessShortCode: "600638",
        BillRefNumber: booking.reference,
        MSISDN: "25472****678",
        FirstName: "",
      }),
    });
    expect(answer.status).toBe(200);
    const [row] = await payments();
    expect(row).toMatchObject({ status: "unmatched", note: expect.stringContaining("600638") });
    expect((await view(booking.id)).status).toBe("pending");
  });

  it("unknown and ambiguous accounts wait in the staff queue", async () => {
    await start();
    const booking = await givenBooking();
    await payBill("invoice008", 700);
    await payBill("GO22222222", 800);
    await payBill(`${booking.reference}GO22222222`, 900);
    const queued = await payments();
    expect(queued.map((p) => [p.amountKes, p.status])).toEqual([
      [700, "unmatched"],
      [800, "unmatched"],
      [900, "unmatched"],
    ]);
    expect(queued[1]!.note).toContain("No booking has the reference GO22222222");
    expect(queued[2]!.note).toContain("several bookings");
    expect((await view(booking.id)).status).toBe("pending");
  });

  it("validation on: unknown accounts and amounts the booking cannot take are refused", async () => {
    await start();
    engine.deps.paybill.validation = true;
    const booking = await givenBooking();
    expect(await payBill("nobody", 500)).toMatchObject({
      result: "rejected",
      detail: "Refused by the business (C2B00012).",
    });
    expect(await payBill(booking.reference, booking.totalKes + 1)).toMatchObject({
      result: "rejected",
      detail: "Refused by the business (C2B00013).",
    });
    expect(await payments()).toHaveLength(0);
    expect((await payBill(booking.reference, booking.totalKes)).result).toBe("completed");
    expect((await view(booking.id)).status).toBe("confirmed");
  });

  it("a paid STK callback for a push we never recorded lands in the queue", async () => {
    await start();
    const answer = await postStkCallback(
      engine,
      paidStkCallback("ws_CO_UNKNOWN_0001", 4200, "TKL2AB3CD4"),
    );
    expect(answer.status).toBe(200);
    const [row] = await eventually(payments, (rows) => rows.length === 1);
    expect(row).toMatchObject({
      source: "stk",
      transId: "TKL2AB3CD4",
      amountKes: 4200,
      status: "unmatched",
    });
  });

  it("refuses a wrong token and unreadable bodies", async () => {
    await start();
    const wrong = engine.deps.urls.c2bConfirmation.replace(/c2b\/\w+/, "c2b/0000");
    expect((await fetch(wrong, { method: "POST", body: "{}" })).status).toBe(404);
    const garbage = await fetch(engine.deps.urls.c2bConfirmation, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ TransID: "A\u0000B", TransAmount: "1e309" }),
    });
    expect(garbage.status).toBe(400);
    const notJson = await fetch(engine.deps.urls.c2bConfirmation, {
      method: "POST",
      body: "\u0000",
    });
    expect(notJson.status).toBeLessThan(500);
  });

  async function givenStaff() {
    const [user] = await engine.database.db
      .insert(staffUsers)
      .values({ email: "desk@motel.test", name: "Peter", role: "front_desk", passwordHash: "x" })
      .returning({ id: staffUsers.id });
    return user!.id;
  }

  it("staff attach an unknown payment to its booking, once, audited; or mark one for refund", async () => {
    await start();
    const staffId = await givenStaff();
    const booking = await givenBooking();
    await payBill("my room", booking.totalKes);
    await payBill("who knows", 300);
    const [first, second] = await payments();
    const context = settleContext(engine.deps);
    expect(
      inEnglish(
        await attachMpesaPayment(
          engine.database.db,
          context,
          { id: first!.id, reference: "nope" },
          staffId,
        ),
      ),
    ).toEqual({
      ok: false,
      message: "Please type the booking reference to attach this payment to.",
    });
    expect(
      inEnglish(
        await attachMpesaPayment(
          engine.database.db,
          context,
          { id: first!.id, reference: "GO22222222" },
          staffId,
        ),
      ),
    ).toEqual({ ok: false, message: "No booking has the reference GO22222222." });
    const attached = await attachMpesaPayment(
      engine.database.db,
      context,
      { id: first!.id, reference: booking.reference.toLowerCase() },
      staffId,
    );
    expect(inEnglish(attached)).toEqual({
      ok: true,
      message: `Payment ${first!.transId} attached to ${booking.reference}: the booking is confirmed.`,
    });
    expect((await view(booking.id)).status).toBe("confirmed");
    const again = await attachMpesaPayment(
      engine.database.db,
      context,
      { id: first!.id, reference: booking.reference },
      staffId,
    );
    expect(again.ok).toBe(false);
    // The money moved once: out of "not matched", into the booking; its payment entry stays.
    expect(await entriesOf(booking.id)).toMatchObject([
      { kind: "allocation", direction: 1, amountKes: first!.amountKes },
    ]);

    expect(
      await markMpesaForRefund(
        engine.database.db,
        { id: second!.id, note: "" },
        staffId,
        new Date(),
      ),
    ).toMatchObject({ ok: false });
    expect(
      await markMpesaForRefund(
        engine.database.db,
        { id: second!.id, note: "Wrong business number, guest called" },
        staffId,
        new Date(),
      ),
    ).toMatchObject({ ok: true });
    const rows = await payments();
    expect(rows.map((r) => r.status).sort()).toEqual(["matched", "refund"]);
    const audit = await engine.database.db.select().from(staffAudit);
    expect(audit.map((a) => a.action).sort()).toEqual([
      "mpesa_payment_attached",
      "mpesa_payment_refund",
    ]);
  });

  it("staff save the receipt of a payment an STK query confirmed without one", async () => {
    await start();
    const staffId = await givenStaff();
    const booking = await givenBooking();
    const [attempt] = await engine.database.db
      .insert(paymentAttempts)
      .values({
        bookingId: booking.id,
        provider: "mpesa",
        status: "succeeded",
        amountKes: booking.totalKes,
        merchantReference: `${booking.reference}-MQUERY1`,
      })
      .returning();
    const save = (receipt: string) =>
      saveMpesaReceipt(
        engine.database.db,
        { bookingId: booking.id, attemptId: attempt!.id, receipt },
        staffId,
        new Date(),
      );
    expect(await save("short")).toMatchObject({ ok: false });
    expect(inEnglish(await save("skl9qx2z7a"))).toEqual({
      ok: true,
      message: "Receipt SKL9QX2Z7A saved.",
    });
    expect(await save("SKL9QX2Z7B")).toMatchObject({ ok: false });
    const [saved] = await attemptsOf(booking.id);
    expect(saved!.receipt).toBe("SKL9QX2Z7A");
  });
});
