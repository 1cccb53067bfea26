// `npm run screens-diff -- <an earlier checkout, built>`: the public pages and signed-in staff
// pages (scripts/compared-pages.ts) at a phone's width and a desktop's, shot whole under the
// earlier checkout's server and under this one, each on a fresh embedded database of its own
// version, and compared pixel by pixel. Prints each page's differing pixels and writes both
// shots of a page that differs to SCREENS_DIFF_OUT (default /tmp/screens-diff). Make the earlier
// checkout with `git worktree add <dir> <commit>`, link node_modules into it, `npm run build`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import sharp from "sharp";
import * as current from "../test/support/server.ts";
import { comparedPages, openSettled, readerContext } from "./compared-pages.ts";

type ServerSupport = typeof current;

const earlierRoot = process.argv[2];
if (!earlierRoot) {
  console.error("Usage: npm run screens-diff -- <directory of an earlier checkout, built>");
  process.exit(2);
}
// The earlier checkout's own way to start its server and make its staff account (its schema).
const earlier = (await import(
  path.resolve(earlierRoot, "test/support/server.ts")
)) as ServerSupport;
const out = process.env.SCREENS_DIFF_OUT ?? "/tmp/screens-diff";
mkdirSync(out, { recursive: true });
const PAGES = comparedPages("SCREENS_DIFF_PAGES");
const WIDTHS = [390, 1280];
const staff = { email: "screens@motel.test", name: "Screens", password: "a long passphrase here" };

async function started(support: ServerSupport) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "screens-diff-"));
  support.createStaffAccount({ DATA_DIR: dataDir }, { ...staff, role: "admin" });
  // One public address for both: the launch checklist names it (a port would differ).
  const server = await support.startBuiltServer({
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:8080",
  });
  const cookie = await support.signInStaff(server, staff);
  return { server, cookie, dataDir };
}

async function shot(browser: Browser, url: string, width: number, cookie: string | null) {
  const context = await readerContext(browser, url, width, cookie);
  try {
    const page = await context.newPage();
    await openSettled(page, url);
    return await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
  } finally {
    await context.close();
  }
}

/** Pixels that differ (a different size counts every pixel of the larger). */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  if (a.equals(b)) return 0;
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (x!.info.width !== y!.info.width || x!.info.height !== y!.info.height) {
    return Math.max(x!.info.width * x!.info.height, y!.info.width * y!.info.height);
  }
  let count = 0;
  for (let i = 0; i < x!.data.length; i += 4) {
    if (x!.data.readUInt32LE(i) !== y!.data.readUInt32LE(i)) count++;
  }
  return count;
}

const before = await started(earlier);
const now = await started(current);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
let shots = 0;
let differing = 0;
try {
  for (const width of WIDTHS) {
    for (const address of PAGES) {
      const staffPage = address.startsWith("/admin");
      const a = await shot(
        browser,
        before.server.url + address,
        width,
        staffPage ? before.cookie : null,
      );
      const b = await shot(browser, now.server.url + address, width, staffPage ? now.cookie : null);
      const pixels = await differingPixels(a, b);
      shots++;
      if (pixels > 0) {
        differing++;
        const name = `${width}${address.replace(/[^\w]+/g, "_")}`;
        writeFileSync(path.join(out, `${name}-before.png`), a);
        writeFileSync(path.join(out, `${name}-now.png`), b);
      }
      console.log(`${width}px ${address}: ${pixels} pixels differ`);
    }
  }
} finally {
  await browser.close();
  for (const side of [before, now]) {
    await side.server.stop();
    rmSync(side.dataDir, { recursive: true, force: true });
  }
}
console.log(`${shots} pages compared, ${differing} differ${differing ? ` (shots in ${out})` : ""}`);
process.exitCode = differing === 0 ? 0 : 1;
