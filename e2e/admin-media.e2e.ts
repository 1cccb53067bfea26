// A staff member replaces the hero photo from a phone: uploads it with its alt text, sees
// "Processing…" turn into the uploaded photo, and finds it on the home page without a restart;
// then puts the built-in picture back. On the rooms server (its own database), phone only, so no
// other test sees the hero change.
import sharp from "sharp";
import { contentSaid } from "../domain/staff-said/content.ts";
import { english } from "../test/support/english.ts";
import { signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test.use({ site: "rooms" });

test("an admin replaces the hero photo from a phone and sees it on the home page", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the phone-sized window is the case here");
  const photo = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 180, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();

  await signIn(page, "admin");
  await page.goto("/admin/content/photos");
  await expect(page.getByRole("heading", { name: "Photos", level: 1 })).toBeVisible();
  await expectAccessible(page);
  const hero = page.locator("#slot-hero");
  await expect(hero).toContainText("Built-in picture");
  // Each photo is headed by its place on the site, in words, not by its key.
  await expect(hero.getByRole("heading", { level: 2 })).toHaveText("Home page: top picture");
  await expect(page.locator("#slot-room-standard_double-2 h2")).toHaveText("Twin Room, photo 2");
  await hero.getByLabel("Photo", { exact: true }).setInputFiles({
    name: "IMG_0042.JPG",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await hero.getByLabel("Alt text (what the photo shows)").fill("Our front entrance at night");
  // The Kiswahili field starts empty: the built-in picture's words describe that picture.
  const altSw = hero.getByLabel(/^Alt text in Kiswahili/);
  await expect(altSw).toHaveValue("");
  await altSw.fill("Mlango wetu wa mbele usiku");
  await hero.getByRole("button", { name: "Upload for Home page: top picture" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: english(contentSaid.uploaded()) }),
  ).toBeVisible();
  // The page looks again while the photo is processing.
  await expect(hero).toContainText("Uploaded photo", { timeout: 30_000 });
  // Kept with the photo (Kiswahili pages read it: server/media/photos.test.ts).
  await page.reload();
  await expect(altSw).toHaveValue("Mlango wetu wa mbele usiku");

  await page.goto("/");
  const poster = page.locator(".hero__poster img");
  await expect(poster).toHaveAttribute("src", /^\/media\/u\/[0-9a-f]{64}-1280\.jpg$/);
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // A link to the site shared on WhatsApp previews the new photo too.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/media\/u\/[0-9a-f]{64}-1280\.webp$/,
  );

  // Put the built-in picture back.
  await page.goto("/admin/content/photos");
  await page
    .locator("#slot-hero")
    .getByRole("button", { name: "Use the built-in picture" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: english(contentSaid.photoReset()) }),
  ).toBeVisible();
  await page.goto("/");
  await expect(page.locator(".hero__poster img")).toHaveAttribute("src", /^\/media\/images\//);
});
