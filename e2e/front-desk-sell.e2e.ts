// Sell a room now, as the desk does it on a phone and at a desk: from the day view, a walk-in is
// sold a room, paid in cash and checked in from one screen; the day view then has them in house
// and the room board shows the room occupied; one tap on the board sets a room's housekeeping.
// Tonight's counts are left as other tests expect them: each project adds a room of its own to
// the Executive Room type (whose rooms no test on the shared server counts or fills, and whose
// one-guest bed & breakfast price no test edits), sells exactly that room, and at the end checks
// the guest out, cancels the stay and retires the room.
import type { Page } from "@playwright/test";
import { formatKes } from "../domain/money.ts";
import { roomTypeOf, type RoomTypeKey } from "../domain/rooms.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { addOwnRoom, checkOutCancelAndRetire, signIn } from "./admin-support.ts";
import { quoteTotal } from "./booking-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

// Rooms are added and retired here: on a server of its own, so the motel's public room count
// and other tests' rooms-left stay as they expect (e2e/global-setup.ts).
test.use({ site: "rooms" });

const card = (page: Page, number: string) => page.getByRole("article", { name: `Room ${number}` });

test("a walk-in is sold a room from the day view, paid in cash and checked in; the board shows it", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const phoneProject = testInfo.project.name === "phone";
  const type: RoomTypeKey = "executive";
  const number = `${phoneProject ? "S" : "T"}${Math.floor(Math.random() * 9000 + 1000)}`;
  const guest = phoneProject ? "Wekesa Walkin" : "Njeri Walkin";

  // Capacity of our own: a new room of the type (admins add rooms).
  await signIn(page, "admin");
  await addOwnRoom(page, type, number);

  // The day view's board: one tap marks it inspected.
  await page.goto("/admin/front-desk");
  const board = page.getByRole("region", { name: "Room board" });
  await expect(card(page, number)).toContainText("Vacant");
  await card(page, number).getByRole("button", { name: "Inspected" }).click();
  await expect(board.getByRole("status")).toHaveText(`Room ${number}: Inspected.`);
  await expect(card(page, number).getByRole("button", { name: "Inspected" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // "Sell a room now" is in view on opening the day (on a phone, always at the bottom).
  await page.goto("/admin/front-desk");
  const sell = page.getByRole("link", { name: "Sell a room now" });
  await expect(sell).toBeInViewport();
  await sell.click();
  await expect(page.getByRole("heading", { name: "Sell a room now", level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("First name").fill(guest.split(" ")[0]!);
  await page.getByLabel("Last name").fill("Walkin");
  await page
    .getByLabel("Phone", { exact: true })
    .fill(phoneProject ? "0722 000771" : "0722 000772");
  // Submitted without the ID number: told at the field, nothing sent.
  const roomSelect = page.getByLabel("Room", { exact: true });
  const ours = roomSelect.locator("option", { hasText: `${number} · ` });
  await expect(ours).toContainText(roomTypeOf(type).name);
  await roomSelect.selectOption((await ours.getAttribute("value"))!);
  await page.getByRole("button", { name: "Sell, take payment and check in" }).click();
  await expect(page.getByLabel("ID number")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("ID number").fill("27654321");
  // A parent and a child in a Family Room: shown the room's two-guest price, as the server
  // charges it (children stay free; the room is priced for at least its smallest party).
  const family = roomSelect.locator("option", { hasText: "Family Room" }).first();
  await roomSelect.selectOption((await family.getAttribute("value"))!);
  await page.getByLabel("Adults").selectOption("1");
  await page.getByLabel("Children").selectOption("1");
  await page.getByLabel("Boarding").selectOption({ label: "Bed & Breakfast" });
  const today = motelDate(new Date());
  const twoGuests = await quoteTotal(page.request, {
    checkIn: today,
    checkOut: addDays(today, 1),
    rooms: [{ type: "family", adults: 2, children: 0, boarding: "bed_breakfast" }],
  });
  await expect(page.getByText(`1 night × ${formatKes(twoGuests)}`)).toBeVisible();
  await page.getByLabel("Children").selectOption("0");
  await roomSelect.selectOption((await ours.getAttribute("value"))!);
  await page.getByLabel("Adults").selectOption("1");
  await page.getByLabel("Boarding").selectOption({ label: "Bed & Breakfast" });
  await page.getByLabel("Paid by").selectOption({ label: "Cash" });
  const total = await page.getByLabel("Amount (KES)").inputValue();
  expect(Number(total)).toBeGreaterThan(0);
  await expect(page.getByText(`1 night × ${formatKes(Number(total))}`)).toBeVisible();
  await page.getByRole("button", { name: "Sell, take payment and check in" }).click();

  // The booking's page: checked in to the room, nothing left to pay.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Booking GO/);
  await expect(page.getByRole("status")).toHaveText(`Walk-in sold: checked in to room ${number}.`);
  await expect(page.getByTestId("folio-balance")).toHaveText("Balance due: KES 0");
  const bookingUrl = page.url().replace(/\?.*$/, "");
  const reference = (await page.getByRole("heading", { level: 1 }).textContent())!.replace(
    "Booking ",
    "",
  );

  // The day view counts them in house; the board shows the room occupied by them.
  await page.goto("/admin/front-desk");
  await expect(page.getByRole("region", { name: /^In house/ })).toContainText(reference);
  await expect(card(page, number)).toContainText("Occupied");
  await expect(card(page, number)).toContainText(guest);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // Put back: out, cancelled, the room retired; the type has its rooms as before.
  await checkOutCancelAndRetire(page, bookingUrl.split("/").pop()!, number);
});
