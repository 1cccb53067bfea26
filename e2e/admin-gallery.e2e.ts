// A staff member adds a photo with a caption to the gallery's Conference category, sees
// "Processing…" turn into the photo, crops it again around another focal point, finds it with its
// caption on /gallery (and in the zoom), and in Kiswahili on /sw/gallery, then puts the built-in
// pictures back. On the rooms server (its own database), desktop only.
import { contentSaid } from "../domain/staff-said/content.ts";
import { english } from "../test/support/english.ts";
import { portraitGradient } from "../test/support/photos.ts";
import { signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test.use({ site: "rooms" });

const CAPTION = "The conference room set for a workshop";
const ALT = "Rows of chairs facing a screen in a bright room";
const CAPTION_SW = "Ukumbi wa mikutano tayari kwa warsha";
const ALT_SW = "Safu za viti zikielekea skrini katika chumba angavu";

test("an admin adds a captioned photo to a gallery category and sees it on /gallery", async ({
  page,
}) => {
  // Portrait: a new focal point gives another crop.
  const photo = await portraitGradient(1200, 1800);

  await signIn(page, "admin");
  await page.goto("/admin/content");
  // The content index's card (the site's own menu has a Gallery link too).
  await page.getByRole("heading", { name: "Gallery", level: 2 }).getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Gallery", level: 1 })).toBeVisible();
  const conference = page.getByRole("region", { name: "Conference", exact: true });
  await expect(conference).toContainText("Built-in pictures (not changed yet).");
  await expectAccessible(page);
  await conference.getByLabel("Photo", { exact: true }).setInputFiles({
    name: "IMG_0101.JPG",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await conference.getByLabel("Caption", { exact: true }).last().fill(CAPTION);
  await conference
    .getByLabel("Caption in Kiswahili (empty: the English one is shown)")
    .last()
    .fill(CAPTION_SW);
  await conference.getByLabel("Alt text (what the photo shows)").fill(ALT);
  await conference
    .getByLabel(/^Alt text in Kiswahili/)
    .last()
    .fill(ALT_SW);
  // A wide crop of the photo keeps its upper part (a portrait photo keeps its top).
  await conference.getByLabel("From the top").fill("20");
  await conference.getByRole("button", { name: "Add to Conference" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: english(contentSaid.uploaded()) }),
  ).toBeVisible();
  // The page looks again while the photo is processing, until the photo shows.
  await expect(conference.getByRole("img", { name: ALT })).toHaveAttribute(
    "src",
    /^\/media\/u\/[0-9a-f]{64}-\d+\.jpg$/,
    { timeout: 30_000 },
  );
  await expect(conference).not.toContainText("Processing… it shows on the gallery in a moment.");

  // Cropped again around another point, from the kept original: the picture changes.
  const entry = conference
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: ALT }) });
  const firstCrop = await entry.getByRole("img", { name: ALT }).getAttribute("src");
  await expect(entry.getByRole("button", { name: `Save focal point: ${CAPTION}` })).toBeVisible();
  await expectAccessible(page);
  // Enter in the field saves the point (not the caption beside it).
  await entry.getByLabel("From the top").fill("90");
  await entry.getByLabel("From the top").press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: english(contentSaid.focalSaved()) }),
  ).toBeVisible();
  await expect(entry.getByRole("img", { name: ALT })).not.toHaveAttribute("src", firstCrop!, {
    timeout: 30_000,
  });
  // As saved, once the new crop shows.
  await page.reload();
  await expect(entry.getByLabel("From the top")).toHaveValue("90");
  await expect(conference).not.toContainText("Cropping again");

  await page.goto("/gallery");
  const section = page.getByRole("region", { name: "Conference", exact: true });
  await expect(section.getByRole("link")).toHaveCount(3);
  await expect(section.getByText(CAPTION)).toBeVisible();
  await section.getByRole("link", { name: `${ALT} Enlarge` }).click();
  await expect(page.getByRole("dialog", { name: CAPTION })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("img", { name: ALT })).toBeVisible();
  await page.keyboard.press("Escape");

  // The Kiswahili page words it in Kiswahili.
  await page.goto("/sw/gallery");
  const swahili = page.getByRole("region", { name: "Mikutano", exact: true });
  await expect(swahili.getByText(CAPTION_SW)).toBeVisible();
  await expect(swahili.getByRole("img", { name: ALT_SW })).toBeVisible();
  await expect(page.getByText(CAPTION)).toHaveCount(0);

  // Put the built-in pictures back.
  await page.goto("/admin/content/gallery");
  await page.getByRole("button", { name: "Use the built-in pictures for Conference" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: english(contentSaid.galleryReset()) }),
  ).toBeVisible();
  await page.goto("/gallery");
  await expect(
    page.getByRole("region", { name: "Conference", exact: true }).getByRole("link"),
  ).toHaveCount(2);
  await expect(page.getByText(CAPTION)).toHaveCount(0);
});
