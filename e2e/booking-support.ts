// Bookings made the way the wizard makes them, for browser tests that start after the payment.
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A booking paid by M-Pesa, made the way the wizard makes one (the booking API). */
export async function givenPaidBooking(request: APIRequestContext, phone: string) {
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
