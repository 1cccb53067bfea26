// Makes the responsive image files of every slot in content/images.ts:
// content/photos/<slot>.(jpg|jpeg|png|webp) if the owner put a photo there, else a calm background.
// Staff replace them with photos at /admin/content/photos (stored in the database, decision 017).
// Output: content/media/images/<slot>-<width>.{avif,webp,jpg}. Run: npm run images
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_SLOTS, imageHeight, type ImageSlot } from "../content/images.ts";

const root = path.resolve(import.meta.dirname, "..");
const photos = path.join(root, "content/photos");
const out = path.join(root, "content/media/images");
mkdirSync(out, { recursive: true });

// Calm, designed backgrounds for slots without a photo yet: a soft diagonal gradient in the
// site's colours with a faint light, no caption and no drawing (guests never read "placeholder";
// the launch checklist tells staff which slots still need a photo).
const palettes: [string, string][] = [
  ["#143b37", "#5f8f86"],
  ["#1f4e5a", "#9bb8b0"],
  ["#3b4a3f", "#c2b79b"],
  ["#2d4858", "#b7c7c9"],
  ["#4a4034", "#d6c5a4"],
];

function backgroundSvg(slot: ImageSlot, index: number): Buffer {
  const [w, h] = IMAGE_SLOTS[slot].ratio.map((r) => r * 100) as [number, number];
  const [dark, light] = palettes[index % palettes.length]!;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="base" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>
    <radialGradient id="glow" cx="0.7" cy="0.3" r="0.6">
      <stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#base)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
</svg>`);
}

function ownerPhoto(slot: ImageSlot): string | undefined {
  return ["jpg", "jpeg", "png", "webp"]
    .map((ext) => path.join(photos, `${slot}.${ext}`))
    .find((file) => existsSync(file));
}

const slots = Object.keys(IMAGE_SLOTS) as ImageSlot[];
for (const [index, slot] of slots.entries()) {
  const source = ownerPhoto(slot) ?? backgroundSvg(slot, index);
  const { widths } = IMAGE_SLOTS[slot];
  for (const width of widths) {
    const resized = sharp(source, { density: 300 }).resize(width, imageHeight(slot, width), {
      fit: "cover",
    });
    const base = path.join(out, `${slot}-${width}`);
    await resized.clone().avif({ quality: 50 }).toFile(`${base}.avif`);
    await resized.clone().webp({ quality: 72 }).toFile(`${base}.webp`);
    // One JPEG per slot, at the middle width: the fallback for browsers without AVIF/WebP.
    if (width === widths[1]) await resized.clone().jpeg({ quality: 75 }).toFile(`${base}.jpg`);
  }
  console.log(`${slot}: ${ownerPhoto(slot) ? "photo" : "background"}`);
}
