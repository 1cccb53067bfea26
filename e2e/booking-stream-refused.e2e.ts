// When the server refuses the booking's live stream (too many open from the guest's address: a
// 429), the wizard follows the booking by polling instead: the payment still ends on step 4.
import { said } from "../domain/said.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { fillDetailsAndGoOn } from "./booking-support.ts";
import { expect, test } from "./fixtures.ts";

test("a refused event stream falls back to polling: the M-Pesa payment still reaches step 4", async ({
  page,
  visit,
  request,
  allowConsoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the same flow as on a desktop");
  // Chromium reports the refused stream itself in the console.
  allowConsoleErrors(/429|EventSource/);
  let refused = 0;
  await page.route("**/api/bookings/*/events", (route) => {
    refused += 1;
    return route.fulfill({ status: 429, json: { said: said.liveTooMany() } });
  });

  await visit("/book");
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
  const checkIn = addDays(motelDate(new Date()), 70);
  await fillDetailsAndGoOn(
    page,
    { first: "Njeri", last: "Wambui", email: "njeri@example.com", phone: "0711 000987" },
    { checkIn, checkOut: addDays(checkIn, 1) },
  );
  const heading = page.locator("#book-step-title");
  // The total comes from the server's quote: Next waits for it.
  await expect(page.locator(".wizard-summary__figures dd").last()).not.toHaveText("KES 0");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(heading).toHaveText("Make Payment");

  // The simulated phone pays the prompt by itself, half a second after it arrives.
  const scripted = await request.post("/simulators/daraja/control/script", {
    data: { phone: "254711000987", outcome: "success", delayMs: 500 },
  });
  expect(scripted.ok()).toBe(true);
  await page.getByRole("button", { name: "Make Payment" }).click();
  await expect(heading).toHaveText("Enjoy your trip", { timeout: 20_000 });
  expect(refused).toBeGreaterThanOrEqual(1);
});
