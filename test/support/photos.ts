// Photos for upload tests, made in memory.
import sharp from "sharp";

/**
 * A portrait JPEG, dark at the top and light at the bottom: every 3:2 crop of it is different,
 * so a new focal point gives new pictures (a one-colour photo crops the same everywhere).
 */
export async function portraitGradient(width = 300, height = 600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row++)
    pixels.fill(Math.floor((row / height) * 255), row * width * 3, (row + 1) * width * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}
