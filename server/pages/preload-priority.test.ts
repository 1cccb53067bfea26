import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "./preload-priority.ts";

const HEAD =
  '<head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/site.js"/>' +
  '<link rel="modulepreload" href="/assets/home.js"/></head><p>Karibu — café ☕</p>';
const LOW =
  '<head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/site.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/home.js"/></head><p>Karibu — café ☕</p>';

/** The page cut into pieces of `size` bytes, as a stream may deliver it. */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return text(Readable.from(pieces).pipe(lowPriorityPreloads()));
}

describe("lowPriorityPreloads", () => {
  it("asks for every script preload at low priority, and changes nothing else", async () => {
    expect(await through(HEAD, HEAD.length)).toBe(LOW);
  });

  it("finds a tag cut anywhere, and keeps characters cut between their bytes whole", async () => {
    for (const size of [1, 2, 3, 5, 7, 13, 24, 25, 26, 64]) {
      expect(await through(HEAD, size)).toBe(LOW);
    }
  });

  it("passes on a page without preloads, its end included", async () => {
    expect(await through('<p>a <link rel="modul', 4)).toBe('<p>a <link rel="modul');
  });
});
