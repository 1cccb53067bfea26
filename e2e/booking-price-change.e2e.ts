// The price guard in the wizard (issue 31): the total on the page is out of date when the guest
// presses Make Payment (the price moved after their quote). The server refuses to book at a
// price the guest did not see; the wizard shows the new total and the message, with nothing
// charged, and the guest's next press pays the new total.
//
// A price changed by staff would change it for every test on the shared server, so the page is
// shown a stale total instead: its first quotes come back KES 1,000 under the server's price, as
// if staff had raised the price after they came. The booking API, its refusal and the wizard are
// the real ones.
import { formatKes } from "../domain/money.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { fillDetailsAndGoOn } from "./booking-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { said } from "../domain/said.ts";
import { english } from "../test/support/english.ts";
import PAYMENT_WORDS from "../i18n/en/payment.ts";

const STALE_BY_KES = 1_000;

test("a total changed since the quote is shown before anything is charged; the next press pays it", async ({
  page,
  visit,
  context,
  allowConsoleErrors,
}, testInfo) => {
  // The booking API answers the stale total with 409: the browser logs the status.
  allowConsoleErrors(/status of 409/);
  const phoneProject = testInfo.project.name === "phone";
  const nine = phoneProject ? "711000321" : "711000322";
  // Nights no other test books: each project its own.
  const first = addDays(motelDate(new Date()), 150 + (phoneProject ? 0 : 3));
  let stale = true;
  await page.route("**/api/quote", async (route) => {
    const response = await route.fetch();
    if (!stale) return route.fulfill({ response });
    const answer = (await response.json()) as { totalKes: number };
    await route.fulfill({
      response,
      json: { ...answer, totalKes: answer.totalKes - STALE_BY_KES },
    });
  });
  const made: number[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() === "POST" && new URL(response.url()).pathname === "/api/bookings") {
      made.push(response.status());
    }
  });

  await visit("/book");
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
  await fillDetailsAndGoOn(
    page,
    { phone: `0${nine.slice(0, 3)} ${nine.slice(3)}` },
    {
      checkIn: first,
      checkOut: addDays(first, 2),
    },
  );
  const figures = page.locator(".wizard-summary__figures dd");
  await expect(figures.last()).not.toHaveText("KES 0");
  const shown = Number((await figures.last().textContent())!.replace(/\D/g, ""));
  const priced = shown + STALE_BY_KES;
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.locator("#book-step-title")).toHaveText("Make Payment");
  const total = page.locator(".wizard-review__stay dd").last();
  await expect(total).toHaveText(formatKes(shown));

  // The guest presses pay on the old total: the new one shows, and nothing is booked or asked.
  stale = false;
  const status = page.locator(".wizard-pay__status");
  await page.getByRole("button", { name: PAYMENT_WORDS.makePayment }).click();
  await expect(status).toHaveText(english(said.priceChanged(priced)));
  await expect(total).toHaveText(formatKes(priced));
  await expect(page.locator(".booking-summary__total dd").last()).toHaveText(formatKes(priced));
  await expect(page.getByRole("heading", { name: PAYMENT_WORDS.notCompleted })).toHaveCount(0);
  await expect(page.getByRole("button", { name: PAYMENT_WORDS.cancelBooking })).toHaveCount(0);
  expect(made).toEqual([409]);
  await page.locator(".wizard").screenshot({ path: testInfo.outputPath("price-changed.png") });
  await expectAccessible(page);

  // Pressing pay again accepts it: the booking is made and the prompt asks for the new total.
  await page.getByRole("button", { name: PAYMENT_WORDS.makePayment }).click();
  await expect(status).toHaveText(english(said.requestProcessing()));
  expect(made).toEqual([409, 201]);
  const [phone] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: /simulated phone/ }).click(),
  ]);
  await expect(phone.getByText(`Pay ${formatKes(priced)}`)).toBeVisible();
  // The guest cancels on the phone: the wizard says so (no prompt is left waiting).
  await phone.getByRole("button", { name: "Cancel" }).click();
  await expect(status).toHaveText(english(said.mpesaCancelled()));
});
