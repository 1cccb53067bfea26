// Kiswahili (issue 17): the restaurant, terrace, conference and gallery pages as a guest reads
// them under /sw, with the owner's texts and the pictures' alt texts in Kiswahili, and the
// gallery's zoom working in Kiswahili too. e2e/kiswahili.e2e.ts checks they hold no English.
import { DOCUMENTS } from "../content/documents.ts";
import { GALLERY } from "../content/gallery.ts";
import { GALLERY_LABELS_SW } from "../content/gallery.sw.ts";
import { IMAGE_ALTS_SW } from "../content/images.sw.ts";
import { motel } from "../content/motel.ts";
import { swahiliDefaults } from "../content/motel.sw.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { hydrated } from "./kiswahili-support.ts";

/** The page is interactive (the navbar's Menu becomes a button): clicks now run our scripts. */
test("the restaurant in Kiswahili: its texts, its pictures, the menu and the way to its photos", async ({
  page,
  visit,
}) => {
  await visit("/sw/restaurant");
  await expect(page).toHaveTitle(`Mkahawa, Sehemu ya Kahawa na Sebule | ${motel.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mkahawa na Sehemu ya Kahawa");
  await expect(page.getByText(swahiliDefaults.restaurant!.intro)).toBeVisible();
  await expect(page.getByText(swahiliDefaults.alcoholFreeNote!)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sebule" })).toBeVisible();
  await expect(page.locator(".capacity")).toHaveText(
    `Inachukua zaidi ya wageni ${motel.lounge.capacity}`,
  );
  const carousel = page.getByRole("region", { name: "Picha za mkahawa na sehemu ya kahawa" });
  await expect(carousel.getByRole("group", { name: /kati ya 3$/ })).toHaveCount(3);
  await expect(page.getByRole("img", { name: IMAGE_ALTS_SW.lounge })).toBeAttached();
  await expect(page.getByRole("link", { name: /Tazama Menyu/ })).toHaveAttribute(
    "href",
    DOCUMENTS.restaurant_menu.href,
  );
  // The navbar's links lead to the Kiswahili pages.
  // (On a phone the navbar's menu is closed, its links hidden but there.)
  await expect(
    page
      .getByRole("navigation", { name: "Menyu kuu", includeHidden: true })
      .getByRole("link", { name: "Juu ya Paa", includeHidden: true }),
  ).toHaveAttribute("href", "/sw/terrace");
  await hydrated(page);
  await page.getByRole("link", { name: "Tazama Picha" }).click();
  await expect(page).toHaveURL(/\/sw\/gallery#restaurant$/);
  await expect(page.getByRole("heading", { level: 2, name: "Mkahawa" })).toBeInViewport();
});

test("the terrace and the conference room in Kiswahili", async ({ page, visit }) => {
  await visit("/sw/terrace");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sehemu ya Juu ya Paa");
  await expect(page.locator(".capacity")).toHaveText(
    `Inachukua zaidi ya wageni ${motel.terrace.capacity}`,
  );
  await expect(page.getByRole("heading", { name: "Machweo" })).toBeVisible();
  await expect(page.getByText(swahiliDefaults.terrace!.sundowners)).toBeVisible();
  await expect(page.getByRole("link", { name: /Tazama Bei/ })).toHaveAttribute(
    "href",
    DOCUMENTS.conference_rates.href,
  );
  // A screen reader hears where the PDF opens, in Kiswahili.
  await expect(page.getByRole("link", { name: /Tazama Bei/ })).toContainText(
    "(PDF, inafunguka kwenye kichupo kipya)",
  );

  await visit("/sw/conference");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ukumbi wa Mikutano");
  await expect(page.getByRole("heading", { name: "Huduma tunazotoa" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Projekta na skrini" })).toBeVisible();
  await expect(page.getByRole("img", { name: IMAGE_ALTS_SW["conference-training"] })).toBeVisible();
  // The switch leads to the same page in English.
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Lugha: English" }).click();
  await expect(page).toHaveURL(/\/conference$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conference Room");
});

test("the gallery in Kiswahili: its categories, and the zoom's caption, count and buttons", async ({
  page,
  visit,
}) => {
  await visit("/sw/gallery");
  await expect(page.getByRole("heading", { level: 1, name: "Matunzio" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
    GALLERY.map((category) => GALLERY_LABELS_SW[category.key]!),
  );
  const categories = page.getByRole("navigation", { name: "Aina za picha" });
  await expect(categories.getByRole("link", { name: "Chumba cha Vitanda Viwili" })).toHaveAttribute(
    "href",
    "#standard_double",
  );

  await hydrated(page);
  const alt = IMAGE_ALTS_SW["terrace-evening"];
  const thumb = page.getByRole("link", { name: `${alt} Panua picha` });
  await thumb.click();
  await expect(page.getByRole("dialog", { name: alt })).toBeVisible();
  // Named by its caption, which follows the photo shown.
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("2 kati ya 3");
  await dialog.getByRole("button", { name: "Picha inayofuata" }).click();
  await expect(dialog).toContainText("3 kati ya 3");
  await expect(dialog.getByRole("img")).toHaveAttribute(
    "alt",
    IMAGE_ALTS_SW["experience-sundowners"],
  );
  await expect(page.locator("#zoom-caption")).toHaveText(IMAGE_ALTS_SW["experience-sundowners"]);
  await dialog.getByRole("button", { name: "Picha iliyotangulia" }).click();
  await expect(dialog).toContainText("2 kati ya 3");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Funga" }).click();
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();
});
