// For `BENCH_UPLOADS=1 npm run bench`: real-size photos (4000 × 3000, with detail to encode, not
// flat colour) uploaded through /admin/content/photos before Lighthouse runs, so the figures are
// those of a site with the owner's photos, not only the small built-in backgrounds.
import sharp from "sharp";
import { IMAGE_SLOTS } from "../content/images.ts";
import { signInStaff, type RunningServer } from "../test/support/server.ts";

export const BENCH_ADMIN = {
  email: "bench@motel.test",
  name: "Bench",
  password: "bench passphrase 2026",
};

/** A photo-like picture: a gradient with soft noise, as a phone's JPEG (about 2 to 4 MB). */
async function realSizePhoto(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 },
    },
  })
    .raw()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed * 37} 50% 35%)"/><stop offset="1" stop-color="hsl(${seed * 37 + 60} 45% 70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Uploads a photo to every slot and waits until all are processed. */
export async function uploadRealSizePhotos(server: RunningServer): Promise<void> {
  const cookie = await signInStaff(server, BENCH_ADMIN);
  const slots = Object.keys(IMAGE_SLOTS);
  for (const [index, slot] of slots.entries()) {
    const form = new FormData();
    form.append("slot", slot);
    form.append("alt", IMAGE_SLOTS[slot as keyof typeof IMAGE_SLOTS].alt);
    form.append("file", new Blob([new Uint8Array(await realSizePhoto(index))]));
    const response = await fetch(`${server.url}/admin/content/photos`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    if (response.status !== 200) throw new Error(`upload of ${slot}: ${response.status}`);
  }
  const started = Date.now();
  for (;;) {
    const html = await (
      await fetch(`${server.url}/admin/content/photos`, { headers: { Cookie: cookie } })
    ).text();
    if (!html.includes("Processing…")) break;
    if (Date.now() - started > 15 * 60_000) throw new Error("photos still processing");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`${slots.length} real-size photos processed in ${Date.now() - started} ms`);
}
