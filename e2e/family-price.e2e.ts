// One price for a family from the first screen to the wizard (issue 32, decision 029), the stay
// carried from the search to the room page and back, and nothing a guest types lost while a slow
// phone's scripts load: typed into the estimator, the search bar and the wizard's step 1 before
// the page's scripts ran (held, on Lighthouse's slow mobile profile), it is all still there after.
import type { Page } from "@playwright/test";
import { formatKes } from "../domain/money.ts";
import { said } from "../domain/said.ts";
import { english } from "../test/support/english.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { fillDetailsAndGoOn, quoteTotal } from "./booking-support.ts";
import { expect, scriptsRunning, test } from "./fixtures.ts";

const today = () => motelDate(new Date());

/** A family of two adults and two children in one Family Room, bed and breakfast. */
const familyRoom = { type: "family", adults: 2, children: 2, boarding: "bed_breakfast" };

test("a family sees one price on the search, the room page and the wizard, and the room page keeps the search", async ({
  page,
  visit,
}, testInfo) => {
  const offset = testInfo.project.name === "phone" ? 61 : 64;
  const checkIn = addDays(today(), offset);
  const checkOut = addDays(today(), offset + 2);
  const total = await quoteTotal(page.request, { checkIn, checkOut, rooms: [familyRoom] });
  // Children are free: the family pays what two adults pay, not what four would.
  const adultsOnly = await quoteTotal(page.request, {
    checkIn,
    checkOut,
    rooms: [{ ...familyRoom, children: 0 }],
  });
  expect(total).toBe(adultsOnly);

  await visit("/");
  const bar = page.getByRole("form", { name: "Search rooms by dates" });
  await bar.getByLabel("Check-in").fill(checkIn);
  await bar.getByLabel("Check-out").fill(checkOut);
  await bar.getByLabel("Adults").fill("2");
  await bar.getByLabel("Children").fill("2");
  await bar.getByRole("button", { name: "Check availability" }).click();
  const search = `/accommodation?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=2`;
  await expect(page).toHaveURL(search);
  await expect(
    page.getByRole("heading", { name: /2 nights, 2 adults, 2 children$/ }),
  ).toBeVisible();
  const family = page.locator('.search-result[data-room-type="family"]');
  await expect(family.locator(".search-result__total")).toHaveText(formatKes(total));
  // A standard room takes two: the family is offered two of them, an adult in each.
  await expect(page.locator('.search-result[data-room-type="standard"]')).toContainText(
    "4 guests fit in two of these rooms.",
  );

  // The room page opens on the same dates and party, and its estimator gives the same total.
  await family.getByRole("link", { name: "Family Room", exact: true }).click();
  await expect(page).toHaveURL(
    `/room/family?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=2`,
  );
  await scriptsRunning(page);
  const estimator = page.locator("#cost-estimator");
  await expect(estimator.getByLabel("Check-in")).toHaveValue(checkIn);
  await expect(estimator.getByLabel("Check-out")).toHaveValue(checkOut);
  await expect(estimator.getByLabel("Adults", { exact: true })).toHaveValue("2");
  await expect(estimator.getByLabel("Children", { exact: true })).toHaveValue("2");
  await expect(estimator.locator(".estimator__total")).toHaveText(formatKes(total));
  await expect(estimator).toContainText("Children stay free");
  // A third child is one too many for the room: the spec's message, judged on the whole party.
  await estimator.getByLabel("Children", { exact: true }).fill("3");
  await expect(estimator.locator(".estimator__message")).toHaveText(
    "The maximum number of guests allowed for this room is 4. You will need to book additional rooms.",
  );
  await estimator.getByLabel("Children", { exact: true }).fill("2");
  await expect(estimator.locator(".estimator__total")).toHaveText(formatKes(total));

  // Back to the search's results, on the same stay.
  await page.getByRole("link", { name: "← Back to the rooms for your dates" }).click();
  await expect(page).toHaveURL(search);

  // Book from the results: the wizard holds the family, and its total is the same.
  await family.getByRole("link", { name: "Book Family Room, Bed & Breakfast" }).click();
  await expect(page).toHaveURL(/\/book$/);
  await scriptsRunning(page);
  await expect(page.getByLabel("Check-in date", { exact: true })).toHaveValue(checkIn);
  await fillDetailsAndGoOn(page, { email: "achieng.family@example.com", phone: "0712 340001" });
  const room = page.getByRole("group", { name: "Room 1", exact: true });
  await expect(room.getByLabel("Room type")).toHaveValue("family");
  await expect(room.getByLabel("Adults")).toHaveValue("2");
  await expect(room.getByLabel("Children")).toHaveValue("2");
  await expect(page.locator(".wizard-summary__figures")).toContainText(formatKes(total));
  // The wizard judges the whole party too: a fifth guest in the family room is one too many.
  await room.getByLabel("Children").selectOption("3");
  await expect(room.locator(".wizard-room__message")).toHaveText(
    "The maximum number of guests allowed for this room is 4. You will need to book additional rooms.",
  );
  await room.getByLabel("Children").selectOption("2");
  await expect(page.locator(".wizard-summary__figures")).toContainText(formatKes(total));
});

test.describe("on a slow phone, before the scripts run", () => {
  /**
   * Lighthouse's mobile profile (1.6 Mbit/s, 150 ms, CPU ×4), and the page's scripts held until
   * `release`: what a guest types meanwhile lands in the server's HTML, as on a slow phone.
   */
  async function slowPhone(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return {
      /**
       * Lets the scripts load, and waits until they have taken over the page; then the phone is
       * fast again (what follows is the test's own checking, not the guest's wait).
       */
      async scriptsRun() {
        release();
        await scriptsRunning(page);
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      },
    };
  }

  test("the estimator keeps the dates and party typed, and totals them", async ({ page }) => {
    const checkIn = addDays(today(), 70);
    const checkOut = addDays(today(), 73);
    const total = await quoteTotal(page.request, { checkIn, checkOut, rooms: [familyRoom] });
    const phone = await slowPhone(page);
    await page.goto("/room/family", { waitUntil: "domcontentloaded" });
    const estimator = page.locator("#cost-estimator");
    await estimator.getByLabel("Check-in").fill(checkIn);
    await estimator.getByLabel("Check-out").fill(checkOut);
    await estimator.getByLabel("Adults", { exact: true }).fill("2");
    await estimator.getByLabel("Children", { exact: true }).fill("2");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await phone.scriptsRun();
    await expect(estimator.getByLabel("Check-in")).toHaveValue(checkIn);
    await expect(estimator.getByLabel("Check-out")).toHaveValue(checkOut);
    await expect(estimator.getByLabel("Adults", { exact: true })).toHaveValue("2");
    await expect(estimator.getByLabel("Children", { exact: true })).toHaveValue("2");
    await expect(estimator.locator(".estimator__total")).toHaveText(formatKes(total));
    await expect(estimator.getByRole("link", { name: "Book a Room Now" })).toHaveAttribute(
      "href",
      `/book?guests=4&checkIn=${checkIn}&checkOut=${checkOut}&room=family&children=2&boarding=bed_breakfast`,
    );
  });

  test("the search bar keeps what was typed, and searches it", async ({ page }) => {
    const checkIn = addDays(today(), 75);
    const checkOut = addDays(today(), 77);
    const phone = await slowPhone(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const bar = page.getByRole("form", { name: "Search rooms by dates" });
    await bar.getByLabel("Check-in").fill(checkIn);
    await bar.getByLabel("Check-out").fill(checkOut);
    await bar.getByLabel("Adults").fill("3");
    await bar.getByLabel("Children").fill("1");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await phone.scriptsRun();
    await expect(bar.getByLabel("Check-in")).toHaveValue(checkIn);
    await expect(bar.getByLabel("Check-out")).toHaveValue(checkOut);
    await expect(bar.getByLabel("Adults")).toHaveValue("3");
    await expect(bar.getByLabel("Children")).toHaveValue("1");
    await bar.getByRole("button", { name: "Check availability" }).click();
    await expect(page).toHaveURL(
      `/accommodation?checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=1`,
    );
  });

  test("the wizard's step 1 keeps every field typed, and goes on with it", async ({ page }) => {
    const checkIn = addDays(today(), 80);
    const phone = await slowPhone(page);
    await page.goto("/book", { waitUntil: "domcontentloaded" });
    const typed = {
      "First name": "Wairimu",
      "Last name": "Kamau",
      Email: "wairimu.slow@example.com",
      "Phone number": "0712 340002",
      "ID or passport number": "23456789",
      "Check-in date": checkIn,
      "Check-out date": addDays(checkIn, 1),
      "Check-in time": "15:30",
    };
    for (const [label, value] of Object.entries(typed)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await phone.scriptsRun();
    for (const [label, value] of Object.entries(typed)) {
      await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
    }
    // The wizard's own state holds them: Next checks them and goes on to the rooms.
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.locator("#book-step-title")).toHaveText("Room Selection");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the estimator still prices a family's stay", async ({ page }) => {
    const checkIn = addDays(today(), 85);
    const checkOut = addDays(today(), 87);
    const total = await quoteTotal(page.request, { checkIn, checkOut, rooms: [familyRoom] });
    await page.goto("/room/family");
    const estimator = page.locator("#cost-estimator");
    await estimator.getByLabel("Check-in").fill(checkIn);
    await estimator.getByLabel("Check-out").fill(checkOut);
    await estimator.getByLabel("Adults", { exact: true }).fill("2");
    await estimator.getByLabel("Children", { exact: true }).fill("2");
    await estimator.getByRole("button", { name: "Update the total" }).click();
    await expect(page).toHaveURL(
      `/room/family?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=2&boarding=bed_breakfast`,
    );
    await expect(estimator.locator(".estimator__total")).toHaveText(formatKes(total));
    await expect(estimator.getByRole("link", { name: "Book a Room Now" })).toHaveAttribute(
      "href",
      /guests=4&.*&children=2/,
    );

    // A party that makes no stay (the adults emptied): shown as typed, with the estimator's
    // message, not tonight's total for the room's smallest party.
    await estimator.getByLabel("Adults", { exact: true }).fill("");
    await estimator.getByRole("button", { name: "Update the total" }).click();
    await expect(page).toHaveURL(/adults=&/);
    await expect(estimator.getByLabel("Check-in")).toHaveValue(checkIn);
    await expect(estimator.getByLabel("Check-out")).toHaveValue(checkOut);
    await expect(estimator.getByLabel("Adults", { exact: true })).toHaveValue("");
    await expect(estimator).toContainText(english(said.adultNeeded()));
    await expect(estimator.getByRole("link", { name: "Book a Room Now" })).toHaveCount(0);
  });
});
