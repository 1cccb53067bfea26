import type { APIRequestContext, Page } from "@playwright/test";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { expect } from "./fixtures.ts";
import { E2E_STAFF } from "./staff-accounts.ts";

export { E2E_STAFF };

/** Signs in through the login form at /admin and waits for the dashboard. */
export async function signIn(page: Page, who: keyof typeof E2E_STAFF = "staff"): Promise<void> {
  const account = E2E_STAFF[who];
  await page.goto("/admin");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible({ timeout: 15_000 });
}

type Booked = { id: string; reference: string; payment: { receipt: string | null } };

/**
 * A booking holding one standard room, 220-320 days ahead (so it never fills a night other tests
 * count on), made through the booking API as the wizard makes it. `phone` is 9 digits, unique per
 * test.
 */
export async function givenHeldBooking(
  request: APIRequestContext,
  phone: string,
  firstName: string,
): Promise<Booked> {
  const checkIn = addDays(motelDate(new Date()), 220 + Math.floor(Math.random() * 100));
  const created = await request.post("/api/bookings", {
    data: {
      firstName,
      lastName: "Deskcheck",
      email: `desk.${phone}@example.com`,
      phone: `0${phone}`,
      idNumber: "34567890",
      checkIn,
      checkOut: addDays(checkIn, 2),
      checkInTime: "16:00",
      rooms: [{ type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" }],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { booking: Booked }).booking;
}

/**
 * A booking paid by M-Pesa, made the way the wizard makes one (the booking API, the payment
 * answered by the simulator): one standard room, 220-320 days ahead so it never fills a night
 * other tests count on. `phone` is 9 digits, unique per test.
 */
export async function givenPaidBooking(
  request: APIRequestContext,
  phone: string,
  firstName: string,
) {
  const booking = await givenHeldBooking(request, phone, firstName);
  await request.post("/simulators/daraja/control/script", {
    data: { phone: `254${phone}`, outcome: "success", delayMs: 100 },
  });
  expect(
    (await request.post(`/api/bookings/${booking.id}/mpesa`, { data: { phone } })).status(),
  ).toBe(202);
  let paid: Booked | undefined;
  await expect
    .poll(async () => {
      paid = (
        (await (await request.get(`/api/bookings/${booking.id}`)).json()) as {
          booking: Booked;
        }
      ).booking;
      return paid.payment?.receipt ?? null;
    })
    .not.toBeNull();
  return paid!;
}
