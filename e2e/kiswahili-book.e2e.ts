// Kiswahili (issue 17): the booking wizard at /sw/book as a guest uses it: the steps, the checks'
// messages and the payment in Kiswahili, step 4's confirmation, the booking kept as Kiswahili for
// staff, and the language switch keeping the wizard where the guest was.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { said } from "../domain/said.ts";
import { english } from "../test/support/english.ts";
import { addDays } from "../domain/stay.ts";
import { signIn } from "./admin-support.ts";
import { fillDetailsAndGoOn } from "./booking-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { englishPhrases } from "../test/support/english.ts";
import { everythingReadable, hydrated, today } from "./kiswahili-support.ts";

async function openWizard(page: Page, visit: (path: string) => Promise<unknown>, path: string) {
  await visit(path);
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
}

/** No sentence of the English texts anywhere a reader or a screen reader gets. */
async function expectNoEnglish(page: Page) {
  const readable = await everythingReadable(page);
  expect(englishPhrases().filter((phrase) => readable.includes(phrase))).toEqual([]);
}

test("a guest books in Kiswahili: the checks, the rooms, M-Pesa and the confirmation", async ({
  page,
  visit,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  // Each project its own days (a standard room, 90-95 days ahead) and its own M-Pesa number.
  const first = testInfo.project.name === "phone" ? 90 : 93;
  const checkIn = addDays(today(), first);
  const checkOut = addDays(today(), first + 2);
  const nine = testInfo.project.name === "phone" ? "711000391" : "711000392";

  // From the cost estimator of a Kiswahili room page: the stay travels to the wizard.
  await visit("/sw/room/standard");
  await hydrated(page);
  const panel = page.getByRole("region", { name: "Kikokotoo cha Gharama" });
  await panel.getByLabel("Kuingia", { exact: true }).fill(checkIn);
  await panel.getByLabel("Kutoka", { exact: true }).fill(checkIn);
  await expect(panel.locator(".estimator__message")).toHaveText(
    "Tarehe ya kutoka lazima iwe baada ya tarehe ya kuingia.",
  );
  await panel.getByLabel("Kutoka", { exact: true }).fill(checkOut);
  await expect(panel.locator(".estimator__live")).toHaveText(/^Jumla KES [\d,]+ kwa usiku 2\.$/);
  await panel.getByRole("link", { name: "Weka Nafasi ya Chumba Sasa" }).click();
  // The wizard takes the stay from the address, then drops it (a reload keeps edits): wait for
  // the end state, the dates in their fields, not for the address in between.
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
  await expect(page.getByLabel("Tarehe ya kuingia", { exact: true })).toHaveValue(checkIn);
  await expect(page.getByLabel("Tarehe ya kutoka", { exact: true })).toHaveValue(checkOut);
  await expect(page).toHaveURL(/\/sw\/book$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "sw-KE");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weka Nafasi ya Chumba");
  const heading = page.locator("#book-step-title");
  const banner = page.locator("#book-banner");
  const next = page.getByRole("button", { name: "Endelea", exact: true });
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await expect(heading).toHaveText("Maelezo Yako");

  // Step 1: each check answers in Kiswahili, in the spec's order.
  await next.click();
  await expect(banner).toHaveText("Tafadhali weka jina la kwanza sahihi");
  await expect(field("Jina la kwanza")).toHaveAttribute("aria-invalid", "true");
  await field("Jina la kwanza").fill("Wambui");
  await field("Jina la mwisho").fill("Njoroge");
  await field("Barua pepe").fill("wambui@example");
  await next.click();
  await expect(banner).toHaveText("Tafadhali weka barua pepe sahihi");
  await field("Barua pepe").fill("wambui@example.com");
  await field("Nambari ya simu").fill("0712");
  await next.click();
  await expect(banner).toHaveText("Tafadhali weka nambari ya simu sahihi");
  await field("Nambari ya simu").fill(`0${nine}`);
  await field("Namba ya kitambulisho au pasipoti").fill("12345678");
  await field("Tarehe ya kuingia").fill(checkIn);
  await field("Tarehe ya kutoka").fill(checkIn);
  await next.click();
  await expect(banner).toHaveText("Tafadhali chagua saa ya kuingia");
  await field("Saa ya kuingia").fill("14:00");
  await next.click();
  await expect(banner).toHaveText("Tarehe ya kutoka lazima iwe baada ya tarehe ya kuingia.");
  await expectAccessible(page);
  await field("Tarehe ya kutoka").fill(checkOut);
  await next.click();

  // Step 2: rooms in Kiswahili, the total from the server.
  await expect(heading).toHaveText("Chagua Vyumba");
  const room = page.getByRole("group", { name: "Chumba 1", exact: true });
  await room.getByLabel("Aina ya chumba").selectOption("standard");
  await room.getByLabel("Watu wazima").selectOption("1");
  await expect(room.getByLabel("Huduma ya milo")).toContainText("Malazi na Kifungua Kinywa");
  await expect(room.locator(".wizard-room__price")).toHaveText(/^KES [\d,]+ kwa usiku$/);
  await expect(page.locator(".wizard-summary__left")).toContainText(
    /Chumba cha Standard: (kimebaki 1|vimebaki \d+) kwa tarehe hizi/,
  );
  await expect(page.locator(".wizard-summary__figures dd").last()).not.toHaveText("KES 0");
  await expectNoEnglish(page);
  await expectAccessible(page);
  await next.click();

  // Step 3: the review and M-Pesa in Kiswahili; a wrong number is refused in Kiswahili.
  await expect(heading).toHaveText("Fanya Malipo");
  await expect(page.locator(".wizard-review")).toContainText("Chumba cha Standard: mtu mzima 1");
  await expect(page.locator(".wizard-review")).toContainText("saa 14:00");
  const number = page.getByLabel("Nambari ya simu ya M-Pesa (baada ya +254)");
  await expect(number).toHaveValue(nine);
  await expect(page.getByRole("tab", { name: "Kadi" })).toBeVisible();
  await expectNoEnglish(page);
  await expectAccessible(page);
  await number.fill("12");
  const pay = page.getByRole("button", { name: "Lipa Sasa" });
  await pay.click();
  await expect(page.locator("#book-pay-error")).toHaveText("Tafadhali weka nambari ya simu sahihi");
  await number.fill(nine);

  // The simulated phone accepts the prompt by itself.
  await page.request.post("/simulators/daraja/control/script", {
    data: { phone: `254${nine}`, outcome: "success", delayMs: 300 },
  });
  const created = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/bookings",
  );
  await pay.click();
  expect((await created).headers()["accept-language"]).toBe("sw-KE");

  // Step 4 in Kiswahili, at the Kiswahili address.
  await expect(heading).toHaveText("Furahia Safari Yako");
  await expect(page).toHaveURL(/\/sw\/book\?step=4&booking=/);
  await expect(page.getByText("Malipo yako yamepokelewa.")).toBeVisible();
  await expect(page.locator(".wizard-done")).toContainText("Kinachofuata");
  await expect(page.locator(".wizard-done")).toContainText("Tumetuma barua pepe ya uthibitisho");
  await expect(page.locator(".confirmation__facts")).toContainText("Kuingia");
  await expect(page.getByRole("link", { name: "Tafuta nafasi yangu" })).toHaveAttribute(
    "href",
    "/sw/my-booking",
  );
  await expectNoEnglish(page);
  await expectAccessible(page);
  const id = new URL(page.url()).searchParams.get("booking")!;
  // Its calendar file speaks Kiswahili too, and leads back to the Kiswahili Find my booking.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Hifadhi kwenye kalenda" }).click(),
  ]);
  const calendar = await readFile((await download.path())!, "utf8");
  expect(calendar).toMatch(/^SUMMARY:Malazi katika /m);
  expect(calendar).toContain("/sw/my-booking");
  expect(calendar).not.toContain("Check-in");

  // A reload of step 4 shows the same confirmation, in Kiswahili (from the server).
  await page.reload();
  await expect(heading).toHaveText("Furahia Safari Yako");

  // Staff see the booking's language.
  const staff = await context.newPage();
  await signIn(staff);
  await staff.goto(`/admin/bookings/${id}`);
  const bookedIn = staff.locator(".admin-fields div").filter({ hasText: "Booked in" });
  await expect(bookedIn.locator("dd")).toHaveText("Kiswahili");
  // The confirmation email the guest gets, as staff see it in the outbox: in Kiswahili.
  const reference = (await page.locator(".confirmation__reference strong").textContent())!.trim();
  await staff.goto("/admin/outbox");
  const subject = `Nafasi yako ${reference} katika`;
  const email = staff.getByRole("row").filter({ hasText: subject });
  await expect(email).toContainText("imethibitishwa");
  await email.getByText(subject).click();
  await expect(email).toContainText("Asante kwa kuweka nafasi nasi.");
  await expect(email).toContainText("Chumba cha Standard: mtu mzima 1, Malazi na Kifungua Kinywa");
});

test("the switch keeps the wizard's step and what was typed; each page's API calls say its language", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 503/);
  await openWizard(page, visit, "/book");
  const dates = { checkIn: addDays(today(), 96), checkOut: addDays(today(), 97) };
  await fillDetailsAndGoOn(page, { first: "Akinyi" }, dates);
  const room = page.getByRole("group", { name: "Room 1", exact: true });
  await room.getByLabel("Room type").selectOption("family");

  await page.getByRole("contentinfo").getByRole("link", { name: "Language: Kiswahili" }).click();
  await expect(page).toHaveURL(/\/sw\/book$/);
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
  const heading = page.locator("#book-step-title");
  await expect(heading).toHaveText("Chagua Vyumba");
  await expect(
    page.getByRole("group", { name: "Chumba 1", exact: true }).getByLabel("Aina ya chumba"),
  ).toHaveValue("family");
  await page.getByRole("button", { name: "Rudi", exact: true }).click();
  await expect(heading).toHaveText("Maelezo Yako");
  await expect(page.getByLabel("Jina la kwanza", { exact: true })).toHaveValue("Akinyi");
  await expect(page.getByLabel("Tarehe ya kuingia", { exact: true })).toHaveValue(dates.checkIn);
  await page.getByRole("button", { name: "Endelea", exact: true }).click();
  await expect(heading).toHaveText("Chagua Vyumba");
  await expect(page.locator(".wizard-summary__figures dd").last()).not.toHaveText("KES 0");
  await page.getByRole("button", { name: "Endelea", exact: true }).click();
  await expect(heading).toHaveText("Fanya Malipo");

  // The booking API is busy (answered here, as the API answers, so no rooms are held): its code
  // reads in the page's language, and each call carries the page's language.
  const languages: string[] = [];
  await page.route("**/api/bookings", async (route) => {
    languages.push(route.request().headers()["accept-language"] ?? "");
    await route.fulfill({
      status: 503,
      json: { error: english(said.unavailable()), said: said.unavailable() },
    });
  });
  const status = page.locator(".wizard-pay__status");
  await page.getByRole("button", { name: "Lipa Sasa" }).click();
  await expect(status).toHaveText(
    "Tovuti ina shughuli nyingi kwa muda. Tafadhali jaribu tena baada ya sekunde chache.",
  );
  await expect(page.getByRole("button", { name: "jaribu tena" })).toBeVisible();
  await expect(page.locator(".wizard__call-us")).toContainText("Unatatizika kulipa?");

  await page.getByRole("contentinfo").getByRole("link", { name: "Lugha: English" }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
  await expect(heading).toHaveText("Make Payment");
  // The answer on the page reads in the new language; trying again asks in English.
  await expect(status).toHaveText(english(said.unavailable()));
  await page.getByRole("button", { name: "try again" }).click();
  await expect.poll(() => languages.length).toBe(2);
  await expect(status).toHaveText(english(said.unavailable()));
  expect(languages).toEqual(["sw-KE", "en-KE"]);
});

test("Kiswahili pages send Book to the Kiswahili wizard", async ({ page, visit }) => {
  await visit("/sw/book");
  await expect(page.locator('header a[href="/sw/book"]')).toBeAttached();
  const checkIn = addDays(today(), 98);
  await visit(`/sw/accommodation?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&guests=2`);
  const book = page.locator("a.search-result__book");
  await expect(book.first()).toHaveAttribute("href", /^\/sw\/book\?/);
  await expect(page.locator('main a[href^="/book"]')).toHaveCount(0);
});
