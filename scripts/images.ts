// Makes the responsive image files of every slot in content/images.ts:
// content/photos/<slot>.(jpg|jpeg|png|webp) if the owner put a photo there, else a placeholder.
// Output: content/media/images/<slot>-<width>.{avif,webp,jpg}. Run: npm run images
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_SLOTS, imageHeight, type ImageSlot } from "../content/images.ts";

const root = path.resolve(import.meta.dirname, "..");
const photos = path.join(root, "content/photos");
const out = path.join(root, "content/media/images");
mkdirSync(out, { recursive: true });

const palettes: [string, string][] = [
  ["#1f5f5b", "#e9c46a"],
  ["#264653", "#f4a261"],
  ["#3d405b", "#e07a5f"],
  ["#2a4d69", "#adcbe3"],
  ["#4a5d23", "#dfe8a4"],
];

function placeholderSvg(slot: ImageSlot, index: number): Buffer {
  const [w, h] = IMAGE_SLOTS[slot].ratio.map((r) => r * 100) as [number, number];
  const [dark, light] = palettes[index % palettes.length]!;
  const label = IMAGE_SLOTS[slot].alt;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${w * 0.75}" cy="${h * 0.35}" r="${h * 0.12}" fill="#fff" fill-opacity="0.55"/>
  <path d="M0 ${h * 0.75} Q ${w * 0.25} ${h * 0.5} ${w * 0.5} ${h * 0.7} T ${w} ${h * 0.62} V ${h} H 0 Z" fill="${dark}" fill-opacity="0.85"/>
  <path d="M0 ${h * 0.88} Q ${w * 0.35} ${h * 0.72} ${w * 0.7} ${h * 0.86} T ${w} ${h * 0.8} V ${h} H 0 Z" fill="#000" fill-opacity="0.35"/>
  <text x="${w / 2}" y="${h * 0.93}" font-family="DejaVu Sans, sans-serif" font-size="${h * 0.045}" fill="#fff" fill-opacity="0.9" text-anchor="middle">${label} (placeholder)</text>
</svg>`);
}

function ownerPhoto(slot: ImageSlot): string | undefined {
  return ["jpg", "jpeg", "png", "webp"]
    .map((ext) => path.join(photos, `${slot}.${ext}`))
    .find((file) => existsSync(file));
}

const slots = Object.keys(IMAGE_SLOTS) as ImageSlot[];
for (const [index, slot] of slots.entries()) {
  const source = ownerPhoto(slot) ?? placeholderSvg(slot, index);
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
  console.log(`${slot}: ${ownerPhoto(slot) ? "photo" : "placeholder"}`);
}
