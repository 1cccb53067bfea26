// Bookings made the way the wizard makes them, for browser tests that start after the payment.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Step 1 of the wizard filled in as a guest types it (dates only when given), then Next. */
export async function fillDetailsAndGoOn(
  page: Page,
  guest: { first?: string; last?: string; email?: string; phone?: string } = {},
  dates?: { checkIn: string; checkOut: string },
  /** Anything more the guest does on step 1 before Next (the texts choice). */
  beforeNext?: () => Promise<void>,
) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("First name").fill(guest.first ?? "Wanjiru");
  await field("Last name").fill(guest.last ?? "Mwangi");
  await field("Email").fill(guest.email ?? "wanjiru@example.com");
  await field("Phone number").fill(guest.phone ?? "0712 345678");
  await field("ID or passport number").fill("12345678");
  if (dates) {
    await field("Check-in date").fill(dates.checkIn);
    await field("Check-out date").fill(dates.checkOut);
  }
  await field("Check-in time").fill("14:00");
  await beforeNext?.();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.locator("#book-step-title")).toHaveText("Room Selection");
}

export const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A booking paid by M-Pesa, made the way the wizard makes one (the booking API): a deluxe and a
 * standard room from `from` days ahead for three nights. The site has 8 deluxe rooms for the
 * whole run: tests that make many bookings choose their own days.
 */
export async function givenPaidBooking(request: APIRequestContext, phone: string, from = 20) {
  const created = await request.post("/api/bookings", {
    data: {
      firstName: "Wanjiru",
      lastName: "Mwangi",
      email: "Wanjiru.Mwangi@example.com",
      phone: `0${phone}`,
      idNumber: "12345678",
      checkIn: day(from),
      checkOut: day(from + 3),
      checkInTime: "14:30",
      rooms: [
        { type: "deluxe", adults: 1, children: 1, boarding: "half_board" },
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

/** What /api/quote charges for a stay (the server's price, to compare a page's figure with). */
export async function quoteTotal(
  request: APIRequestContext,
  body: { checkIn: string; checkOut: string; rooms: object[] },
): Promise<number> {
  const response = await request.post("/api/quote", { data: body });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totalKes: number }).totalKes;
}
