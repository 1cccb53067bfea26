// Lighthouse, mobile defaults (simulated slow 4G, mid-range phone), on Debian's Chromium against
// the production build. Prints the four category scores, LCP, CLS, TBT and bytes transferred
// (JavaScript and total) per page: the median of RUNS runs. Needs `npm run build` first.
// BENCH_CPU=10 slows the simulated CPU 10× instead of Lighthouse's 4× (a low-end Android phone).
// BENCH_BLOCK=pattern,pattern blocks the requests those URL patterns match (Lighthouse's
// blockedUrlPatterns): `BENCH_BLOCK='*/assets/*.js'` measures what a page costs without its
// script files, the part of its blocking time that no change to the scripts can take away.
// The last row is the bare React Router floor's page (bench/floor, built here), measured in the
// same run, so the site's figures read as a ratio on any machine.
// Usage: npm run bench [-- /path ...]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { createStaffAccount, startBuiltServer } from "../test/support/server.ts";
import { BENCH_ADMIN, uploadRealSizePhotos } from "./uploaded-photos.ts";
import { buildFloor } from "./floor/build.ts";
import { startFloor } from "./floor/serve.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = process.env.BENCH_CPU ? Number(process.env.BENCH_CPU) : undefined;
const BLOCKED = (process.env.BENCH_BLOCK ?? "")
  .split(",")
  .map((pattern) => pattern.trim())
  .filter(Boolean);
const pages =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ["/", "/accommodation", "/room/deluxe", "/gallery", "/contact"];
const resultsDir = path.resolve(import.meta.dirname, "results");
mkdirSync(resultsDir, { recursive: true });

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  totalKb: number;
};

type NetworkItem = { resourceType?: string; transferSize?: number };

// BENCH_UPLOADS=1: every slot shows an uploaded real-size photo (bench/uploaded-photos.ts).
const withUploads = process.env.BENCH_UPLOADS === "1";
const dataDir = mkdtempSync(path.join(tmpdir(), "motel-bench-"));
if (withUploads) createStaffAccount({ DATA_DIR: dataDir }, BENCH_ADMIN);
const server = await startBuiltServer({ DATA_DIR: dataDir });
buildFloor();
const floor = await startFloor();
if (withUploads) await uploadRealSizePhotos(server);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-dev-shm-usage",
  ],
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

try {
  const rows: Record<string, Figures> = {};
  const targets = [
    ...pages.map((page) => ({ label: page, url: `${server.url}${page}` })),
    { label: "floor /", url: `${floor.url}/` },
  ];
  for (const { label: page, url } of targets) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error" },
        CPU_SLOWDOWN || BLOCKED.length > 0
          ? {
              extends: "lighthouse:default",
              settings: {
                ...(CPU_SLOWDOWN && { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
                ...(BLOCKED.length > 0 && { blockedUrlPatterns: BLOCKED }),
              },
            }
          : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const requests = (
        audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined
      )?.items;
      const bytes = (filter: (item: NetworkItem) => boolean) =>
        (requests ?? []).filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      runs.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
        fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        jsKb: Number((bytes((i) => i.resourceType === "Script") / 1024).toFixed(1)),
        totalKb: Number((bytes(() => true) / 1024).toFixed(1)),
      });
      const name = `${page.replace(/\W+/g, "_") || "_"}-${run + 1}.json`;
      writeFileSync(path.join(resultsDir, name), JSON.stringify(result.lhr, null, 1));
      // Failed audits, so a score below 100 says why.
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
        .map((a) => a.id);
      if (failing.length > 0)
        console.log(`  ${page} run ${run + 1}: failing audits: ${failing.join(", ")}`);
    }
    rows[page] = Object.fromEntries(
      (Object.keys(runs[0]!) as (keyof Figures)[]).map((key) => [
        key,
        median(runs.map((r) => r[key])),
      ]),
    ) as Figures;
  }
  const cpu = CPU_SLOWDOWN ? `, CPU slowed ${CPU_SLOWDOWN}x` : "";
  const blocked = BLOCKED.length > 0 ? `, blocked ${BLOCKED.join(" ")}` : "";
  console.log(`\nLighthouse ${RUNS}x per page, mobile defaults${cpu}${blocked}; medians:`);
  console.table(rows);
} finally {
  chrome.kill();
  await floor.stop();
  await server.stop();
}
