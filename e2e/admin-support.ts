import type { APIRequestContext, Page } from "@playwright/test";
import type { RoomTypeKey } from "../domain/rooms.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { expect } from "./fixtures.ts";
import { E2E_STAFF } from "./staff-accounts.ts";

export { E2E_STAFF };

/**
 * Signs in through the login form at /admin and waits for the dashboard; `origin`: a server of
 * the test's own instead of the shared one.
 */
export async function signIn(
  page: Page,
  who: keyof typeof E2E_STAFF = "staff",
  origin = "",
): Promise<void> {
  const account = E2E_STAFF[who];
  await page.goto(`${origin}/admin`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible({ timeout: 15_000 });
}

type Booked = {
  id: string;
  reference: string;
  totalKes: number;
  payment: { receipt: string | null };
};

/**
 * A stay of one's own: a test that counts a night's rooms picks dates no other test uses (or a
 * room type no other test counts).
 */
export type GivenStay = { checkIn: string; nights: number; type?: RoomTypeKey };

/**
 * A booking holding one room (standard unless `stay` says), 220-320 days ahead (so it never fills a night other tests
 * count on) unless `stay` says when, made through the booking API as the wizard makes it. `phone`
 * is 9 digits, unique per test.
 */
export async function givenHeldBooking(
  request: APIRequestContext,
  phone: string,
  firstName: string,
  stay?: GivenStay,
): Promise<Booked> {
  const checkIn =
    stay?.checkIn ?? addDays(motelDate(new Date()), 220 + Math.floor(Math.random() * 100));
  const created = await request.post("/api/bookings", {
    data: {
      firstName,
      lastName: "Deskcheck",
      email: `desk.${phone}@example.com`,
      phone: `0${phone}`,
      idNumber: "34567890",
      checkIn,
      checkOut: addDays(checkIn, stay?.nights ?? 2),
      checkInTime: "16:00",
      rooms: [
        { type: stay?.type ?? "standard", adults: 1, children: 0, boarding: "bed_breakfast" },
      ],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { booking: Booked }).booking;
}

/**
 * A booking paid by M-Pesa, made the way the wizard makes one (the booking API, the payment
 * answered by the simulator): one standard room, 220-320 days ahead so it never fills a night
 * other tests count on (or on `stay`'s dates). `phone` is 9 digits, unique per test.
 */
export async function givenPaidBooking(
  request: APIRequestContext,
  phone: string,
  firstName: string,
  stay?: GivenStay,
) {
  const booking = await givenHeldBooking(request, phone, firstName, stay);
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

/**
 * A booking whose card payment went through and was then reversed by the provider (the Pesapal
 * simulator settles the order, then reverses it): confirmed, with nothing paid.
 */
export async function givenReversedCardBooking(
  request: APIRequestContext,
  phone: string,
  firstName: string,
  stay?: GivenStay,
): Promise<Booked> {
  const booking = await givenHeldBooking(request, phone, firstName, stay);
  const card = await request.post(`/api/bookings/${booking.id}/card`, { data: {} });
  expect(card.ok()).toBe(true);
  const { redirectUrl } = (await card.json()) as { redirectUrl: string };
  const orderTrackingId = new URL(redirectUrl).searchParams.get("OrderTrackingId");
  for (const outcome of ["completed", "reversed"]) {
    const settled = await request.post("/simulators/pesapal/control/outcome", {
      data: { orderTrackingId, outcome },
    });
    expect(settled.ok()).toBe(true);
  }
  return booking;
}

/**
 * A room of the test's own, added by an admin signed in on `page` (on the "rooms" server: its
 * room counts are the tests' own), so a test can sell or fill it without taking another's.
 */
export async function addOwnRoom(page: Page, type: RoomTypeKey, number: string): Promise<void> {
  await page.goto("/admin/rooms");
  await page.getByLabel("Room type").selectOption(type);
  await page.getByLabel("Number (as on the door)").fill(number);
  await page.getByRole("button", { name: "Add room" }).click();
  await expect(page.getByRole("status")).toHaveText(`Room ${number} added.`);
}

/**
 * Puts back what a test's stay in its own room took: the guest checked out, the booking
 * cancelled and the room retired, so the type has its rooms as before.
 */
export async function checkOutCancelAndRetire(
  page: Page,
  bookingId: string,
  number: string,
): Promise<void> {
  await page.goto(`/admin/bookings/${bookingId}`);
  // Checked in unless the test stopped before (this runs in its `finally`).
  const checkOut = page.getByRole("button", { name: "Check out" });
  if ((await checkOut.count()) > 0) {
    await checkOut.click();
    await expect(page.getByRole("status")).toHaveText(
      `Guest checked out. Room ${number} is now dirty.`,
    );
  }
  await page.getByLabel("Reason for cancelling").fill("Test done");
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("status")).toContainText("Booking cancelled");
  await page.goto("/admin/rooms");
  const room = page.getByRole("article", { name: `Room ${number}` });
  await room.getByText(`Manage room ${number}`).click();
  await room.getByRole("button", { name: `Retire room ${number}` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Room ${number} retired: it is no longer counted or sold.`,
  );
}
