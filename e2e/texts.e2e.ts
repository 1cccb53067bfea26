// Texts to guests (decision 019): a guest books with SMS and WhatsApp chosen, pays on the
// simulated M-Pesa phone, and the simulated phone's inbox shows the confirmation; staff see the
// texts and their delivery on the booking's page.
import WIZARD from "../i18n/en/wizard.ts";
import { bookingSaid } from "../domain/staff-said/bookings.ts";
import { PHONE_WORDS } from "../server/simulators/texts-words.ts";
import { english } from "../test/support/english.ts";
import { signIn } from "./admin-support.ts";
import { day, fillDetailsAndGoOn, givenPaidBooking } from "./booking-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test("a guest who chose SMS and WhatsApp gets the confirmation on the simulated phone; staff see it delivered", async ({
  page,
  visit,
  context,
}, testInfo) => {
  const phoneProject = testInfo.project.name === "phone";
  const nine = phoneProject ? "711000411" : "711000412";
  const msisdn = `254${nine}`;
  const first = 160 + (phoneProject ? 0 : 3);
  await visit("/book");
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
  await fillDetailsAndGoOn(
    page,
    { phone: `0${nine.slice(0, 3)} ${nine.slice(3)}` },
    { checkIn: day(first), checkOut: day(first + 2) },
    async () => {
      const sms = page.getByLabel(WIZARD.textsSms);
      const whatsapp = page.getByLabel(WIZARD.textsWhatsapp);
      await expect(page.getByRole("group", { name: WIZARD.textsLegend })).toBeVisible();
      // SMS is ticked for a Kenyan mobile; WhatsApp is the guest's to tick.
      await expect(sms).toBeChecked();
      await expect(whatsapp).not.toBeChecked();
      await whatsapp.check();
      await expectAccessible(page);
    },
  );
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.locator("#book-step-title")).toHaveText("Make Payment");
  await page.getByRole("button", { name: "Make Payment" }).click();

  const mpesa = await context.newPage();
  await expect(async () => {
    await mpesa.goto(`/simulators/daraja/phone?msisdn=${msisdn}`);
    await expect(mpesa.getByLabel("Enter M-PESA PIN")).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await mpesa.getByLabel("Enter M-PESA PIN").fill("1234");
  await mpesa.getByRole("button", { name: "Accept" }).click();
  await expect(page.locator("#book-step-title")).toHaveText("Enjoy your trip");
  const reference = (await page.locator(".confirmation__reference strong").textContent())!;
  await expect(page).toHaveURL(/\/book\?step=4&booking=[0-9a-f-]{36}$/);
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  // The simulated M-Pesa phone is left open: closing it while it reloads itself can hang.

  // The guest's phone: the SMS and the WhatsApp message, the SMS in one part of GSM text.
  const inbox = await context.newPage();
  await inbox.goto(`/simulators/sms/phone?msisdn=${msisdn}`);
  await expect(inbox.getByRole("heading", { level: 1 })).toHaveText(
    PHONE_WORDS.title(`+254 ${nine.slice(0, 3)} ${nine.slice(3)}`),
  );
  const messages = inbox.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(messages).toHaveCount(2);
  const sms = messages.filter({ hasText: "· SMS" });
  await expect(sms).toContainText(`Gilgil Oasis Motel: ${reference} confirmed,`);
  await expect(sms).toContainText("1 room. Paid KES");
  await expect(sms).toContainText("Check-in 14:00.");
  await expect(messages.filter({ hasText: "· WhatsApp" })).toContainText(
    `[booking_confirmed] ${reference}`,
  );
  if (phoneProject) {
    await inbox.screenshot({ path: "docs/screenshots/simulated-phone-inbox-phone.png" });
  }
  await inbox.close();

  // Staff: the booking's page lists its texts with the providers' delivery reports.
  await signIn(page);
  await page.goto(`/admin/bookings/${bookingId}`);
  const texts = page.getByRole("table", { name: "Texts about this booking, newest first" });
  const confirmation = texts.getByRole("row").filter({ hasText: "booking_confirmed" });
  await expect(confirmation).toHaveCount(2);
  await expect(async () => {
    await page.reload();
    await expect(confirmation.filter({ hasText: "Delivered" })).toHaveCount(2, { timeout: 1_000 });
  }).toPass();
  await expect(texts.getByRole("row").filter({ hasText: "arrival_reminder" })).toHaveCount(2);
  await expectAccessible(page);
});

test("staff resend a text the operator refused, from the booking's page and the outbox", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "staff pages: desktop covers them");
  const nine = "711000413";
  const msisdn = `254${nine}`;
  const blacklist = (numbers: string[]) =>
    request.post("/simulators/sms/control", { data: { blacklist: numbers } });
  await blacklist([msisdn]);
  const booking = await givenPaidBooking(request, nine);
  await signIn(page);
  await page.goto(`/admin/bookings/${booking.id}`);
  const texts = page.getByRole("table", { name: "Texts about this booking, newest first" });
  const confirmation = texts.getByRole("row").filter({ hasText: "booking_confirmed" });
  await expect(async () => {
    await page.reload();
    await expect(confirmation).toContainText("Failed", { timeout: 1_000 });
  }).toPass();
  await expect(confirmation).toContainText("Last error: 406 UserInBlacklist");
  // The outbox's "What waits" counts it among the texts that need a person, and links to them.
  await page.goto("/admin/outbox");
  const waiting = page.getByRole("table", { name: "What waits" });
  await expect(waiting.getByRole("columnheader")).toHaveText([
    "Queue",
    "Due now",
    "Oldest due since",
    "Scheduled",
    "Needs a person",
  ]);
  const textsRow = waiting.getByRole("row", { name: /^Texts \(SMS and WhatsApp\)/ });
  const stuck = Number(await textsRow.getByRole("cell").nth(3).textContent());
  expect(stuck).toBeGreaterThanOrEqual(1);
  for (const queue of [
    "Emails",
    "Payment messages from M-Pesa and Pesapal",
    "Payments still without a final answer",
    "Unpaid holds past their time",
  ])
    await expect(waiting.getByRole("rowheader", { name: queue })).toBeVisible();
  await textsRow.getByRole("link", { name: "Texts (SMS and WhatsApp)" }).click();
  await expect(page.locator("#texts-title")).toBeInViewport();
  await page.goto(`/admin/bookings/${booking.id}`);
  // The number is off the blacklist again: Resend sends it.
  await blacklist([]);
  const resend = confirmation.getByRole("button", {
    name: /^Resend text \d+ to \+254 711 000413$/,
  });
  const id = /Resend text (\d+)/.exec((await resend.getAttribute("aria-label"))!)![1]!;
  await resend.click();
  await expect(page.getByText(english(bookingSaid.textResent(Number(id))))).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(confirmation).toContainText("Delivered", { timeout: 1_000 });
  }).toPass();
  // The outbox lists the texts too.
  await page.goto("/admin/outbox");
  const outbox = page.getByRole("table", { name: "Texts, newest first" });
  await expect(outbox.getByRole("row").filter({ hasText: `#${id}` })).toContainText("Delivered");
  await expectAccessible(page);
});
