import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstScreen, STARTER } from "./scripts-after-first-screen.ts";

// As React Router writes a page: preloads in the head, one inline module script in the body.
const PAGE =
  '<head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/site.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/home.js" nonce="n1"/></head><body><p>Karibu — café ☕</p>' +
  '<script nonce="n1">window.a = 1 < 2;</script>' +
  '<script nonce="n1" type="module" async="">import "/assets/site.js";</script></body>';
const HELD =
  '<head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link data-preload-later href="/assets/site.js" nonce="n1"/>' +
  '<link data-preload-later href="/assets/home.js" nonce="n1"/></head><body><p>Karibu — café ☕</p>' +
  '<script nonce="n1">window.a = 1 < 2;</script>' +
  `<script nonce="n1">${STARTER}</script>` +
  '<script nonce="n1" type="text/plain" data-after-first-screen>import "/assets/site.js";</script></body>';

/** The page cut into pieces of `size` bytes, as a stream may deliver it. */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return text(Readable.from(pieces).pipe(scriptsAfterFirstScreen()));
}

describe("scriptsAfterFirstScreen", () => {
  it("holds every preload and the module script behind the starter, and changes nothing else", async () => {
    expect(await through(PAGE, PAGE.length)).toBe(HELD);
  });

  it("finds a tag cut anywhere, and keeps characters cut between their bytes whole", async () => {
    for (const size of [1, 2, 3, 5, 7, 13, 24, 25, 26, 64, 100]) {
      expect(await through(PAGE, size)).toBe(HELD);
    }
  });

  it("holds a module script without a nonce (a cached page's render) the same way", async () => {
    const page = '<script type="module" async="">import "/a.js";</script>';
    expect(await through(page, 3)).toBe(
      `<script>${STARTER}</script><script type="text/plain" data-after-first-screen>import "/a.js";</script>`,
    );
  });

  it("passes on a page without scripts, its unfinished end included", async () => {
    expect(await through('<p>a <link rel="modul', 4)).toBe('<p>a <link rel="modul');
    expect(await through("<p>1 < 2", 1)).toBe("<p>1 < 2");
  });

  it("does not hold back a long run of text after a stray <", async () => {
    const stream = scriptsAfterFirstScreen();
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    const long = `<p>1 < 2 ${"x".repeat(300)}`;
    stream.write(Buffer.from(long));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.join("")).toBe(long);
    stream.end();
  });

  it("starts the page's scripts once: a preload each, then the held script as a module", () => {
    expect(STARTER).toContain('link.rel = "modulepreload"');
    expect(STARTER).toContain('script.type = "module"');
    expect(() => new Function(STARTER)).not.toThrow(); // the page's copy parses
  });
});
