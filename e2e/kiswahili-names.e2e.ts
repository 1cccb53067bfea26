// Staff's Kiswahili names in a browser (issue 17): an admin gives a new season its Kiswahili name
// in the rate calendar's form; a guest on the Kiswahili room page sees it in the estimator's
// nights (and the tourism levy's Kiswahili name under the total), the English page keeps the
// English. (A refused Kiswahili name: server/rooms/swahili-names-http.test.ts.) On the "rooms" site, for the Family Room, on nights no other test prices (a week of
// its own per project, Tuesday and Wednesday, so no weekend rule of another test applies); the
// season is deleted at the end.
import { weekdayOf } from "../domain/holidays.ts";
import { formatKes } from "../domain/money.ts";
import { addDays } from "../domain/stay.ts";
import { signIn } from "./admin-support.ts";
import { expect, test } from "./fixtures.ts";
import { hydrated, today } from "./kiswahili-support.ts";

test.use({ site: "rooms" });
test.describe.configure({ timeout: 120_000 });

const FAMILY_TWO_BB = 6500; // the seeded sample price
const SAVED = { timeout: 20_000 };

test("a season's Kiswahili name, given in its form, is what the Kiswahili estimator shows", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const name = `E2E long rains ${project}`;
  const nameSw = `Masika ya E2E ${project}`;
  // A Monday 330 days ahead (337 for the phone): the stay is Monday to Thursday.
  let monday = addDays(today(), project === "phone" ? 337 : 330);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
  const tuesday = addDays(monday, 1);
  await signIn(page, "admin");
  try {
    await page.goto("/admin/prices");
    await page.waitForLoadState("networkidle");
    const range = page.getByRole("form", { name: "Adjust a range of dates" });
    await range.getByLabel("Name", { exact: true }).fill(name);
    await range.getByLabel("In Kiswahili (optional: empty shows the English)").fill(nameSw);
    await range.getByLabel("First night").fill(tuesday);
    await range.getByLabel("Last night").fill(addDays(tuesday, 1));
    await range.getByLabel("Adjustment (negative to lower)").fill("1000");
    await range.getByRole("combobox", { name: "In", exact: true }).selectOption("kes");
    for (const type of ["Standard Room", "Twin Room", "Deluxe Room", "Executive Room"]) {
      await range.getByLabel(type, { exact: true }).uncheck();
    }
    await range.getByLabel("Executive Double Room", { exact: true }).uncheck();
    await range.getByRole("button", { name: "Save the period" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible(SAVED);
    await expect(page.getByText(`${name} (Kiswahili: ${nameSw}):`)).toBeVisible();

    // The guest on the Kiswahili room page: Monday at the base price, then the season's nights.
    await page.goto("/sw/room/family");
    await hydrated(page);
    const panel = page.getByRole("region", { name: "Kikokotoo cha Gharama" });
    await panel.getByLabel("Kuingia", { exact: true }).fill(monday);
    await panel.getByLabel("Kutoka", { exact: true }).fill(addDays(monday, 3));
    await panel.getByLabel("Watu wazima", { exact: true }).fill("2");
    const lines = panel.getByRole("list", { name: "Bei ya kila usiku" }).getByRole("listitem");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(
      `usiku 1 × ${formatKes(FAMILY_TWO_BB)} (Bei ya kawaida)`,
    );
    await expect(lines.nth(1)).toContainText(
      `usiku 2 × ${formatKes(FAMILY_TWO_BB + 1000)} (${nameSw})`,
    );
    await expect(panel.getByRole("list", { name: "Punguzo na kodi" })).toContainText(
      "Tozo ya utalii 2% (imejumuishwa)",
    );
    await expect(panel).not.toContainText(name);

    // The English page keeps the English names.
    await page.goto("/room/family");
    await page.waitForLoadState("networkidle");
    const english = page.getByRole("region", { name: "Cost Estimator" });
    await english.getByLabel("Check-in", { exact: true }).fill(monday);
    await english.getByLabel("Check-out", { exact: true }).fill(addDays(monday, 3));
    await english.getByLabel("Adults", { exact: true }).fill("2");
    const englishLines = english
      .getByRole("list", { name: "Price of each night" })
      .getByRole("listitem");
    await expect(englishLines.nth(1)).toContainText(
      `2 nights × ${formatKes(FAMILY_TWO_BB + 1000)} (${name})`,
    );
    await expect(english.getByRole("list", { name: "Promotion and taxes" })).toContainText(
      "Tourism levy 2% (included)",
    );
  } finally {
    await page.goto("/admin/prices#rates");
    const button = page.getByRole("button", { name: `Delete ${name}` });
    if ((await button.count()) > 0) {
      await button.click();
      await expect(page.getByRole("status").filter({ hasText: "Deleted." })).toBeVisible(SAVED);
    }
  }
});
