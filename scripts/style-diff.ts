// `npm run style-diff -- <an earlier build's stylesheet>`: every element's computed style, with
// ::before and ::after, on the public pages and signed-in staff pages at a phone's width and a
// desktop's, once under the stylesheet the current build serves and once under the earlier one
// (served in its place: app-*.css for build/client/assets/app-OLD.css). A carve of a stylesheet
// that keeps the cascade prints no difference. Needs a build; the embedded database, no settings.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { createStaffAccount, signInStaff, startBuiltServer } from "../test/support/server.ts";
import { comparedPages, openSettled, readerContext } from "./compared-pages.ts";

const earlier = process.argv[2];
if (!earlier) {
  console.error("Usage: npm run style-diff -- <path of an earlier build's stylesheet>");
  process.exit(2);
}
const earlierCss = readFileSync(earlier, "utf8");
const asset = new RegExp(`/assets/${path.basename(earlier).split("-")[0]}-[\\w-]+\\.css$`);

const PAGES = comparedPages("STYLE_DIFF_PAGES");
const WIDTHS = [390, 1280];

type Styles = Record<string, Record<string, string>>;

async function stylesOf(
  browser: Browser,
  url: string,
  width: number,
  cookie: string | null,
  css: string | null,
): Promise<Styles> {
  const context = await readerContext(browser, url, width, cookie);
  try {
    const page = await context.newPage();
    if (css !== null) {
      await page.route(asset, (route) =>
        route.fulfill({ status: 200, contentType: "text/css", body: css }),
      );
    }
    await openSettled(page, url);
    return await page.evaluate(() => {
      const out: Record<string, Record<string, string>> = {};
      [...document.querySelectorAll("*")].forEach((element, index) => {
        const props: Record<string, string> = {};
        for (const pseudo of [null, "::before", "::after"]) {
          const style = getComputedStyle(element, pseudo);
          if (pseudo && (style.content === "none" || style.content === "normal")) continue;
          for (let i = 0; i < style.length; i++) {
            props[(pseudo ?? "") + style[i]] = style.getPropertyValue(style[i]!);
          }
        }
        out[`${index} ${element.tagName.toLowerCase()}.${element.className}`] = props;
      });
      return out;
    });
  } finally {
    await context.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "style-diff-"));
const staff = { email: "styles@motel.test", name: "Styles", password: "a long passphrase here" };
createStaffAccount({ DATA_DIR: dataDir }, { ...staff, role: "admin" });
const server = await startBuiltServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
let elements = 0;
let differences = 0;
try {
  const cookie = await signInStaff(server, staff);
  for (const width of WIDTHS) {
    for (const address of PAGES) {
      const url = server.url + address;
      const signedIn = address.startsWith("/admin") ? cookie : null;
      const before = await stylesOf(browser, url, width, signedIn, earlierCss);
      const now = await stylesOf(browser, url, width, signedIn, null);
      let here = 0;
      for (const key of new Set([...Object.keys(before), ...Object.keys(now)])) {
        const [a = {}, b = {}] = [before[key], now[key]];
        for (const prop of new Set([...Object.keys(a), ...Object.keys(b)])) {
          if (a[prop] === b[prop]) continue;
          if (here < 10) console.log(`  ${key} ${prop}: ${a[prop]} -> ${b[prop]}`);
          here++;
        }
      }
      elements += Object.keys(now).length;
      differences += here;
      console.log(
        `${width}px ${address}: ${Object.keys(now).length} elements, ${here} differences`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${elements} elements compared, ${differences} differences`);
process.exitCode = differences === 0 ? 0 : 1;
