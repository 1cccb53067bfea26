// Prices by date in a browser (issue 16): an admin adds a weekend rule and adjusts a range of
// dates on the rate calendar at /admin/prices; the room page's estimator over a weekend shows
// the dearer nights. On the "rooms" site, for the Family Room only (no other test there reads
// its prices), on the desktop project only (the two projects would share one rule set); every
// rule made is deleted at the end.
import { english } from "../test/support/english.ts";
import { said } from "../domain/said.ts";
import type { Page } from "@playwright/test";
import { weekdayOf } from "../domain/holidays.ts";
import { priceSaid } from "../domain/staff-said/prices.ts";
import { formatKes } from "../domain/money.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { signIn } from "./admin-support.ts";
import { fillDetailsAndGoOn } from "./booking-support.ts";
import { expect, test } from "./fixtures.ts";

test.use({ site: "rooms" });
test.describe.configure({ timeout: 120_000 });

const FAMILY_TWO_BB = 6500; // the seeded sample price
const SAVED = { timeout: 20_000 };

async function onlyFamily(form: ReturnType<Page["getByRole"]>) {
  for (const name of ["Standard Room", "Twin Room", "Deluxe Room", "Executive Room"]) {
    await form.getByLabel(name, { exact: true }).uncheck();
  }
  await form.getByLabel("Executive Double Room", { exact: true }).uncheck();
}

async function deleteRule(page: Page, name: string) {
  await page.goto("/admin/prices#rates");
  const button = page.getByRole("button", { name: `Delete ${name}` });
  if ((await button.count()) > 0) {
    await button.click();
    await expect(page.getByRole("status").filter({ hasText: "Deleted." })).toBeVisible(SAVED);
  }
}

test("an admin adds a weekend rule and a range adjustment; the estimator shows the dearer nights", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === "phone",
    "one rule set per site: the desktop project edits it",
  );
  await signIn(page, "admin");
  try {
    await page.goto("/admin/prices");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Rate calendar" })).toBeVisible();
    // The forms come before the 90 nights they make; a link leads down to those.
    const weekdayForm = await page.getByRole("form", { name: "Add a weekday rule" }).boundingBox();
    const nightly = page.getByRole("region", { name: "Nightly prices" });
    expect(weekdayForm!.y).toBeLessThan((await nightly.boundingBox())!.y);
    await page.getByRole("link", { name: "See the nightly prices of the next 90 nights" }).click();
    await expect(page.getByRole("heading", { name: "Nightly prices" })).toBeInViewport();

    // A weekday rule: Friday and Saturday nights 20% dearer, for the Family Room.
    const weekday = page.getByRole("form", { name: "Add a weekday rule" });
    await weekday.getByLabel("Name").fill("E2E weekend");
    await weekday.getByLabel("Friday", { exact: true }).check();
    await weekday.getByLabel("Saturday", { exact: true }).check();
    await expect(weekday.getByLabel("Friday", { exact: true })).toBeChecked();
    await weekday.getByLabel("Adjustment (negative to lower)").fill("20");
    await onlyFamily(weekday);
    await weekday.getByRole("button", { name: "Add the weekday rule" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible(SAVED);
    await expect(
      page.getByText("E2E weekend: Friday, Saturday nights, Family Room +20%"),
    ).toBeVisible();

    // The estimator over a weekend far ahead: Thursday to Monday.
    const today = motelDate(new Date());
    let thursday = addDays(today, 200);
    while (weekdayOf(thursday) !== 4) thursday = addDays(thursday, 1);
    await page.goto("/room/family");
    await page.waitForLoadState("networkidle");
    const panel = page.getByRole("region", { name: "Cost Estimator" });
    await panel.getByLabel("Check-in", { exact: true }).fill(thursday);
    await panel.getByLabel("Check-out", { exact: true }).fill(addDays(thursday, 4));
    await panel.getByLabel("Adults", { exact: true }).fill("2");
    const weekendKes = FAMILY_TWO_BB * 1.2;
    const lines = panel.getByRole("list", { name: "Price of each night" }).getByRole("listitem");
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toContainText(`1 night × ${formatKes(FAMILY_TWO_BB)} (Base price)`);
    await expect(lines.nth(1)).toContainText(`2 nights × ${formatKes(weekendKes)} (E2E weekend)`);
    await expect(lines.nth(2)).toContainText(`1 night × ${formatKes(FAMILY_TWO_BB)} (Base price)`);
    await expect(panel.locator(".estimator__total")).toHaveText(
      formatKes(2 * FAMILY_TWO_BB + 2 * weekendKes),
    );
    await expect(panel.getByRole("list", { name: "Promotion and taxes" })).toContainText(
      "VAT 16% (included)",
    );

    // The wizard's room step states the room's price per night as a from-price: its nights differ.
    await page.goto(
      `/book?checkIn=${thursday}&checkOut=${addDays(thursday, 4)}&guests=2&room=family`,
    );
    await fillDetailsAndGoOn(page);
    await expect(page.locator(".wizard-room__price")).toHaveText(
      `From ${formatKes(FAMILY_TWO_BB)} per night`,
    );

    // The desk's New booking states the same nights as its price for those dates.
    await page.goto("/admin/bookings/new");
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Check-in", { exact: true }).fill(thursday);
    await page.getByLabel("Check-out", { exact: true }).fill(addDays(thursday, 4));
    const deskRoom = page.getByRole("group", { name: "Room 1" });
    await deskRoom.getByLabel("Room 1: type").selectOption("family");
    await deskRoom.getByLabel("Adults", { exact: true }).selectOption("2");
    await expect(deskRoom).toContainText(
      `Price for these dates: 1 night × ${formatKes(FAMILY_TWO_BB)} + 2 nights × ${formatKes(weekendKes)} + 1 night × ${formatKes(FAMILY_TWO_BB)}.`,
    );

    // A range of two nights 60 days ahead, KES 1,000 dearer, from the rate calendar.
    const first = addDays(today, 60);
    await page.goto("/admin/prices");
    await page.waitForLoadState("networkidle");
    const range = page.getByRole("form", { name: "Adjust a range of dates" });
    await range.getByLabel("Name").fill("E2E season");
    await range.getByLabel("First night").fill(first);
    await range.getByLabel("Last night").fill(addDays(first, 1));
    await range.getByLabel("Adjustment (negative to lower)").fill("1000");
    await range.getByRole("combobox", { name: "In" }).selectOption("kes");
    await onlyFamily(range);
    await range.getByRole("button", { name: "Save the period" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible(SAVED);
    await page.getByRole("combobox", { name: "Room type" }).selectOption("family");
    for (const night of [first, addDays(first, 1)]) {
      const weekend = [5, 6].includes(weekdayOf(night));
      const row = page.locator(`tr[data-date="${night}"]`);
      const amount = (FAMILY_TWO_BB + 1000) * (weekend ? 1.2 : 1);
      await expect(row).toContainText(formatKes(amount));
      await expect(row).toContainText(weekend ? "E2E season, E2E weekend" : "E2E season");
    }
    // The night after keeps its own price.
    await expect(page.locator(`tr[data-date="${addDays(first, 2)}"]`)).not.toContainText(
      "E2E season",
    );

    // The same range again overlaps: refused with the clash named, nothing saved.
    await range.getByLabel("Name").fill("E2E again");
    await range.getByLabel("First night").fill(addDays(first, 1));
    await range.getByLabel("Last night").fill(addDays(first, 3));
    await range.getByLabel("Adjustment (negative to lower)").fill("5");
    await range.getByRole("button", { name: "Save the period" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "overlap the period" })).toContainText(
      `These dates overlap the period “E2E season” (${first} to ${addDays(first, 1)}).`,
      SAVED,
    );
    await expect(page.getByText("E2E again")).toHaveCount(0);
  } finally {
    await deleteRule(page, "E2E season");
    await deleteRule(page, "E2E weekend");
  }
});

test("an admin adds a stay rule on the rate calendar; the estimator refuses a shorter stay in words", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === "phone",
    "one rule set per site: the desktop project edits it",
  );
  const today = motelDate(new Date());
  const arrival = addDays(today, 250);
  const name = `stay rule ${arrival} to ${arrival}`;
  await signIn(page, "admin");
  try {
    await page.goto("/admin/prices");
    await page.waitForLoadState("networkidle");
    const form = page.getByRole("form", { name: "Add a stay rule" });
    await form.getByLabel("First arrival date").fill(arrival);
    await form.getByLabel("Last arrival date").fill(arrival);
    // Nothing set: refused in words, nothing saved.
    await onlyFamily(form);
    await form.getByRole("button", { name: "Add the stay rule" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: english(priceSaid.stayRuleEmpty()) }),
    ).toBeVisible(SAVED);
    const again = page.getByRole("form", { name: "Add a stay rule" });
    await again.getByLabel("First arrival date").fill(arrival);
    await again.getByLabel("Last arrival date").fill(arrival);
    await again.getByLabel("Minimum nights (optional)").fill("3");
    await onlyFamily(again);
    await again.getByRole("button", { name: "Add the stay rule" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible(SAVED);
    await expect(page.getByRole("button", { name: `Delete ${name}` })).toBeVisible();

    // The rest on demand: other guests and boardings, priced by the server.
    const view = page.getByRole("form", { name: "Prices for" });
    await view.getByLabel("Guests").selectOption("4");
    await view.getByLabel("Boarding").selectOption("half_board");
    await view.getByRole("button", { name: "Show these prices" }).click();
    await expect(page).toHaveURL(/ratesGuests=4/);
    await page.getByRole("combobox", { name: "Room type" }).selectOption("family");
    await expect(page.locator(".rate-calendar__table caption")).toHaveText(
      "Family Room, 4 guests, half board",
    );

    await page.goto("/room/family");
    await page.waitForLoadState("networkidle");
    const panel = page.getByRole("region", { name: "Cost Estimator" });
    await panel.getByLabel("Check-in", { exact: true }).fill(arrival);
    await panel.getByLabel("Check-out", { exact: true }).fill(addDays(arrival, 2));
    await panel.getByLabel("Adults", { exact: true }).fill("2");
    await expect(panel).toContainText(english(said.minNights("family", arrival, 3)));
  } finally {
    await deleteRule(page, name);
  }
});
