// Uploads over real HTTP on the built server: each accepted photo type is processed into the
// slot's variants and shown; HEIC, SVG and an oversize file are refused with a sentence; no EXIF
// (GPS) reaches any output; a 50-megapixel photo is processed (peak RSS reported); a photo that
// fails to process leaves the old one shown; documents and the video replace the built-in files.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSaid } from "../../domain/staff-said/content.ts";
import { english } from "../../test/support/english.ts";
import { MAX_PHOTO_BYTES } from "../../domain/media.ts";
import { httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import {
  type RunningServer,
  type StaffServer,
  startStaffServer,
} from "../../test/support/server.ts";

const OWNER = { email: "owner@motel.test", name: "Grace", password: "owner passphrase 2026" };

const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

/** Peak resident memory of a process in MB (Linux: VmHWM). */
function peakRssMb(pid: number): number {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Math.round(Number(line![1]) / 1024);
}

async function photo(format: "jpeg" | "png" | "webp" | "avif", width = 1600, height = 1000) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 110 } },
  })
    .toFormat(format)
    .toBuffer();
}

describe.each(httpSuiteDatabaseKind())("uploaded media on %s", (kind) => {
  let suite: StaffServer | undefined;
  let server: RunningServer;
  let cookie = "";
  let startPeak = 0;

  beforeAll(async () => {
    suite = await startStaffServer(kind, "media-http", { ...OWNER, role: "admin" });
    ({ server, cookie } = suite);
    startPeak = peakRssMb(server.process.pid!);
    console.log(`server peak RSS after start: ${startPeak} MB`);
  }, 120_000);
  afterAll(async () => {
    await suite?.stop();
  });

  const post = async (path: string, fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    return { status: response.status, html: await response.text() };
  };
  const upload = (slot: string, bytes: Buffer, extra: Record<string, string> = {}) =>
    post("/admin/content/photos", {
      slot,
      alt: `A photo for ${slot}`,
      file: new Blob([new Uint8Array(bytes)]),
      ...extra,
    });
  const adminPage = async () =>
    (await fetch(`${server.url}/admin/content/photos`, { headers: { Cookie: cookie } })).text();
  /** The slot's card on the admin page (its picture, status and forms). */
  const card = async (slot: string) => {
    const html = await adminPage();
    const start = html.indexOf(`id="slot-${slot}"`);
    return html.slice(start, html.indexOf("</li>", start));
  };
  const shownSource = async (slot: string) => /<img src="([^"]+)"/.exec(await card(slot))?.[1];
  const uploadedFiles = async (slot: string) =>
    [...(await card(slot)).matchAll(/(\/media\/u\/[0-9a-f]{64}-\d+\.(?:avif|webp|jpg))/g)].map(
      (m) => m[1]!,
    );
  const processed = (slot: string) =>
    expect
      .poll(async () => (await shownSource(slot)) ?? "", { timeout: 60_000, interval: 200 })
      .toMatch(/^\/media\/u\//);

  it.each(["jpeg", "png", "webp", "avif"] as const)(
    "takes a %s photo, processes it and shows it in place of the built-in picture",
    async (format) => {
      const slot = { jpeg: "about", png: "reception", webp: "lounge", avif: "gym" }[format];
      const { status, html } = await upload(slot, await photo(format));
      expect(status).toBe(200);
      expect(html).toContain(escaped(english(contentSaid.uploaded())));
      await processed(slot);
      const files = [...new Set(await uploadedFiles(slot))];
      // Three widths in AVIF and WebP, and one JPEG.
      expect(files).toHaveLength(7);
      for (const file of files) {
        const response = await fetch(`${server.url}${file}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toContain("immutable");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        const ext = file.split(".").pop()!;
        expect(response.headers.get("content-type")).toBe(
          { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[ext],
        );
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.width).toBe(Number(/-(\d+)\./.exec(file)![1]));
      }
    },
    90_000,
  );

  it("refuses an iPhone HEIC with how to send a JPEG, and SVG or HTML as not a photo", async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic"),
      Buffer.alloc(2000, 7),
    ]);
    const refusedHeic = await upload("hero", heic);
    expect(refusedHeic.status).toBe(415);
    expect(refusedHeic.html).toContain(escaped(english(contentSaid.heic())));
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>${" ".repeat(100)}</svg>`,
    );
    const refusedSvg = await upload("hero", svg);
    expect(refusedSvg.status).toBe(415);
    expect(refusedSvg.html).toContain(escaped(english(contentSaid.notAnImage())));
  });

  it("refuses a file of 20 MB and 1 byte with 413 and a sentence", async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const { status, html } = await upload("hero", big);
    expect(status).toBe(413);
    expect(html).toContain(english(contentSaid.tooLarge(20)));
  });

  it("strips EXIF and GPS from every output", async () => {
    const withGps = await sharp(await photo("jpeg"))
      .withExif({
        IFD0: { Make: "PhoneCo", Model: "Secret Phone" },
        IFD3: { GPSLatitudeRef: "S", GPSLatitude: "0/1 30/1 0/1" },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    expect((await upload("terrace", withGps)).status).toBe(200);
    await processed("terrace");
    for (const file of new Set(await uploadedFiles("terrace"))) {
      const bytes = Buffer.from(await (await fetch(`${server.url}${file}`)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(bytes.includes("Secret Phone"), file).toBe(false);
    }
  }, 60_000);

  it("processes a 50-megapixel photo within this machine's memory", async () => {
    const huge = await sharp({
      create: { width: 8660, height: 5774, channels: 3, background: { r: 200, g: 180, b: 90 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const before = peakRssMb(server.process.pid!);
    expect((await upload("hero", huge)).status).toBe(200);
    await processed("hero");
    const after = peakRssMb(server.process.pid!);
    console.log(`50 MP photo: server peak RSS ${before} MB before, ${after} MB after`);
    // The embedded database alone makes the start's peak; decoding must add far less than that.
    expect(after - startPeak).toBeLessThan(512);
  }, 120_000);

  it("keeps the old photo when a new upload fails to process, and tells staff why", async () => {
    await processed("about");
    const old = await shownSource("about");
    // A JPEG's first bytes, then nothing a decoder can read.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 1)]);
    expect((await upload("about", broken, { alt: "Words of the broken upload" })).status).toBe(200);
    await expect
      .poll(async () => card("about"), { timeout: 30_000, interval: 200 })
      .toContain(
        escaped(
          `This photo could not be processed (${english(contentSaid.undecodable())}). The old photo stays.`,
        ),
      );
    expect(await shownSource("about")).toBe(old);
    // The photo still shown keeps its own alt text (every page's data names the slots' photos).
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain("A photo for about");
    expect(home).not.toContain("Words of the broken upload");
  }, 60_000);

  it("crops the kept original again around a new focal point, without a new file", async () => {
    await processed("lounge");
    const old = await shownSource("lounge");
    const { status, html } = await post("/admin/content/photos", {
      slot: "lounge",
      intent: "focal",
      alt: "Sofas in the lounge",
      focalX: "10",
      focalY: "90",
    });
    expect(status).toBe(200);
    expect(html).toContain(escaped(english(contentSaid.focalSaved())));
    // Remade from the kept original: the card shows the new point, and no longer "Processing…".
    await expect
      .poll(
        async () => {
          const html = await card("lounge");
          return html.includes('value="10"') && !html.includes("Processing…");
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    expect(await card("lounge")).not.toContain("could not be processed");
    expect(await shownSource("lounge")).toMatch(/^\/media\/u\//);
    expect(old).toBeDefined();
  }, 60_000);

  it("receives at most three uploads at once: a fourth is asked to try again", async () => {
    const boundary = "----flood";
    const text = (value: string) => new TextEncoder().encode(value);
    const releases: (() => void)[] = [];
    const slow = Array.from({ length: 3 }, () => {
      const gate = new Promise<void>((resolve) => releases.push(resolve));
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(
            text(
              `--${boundary}\r\nContent-Disposition: form-data; name="slot"\r\n\r\nhero\r\n` +
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
                `Content-Type: image/jpeg\r\n\r\n`,
            ),
          );
          controller.enqueue(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(100).fill(0)]));
          await gate;
          controller.enqueue(text(`\r\n--${boundary}--\r\n`));
          controller.close();
        },
      });
      return fetch(`${server.url}/admin/content/photos`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: "half",
      } as RequestInit);
    });
    await expect
      .poll(async () => {
        const fourth = await post("/admin/content/photos", { slot: "hero", alt: "" });
        return fourth.status === 503 && fourth.html.includes(escaped(english(contentSaid.busy())));
      })
      .toBe(true);
    for (const release of releases) release();
    for (const response of await Promise.all(slow)) expect(response.status).toBe(400);
  }, 60_000);

  it("replaces the menu PDF (checked to be a PDF) and turns the video off", async () => {
    const notPdf = await post("/admin/content/documents", {
      key: "menu",
      file: new Blob(["<html>not a pdf</html>".padEnd(100)]),
    });
    expect(notPdf.status).toBe(415);
    const pdf = "%PDF-1.4\n% our own menu\n".padEnd(200, " ");
    expect(
      (await post("/admin/content/documents", { key: "menu", file: new Blob([pdf]) })).status,
    ).toBe(200);
    const menu = await fetch(`${server.url}/media/documents/menu.pdf`);
    expect(menu.headers.get("content-type")).toBe("application/pdf");
    expect(await menu.text()).toBe(pdf);

    expect((await post("/admin/content/video", { intent: "none" })).status).toBe(200);
    const home = await (await fetch(server.url)).text();
    expect(home).not.toContain("<video");
    expect((await fetch(`${server.url}/media/hero.mp4`)).status).toBe(404);
  });

  it("serves an uploaded video by byte ranges", async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypisom\0\0\0\0isomavc1"),
      Buffer.alloc(4000, 3),
    ]);
    expect(
      (await post("/admin/content/video", { file: new Blob([new Uint8Array(mp4)]) })).status,
    ).toBe(200);
    const home = await (await fetch(server.url)).text();
    const src = /\/media\/u\/[0-9a-f]{64}\.mp4/.exec(home)?.[0];
    expect(src).toBeDefined();
    const part = await fetch(`${server.url}${src}`, { headers: { Range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-9/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(mp4.subarray(0, 10));
  });

  it("answers 404 to a name that is not a stored file", async () => {
    for (const name of [
      "0".repeat(64) + ".jpg",
      "../../etc/passwd",
      "x.svg",
      "a".repeat(64) + ".html",
    ])
      expect((await fetch(`${server.url}/media/u/${name}`)).status).toBeGreaterThanOrEqual(400);
  });
});
