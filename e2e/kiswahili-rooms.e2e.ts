// Kiswahili (issue 17): Our Rooms with its dates search, and a room's page with its cost
// estimator, as a guest reads them under /sw. English pages keep the spec's words (the other
// browser tests check them).
import { addDays } from "../domain/stay.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { hydrated, today } from "./kiswahili-support.ts";

/** The page is interactive (the navbar's Menu becomes a button): our scripts now run. */
test("Our Rooms in Kiswahili: cards, search and results stay in Kiswahili", async ({
  page,
  visit,
}) => {
  await visit("/sw/accommodation");
  await expect(page).toHaveTitle(/^Vyumba Vyetu/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vyumba Vyetu");
  await expect(page.locator(".page-hero__content p").first()).toContainText(
    "vya aina nne: Standard, Deluxe, Executive na Familia",
  );
  await expect(page.getByRole("link", { name: "Chumba cha Familia" })).toHaveAttribute(
    "href",
    "/sw/room/family",
  );
  await hydrated(page);
  const form = page.getByRole("form", { name: "Tafuta vyumba kwa tarehe" });
  await form.getByLabel("Watu wazima").fill("3");
  await form.getByRole("button", { name: "Angalia nafasi" }).click();
  await expect(page).toHaveURL(/\/sw\/accommodation\?checkIn=/);
  const results = page.locator(".search-results");
  await expect(results.getByRole("heading", { level: 2 })).toContainText("usiku 1, watu wazima 3");
  // The Standard Room takes two: its reason and the two rooms it offers instead, in Kiswahili.
  const standard = page.locator('.search-result[data-room-type="standard"]');
  await expect(standard.locator(".search-result__reason")).toHaveText(
    "Idadi ya juu ya wageni kwa chumba hiki ni 2. Utahitaji kuweka nafasi ya vyumba zaidi.",
  );
  await expect(standard.locator(".search-result__two")).toHaveText(
    "Wageni 3 wanatosha katika vyumba viwili vya aina hii.",
  );
  await expect(standard).toContainText("katika vyumba 2");
  await expect(standard).toContainText("Malazi na Kifungua Kinywa");
  // Book goes to the Kiswahili wizard.
  await expect(standard.getByRole("link", { name: /^Weka nafasi/ }).first()).toHaveAttribute(
    "href",
    /^\/sw\/book\?/,
  );
  await expectAccessible(page);

  // A search the rules refuse says why in Kiswahili.
  await page.goto(`/sw/accommodation?checkIn=${today()}&checkOut=${today()}&guests=2`);
  await expect(page.getByRole("alert")).toHaveText(
    "Tarehe ya kutoka lazima iwe baada ya tarehe ya kuingia.",
  );
});

test("a room's page in Kiswahili: its words, the estimator's totals and messages", async ({
  page,
  visit,
}) => {
  await visit("/sw/room/family");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chumba cha Familia");
  await expect(page.locator(".info-strip")).toContainText("Idadi ya wageniwageni 2-4");
  await expect(page.locator(".room-services")).toContainText("Makochi");
  await expect(page.locator("#description")).toContainText("Chumba cha Familia kinawaweka wote");
  const panel = page.getByRole("region", { name: "Kikokotoo cha Gharama" });
  await expect(panel.getByLabel("Aina ya chumba", { exact: true })).toHaveValue("family");
  await expect(panel.getByRole("link", { name: "Weka Nafasi ya Chumba Sasa" })).toHaveAttribute(
    "href",
    /^\/sw\/book\?guests=2&/,
  );
  await expect(panel).toContainText(/Vimebaki vyumba \d+ kwa tarehe hizi/);
  await hydrated(page);

  // Too many guests: the spec's message, in Kiswahili, tied to the field.
  const guests = panel.getByLabel("Watu wazima", { exact: true });
  await guests.fill("5");
  await expect(panel.locator(".estimator__message")).toHaveText(
    "Idadi ya juu ya wageni kwa chumba hiki ni 4. Utahitaji kuweka nafasi ya vyumba zaidi.",
  );
  await expect(guests).toHaveAttribute("aria-invalid", "true");
  await expect(
    panel.getByText("Ili uweke nafasi, kwanza rekebisha maelezo yaliyo juu."),
  ).toBeVisible();
  await guests.fill("1");
  await expect(panel.locator(".estimator__message")).toHaveText(
    "Idadi ya chini ya wageni kwa chumba hiki ni 2.",
  );
  await guests.fill("2");
  await expect(panel.locator(".estimator__message")).toHaveText("");
  // Two nights: the total for both, read out in Kiswahili.
  await panel.getByLabel("Kutoka", { exact: true }).fill(addDays(today(), 2));
  await expect(panel.locator(".estimator__live")).toHaveText(/^Jumla KES [\d,]+ kwa usiku 2\.$/);
  await expectAccessible(page);

  // Another room from the selector opens its Kiswahili page.
  await panel.getByLabel("Aina ya chumba", { exact: true }).selectOption("deluxe");
  await panel.getByRole("button", { name: "Onyesha chumba" }).click();
  await expect(page).toHaveURL(/\/sw\/room\/deluxe(\?|$)/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chumba cha Deluxe");
});

test("a Kiswahili room page's rate card is the Kiswahili one", async ({ page, visit }) => {
  await visit("/sw/room/deluxe");
  const link = page.locator("#description").getByRole("link", { name: /Pakua Orodha ya Bei/ });
  await expect(link).toHaveAttribute("href", "/sw/rate-card.pdf");
  const pdf = await page.request.get("/sw/rate-card.pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { extractText, getDocumentProxy } = await import("unpdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), {
    mergePages: true,
  });
  expect(text).toContain("Orodha ya Bei za Vyumba");
  expect(text).toContain("Chumba cha Deluxe");
});

test("English room pages keep their words and link to English pages", async ({ page, visit }) => {
  await visit("/room/standard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Standard Room");
  await expect(page.getByRole("link", { name: "All rooms" })).toHaveAttribute(
    "href",
    "/accommodation",
  );
});
