// Card payments end to end over real HTTP: the real Pesapal client, the Pesapal simulator (its
// hosted card page posted like a browser), its IPN to the engine, and the guest's return.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/support/databases.ts";
import {
  atTime,
  eventually,
  startTestEngine,
  type TestEngine,
} from "../../test/support/booking-engine.ts";
import { openCardPage, payOnCardPage } from "../../test/support/card-page.ts";
import { paymentAttempts } from "../db/schema/bookings.ts";
import { outbox } from "../db/schema/mail.ts";
import { DESCRIPTION_MAX } from "./pesapal/wire.ts";
import { TEST_CARDS } from "../simulators/pesapal-page.ts";
import { createBooking } from "../bookings/create.ts";
import { reconcilePayments } from "../bookings/jobs.ts";
import { cardOrderDescription, startCardPayment } from "./payments.ts";
import { findBookingView } from "../bookings/views.ts";
import { said } from "../../domain/said.ts";

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const request = {
  firstName: "Achieng",
  lastName: "Odhiambo",
  email: "achieng@example.com",
  phone: "+44 20 7946 0958",
  idNumber: "P1234567",
  checkIn: day(10),
  checkOut: day(13),
  checkInTime: "18:00",
  rooms: [
    { type: "executive", adults: 2, children: 0, boarding: "full_board" },
    { type: "standard_double", adults: 4, children: 0, boarding: "bed_breakfast" },
  ],
};

describe("the card order's description on Pesapal's page", () => {
  it("is in the booking's language, its nights an ICU plural", () => {
    expect(cardOrderDescription("en", "GO7K3M9PQX", 1)).toBe("Booking GO7K3M9PQX, 1 night");
    expect(cardOrderDescription("en", "GO7K3M9PQX", 2)).toBe("Booking GO7K3M9PQX, 2 nights");
    expect(cardOrderDescription("sw", "GO7K3M9PQX", 1)).toBe("Nafasi GO7K3M9PQX, usiku 1");
    expect(cardOrderDescription("sw", "GO7K3M9PQX", 2)).toBe("Nafasi GO7K3M9PQX, usiku 2");
  });

  it("stays within Pesapal's 100 characters for the longest stay", () => {
    for (const lang of ["en", "sw"] as const) {
      expect(cardOrderDescription(lang, "GO7K3M9PQX", 366).length).toBeLessThanOrEqual(
        DESCRIPTION_MAX,
      );
    }
  });
});

describe.each(testDatabaseKinds())("card payments on %s", (kind) => {
  let engine: TestEngine;
  afterEach(async () => {
    await engine?.close();
  });

  async function givenCardOrder(lang: "en" | "sw" = "en") {
    const created = await createBooking(engine.database.db, request, {
      now: new Date(),
      lang,
      holdMinutes: 15,
      horizonDays: 365,
    });
    if (!created.ok) throw new Error(JSON.stringify(created.message));
    const started = await startCardPayment(engine.deps, created.booking.id, new Date());
    if (!started.ok) throw new Error(JSON.stringify(started.message));
    return { booking: created.booking, redirectUrl: started.redirectUrl! };
  }
  const view = (id: string) => findBookingView(engine.database.db, id).then((v) => v!);

  /** Pays on the hosted card page as a browser would: the form post, then follow to our return. */
  /** Pays on the hosted card page as a browser would, then follows Pesapal to our return. */
  async function payAndReturn(redirectUrl: string, cardNumber: string) {
    const posted = await payOnCardPage(redirectUrl, cardNumber);
    expect(posted.status).toBe(303);
    // Pesapal sends the browser to our callback_url, which sends it on to step 4.
    const callback = posted.headers.get("location")!;
    expect(callback).toContain("OrderNotificationType=CALLBACKURL");
    const back = await fetch(callback, { redirect: "manual" });
    expect(back.status).toBe(303);
    return new URL(back.headers.get("location")!, engine.url);
  }

  it("confirms a paid card order and sends the guest to step 4 with the booking's id only", async () => {
    engine = await startTestEngine(kind);
    const { booking, redirectUrl } = await givenCardOrder();
    expect(redirectUrl).toMatch(/\/iframe\/PesapalIframe3\/Index\/\?OrderTrackingId=[0-9a-f-]{36}/);
    const step4 = await payAndReturn(redirectUrl, TEST_CARDS.success);
    expect(step4.pathname).toBe("/book");
    expect(Object.fromEntries(step4.searchParams)).toEqual({
      step: "4",
      booking: booking.id,
    });
    const done = await view(booking.id);
    expect(done.status).toBe("confirmed");
    expect(done.payment).toMatchObject({ provider: "card", status: "succeeded" });
    expect(done.payment!.receipt).toBeTruthy();
    // The IPN (sent beside the page's redirect) and the return both asked for the status; the
    // booking was confirmed once.
    const [attempt] = await eventually(
      () =>
        engine.database.db
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.bookingId, booking.id)),
      ([a]) => a!.raw.filter((r) => r.source === "ipn" || r.source === "return").length === 2,
    );
    expect(attempt!.paymentAccount).toMatch(/\*\*/);
    expect(attempt!.raw.filter((r) => r.source === "ipn" || r.source === "return").length).toBe(2);
    const mail = await engine.database.db.select().from(outbox);
    expect(mail.map((m) => m.kind).sort()).toEqual(["booking_confirmation", "booking_new"]);
  });

  it("tells Pesapal what the guest pays for in the language they booked in", async () => {
    engine = await startTestEngine(kind);
    const english = await givenCardOrder("en");
    const swahili = await givenCardOrder("sw");
    const page = async (redirectUrl: string) => (await openCardPage(redirectUrl)).html;
    expect(await page(english.redirectUrl)).toContain(
      `Booking ${english.booking.reference}, 3 nights`,
    );
    expect(await page(swahili.redirectUrl)).toContain(
      `Nafasi ${swahili.booking.reference}, usiku 3`,
    );
  });

  it("records a declined card, keeps the booking payable, the bank's words for staff and the spec's for the guest", async () => {
    engine = await startTestEngine(kind);
    const { booking, redirectUrl } = await givenCardOrder();
    const step4 = await payAndReturn(redirectUrl, TEST_CARDS.decline);
    // The address carries no text: the page shows the decline the server tells.
    expect(Object.fromEntries(step4.searchParams)).toEqual({ step: "4", booking: booking.id });
    const after = await view(booking.id);
    expect(after.status).toBe("pending");
    expect(after.payment?.status).toBe("failed");
    expect(after.payment?.message).toEqual(said.cardProblem());
    const [attempt] = await engine.database.db
      .select({ resultDesc: paymentAttempts.resultDesc })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, booking.id));
    expect(attempt!.resultDesc).toMatch(/Unable to Authorize Transaction/);
    // The guest tries again with another order.
    expect(await startCardPayment(engine.deps, booking.id, new Date())).toMatchObject({ ok: true });
  });

  it("answers the IPN with the acknowledgement Pesapal expects, however often it comes", async () => {
    engine = await startTestEngine(kind);
    const { booking, redirectUrl } = await givenCardOrder();
    const trackingId = new URL(redirectUrl).searchParams.get("OrderTrackingId")!;
    const settled = await fetch(`${engine.pesapalUrl}/control/outcome`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderTrackingId: trackingId, outcome: "completed" }),
    });
    expect(settled.status).toBe(200);
    expect((await view(booking.id)).status).toBe("confirmed");
    const [attempt] = await engine.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.bookingId, booking.id));
    const ipn = await fetch(
      `${engine.deps.urls.pesapalIpn}?OrderTrackingId=${trackingId}&OrderMerchantReference=${attempt!.merchantReference}&OrderNotificationType=IPNCHANGE`,
    );
    expect(await ipn.json()).toEqual({
      orderNotificationType: "IPNCHANGE",
      orderTrackingId: trackingId,
      orderMerchantReference: attempt!.merchantReference,
      status: 200,
    });
    const mail = await engine.database.db.select().from(outbox);
    expect(mail).toHaveLength(2); // confirmed once
  });

  it("finds a card payment whose IPN and return never came, by asking Pesapal", async () => {
    engine = await startTestEngine(kind);
    // Our IPN address is wrong (as if we were down when it came): only a question finds out.
    engine.deps.urls.pesapalIpn = `${engine.url}/nowhere`;
    const { booking, redirectUrl } = await givenCardOrder();
    const trackingId = new URL(redirectUrl).searchParams.get("OrderTrackingId")!;
    // Pending at Pesapal: the reconciliation's question changes nothing yet.
    expect(await reconcilePayments(atTime(engine.deps, new Date(Date.now() + 60_000)))).toBe(1);
    expect((await view(booking.id)).payment?.status).toBe("pending");
    await fetch(`${engine.pesapalUrl}/control/outcome`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderTrackingId: trackingId, outcome: "completed" }),
    });
    expect((await view(booking.id)).status).toBe("pending");
    expect(await reconcilePayments(atTime(engine.deps, new Date(Date.now() + 120_000)))).toBe(1);
    expect((await view(booking.id)).status).toBe("confirmed");
  });
});
