import type { APIRequestContext } from "@playwright/test";
import { formatKes } from "../domain/money.ts";
import { expect, test } from "./fixtures.ts";

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A booking paid by M-Pesa, made the way the wizard makes one (the booking API). */
async function givenPaidBooking(request: APIRequestContext, phone: string) {
  const created = await request.post("/api/bookings", {
    data: {
      firstName: "Wanjiru",
      lastName: "Mwangi",
      email: "Wanjiru.Mwangi@example.com",
      phone: `0${phone}`,
      idNumber: "12345678",
      checkIn: day(20),
      checkOut: day(23),
      checkInTime: "14:30",
      rooms: [
        { type: "deluxe", adults: 2, children: 1, boarding: "half_board" },
        { type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { booking } = (await created.json()) as {
    booking: { id: string; reference: string; totalKes: number };
  };
  await request.post("/simulators/daraja/control/script", {
    data: { phone: `254${phone}`, outcome: "success", delayMs: 100 },
  });
  expect(
    (await request.post(`/api/bookings/${booking.id}/mpesa`, { data: { phone } })).status(),
  ).toBe(202);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/bookings/${booking.id}`)).json()) as {
            booking: { status: string };
          }
        ).booking.status,
    )
    .toBe("confirmed");
  return booking;
}

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
  await expect(details).toContainText(day(20));
  await expect(details).toContainText("at 14:30");
  await expect(details).toContainText(day(23));
  await expect(details).toContainText(formatKes(booking.totalKes));
  await expect(details).toContainText("M-Pesa receipt");
  const rooms = details.locator(".booking-details__rooms > li");
  await expect(rooms).toHaveCount(2);
  await expect(rooms.first()).toContainText("Deluxe Room: 2 adults, 1 children, Half Board");
  // The nights as booked, and the taxes inside the total.
  await expect(rooms.first().getByRole("list", { name: "Nights of room 1" })).toContainText(
    "3 nights × KES 7,500 (Base price)",
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
