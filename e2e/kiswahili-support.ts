// What the Kiswahili pages' tests share, and what they look for: English sentences of the English catalog in what a
// reader and a screen reader get from a page.
import { expect, type Page } from "@playwright/test";
import { motelDate } from "../domain/time.ts";
import { CATALOGS, STAFF_NAMESPACES, type Namespace } from "../i18n/catalogs.ts";

/** Today in Gilgil, where the tests' stays start from. */
export const today = () => motelDate(new Date());

/** The page's scripts run: the navbar's menu button shows its label (in the page's language). */
export async function hydrated(page: Page, menu = "Menyu") {
  await expect(page.locator("button.navbar__toggle")).toHaveText(menu);
}

/**
 * Every run of three or more words in the English catalog's messages (placeholders and tags
 * removed): a Kiswahili page must show none of them.
 */
export function englishPhrases(): string[] {
  const phrases = new Set<string>();
  const staff = new Set<Namespace>(STAFF_NAMESPACES);
  for (const [name, namespace] of Object.entries(CATALOGS.en)) {
    if (staff.has(name as Namespace)) continue; // staff pages are English, never under /sw
    for (const text of Object.values(namespace)) {
      const plain = text
        .replace(/\{[^{}]*\{[^{}]*\}[^{}]*\}/g, " | ") // plural and select bodies
        .replace(/\{[^{}]*\}|<\/?\w+>/g, " | ");
      for (const piece of plain.split(/[|.:?!,()]/)) {
        const words = piece.trim().split(/\s+/).filter(Boolean);
        if (words.length >= 3) phrases.add(words.join(" "));
      }
    }
  }
  return [...phrases];
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
