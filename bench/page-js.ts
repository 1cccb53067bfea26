// The JavaScript a page makes the browser load, compressed as the server sends it: the module
// scripts and modulepreloads its HTML names, fetched with Accept-Encoding as a browser would.
// Quicker than Lighthouse and steady from run to run (no network simulation), for comparing
// builds. Needs `npm run build` first. Usage: npm run bench:js [-- /path ...]
// The last row is the bare React Router floor (bench/floor, built here): the least a React Router
// page of the same versions ships, so the site's figures read as a ratio on any machine.
import { mkdtempSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { startBuiltServer } from "../test/support/server.ts";
import { buildFloor } from "./floor/build.ts";
import { startFloor } from "./floor/serve.ts";

const pages =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ["/", "/accommodation", "/room/deluxe", "/gallery", "/contact", "/book"];

/**
 * The scripts an HTML page loads without a click: module scripts, modulepreloads (held until the
 * first screen is drawn or not) and inline imports.
 */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(
    /<link[^>]+(?:rel="modulepreload"|data-preload-later)[^>]*href="([^"]+)"/g,
  ))
    found.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g))
    found.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  return [...found];
}

/** Bytes on the wire (node:http leaves the body compressed, unlike fetch). */
function transferred(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "gzip, br" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    }).on("error", reject);
  });
}

type Row = { scripts: number; "JS KB": number };

async function measure(origin: string, page: string): Promise<Row> {
  const html = await (await fetch(`${origin}${page}`)).text();
  const scripts = scriptsOf(html);
  let bytes = 0;
  for (const script of scripts) bytes += await transferred(new URL(script, origin).href);
  return { scripts: scripts.length, "JS KB": Number((bytes / 1024).toFixed(1)) };
}

buildFloor();
const server = await startBuiltServer({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "motel-bench-js-")),
});
const floor = await startFloor();
try {
  const rows: Record<string, Row> = {};
  for (const page of pages) rows[page] = await measure(server.url, page);
  rows["floor /"] = await measure(floor.url, "/");
  console.table(rows);
} finally {
  await floor.stop();
  await server.stop();
}
