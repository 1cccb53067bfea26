// React Router preloads every script a page needs with `<link rel="modulepreload">`, which
// browsers fetch at high priority, beside the stylesheet and ahead of the hero picture. The page
// is already drawn by the server, so its scripts can wait: they are asked for at low priority,
// and a phone on a slow network paints the page and its picture first (decision 022).
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** The length of the end of `text` that could be the start of a preload tag cut in two. */
function heldBack(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(-length))) return length;
  }
  return 0;
}

/** The HTML stream with every script preload asked for at low priority. */
export function lowPriorityPreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carried = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carried + decoder.write(chunk);
      const keep = heldBack(text);
      carried = text.slice(text.length - keep);
      done(null, text.slice(0, text.length - keep).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
    flush(done) {
      done(null, (carried + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
    },
  });
}
