// Dates first (issue 21): the search bar on Home and Our Rooms, the results with each type's total
// for the stay (the quote's own), Book into a prefilled wizard whose summary stays in view, a
// sold-out type's other dates, the search without JavaScript, and the confirmation worth keeping.
import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import type { Locator, Page } from "@playwright/test";
import { motel } from "../content/motel.ts";
import { dateInWords } from "../domain/confirmation.ts";
import { said } from "../domain/said.ts";
import { english } from "../test/support/english.ts";
import { formatKes } from "../domain/money.ts";
import { roomTypeOf, ROOM_TYPE_KEYS, type RoomTypeKey } from "../domain/rooms.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { SEED_INVENTORY } from "../server/db/seed.ts";
import { fillDetailsAndGoOn, givenPaidBooking, quoteTotal } from "./booking-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

const today = () => motelDate(new Date());

/** The search bar inside a part of the page, by its labels. */
function searchBar(page: Page) {
  const form = page.getByRole("form", { name: "Search rooms by dates" });
  return {
    checkIn: form.getByLabel("Check-in"),
    checkOut: form.getByLabel("Check-out"),
    guests: form.getByLabel("Adults"),
    submit: form.getByRole("button", { name: "Check availability" }),
  };
}

const card = (page: Page, type: RoomTypeKey) =>
  page.locator(`.search-result[data-room-type="${type}"]`);

test("search from Home: every type's total is the quote's; Book opens the wizard filled in, its summary in view at every step", async ({
  page,
  visit,
}, testInfo) => {
  const offset = testInfo.project.name === "phone" ? 30 : 33;
  const checkIn = addDays(today(), offset);
  const checkOut = addDays(today(), offset + 3);
  await visit("/");
  const bar = searchBar(page);
  await expect(bar.checkIn).toHaveValue(today());
  await expect(bar.checkOut).toHaveValue(addDays(today(), 1));
  await expect(bar.checkIn).toHaveAttribute("type", "date");
  await bar.checkIn.fill(checkIn);
  await bar.checkOut.fill(checkOut);
  await bar.guests.fill("2");
  await bar.submit.click();
  await expect(page).toHaveURL(
    `/accommodation?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`,
  );
  await expect(page.getByRole("heading", { name: /3 nights, 2 adults$/ })).toBeVisible();
  await expectAccessible(page);

  // Each type that takes two guests: its total for each boarding is /api/quote's for that room.
  for (const type of ROOM_TYPE_KEYS) {
    const result = card(page, type);
    await expect(result.getByRole("heading")).toHaveText(roomTypeOf(type).name);
    if (roomTypeOf(type).minGuests > 2) {
      await expect(result).toContainText(english(said.belowMinimumGuests(3)));
      await expect(result.getByRole("link", { name: /^Book/ })).toHaveCount(0);
      continue;
    }
    const rows = result.getByRole("list", { name: "Boardings offered" }).getByRole("listitem");
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const link = rows.nth(i).getByRole("link");
      const boarding = new URL((await link.getAttribute("href"))!, "http://x").searchParams.get(
        "boarding",
      );
      const total = await quoteTotal(page.request, {
        checkIn,
        checkOut,
        rooms: [{ type, adults: 2, children: 0, boarding }],
      });
      await expect(rows.nth(i)).toContainText(formatKes(total));
      if (i === 0) {
        await expect(result.locator(".search-result__total")).toHaveText(formatKes(total));
        await expect(result).toContainText(`${formatKes(Math.round(total / 3))} per night`);
      }
    }
  }

  // Book the Deluxe Room with half board.
  const deluxe = card(page, "deluxe");
  await deluxe.getByRole("link", { name: "Book Deluxe Room, Half Board" }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
  const halfBoard = await quoteTotal(page.request, {
    checkIn,
    checkOut,
    rooms: [{ type: "deluxe", adults: 2, children: 0, boarding: "half_board" }],
  });
  const summary = page.getByRole("complementary", { name: "Your booking" });
  const expectSummary = async () => {
    // On a phone the bar at the foot of the screen; on a desktop the side panel.
    const shown = summary.locator(
      testInfo.project.name === "phone" ? ".booking-summary__bar" : ".booking-summary__panel",
    );
    await expect(shown).toBeInViewport();
    await expect(shown).toContainText(formatKes(halfBoard));
    if (testInfo.project.name === "phone") {
      await shown.locator("summary").click();
    }
    await expect(shown).toContainText("1 × Deluxe Room, Half Board");
    await expect(shown).toContainText("3");
    if (testInfo.project.name === "phone") await shown.locator("summary").click();
  };
  // On a phone the floating WhatsApp button sits in the bar on the details and rooms steps.
  const expectWhatsAppClear = () =>
    testInfo.project.name === "phone"
      ? expectWhatsAppInTheBar(page, summary.locator(".booking-summary__bar"))
      : Promise.resolve();
  await expect(page.getByLabel("Check-in date", { exact: true })).toHaveValue(checkIn);
  await expect(page.getByLabel("Check-out date", { exact: true })).toHaveValue(checkOut);
  await expectSummary();
  await expectWhatsAppClear();

  await fillDetailsAndGoOn(page);
  const room = page.getByRole("group", { name: "Room 1", exact: true });
  await expect(room.getByLabel("Room type")).toHaveValue("deluxe");
  await expect(room.getByLabel("Adults")).toHaveValue("2");
  await expect(room.getByLabel("Boarding")).toHaveValue("half_board");
  await expectSummary();
  await expectWhatsAppClear();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.locator("#book-step-title")).toHaveText("Make Payment");
  await expectSummary();
  // The floating WhatsApp button steps aside on the payment step.
  await expect(page.locator(".whatsapp-button")).toBeHidden();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("payment-step.png") });
});

test("a party one room cannot take is offered two rooms, and the wizard gets both", async ({
  page,
  visit,
}) => {
  const checkIn = addDays(today(), 40);
  const checkOut = addDays(today(), 42);
  await visit(`/accommodation?checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=0`);
  const standard = card(page, "standard");
  await expect(standard).toContainText(english(said.aboveMaximumGuests(2)));
  await expect(standard).toContainText(english(said.searchTwoRooms(3)));
  const total = await quoteTotal(page.request, {
    checkIn,
    checkOut,
    rooms: [
      { type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" },
      { type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" },
    ],
  });
  await expect(standard.locator(".search-result__total")).toHaveText(formatKes(total));
  await standard.getByRole("link", { name: "Book Standard Room, Bed & Breakfast" }).click();
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
  await expect(
    page.locator(".booking-summary__panel, .booking-summary__bar").first(),
  ).toContainText(formatKes(total));
});

test("a sold-out type says so and offers the nearest free dates and WhatsApp", async ({
  page,
  visit,
  request,
}, testInfo) => {
  const offset = testInfo.project.name === "phone" ? 150 : 160;
  const checkIn = addDays(today(), offset);
  const checkOut = addDays(today(), offset + 2);
  // Someone holds every family room for those two nights (a booking waiting for its payment).
  const taken = await request.post("/api/bookings", {
    data: {
      firstName: "Other",
      lastName: "Guest",
      email: "other.guest@example.com",
      phone: "0722 000998",
      idNumber: "87654321",
      checkIn,
      checkOut,
      checkInTime: "12:00",
      rooms: Array.from({ length: SEED_INVENTORY.family }, () => ({
        type: "family",
        adults: 2,
        children: 0,
        boarding: "bed_breakfast",
      })),
    },
  });
  expect(taken.status()).toBe(201);
  await visit(`/accommodation?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`);
  const family = card(page, "family");
  await expect(family).toContainText(english(said.searchSoldOut()));
  await expect(family.getByRole("link", { name: /^Book/ })).toHaveCount(0);
  const earlier = family.getByRole("link", { name: /to/ }).first();
  await expect(family.getByRole("link", { name: "WhatsApp us" })).toBeVisible();
  await expect(family).toContainText(english(said.searchOtherDates()));
  // The nearest free stay of the same length: two days before (ending as the booking starts).
  await expect(earlier).toHaveAttribute(
    "href",
    `/accommodation?checkIn=${addDays(checkIn, -2)}&checkOut=${checkIn}&adults=2&children=0`,
  );
  await expect(family.getByRole("link", { name: /to/ }).nth(1)).toHaveAttribute(
    "href",
    `/accommodation?checkIn=${checkOut}&checkOut=${addDays(checkOut, 2)}&adults=2&children=0`,
  );
  await expectAccessible(page);
  await earlier.click();
  await expect(card(page, "family").getByRole("link", { name: /^Book/ }).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search bar still searches, and a bad search says what to correct", async ({ page }) => {
    const checkIn = addDays(today(), 50);
    const checkOut = addDays(today(), 52);
    await page.goto("/");
    const bar = searchBar(page);
    await bar.checkIn.fill(checkIn);
    await bar.checkOut.fill(checkOut);
    await bar.guests.fill("2");
    await bar.submit.click();
    await expect(page).toHaveURL(
      `/accommodation?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`,
    );
    await expect(
      card(page, "deluxe").getByRole("link", { name: "Book Deluxe Room, Bed & Breakfast" }),
    ).toHaveAttribute(
      "href",
      `/book?guests=2&checkIn=${checkIn}&checkOut=${checkOut}&room=deluxe&children=0&boarding=bed_breakfast&rooms=1`,
    );
    // The search shows its dates again.
    await expect(searchBar(page).checkIn).toHaveValue(checkIn);

    const response = await page.goto(
      `/accommodation?checkIn=${checkOut}&checkOut=${checkIn}&adults=2&children=0`,
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("alert")).toHaveText(english(said.checkOutAfterCheckIn()));
    await expect(page.locator(".search-result")).toHaveCount(0);
  });
});

test("the confirmation: name, reference, dates in words, calendar file, WhatsApp share; the same on Find my booking", async ({
  page,
  visit,
}, testInfo) => {
  const phone = testInfo.project.name === "phone" ? "711000301" : "711000302";
  const booking = await givenPaidBooking(page.request, phone);
  const view = (
    (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as {
      booking: { checkIn: string; checkOut: string; reference: string };
    }
  ).booking;
  await visit(`/book?step=4&booking=${booking.id}`);
  const confirmation = page.locator(".wizard-done .confirmation");
  await expect(confirmation).toContainText("Wanjiru Mwangi");
  await expect(confirmation.locator(".confirmation__reference strong")).toHaveText(
    booking.reference,
  );
  await expect(confirmation).toContainText(`${dateInWords(view.checkIn)}, arriving at 14:30`);
  await expect(confirmation).toContainText(dateInWords(view.checkOut));
  await expect(confirmation).toContainText(
    "1 × Deluxe Room, Half Board; 1 × Standard Room, Bed & Breakfast",
  );
  await expect(confirmation).toContainText(formatKes(booking.totalKes));
  await expect(confirmation).toContainText("M-Pesa receipt");
  await expect(confirmation).toContainText(motel.phones[0].display);
  await expect(confirmation).toContainText(motel.phones[1].display);
  await expect(confirmation.getByRole("link", { name: "Open the map" })).toHaveAttribute(
    "href",
    /google\.com\/maps/,
  );
  await expect(confirmation.getByRole("button", { name: "Print" })).toBeVisible();
  // Nothing sits over the reference or Print (a phone's summary bar did): each is what the
  // screen shows at its middle, wherever the page is scrolled to show it.
  for (const shown of [
    confirmation.locator(".confirmation__reference strong"),
    confirmation.getByRole("button", { name: "Print" }),
  ]) {
    for (const block of ["start", "center", "end"] as const) {
      const onTop = await shown.evaluate((element, at) => {
        element.scrollIntoView({ block: at });
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top === element || element.contains(top);
      }, block);
      expect(onTop, `${await shown.textContent()} scrolled to the ${block}`).toBe(true);
    }
  }

  // Share on WhatsApp: a wa.me link whose message names the reference.
  const share = await confirmation
    .getByRole("link", { name: "Share on WhatsApp" })
    .getAttribute("href");
  const shareUrl = new URL(share!);
  expect(shareUrl.origin).toBe("https://wa.me");
  expect(shareUrl.searchParams.get("text")).toContain(`reference ${booking.reference}`);

  // Save to calendar: an .ics that ical.js reads as the stay.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    confirmation.getByRole("link", { name: "Save to calendar" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`booking-${booking.reference}.ics`);
  const text = await readFile((await download.path())!, "utf8");
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!,
  );
  expect(event.startDate.toString()).toBe(view.checkIn);
  expect(event.endDate.toString()).toBe(view.checkOut);
  expect(event.summary).toContain(booking.reference);
  expect(event.location).toContain(motel.address.town);

  await expectAccessible(page);
  if (testInfo.project.name === "phone") {
    await page
      .locator(".wizard__panel")
      .screenshot({ path: "docs/screenshots/confirmation-phone.png" });
  }
  // The printed page is the confirmation alone, on one A4 page.
  const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".navbar")).toBeHidden();
  await expect(page.locator(".booking-summary")).toBeHidden();
  await expect(confirmation.locator(".confirmation__reference")).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // Find my booking shows the same confirmation.
  await visit("/my-booking");
  await page.getByLabel("Booking reference").fill(booking.reference);
  await page.getByLabel("Email").fill("wanjiru.mwangi@example.com");
  await page.getByRole("button", { name: "Find my booking" }).click();
  const found = page.locator(".booking-details .confirmation");
  await expect(found.locator(".confirmation__reference strong")).toHaveText(booking.reference);
  await expect(found).toContainText("Wanjiru Mwangi");
  await expect(found).toContainText(`${dateInWords(view.checkIn)}, arriving at 14:30`);
  await expect(found.getByRole("link", { name: "Save to calendar" })).toHaveAttribute(
    "download",
    `booking-${booking.reference}.ics`,
  );
  await expect(found.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    share!,
  );
});

test("phone screenshot of the search results", async ({ page, visit }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the phone's view is the one kept");
  const checkIn = addDays(today(), 60);
  await visit(
    `/accommodation?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=3&children=0`,
  );
  await page.evaluate(() => document.getElementById("search-results-title")!.scrollIntoView());
  await expect(page.locator("#search-results-title")).toBeInViewport();
  await page.screenshot({ path: "docs/screenshots/search-results-phone.png" });
});

/** On a phone the WhatsApp button sits in the room the summary bar keeps for it: inside the bar
 * (so over no field of the form, which scrolls above the bar) and clear of the bar's own text. */
async function expectWhatsAppInTheBar(page: Page, bar: Locator) {
  const button = (await page.locator(".whatsapp-button").boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(button.y).toBeGreaterThanOrEqual(barBox.y);
  expect(button.y + button.height).toBeLessThanOrEqual(barBox.y + barBox.height + 0.5);
  const overlaps = await page.evaluate(
    ({ x, y, width, height }) =>
      [...document.querySelectorAll(".booking-summary__bar summary > *")]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return false;
          return r.left < x + width && r.right > x && r.top < y + height && r.bottom > y;
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    button,
  );
  expect(overlaps).toEqual([]);
}
