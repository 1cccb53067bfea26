// M-Pesa Paybill (decision 018): a guest whose prompt times out twice is offered Paybill, pays it
// from the simulated phone's Pay Bill menu, and the wizard moves on to the confirmation; staff
// match a payment whose account named no booking.
import { formatKes } from "../domain/money.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { givenHeldBooking, signIn } from "./admin-support.ts";
import { fillDetailsAndGoOn } from "./booking-support.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { said } from "../domain/said.ts";
import { english } from "../test/support/english.ts";
import PAYMENT_WORDS from "../i18n/en/payment.ts";
import WIZARD from "../i18n/en/wizard.ts";
import { paybillSaid } from "../domain/staff-said/paybill.ts";

/** The simulators' default Paybill (the Daraja sandbox shortcode). */
const BUSINESS = "174379";

/**
 * A guest on Make Payment whose prompt times out twice (nothing reaches `nine`'s phone): the
 * Paybill panel is offered. Returns the panel.
 */
async function toThePaybillPanel(
  {
    page,
    visit,
    request,
  }: { page: Page; visit: (path: string) => Promise<unknown>; request: APIRequestContext },
  nine: string,
  daysAhead: number,
) {
  const timeOut = async () => {
    const scripted = await request.post("/simulators/daraja/control/script", {
      data: { phone: `254${nine}`, outcome: "timeout", delayMs: 100 },
    });
    expect(scripted.ok()).toBe(true);
  };

  await visit("/book");
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
  const checkIn = addDays(motelDate(new Date()), daysAhead);
  await fillDetailsAndGoOn(
    page,
    { first: "Akinyi", last: "Odhiambo", email: `akinyi.${nine}@example.com`, phone: `0${nine}` },
    { checkIn, checkOut: addDays(checkIn, 1) },
  );
  const heading = page.locator("#book-step-title");
  await expect(page.locator(".wizard-summary__figures dd").last()).not.toHaveText("KES 0");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(heading).toHaveText("Make Payment");

  // First prompt: not answered in time. Then again: still nothing reaches the phone.
  await timeOut();
  await page.getByRole("button", { name: PAYMENT_WORDS.makePayment }).click();
  await expect(
    page.getByRole("status").filter({ hasText: english(said.mpesaTimeout()) }),
  ).toBeVisible({
    timeout: 20_000,
  });
  const paybill = page.getByRole("region", { name: WIZARD.paybillTitle });
  await expect(paybill).toHaveCount(0);
  await timeOut();
  await page.getByRole("button", { name: PAYMENT_WORDS.tryAgain }).click();
  await expect(paybill).toBeVisible({ timeout: 20_000 });
  return paybill;
}

test("a guest whose prompt times out twice pays by Paybill and sees the booking confirmed", async ({
  page,
  visit,
  request,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const nine = testInfo.project.name === "phone" ? "711000561" : "711000562";
  const paybill = await toThePaybillPanel(
    { page, visit, request },
    nine,
    testInfo.project.name === "phone" ? 81 : 83,
  );
  const heading = page.locator("#book-step-title");
  await expect(paybill).toContainText(WIZARD.paybillIntro);
  await expect(paybill.locator("dd").nth(0)).toHaveText(BUSINESS);
  const reference = (await paybill.locator("dd").nth(1).textContent())!;
  expect(reference).toMatch(/^GO[A-Z0-9]{8}$/);
  const amount = (await paybill.locator("dd").nth(2).textContent())!;
  await expect(paybill).toContainText(
    /Pay within \d+ minutes?: your rooms are held until \d\d:\d\d\./,
  );
  await expect(paybill).toContainText(WIZARD.paybillWaiting);

  // The guest's phone: M-PESA menu, Pay Bill, the business number, the reference, the amount.
  const phone = await context.newPage();
  await phone.goto(`/simulators/daraja/phone?msisdn=254${nine}`);
  await phone.getByRole("link", { name: "Pay Bill" }).click();
  await expect(phone.getByLabel("Business number")).toHaveValue(BUSINESS);
  await phone.getByLabel("Account number").fill(reference.toLowerCase());
  await phone.getByLabel("Amount").fill(amount.replace(/\D/g, ""));
  await phone.getByRole("button", { name: "Send" }).click();
  await expect(phone.getByRole("status")).toContainText("Paid, receipt");
  // Left open: closing the simulated phone while it reloads itself can hang (front-desk-money).

  await expect(heading).toHaveText("Enjoy your trip", { timeout: 20_000 });
  await expect(page.getByText(reference).first()).toBeVisible();
});

test("Cancel this booking takes the Paybill panel away: nothing is left to pay for a cancelled booking", async ({
  page,
  visit,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const nine = testInfo.project.name === "phone" ? "711000567" : "711000568";
  const paybill = await toThePaybillPanel(
    { page, visit, request },
    nine,
    testInfo.project.name === "phone" ? 85 : 87,
  );
  await page.getByRole("button", { name: PAYMENT_WORDS.cancelBooking }).click();
  await expect(
    page.getByRole("status").filter({ hasText: PAYMENT_WORDS.bookingReleased }),
  ).toBeVisible();
  await expect(paybill).toHaveCount(0);
  await expect(page.getByText(WIZARD.paybillIntro)).toHaveCount(0);
});

test("a booking paid by Paybill while the wizard showed a failed prompt shows paid on try again", async ({
  page,
  visit,
  request,
  allowConsoleErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  // The second pay request is refused with 409 (nothing is owed): the browser logs that answer.
  allowConsoleErrors(/status of 409 \(Conflict\)/);
  const nine = testInfo.project.name === "phone" ? "711000565" : "711000566";
  await visit("/book");
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
  const checkIn = addDays(motelDate(new Date()), testInfo.project.name === "phone" ? 85 : 87);
  await fillDetailsAndGoOn(
    page,
    {
      first: "Nyambura",
      last: "Kariuki",
      email: `nyambura.${nine}@example.com`,
      phone: `0${nine}`,
    },
    { checkIn, checkOut: addDays(checkIn, 1) },
  );
  const heading = page.locator("#book-step-title");
  await expect(page.locator(".wizard-summary__figures dd").last()).not.toHaveText("KES 0");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(heading).toHaveText("Make Payment");

  // The prompt is not answered in time: the wizard says so and stops following the booking.
  const scripted = await request.post("/simulators/daraja/control/script", {
    data: { phone: `254${nine}`, outcome: "timeout", delayMs: 100 },
  });
  expect(scripted.ok()).toBe(true);
  const made = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/bookings",
  );
  await page.getByRole("button", { name: PAYMENT_WORDS.makePayment }).click();
  const { booking } = (await (await made).json()) as {
    booking: { id: string; reference: string; totalKes: number };
  };
  await expect(
    page.getByRole("status").filter({ hasText: english(said.mpesaTimeout()) }),
  ).toBeVisible({ timeout: 20_000 });

  // Meanwhile the guest pays the whole booking from the phone's Pay Bill menu.
  const paid = await request.post("/simulators/daraja/control/paybill", {
    data: {
      msisdn: `254${nine}`,
      business: BUSINESS,
      account: booking.reference,
      amount: booking.totalKes,
    },
  });
  expect(paid.ok()).toBe(true);
  await expect
    .poll(async () => {
      const found = await request.get(`/api/bookings/${booking.id}`);
      return ((await found.json()) as { booking: { status: string } }).booking.status;
    })
    .toBe("confirmed");

  // Try again: the server refuses a second payment (nothing is owed); the page shows it paid.
  await page.getByRole("button", { name: PAYMENT_WORDS.tryAgain }).click();
  await expect(heading).toHaveText("Enjoy your trip", { timeout: 20_000 });
  await expect(page.getByText(english(said.paid()))).toBeVisible();
  await expect(page.getByRole("heading", { name: PAYMENT_WORDS.notCompleted })).toHaveCount(0);
  await expect(page.locator(".confirmation__reference strong")).toHaveText(booking.reference);
});

test("staff match a Paybill payment whose account named no booking", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "a staff screen: desktop");
  const booking = await givenHeldBooking(request, "711000563", "Kiprop");
  const typed = `ROOM ${Math.floor(Math.random() * 900 + 100)}`;
  const paid = await request.post("/simulators/daraja/control/paybill", {
    data: { msisdn: "254711000563", business: BUSINESS, account: typed, amount: booking.totalKes },
  });
  const { transId } = (await paid.json()) as { transId: string };
  expect(transId).toMatch(/^[A-Z0-9]{10}$/);

  await signIn(page);
  await expect(page.getByRole("link", { name: "M-Pesa payments to match" })).toBeVisible();
  await page.getByRole("link", { name: "M-Pesa payments to match" }).click();
  await expect(
    page.getByRole("heading", { name: "M-Pesa payments to match", level: 1 }),
  ).toBeVisible();
  const item = page.getByRole("listitem", { name: `Payment ${transId}` });
  await expect(item).toContainText(formatKes(booking.totalKes));
  await expect(item).toContainText(`account typed “${typed}”`);
  await item.getByLabel("Booking reference").fill(booking.reference.toLowerCase());
  await item.getByRole("button", { name: "Attach to booking" }).click();
  await expect(page.getByRole("status").first()).toHaveText(
    english(paybillSaid.attached(transId, booking.reference, "confirmed")),
  );
  await expect(page.getByRole("listitem", { name: `Payment ${transId}` })).toHaveCount(0);

  await page.goto(`/admin/bookings/${booking.id}`);
  await expect(
    page
      .getByRole("region", { name: "Payments and refunds" })
      .getByRole("cell", { name: transId, exact: true }),
  ).toBeVisible();
});

test("a payment confirmed by the STK query alone shows 'receipt pending' until staff save it", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "a staff screen: desktop");
  const booking = await givenHeldBooking(request, "711000564", "Chebet");
  // The phone pays, but Daraja's callback never comes: only the query can tell.
  await request.post("/simulators/daraja/control/script", {
    data: { phone: "254711000564", outcome: "no_callback", delayMs: 100 },
  });
  const asked = await request.post(`/api/bookings/${booking.id}/mpesa`, {
    data: { phone: "711000564" },
  });
  expect(asked.status()).toBe(202);

  await signIn(page);
  await page.goto(`/admin/bookings/${booking.id}`);
  await page.getByRole("button", { name: "Ask the provider about the pending payment" }).click();
  const attempts = page.getByRole("region", { name: "Payment attempts" });
  await expect(attempts).toContainText("receipt pending");
  await attempts.getByLabel("M-Pesa receipt").fill("skl9qx2z7d");
  await attempts.getByRole("button", { name: "Save receipt" }).click();
  await expect(page.getByRole("status").first()).toHaveText(
    english(paybillSaid.receiptSaved("SKL9QX2Z7D")),
  );
  await expect(attempts.getByRole("cell", { name: "SKL9QX2Z7D", exact: true })).toBeVisible();
  await expect(attempts).not.toContainText("receipt pending");
});
