import { and, eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { motel } from "../content/motel.ts";
import { formatKes } from "../domain/money.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { holdRooms } from "../server/bookings/availability.ts";
import { prices } from "../server/db/schema/pricing.ts";
import { SEED_INVENTORY } from "../server/db/seed.ts";
import { startServerWith } from "../test/support/seeded-server.ts";
import type { RunningServer } from "../test/support/server.ts";
import { expect, test } from "./fixtures.ts";

const today = () => motelDate(new Date());

function estimator(page: Page) {
  const panel = page.getByRole("region", { name: "Cost Estimator" });
  return {
    panel,
    roomType: panel.getByLabel("Room type", { exact: true }),
    checkIn: panel.getByLabel("Check-in", { exact: true }),
    checkOut: panel.getByLabel("Check-out", { exact: true }),
    guests: panel.getByLabel("Adults", { exact: true }),
    boarding: panel.getByLabel("Boarding", { exact: true }),
    nights: panel.locator("output").first(),
    total: panel.locator(".estimator__total"),
    message: panel.locator(".estimator__message"),
    book: panel.getByRole("link", { name: "Book a Room Now" }),
    bookOff: panel.getByText("To book, first correct the details above."),
    show: panel.getByRole("button", { name: "Show room" }),
    summary: panel.locator(".estimator__live"),
  };
}

/** Opens a room page and waits until its scripts have run: the estimator reacts from then on. */
async function visitRoom(visit: (path: string) => Promise<unknown>, page: Page, path: string) {
  await visit(path);
  await page.waitForLoadState("networkidle");
}

test("the estimator starts tonight for one night, with the room's price and the Book link", async ({
  page,
  visit,
}) => {
  await visit("/room/standard");
  const e = estimator(page);
  await expect(e.checkIn).toHaveValue(today());
  await expect(e.checkIn).toHaveAttribute("min", today());
  await expect(e.checkOut).toHaveValue(addDays(today(), 1));
  await expect(e.checkOut).toHaveAttribute("min", addDays(today(), 1));
  await expect(e.roomType).toHaveValue("standard");
  await expect(e.guests).toHaveValue("1");
  await expect(e.boarding).toHaveValue("bed_breakfast");
  await expect(e.nights).toHaveText("1");
  await expect(e.total).toHaveText("KES 3,500");
  await expect(e.message).toHaveText("");
  await expect(e.panel).toContainText(`${SEED_INVENTORY.standard} rooms left for these dates`);
  await expect(e.book).toHaveAttribute(
    "href",
    `/book?guests=1&checkIn=${today()}&checkOut=${addDays(today(), 1)}&room=standard&children=0&boarding=bed_breakfast`,
  );
  await expect(e.book).toHaveAttribute("data-event", "book_now");
});

test("each of the estimator's messages, in the spec's words", async ({ page, visit }) => {
  await visitRoom(visit, page, "/room/standard");
  const e = estimator(page);
  await e.guests.fill("3");
  const tooMany =
    "The maximum number of guests allowed for this room is 2. You will need to book additional rooms.";
  await expect(e.message).toHaveText(tooMany);
  await expect(e.summary).toHaveText(tooMany); // the one polite live region
  await expect(e.total).toHaveText("KES 0");
  await expect(e.guests).toHaveAttribute("aria-invalid", "true");
  await expect(e.guests).toHaveAccessibleDescription(tooMany);
  // Nothing is priced for three: the boarding shows none rather than one not offered.
  await expect(e.boarding).toBeDisabled();
  await expect(e.boarding.locator("option")).toHaveText(["None offered"]);
  // No Book link while the stay cannot be booked.
  await expect(e.book).toHaveCount(0);
  await expect(e.bookOff).toBeVisible();
  await e.guests.fill("2");
  await expect(e.message).toHaveText("");
  await expect(e.summary).toHaveText("Total KES 4,500 for 1 night.");
  await expect(e.total).toHaveText("KES 4,500");
  await expect(e.guests).not.toHaveAttribute("aria-invalid");
  await expect(e.book).toBeVisible();
  await e.guests.fill("");
  await expect(e.message).toHaveText("The minimum number of guests required for this room is 1.");
  await expect(e.book).toHaveCount(0);
  await e.guests.fill("2");

  await e.checkOut.fill(today());
  await expect(e.message).toHaveText("Check-out date must be after check-in date.");
  await expect(e.nights).toHaveText("0");
  await expect(e.checkOut).toHaveAttribute("aria-invalid", "true");
  await expect(e.guests).not.toHaveAttribute("aria-invalid");
  await expect(e.book).toHaveCount(0);

  await visitRoom(visit, page, "/room/standard_double");
  await expect(e.guests).toHaveValue("2"); // the room's minimum
  await e.guests.fill("1");
  await expect(e.message).toHaveText("The minimum number of guests required for this room is 2.");
  await expect(e.total).toHaveText("KES 0");
});

test("changing the room type opens its page and resets the boarding", async ({ page, visit }) => {
  await visitRoom(visit, page, "/room/standard");
  const e = estimator(page);
  await e.boarding.selectOption("full_board");
  await expect(e.total).toHaveText("KES 5,500");
  await e.guests.fill("2");
  await expect(e.total).toHaveText("KES 8,500");

  // Arrowing through the types changes nothing until the visitor asks (WCAG 3.2.2).
  await e.roomType.focus();
  await page.keyboard.press("ArrowDown");
  await e.roomType.selectOption("deluxe");
  await expect(e.roomType).toHaveValue("deluxe");
  await expect(page).toHaveURL(/\/room\/standard(\?|$)/);
  await expect(e.total).toHaveText("KES 8,500");

  // Deluxe rooms have full board for two: the boarding goes back to bed & breakfast anyway.
  // Away from the page's top.
  await e.panel.evaluate((panel) => panel.scrollIntoView());
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await e.show.click();
  await expect(page).toHaveURL(/\/room\/deluxe(\?|$)/);
  await expect(page.getByRole("heading", { level: 1, name: "Deluxe Room" })).toBeAttached();
  // The visitor keeps their place on the page: no jump back to the top.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(e.show).toBeInViewport();
  await expect(page.getByRole("heading", { level: 1, name: "Deluxe Room" })).toBeVisible();
  await expect(e.roomType).toHaveValue("deluxe");
  await expect(e.boarding).toHaveValue("bed_breakfast");
  await expect(e.boarding.locator("option")).toHaveText([
    "Bed & Breakfast",
    "Half Board",
    "Full Board",
  ]);
  await expect(e.guests).toHaveValue("2");
  await expect(e.total).toHaveText("KES 5,500");

  await e.roomType.selectOption("family");
  await e.show.click();
  await expect(page).toHaveURL(/\/room\/family(\?|$)/);
  // Family rooms have no full board: only what the table prices is offered.
  await expect(e.boarding.locator("option")).toHaveText(["Bed & Breakfast", "Half Board"]);
  await expect(e.total).toHaveText("KES 6,500");
  await expect(e.panel).toContainText(`${SEED_INVENTORY.family} rooms left for these dates`);
});

test("arriving at another type by Related Rooms resets the boarding and keeps the dates", async ({
  page,
  visit,
}) => {
  await visitRoom(visit, page, "/room/standard");
  const e = estimator(page);
  const checkIn = addDays(today(), 2);
  await e.checkIn.fill(checkIn);
  await e.boarding.selectOption("full_board");
  await expect(e.total).toHaveText("KES 5,500");

  await page
    .getByRole("region", { name: "Related Rooms" })
    .getByRole("link", { name: "Family Room" })
    .click();
  await expect(page).toHaveURL(/\/room\/family(\?|$)/);
  await expect(e.roomType).toHaveValue("family");
  await expect(e.boarding).toHaveValue("bed_breakfast");
  // One guest is below the family room's minimum: the estimator starts at it, with no error.
  await expect(e.guests).toHaveValue("2");
  await expect(e.message).toHaveText("");
  await expect(e.checkIn).toHaveValue(checkIn);
  await expect(e.total).toHaveText("KES 6,500");

  // Back to the standard room: its own defaults again.
  await e.boarding.selectOption("half_board");
  await page.goBack();
  await expect(page).toHaveURL(/\/room\/standard(\?|$)/);
  await expect(e.boarding).toHaveValue("bed_breakfast");
  await expect(e.guests).toHaveValue("2");
  await expect(e.total).toHaveText("KES 4,500");
});

test("a failed rooms-left check can be tried again, and other types still ask", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource/);
  await visitRoom(visit, page, "/room/deluxe");
  const e = estimator(page);
  // The connection drops for the first question only.
  let dropped = false;
  await page.route("**/api/quote", async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    return route.abort();
  });
  await e.checkIn.fill(addDays(today(), 5));
  await expect(e.panel).toContainText("We could not check the rooms left just now.");
  // The failure was for deluxe rooms on these dates: another type asks for the same dates.
  await e.roomType.selectOption("standard");
  await e.show.click();
  await expect(page).toHaveURL(/\/room\/standard(\?|$)/);
  await expect(e.checkIn).toHaveValue(addDays(today(), 5));
  await expect(e.panel).toContainText(`${SEED_INVENTORY.standard} rooms left for these dates`);
  await page.goBack();
  await expect(e.panel).toContainText("We could not check the rooms left just now.");
  await e.panel.getByRole("button", { name: "Try again" }).click();
  await expect(e.panel).toContainText(`${SEED_INVENTORY.deluxe} rooms left for these dates`);
  await expect(e.panel.getByRole("button", { name: "Try again" })).toHaveCount(0);
});

test("the Book link carries the stay, and the total is the server's quote", async ({
  page,
  visit,
}) => {
  await visitRoom(visit, page, "/room/deluxe");
  const e = estimator(page);
  const checkIn = addDays(today(), 3);
  const checkOut = addDays(today(), 7);
  await e.checkIn.fill(checkIn);
  await expect(e.checkOut).toHaveValue(addDays(today(), 4)); // kept after check-in
  await e.checkOut.fill(checkOut);
  await e.guests.fill("2");
  await e.boarding.selectOption("half_board");
  await expect(e.nights).toHaveText("4");
  await expect(e.panel).toContainText(`${SEED_INVENTORY.deluxe} rooms left for these dates`);
  await expect(e.book).toHaveAttribute(
    "href",
    `/book?guests=2&checkIn=${checkIn}&checkOut=${checkOut}&room=deluxe&children=0&boarding=half_board`,
  );
  await expect(e.book).toHaveAttribute("data-event-check-in", checkIn);
  await expect(e.book).toHaveAttribute("data-event-check-out", checkOut);
  await expect(e.book).toHaveAttribute("data-event-guests", "2");

  const response = await page.request.post("/api/quote", {
    data: {
      checkIn,
      checkOut,
      rooms: [{ type: "deluxe", adults: 2, children: 0, boarding: "half_board" }],
    },
  });
  expect(response.status()).toBe(200);
  const quote = (await response.json()) as { totalKes: number; nights: number };
  expect(quote.nights).toBe(4);
  expect(quote.totalKes).toBeGreaterThan(0);
  await expect(e.total).toHaveText(formatKes(quote.totalKes));
});

test.describe("with rooms booked and a price missing", () => {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServerWith(async (db) => {
      // Every executive room is held from yesterday to four days ahead: whichever day Gilgil's
      // clock shows during the test, tonight is fully booked.
      const result = await holdRooms(
        db,
        {
          checkIn: addDays(today(), -1),
          checkOut: addDays(today(), 4),
          rooms: Array.from({ length: SEED_INVENTORY.executive }, () => ({
            type: "executive" as const,
            adults: 1,
            children: 0,
            boarding: "bed_breakfast" as const,
          })),
        },
        { now: new Date(), holdExpiresAt: new Date(Date.now() + 24 * 3_600_000) },
      );
      if (!result.ok) throw new Error(JSON.stringify(result.message));
      // Three guests in a family room: within its capacity, but not priced.
      await db
        .delete(prices)
        .where(and(eq(prices.roomType, "family"), eq(prices.guests, "three_guests")));
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a fully booked room type says so and offers WhatsApp and a call", async ({
    page,
    visit,
  }) => {
    await visitRoom(visit, page, `${server.url}/room/executive`);
    const e = estimator(page);
    await expect(e.message).toHaveText(
      "Sorry, the Executive Room is fully booked for these dates.",
    );
    await expect(e.book).toHaveCount(0);
    const whatsapp = e.panel.getByRole("link", { name: "WhatsApp us" });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/254/);
    await expect(whatsapp).toHaveAttribute("data-event", "contact_click");
    await expect(
      e.panel.getByRole("link", { name: `Call ${motel.phones[0].display}` }),
    ).toHaveAttribute("href", `tel:${motel.phones[0].e164}`);

    // Later dates are free again: the estimator asks the server and offers the booking.
    await e.checkIn.fill(addDays(today(), 5));
    await expect(e.panel).toContainText(`${SEED_INVENTORY.executive} rooms left for these dates`);
    await expect(e.message).toHaveText("");
    await expect(e.book).toBeVisible();
  });

  test("a guest count the table does not price is not allowed", async ({ page, visit }) => {
    await visitRoom(visit, page, `${server.url}/room/family`);
    const e = estimator(page);
    await e.guests.fill("3");
    await expect(e.message).toHaveText("The number of guests (3) is not allowed for this room.");
    await expect(e.total).toHaveText("KES 0");
    await e.guests.fill("4");
    await expect(e.message).toHaveText("");
    await expect(e.total).toHaveText("KES 9,500");
  });
});

test("on a phone, Check dates and price is on the first screen and jumps to the estimator", async ({
  page,
  visit,
}, testInfo) => {
  await visitRoom(visit, page, "/room/family");
  const jump = page.getByRole("link", { name: "Check dates and price" });
  if (testInfo.project.name !== "phone") {
    // Wide screens show the estimator beside the description: no jump needed.
    await expect(jump).toBeHidden();
    await expect(estimator(page).panel).toBeInViewport();
    return;
  }
  await expect(jump).toBeInViewport();
  await expect(estimator(page).panel).not.toBeInViewport();
  await jump.click();
  await expect(page).toHaveURL(/#cost-estimator$/);
  await expect(estimator(page).checkIn).toBeInViewport();
});
