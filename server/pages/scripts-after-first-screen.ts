// A page's scripts start once its first screen is drawn (decision 022, addendum 2). The server
// sends the whole page, so the scripts only make it interactive: on a slow phone they would
// otherwise share the network with the stylesheet and the pictures the guest is waiting for, and
// their evaluation would hold back the paint. React Router writes `<link rel="modulepreload">`
// for every module of the page and one inline module script that imports them and hydrates (it
// has no option to wait); the HTML stream is rewritten so that both wait for a starter, which
// asks for them once the pictures on the first screen are decoded and painted, at the latest
// 2.5 s after the page is parsed, or at once when the visitor touches a key or the screen. A
// button only the scripts handle is hidden until they run (app/styles/base.css), so that touch is not lost.
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/** The attribute marking a held preload (`<link data-preload-later href=…>`: no `rel`, inert). */
const HELD_PRELOAD = "data-preload-later";
/** The attribute marking React Router's module script, held as an inert script type. */
const HELD_MODULE = "data-after-first-screen";

/**
 * Runs in the page, before the held script. Each preload becomes a real one (all at once, so the
 * modules load side by side), then the held script's text runs as the module it was: same text,
 * so the same nonce or hash of the page's Content-Security-Policy allows it.
 */
export const STARTER = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const held of document.querySelectorAll("link[${HELD_PRELOAD}]")) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = held.getAttribute("href");
      held.replaceWith(link);
    }
    const held = document.querySelector("script[${HELD_MODULE}]");
    if (!held) return;
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = held.nonce || held.getAttribute("nonce") || "";
    script.textContent = held.textContent;
    held.replaceWith(script);
  };
  const parsed = (then) =>
    document.readyState === "loading"
      ? addEventListener("DOMContentLoaded", then, { once: true })
      : then();
  parsed(() => {
    setTimeout(start, 2500);
    const onScreen = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight &&
        box.right > 0 && box.left < innerWidth;
    });
    const decoded = (image) => (image.decode ? image.decode().catch(() => {}) : undefined);
    Promise.all(onScreen.map(decoded)).then(() => requestAnimationFrame(() => setTimeout(start)));
  });
  for (const type of ["pointerdown", "keydown", "focusin"]) {
    addEventListener(type, () => parsed(start), { once: true, capture: true, passive: true });
  }
})();`;

const PRELOAD = /<link rel="modulepreload"(?: fetchpriority="[a-z]+")?/g;
/** React Router's inline module script, with the nonce it carries when it has one. */
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/g;

/** The longest tag start a rewrite needs whole; a stream's tail longer than this is passed on. */
const LONGEST_TAG = 200;

/** The length of the end of `text` that could be a tag cut in two. */
function heldBack(text: string): number {
  const open = text.lastIndexOf("<");
  if (open === -1 || text.indexOf(">", open) !== -1) return 0;
  const length = text.length - open;
  return length <= LONGEST_TAG ? length : 0;
}

function rewrite(text: string): string {
  return text
    .replaceAll(PRELOAD, `<link ${HELD_PRELOAD}`)
    .replaceAll(
      MODULE_SCRIPT,
      (_tag, nonce: string) =>
        `<script${nonce}>${STARTER}</script><script${nonce} type="text/plain" ${HELD_MODULE}>`,
    );
}

/** The HTML stream with the page's scripts held until its first screen is drawn. */
export function scriptsAfterFirstScreen(): Transform {
  const decoder = new StringDecoder("utf8");
  let carried = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carried + decoder.write(chunk);
      const keep = heldBack(text);
      carried = text.slice(text.length - keep);
      done(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(done) {
      done(null, rewrite(carried + decoder.end()));
    },
  });
}
