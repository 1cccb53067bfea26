import type { Page } from "@playwright/test";
import { GALLERY } from "../content/gallery.ts";
import { IMAGE_SLOTS } from "../content/images.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test("the gallery shows the twelve categories, each with its thumbnails", async ({
  page,
  visit,
}) => {
  await visit("/gallery");
  await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Restaurant",
    "Exterior",
    "Rooftop",
    "Reception",
    "Conference",
    "Gym",
    "Standard Room",
    "Family Room",
    "Deluxe Room",
    "Executive Room",
    "Standard Twin Room",
    "Executive Double Room",
  ]);
  for (const category of GALLERY) {
    const section = page.getByRole("region", { name: category.label, exact: true });
    await expect(section.getByRole("link")).toHaveCount(category.images.length);
  }
  // The category links jump to their section.
  const categories = page.getByRole("navigation", { name: "Gallery categories" });
  await categories.getByRole("link", { name: "Standard Twin Room" }).click();
  await expect(page).toHaveURL(/#standard_double$/);
  await expect(page.getByRole("heading", { name: "Standard Twin Room" })).toBeInViewport();
});

test.describe("zoom modal", () => {
  const slot = GALLERY.find((c) => c.key === "rooftop")!.images[1]!;
  const alt = IMAGE_SLOTS[slot].alt;

  async function openZoom(page: Page) {
    const thumb = page.getByRole("link", { name: `${alt} Enlarge` });
    await thumb.click();
    await expect(page.getByRole("dialog", { name: alt })).toBeVisible();
    // Named by its caption, which follows the photo shown.
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("img", { name: alt })).toBeVisible();
    return { thumb, dialog };
  }

  test("opens on click, keeps focus inside, closes by the close button", async ({
    page,
    visit,
  }) => {
    await visit("/gallery");
    const { thumb, dialog } = await openZoom(page);
    await expectAccessible(page);
    const close = dialog.getByRole("button", { name: "Close" });
    await expect(close).toBeFocused();
    // Focus cannot leave the modal: the page behind it is inert.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press(i === 4 ? "Shift+Tab" : "Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    // It steps through the photos of the category it was opened from.
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog).toContainText("3 of 3");
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog).toContainText("1 of 3");
    await dialog.getByRole("button", { name: "Previous photo" }).click();
    await dialog.getByRole("button", { name: "Previous photo" }).click();
    await expect(dialog).toContainText("2 of 3");
    await expect(dialog.getByRole("img")).toHaveAttribute("alt", alt);
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });

  test("closes by a click outside the picture", async ({ page, visit }) => {
    await visit("/gallery");
    const { thumb, dialog } = await openZoom(page);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });

  test("closes by Escape", async ({ page, visit }) => {
    await visit("/gallery");
    const { thumb, dialog } = await openZoom(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
    // And opens again.
    await openZoom(page);
  });
});
