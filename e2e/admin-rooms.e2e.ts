// An admin works the rooms page on a phone and a desktop: adds a room (a number in use is told at
// the field), renames it, taps housekeeping, takes it out of order over a night bookings already
// fill (the colliding booking is named, and they choose to take it out anyway), is refused its
// retirement while bookings need it; then the desk checks a guest in to it (it is not clean:
// confirmed), checks them out (the room becomes dirty), and everything made is put back. Each
// project works on its own room type no other test counts (Executive Double on the phone, Twin
// on the desktop), on its own rooms, and a far-ahead date (300+ days) for the full night.
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { roomTypeOf, type RoomTypeKey } from "../domain/rooms.ts";
import { SEED_INVENTORY } from "../server/db/seed.ts";
import { signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

// Rooms are added and retired here: on a server of its own, so the motel's public room count
// and other tests' rooms-left stay as they expect (e2e/global-setup.ts).
test.use({ site: "rooms" });

async function book(
  request: APIRequestContext,
  type: RoomTypeKey,
  count: number,
  checkIn: string,
  phone: string,
) {
  const created = await request.post("/api/bookings", {
    data: {
      firstName: "Roomtest",
      lastName: "Guest",
      email: `rooms.${phone}@example.com`,
      phone: `0${phone}`,
      idNumber: "34567890",
      checkIn,
      checkOut: addDays(checkIn, 1),
      checkInTime: "23:30",
      rooms: Array.from({ length: count }, () => ({
        type,
        adults: roomTypeOf(type).minGuests,
        children: 0,
        boarding: "bed_breakfast",
      })),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { booking: { id: string; reference: string } }).booking;
}

async function pay(request: APIRequestContext, id: string, phone: string) {
  await request.post("/simulators/daraja/control/script", {
    data: { phone: `254${phone}`, outcome: "success", delayMs: 100 },
  });
  expect((await request.post(`/api/bookings/${id}/mpesa`, { data: { phone } })).status()).toBe(202);
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/api/bookings/${id}`)).json()) as {
        booking: { status: string };
      };
      return answer.booking.status;
    })
    .toBe("confirmed");
}

async function cancelOnPage(page: Page, id: string) {
  await page.goto(`/admin/bookings/${id}`);
  await page.getByLabel("Reason for cancelling").fill("Room test done");
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("status")).toContainText("Booking cancelled");
}

test("an admin adds, renames, cleans, closes and retires a room; the desk checks a guest in to it and out", async ({
  page,
  request,
  allowConsoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  // Refusals (a number in use, a collision) answer 409, as they should.
  allowConsoleErrors(/status of 409/);
  const phoneProject = testInfo.project.name === "phone";
  const type: RoomTypeKey = phoneProject ? "executive_double" : "standard_double";
  const typeName = roomTypeOf(type).name;
  const tag = `${phoneProject ? "P" : "D"}${Math.floor(Math.random() * 9000 + 1000)}`;
  const phone = phoneProject ? "719000611" : "719000612";
  const [first, second] = [`${tag}A`, `${tag}B`];

  await signIn(page, "admin");
  await page.goto("/admin/rooms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rooms");
  await expect(page.getByRole("heading", { name: /Standard Room \(12 rooms\)/ })).toBeVisible();
  await expectAccessible(page);

  // Add a room; the same number again (other case) is told at the field.
  await page.getByLabel("Room type").selectOption(type);
  await page.getByLabel("Number (as on the door)").fill(first);
  await page.getByRole("button", { name: "Add room" }).click();
  await expect(page.getByRole("status")).toHaveText(`Room ${first} added.`);
  await page.getByLabel("Room type").selectOption("deluxe");
  await page.getByLabel("Number (as on the door)").fill(first.toLowerCase());
  await page.getByRole("button", { name: "Add room" }).click();
  await expect(page.locator("#new-room-number-error")).toHaveText(
    `Room ${first.toLowerCase()} already exists. Please choose another number.`,
  );

  // Rename it, then mark it dirty with one tap.
  const card = (number: string) => page.getByRole("article", { name: `Room ${number}` });
  await card(first).getByText(`Manage room ${first}`).click();
  await card(first).getByLabel(`New number for room ${first}`).fill(second);
  await card(first).getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("status")).toHaveText(`Room ${first} is now room ${second}.`);
  await card(second).getByRole("button", { name: "Dirty" }).click();
  await expect(page.getByRole("status")).toHaveText(`Room ${second}: Dirty.`);
  await expect(card(second).getByRole("button", { name: "Dirty" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // A far-ahead night every room of the type is held: taking the room out collides.
  const night = addDays(motelDate(new Date()), 300 + Math.floor(Math.random() * 60));
  const full = await book(request, type, SEED_INVENTORY[type] + 1, night, phone);
  await card(second).getByText(`Manage room ${second}`).click();
  await card(second).getByLabel("First night out").fill(night);
  await card(second).getByLabel("Back in service on").fill(addDays(night, 1));
  await card(second).getByLabel("Reason").fill("Painting");
  await card(second).getByRole("button", { name: "Take out of order" }).click();
  await expect(page.getByRole("status")).toContainText(
    `Nothing was saved: taking room ${second} out`,
  );
  const collision = card(second).getByRole("region", { name: /Bookings colliding/ });
  await expect(collision).toContainText(`${full.reference}: Roomtest Guest, ${night} to`);
  await expect(collision).toContainText(`night of ${night}: 1`);
  await expectAccessible(page);
  await card(second).getByLabel("Take it out anyway: I will move these guests").check();
  await card(second).getByRole("button", { name: "Take out of order" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Room ${second} is out of order. Move the guest listed.`,
  );
  await card(second).getByText(`Manage room ${second}`).click();
  await card(second).getByRole("button", { name: "Cancel this period" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `The out-of-order period of room ${second} is cancelled.`,
  );
  // Retiring it now would leave that night short: refused, the booking named.
  await card(second).getByText(`Manage room ${second}`).click();
  await card(second)
    .getByRole("button", { name: `Retire room ${second}` })
    .click();
  await expect(page.getByRole("status")).toContainText(`Room ${second} cannot be retired`);
  await expect(card(second).getByRole("region", { name: /Bookings that need/ })).toContainText(
    full.reference,
  );
  await cancelOnPage(page, full.id);

  // Tonight: a paid guest is checked in to that room (not clean: confirmed), then out.
  const tonight = await book(request, type, 1, motelDate(new Date()), phone);
  await pay(request, tonight.id, phone);
  await page.goto(`/admin/bookings/${tonight.id}`);
  await page
    .getByLabel(`Room for the ${typeName}`)
    .selectOption({ label: `${second} (not clean)` });
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Room ${second} is not clean. Tick the box to check in anyway, or choose another room.`,
  );
  await page.getByLabel(`Room ${second} is not clean: check in anyway`).check();
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(page.getByRole("status")).toHaveText(`Guest checked in to room ${second}.`);
  await expectAccessible(page);
  await page.goto("/admin/rooms");
  await expect(card(second)).toContainText("Occupied");
  await expect(card(second)).toContainText("Roomtest Guest");
  await page.goto(`/admin/bookings/${tonight.id}`);
  await page.getByRole("button", { name: "Check out" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Guest checked out. Room ${second} is now dirty.`,
  );
  await cancelOnPage(page, tonight.id);

  // Put back: the room goes, the type has its seeded rooms again.
  await page.goto("/admin/rooms");
  await expect(card(second)).toContainText("Vacant");
  await expect(card(second)).toContainText("Dirty");
  await card(second).getByText(`Manage room ${second}`).click();
  await card(second)
    .getByRole("button", { name: `Retire room ${second}` })
    .click();
  await expect(page.getByRole("status")).toHaveText(
    `Room ${second} retired: it is no longer counted or sold.`,
  );
  await expect(card(second)).toHaveCount(0);
});

test("an end date that is no calendar date is told at its field when taking a room out", async ({
  page,
  allowConsoleErrors,
}) => {
  // The refusal answers 400, as it should.
  allowConsoleErrors(/status of 400/);
  await signIn(page, "admin");
  await page.goto("/admin/rooms");
  const card = page.getByRole("article").first();
  await card.getByText(/^Manage room /).click();
  await card.getByLabel("First night out").fill(addDays(motelDate(new Date()), 1));
  await card.getByLabel("Reason").fill("Painting");
  // A browser without a date picker sends what was typed (the date field falls back to text).
  const back = card.getByLabel("Back in service on");
  await back.evaluate((input: HTMLInputElement) => {
    input.type = "text";
    input.value = "2026-13-01";
  });
  await expect(back).toHaveValue("2026-13-01");
  await card.getByRole("button", { name: "Take out of order" }).click();
  await expect(
    card.getByText("Please choose the first night out of order and the day it is back, after it."),
  ).toBeVisible();
});
