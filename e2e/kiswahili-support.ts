// What the Kiswahili pages' tests share, and what they look for: English sentences of the English
// catalog (test/support/english.ts) in what a reader and a screen reader get from a page.
import { expect, type Page } from "@playwright/test";
import { motelDate } from "../domain/time.ts";

/** Today in Gilgil, where the tests' stays start from. */
export const today = () => motelDate(new Date());

/** The page's scripts run: the navbar's menu button shows its label (in the page's language). */
export async function hydrated(page: Page, menu = "Menyu") {
  await expect(page.locator("button.navbar__toggle")).toHaveText(menu);
}

/** What a reader and a screen reader get: the text and the labels of the page. */
export async function everythingReadable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")]
      .flatMap((el) =>
        ["aria-label", "alt", "title", "placeholder"].map((name) => el.getAttribute(name) ?? ""),
      )
      .join("\n");
    return `${document.title}\n${document.body.innerText}\n${labels}`.replace(/\s+/g, " ");
  });
}
