// A page's scripts wait until its first screen is drawn (decision 022): the picture a guest is
// waiting for gets the network first, and a key or a tap starts the scripts at once.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Holds the room page's main picture until `release` is called; `asked` once it is requested. */
async function holdPicture(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAsked!: () => void;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.route(/\/media\/images\/room-deluxe-\d+\.(avif|webp|jpg)$/, async (route) => {
    markAsked();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** Every script the page asks for, as it asks. */
function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (/^\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  return scripts;
}

/**
 * The page's clock, paused: its frames and timers move only when the test moves them, so the
 * starter's 2.5 s fallback cannot fire while the test holds the picture however slow the machine.
 */
async function pausedClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** A few frames of the page's clock go by (the starter's wait for a painted frame included). */
const framesGoBy = (page: Page) => page.clock.runFor(100);

/** Moves the clock a frame at a time until the page's scripts have run. */
async function untilScriptsRun(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return page.locator("html[data-hydrated]").count();
    })
    .toBe(1);
}

/**
 * Opens the room page on a paused clock with its picture held, and lets frames go by: no script
 * has been asked for yet. Gives the scripts asked for since and the held picture.
 */
async function openWithPictureHeld(page: Page) {
  await pausedClock(page);
  const scripts = scriptsAskedFor(page);
  const picture = await holdPicture(page);
  await page.goto("/room/deluxe", { waitUntil: "domcontentloaded" });
  await picture.asked;
  await framesGoBy(page);
  expect(scripts).toEqual([]);
  return { scripts, picture };
}

test("a room page asks for its scripts once its picture is in, then becomes interactive", async ({
  page,
}) => {
  const { scripts, picture } = await openWithPictureHeld(page);
  // The page reads already (drawn by the server); its scripts wait for the picture, and the
  // buttons only they handle wait with them.
  await expect(page.getByRole("heading", { level: 1, name: "Deluxe Room" })).toBeVisible();
  const next = page.getByRole("button", { name: "Next slide" });
  await expect(next).toBeHidden();
  expect(scripts).toEqual([]); // still none, the page's heading and buttons checked
  picture.release();
  await untilScriptsRun(page);
  expect(scripts.length).toBeGreaterThan(2);
  await expect(next).toBeVisible();
});

test("a key pressed before the picture is in starts the scripts at once", async ({ page }) => {
  const { scripts, picture } = await openWithPictureHeld(page);
  await page.keyboard.press("Tab");
  await untilScriptsRun(page);
  expect(scripts.length).toBeGreaterThan(2);
  picture.release();
});
