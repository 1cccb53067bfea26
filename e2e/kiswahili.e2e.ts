// Kiswahili (issue 17): the pages translated so far, the switch, the suggestion, and what search
// engines read. English pages keep the spec's words (the other browser tests check them).
import { swahiliDefaults } from "../content/motel.sw.ts";
import { pathIn, SW_PAGES } from "../i18n/locales.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { englishPhrases } from "../test/support/english.ts";
import { everythingReadable, hydrated } from "./kiswahili-support.ts";

/** The page is interactive (the navbar's Menu becomes a button): clicks now run our scripts. */
/** A page of a pattern ("/room/:type" opens the Standard Room's page). */
const SAMPLES: Record<string, string> = { type: "standard" };
const pageOf = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLES[name] ?? name);

for (const pattern of SW_PAGES) {
  const path = pageOf(pattern);
  test(`${pathIn("sw", path)} holds no English sentence from the English texts`, async ({
    page,
    visit,
    allowConsoleErrors,
  }) => {
    // Opened without its signed link, the unsubscribe page says so with a 400.
    if (path === "/unsubscribe") allowConsoleErrors(/status of 400/);
    await visit(pathIn("sw", path));
    await expect(page.locator("html")).toHaveAttribute("lang", "sw-KE");
    const readable = await everythingReadable(page);
    const english = englishPhrases().filter((phrase) => readable.includes(phrase));
    expect(english).toEqual([]);
    await expectAccessible(page);
  });
}

test("the home page in Kiswahili: its words, its links in Kiswahili, and search engines see both", async ({
  page,
  visit,
}) => {
  await visit("/sw");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Urahisi Uliokamilika");
  await expect(page.getByRole("link", { name: "Weka Nafasi ya Chumba" })).toBeVisible();
  await expect(page.locator(".about__facts")).toContainText(
    "vya aina nne: Standard, Deluxe, Executive na Familia.",
  );
  await expect(page.locator(".room-card__capacity").first()).toHaveText(
    /^Inachukua (mgeni|wageni) /,
  );
  await expect(page.locator(".room-card__price").first()).toContainText(
    /Kuanzia KES [\d,]+ kwa usiku/,
  );
  await expect(page.locator(".footer__copyright")).toContainText("Haki zote zimehifadhiwa.");
  // Home in Kiswahili from the brand link, and Our Rooms (translated) in Kiswahili too.
  await expect(page.locator(".navbar__brand")).toHaveAttribute("href", "/sw");
  await expect(page.getByRole("link", { name: "Vyumba Vyetu" }).first()).toHaveAttribute(
    "href",
    "/sw/accommodation",
  );

  // The site's public address (PUBLIC_URL), whichever address the test browser used.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  const origin = new URL(canonical!).origin;
  const links = async () => ({
    canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
    alternates: Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((els) =>
          els.map((el) => [el.getAttribute("hreflang"), el.getAttribute("href")]),
        ),
    ),
    ogLocale: await page.locator('meta[property="og:locale"]').getAttribute("content"),
  });
  // The motel described to search engines in the page's language.
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ) as { description?: string };
  expect(jsonLd.description).toBe(swahiliDefaults.description);
  const pair = { "en-KE": `${origin}/`, "sw-KE": `${origin}/sw`, "x-default": `${origin}/` };
  expect(await links()).toEqual({ canonical: `${origin}/sw`, alternates: pair, ogLocale: "sw_KE" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-KE");
  expect(await links()).toEqual({ canonical: `${origin}/`, alternates: pair, ogLocale: "en_KE" });
  // The guests' reviews are English: a Kiswahili page marks them so, an English one need not.
  const reviewLangs = () =>
    page
      .locator("figure.testimonial")
      .evaluateAll((els) => els.map((el) => el.getAttribute("lang") ?? ""));
  expect(new Set(await reviewLangs())).toEqual(new Set([""]));
  await page.goto("/sw");
  expect(new Set(await reviewLangs())).toEqual(new Set(["en"]));
});

test("the switch keeps the page, and the choice is remembered for the next visit", async ({
  page,
  visit,
}) => {
  await visit("/");
  await hydrated(page, "Menu");
  await page.getByRole("contentinfo").getByRole("link", { name: "Language: Kiswahili" }).click();
  await expect(page).toHaveURL(/\/sw$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Urahisi Uliokamilika");
  // The next visit to / opens in Kiswahili.
  await page.goto("/");
  await expect(page).toHaveURL(/\/sw$/);
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Lugha: English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-KE");
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple Made Perfect");
});

test.describe("a browser that prefers Kiswahili", () => {
  test.use({ locale: "sw-KE", extraHTTPHeaders: { "Accept-Language": "sw-KE,sw;q=0.9,en;q=0.5" } });

  test("gets a suggestion on English home, never a redirect, and No thanks is remembered", async ({
    page,
    visit,
  }) => {
    const response = await visit("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    const suggestion = page.getByRole("complementary", { name: "Kiswahili" });
    await expect(suggestion).toContainText("Tovuti hii inapatikana pia kwa Kiswahili.");
    await expectAccessible(page);
    await hydrated(page, "Menu");
    await suggestion.getByRole("button", { name: "Hapana, asante" }).click();
    await expect(suggestion).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple Made Perfect");
    await expect(page.getByRole("complementary", { name: "Kiswahili" })).toHaveCount(0);
  });

  test("follows the suggestion to the Kiswahili home page", async ({ page, visit }) => {
    await visit("/");
    await hydrated(page, "Menu");
    await page.getByRole("link", { name: "Soma kwa Kiswahili" }).click();
    await expect(page).toHaveURL(/\/sw$/);
    await expect(page.getByRole("complementary", { name: "Kiswahili" })).toHaveCount(0);
  });
});
