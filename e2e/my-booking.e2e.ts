import { dateInWords } from "../domain/confirmation.ts";
import { formatKes } from "../domain/money.ts";
import { day, givenPaidBooking } from "./booking-support.ts";
import { expect, test } from "./fixtures.ts";

test("find my booking: reference and email show the dates, rooms, amount, status and receipt", async ({
  page,
  visit,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === "phone" ? "711000201" : "711000202";
  const booking = await givenPaidBooking(request, phone);
  await visit("/my-booking");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find my booking");
  // Typed as a guest might: lower case, no dash, the email in another case.
  await page
    .getByLabel("Booking reference")
    .fill(booking.reference.toLowerCase().replace("-", " "));
  await page.getByLabel("Email").fill("wanjiru.mwangi@EXAMPLE.com");
  await page.getByRole("button", { name: "Find my booking" }).click();
  await expect(page.getByRole("heading", { name: `Booking ${booking.reference}` })).toBeVisible();
  const details = page.locator(".booking-details");
  await expect(details).toContainText("Confirmed and paid");
  await expect(details).toContainText("Wanjiru Mwangi");
  await expect(details).toContainText(dateInWords(day(20)));
  await expect(details).toContainText("arriving at 14:30");
  await expect(details).toContainText(dateInWords(day(23)));
  await expect(details).toContainText(formatKes(booking.totalKes));
  await expect(details).toContainText("M-Pesa receipt");
  const rooms = details.locator(".booking-details__rooms > li");
  await expect(rooms).toHaveCount(2);
  await expect(rooms.first()).toContainText("Deluxe Room: 1 adult, 1 child, Half Board");
  // The nights as booked, and the taxes inside the total.
  await expect(rooms.first().getByRole("list", { name: "Nights of room 1" })).toContainText(
    "3 nights × KES 5,500 (Base price)",
  );
  await expect(details.getByRole("list", { name: "Promotion and taxes" })).toContainText(
    "VAT 16% (included)",
  );
});

test("find my booking: a wrong email finds nothing and says so", async ({
  page,
  visit,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === "phone" ? "711000203" : "711000204";
  const booking = await givenPaidBooking(request, phone);
  await visit("/my-booking");
  await page.getByLabel("Booking reference").fill(booking.reference);
  await page.getByLabel("Email").fill("someone.else@example.com");
  await page.getByRole("button", { name: "Find my booking" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "We could not find a booking with that reference and email. Please check both, or call us.",
  );
  await expect(page.getByLabel("Booking reference")).toHaveValue(booking.reference);
});
