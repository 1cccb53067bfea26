// On a phone, no public page is wider than the screen, in English or in Kiswahili (whose words run
// longer): a guest never scrolls sideways to read a line. The other tests of what a Kiswahili
// page says run on desktop; this is the width check they would otherwise make on a phone.
import { SITEMAP_PATHS } from "../app/seo.ts";
import { hasSwahili, pathIn } from "../i18n/locales.ts";
import { expect, test } from "./fixtures.ts";

const PATHS = SITEMAP_PATHS.flatMap((path) =>
  hasSwahili(path) ? [path, pathIn("sw", path)] : [path],
);

// The phone project only (playwright.config.ts).
test("no public page scrolls sideways on a phone, in English or in Kiswahili", async ({ page }) => {
  // Every public page in both languages opened and hydrated in turn (about 2 s each on a busy
  // 2-core machine).
  test.setTimeout(180_000);
  const wider: string[] = [];
  for (const path of PATHS) {
    await page.goto(path);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
      // The widest element's right edge, in case a page hides the overflow rather than scroll.
      widest: Math.max(
        ...[...document.body.querySelectorAll<HTMLElement>("main *, header *, footer *")]
          .filter(
            (element) => !element.closest("[data-carousel], .carousel, [aria-roledescription]"),
          )
          .map((element) => element.getBoundingClientRect().right),
      ),
    }));
    if (widths.page > widths.screen) wider.push(`${path}: ${widths.page}px`);
    if (widths.widest > widths.screen + 1) wider.push(`${path}: an element to ${widths.widest}px`);
  }
  expect(wider, `pages wider than the phone's ${page.viewportSize()?.width}px`).toEqual([]);
});
