// The gallery edited over real HTTP on the built server: a built-in category is copied at its
// first change; a staff member adds a photo with a caption, moves it, re-captions and removes
// pictures, and /gallery shows each change; refused files and bad fields get a sentence.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSaid } from "../../domain/staff-said/content.ts";
import { english } from "../../test/support/english.ts";
import { portraitGradient } from "../../test/support/photos.ts";
import { httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import {
  type RunningServer,
  type StaffServer,
  startStaffServer,
} from "../../test/support/server.ts";

const OWNER = { email: "owner@motel.test", name: "Grace", password: "owner passphrase 2026" };
const CAPTION = "Morning weights by the window";
const ALT = "Dumbbells on a rack by a sunny window";

const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

describe.each(httpSuiteDatabaseKind())("gallery editing on %s", (kind) => {
  let suite: StaffServer | undefined;
  let server: RunningServer;
  let cookie = "";

  beforeAll(async () => {
    suite = await startStaffServer(kind, "gallery-http", { ...OWNER, role: "admin" });
    ({ server, cookie } = suite);
  }, 120_000);
  afterAll(async () => {
    await suite?.stop();
  });

  const post = async (fields: Record<string, string | Blob>, withCookie = true) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await fetch(`${server.url}/admin/content/gallery`, {
      method: "POST",
      headers: withCookie ? { Cookie: cookie } : {},
      body: form,
      redirect: "manual",
    });
    return { status: response.status, html: await response.text() };
  };
  const section = (html: string, id: string) => {
    const start = html.indexOf(`id="${id}"`);
    return html.slice(start, html.indexOf("</section>", start));
  };
  /** A category on /gallery: its pictures' sources and its visible captions. */
  const shownIn = async (category: string) => {
    const html = section(await (await fetch(`${server.url}/gallery`)).text(), category);
    return {
      sources: [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!),
      captions: [...html.matchAll(/<p class="gallery-caption">([^<]*)<\/p>/g)].map((m) => m[1]!),
    };
  };
  const publicGym = () => shownIn("gym");
  /** A category's row ids on the admin page, in order. */
  const adminIdsOf = async (category: string) => {
    const html = await (
      await fetch(`${server.url}/admin/content/gallery`, { headers: { Cookie: cookie } })
    ).text();
    // An upload's id is in two forms (its words, its focal point): each id once.
    const ids = section(html, `gallery-${category}`).matchAll(/name="id" value="(\d+)"/g);
    return [...new Set([...ids].map((m) => m[1]!))];
  };
  const adminIds = () => adminIdsOf("gym");
  const photo = () =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();

  it("adds, moves, re-captions and removes pictures, and /gallery shows each change", async () => {
    const before = await publicGym();
    expect(before.sources.map((s) => /\/media\/images\/([a-z-]+)-\d+/.exec(s)?.[1])).toEqual([
      "gym",
      "gym-membership",
    ]);
    expect(await adminIds()).toEqual([]);

    const added = await post({
      category: "gym",
      intent: "add",
      caption: CAPTION,
      alt: ALT,
      file: new Blob([new Uint8Array(await photo())]),
    });
    expect(added.status).toBe(200);
    expect(added.html).toContain(escaped(english(contentSaid.uploaded())));
    // The first change copied the two built-in pictures; the upload comes third once processed.
    await expect
      .poll(async () => (await publicGym()).sources.length, { timeout: 60_000, interval: 200 })
      .toBe(3);
    const shown = await publicGym();
    expect(shown.sources[2]).toMatch(/^\/media\/u\/[0-9a-f]{64}-\d+\.jpg$/);
    expect(shown.captions).toEqual([CAPTION]);
    const ids = await adminIds();
    expect(ids).toHaveLength(3);

    expect((await post({ category: "gym", intent: "up", id: ids[2]! })).status).toBe(200);
    expect((await publicGym()).sources[1]).toMatch(/^\/media\/u\//);

    const recaption = await post({
      category: "gym",
      intent: "caption",
      id: ids[0]!,
      caption: "Open from six",
    });
    expect(recaption.html).toContain(english(contentSaid.gallerySaved()));
    expect((await publicGym()).captions).toEqual(["Open from six", CAPTION]);

    expect((await post({ category: "gym", intent: "remove", id: ids[1]! })).status).toBe(200);
    const after = await publicGym();
    expect(after.sources).toHaveLength(2);
    expect(after.sources.join()).not.toContain("gym-membership");

    // An emptied category stays empty: it does not fall back to the built-in pictures.
    for (const id of await adminIds()) await post({ category: "gym", intent: "remove", id });
    expect((await publicGym()).sources).toEqual([]);
    // Another category is untouched.
    const html = await (await fetch(`${server.url}/gallery`)).text();
    expect(section(html, "reception")).toContain("/media/images/reception-");
  }, 120_000);

  it("words each picture in the page's language: Kiswahili captions and alt texts on /sw/gallery", async () => {
    const conference = async (path: string) => {
      const html = section(await (await fetch(`${server.url}${path}`)).text(), "conference");
      return {
        alts: [...html.matchAll(/<img[^>]* alt="([^"]*)"/g)].map((m) => m[1]!),
        captions: [...html.matchAll(/<p class="gallery-caption"( lang="en")?>([^<]*)<\/p>/g)].map(
          (m) => `${m[1] ? "[en] " : ""}${m[2]!}`,
        ),
      };
    };
    const added = await post({
      category: "conference",
      intent: "add",
      caption: "The hall set for a seminar",
      captionSw: "Ukumbi tayari kwa semina",
      alt: "Rows of chairs facing a screen",
      altSw: "Safu za viti zikielekea skrini",
      focalY: "20",
      file: new Blob([new Uint8Array(await photo())]),
    });
    expect(added.status).toBe(200);
    await expect
      .poll(async () => (await conference("/sw/gallery")).captions, { timeout: 60_000 })
      .toEqual(["Ukumbi tayari kwa semina"]);
    // The built-in pictures copied at the first edit: no English caption on the Kiswahili page.
    expect((await conference("/sw/gallery")).alts).toContain("Safu za viti zikielekea skrini");
    const englishPage = await conference("/gallery");
    expect(englishPage.captions).toEqual(["The hall set for a seminar"]);
    expect(englishPage.alts).toContain("Rows of chairs facing a screen");

    // Its Kiswahili caption taken away: the English one shows there, marked as English.
    const id = (await adminIdsOf("conference"))[2]!;
    const saved = await post({
      category: "conference",
      intent: "caption",
      id,
      caption: "The hall set for a seminar",
      captionSw: "",
      alt: "Rows of chairs facing a screen",
      altSw: "",
    });
    expect(saved.status).toBe(200);
    expect((await conference("/sw/gallery")).captions).toEqual(["[en] The hall set for a seminar"]);
    expect((await conference("/sw/gallery")).alts).toContain("Rows of chairs facing a screen");

    const tooLong = await post({
      category: "conference",
      intent: "caption",
      id,
      caption: "The hall",
      captionSw: "x".repeat(201),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.html).toContain(escaped(english(contentSaid.caption())));
  }, 120_000);

  it("crops an uploaded picture again around a new focal point, the old crop shown meanwhile", async () => {
    const reception = async () => (await shownIn("reception")).sources;
    const added = await post({
      category: "reception",
      intent: "add",
      caption: "The front desk",
      alt: "A wooden desk with a bell",
      focalY: "10",
      file: new Blob([new Uint8Array(await portraitGradient())]),
    });
    expect(added.status).toBe(200);
    await expect
      .poll(async () => (await reception()).length, { timeout: 60_000, interval: 200 })
      .toBe(3);
    const before = (await reception())[2]!;
    const [slotPicture, , upload] = await adminIdsOf("reception");

    const recrop = { category: "reception", intent: "focal", id: upload!, focalX: "50" };
    const saved = await post({ ...recrop, focalY: "90" });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain(escaped(english(contentSaid.focalSaved())));
    // The picture stays on /gallery while its new crop is made, then shows the new crop.
    expect(await reception()).toHaveLength(3);
    await expect
      .poll(async () => (await reception())[2], { timeout: 60_000, interval: 200 })
      .not.toBe(before);
    expect((await reception())[2]).toMatch(/^\/media\/u\/[0-9a-f]{64}-\d+\.jpg$/);
    const admin = section(
      await (
        await fetch(`${server.url}/admin/content/gallery`, { headers: { Cookie: cookie } })
      ).text(),
      "gallery-reception",
    );
    expect(admin).toContain('name="focalY" value="90"');
    expect(admin).not.toContain("Cropping again");

    // A slot's picture is cropped on the photos page; numbers out of range; an entry gone.
    const slot = await post({ ...recrop, id: slotPicture!, focalY: "20" });
    expect(slot.status).toBe(400);
    expect(slot.html).toContain(escaped(english(contentSaid.galleryNotUpload())));
    const outOfRange = await post({ ...recrop, focalY: "101" });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.html).toContain(escaped(english(contentSaid.focal())));
    expect((await post({ ...recrop, id: "999999", focalY: "20" })).status).toBe(404);
    const noEntry = { category: "reception", intent: "focal", focalX: "50", focalY: "20" };
    expect((await post(noEntry)).status).toBe(404);
    expect((await reception())[2]).not.toBe(before);
  }, 120_000);

  it("refuses a file that is not a photo, bad fields, and a stranger", async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${" ".repeat(100)}</svg>`);
    const fields = { category: "rooftop", intent: "add", caption: CAPTION, alt: ALT };
    const refusedSvg = await post({ ...fields, file: new Blob([new Uint8Array(svg)]) });
    expect(refusedSvg.status).toBe(415);
    expect(refusedSvg.html).toContain(escaped(english(contentSaid.notAnImage())));
    const file = new Blob([new Uint8Array(await photo())]);
    for (const [change, message] of [
      [{ category: "../etc" }, english(contentSaid.unknownCategory())],
      [{ caption: "x".repeat(201) }, english(contentSaid.caption())],
      [{ caption: "a\u0000b" }, english(contentSaid.caption())],
      [{ alt: "" }, english(contentSaid.altRequired())],
      [{ intent: "drop table" }, english(contentSaid.galleryUnknownIntent())],
    ] as const) {
      const refused = await post({ ...fields, ...change, file });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.html).toContain(escaped(message));
    }
    const gone = await post({ category: "rooftop", intent: "remove", id: "999999" });
    expect(gone.status).toBe(404);
    expect(gone.html).toContain(escaped(english(contentSaid.galleryGone())));
    // Refused before its body is read (server/http/http.ts closes such a connection): the refusal, or,
    // when the answer lands while the photo is still being sent, the connection closed under it.
    const stranger = await post({ ...fields, file }, false).catch((error: unknown) => error);
    if (stranger instanceof Error) {
      expect((stranger.cause as { code?: string } | undefined)?.code).toMatch(
        /^(EPIPE|ECONNRESET)$/,
      );
    } else {
      expect([302, 303, 401, 403]).toContain((stranger as { status: number }).status);
    }
    // A file that looks like a JPEG but cannot be decoded: staff read why, guests see nothing.
    const broken = (await photo()).subarray(0, 300);
    expect((await post({ ...fields, file: new Blob([new Uint8Array(broken)]) })).status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await fetch(`${server.url}/admin/content/gallery`, { headers: { Cookie: cookie } })
          ).text(),
        { timeout: 30_000, interval: 200 },
      )
      .toContain(
        escaped(
          `This photo could not be processed (${english(contentSaid.undecodable())}). The old photo stays.`,
        ),
      );
    // Nothing of the refused attempts reached /gallery's rooftop.
    const html = await (await fetch(`${server.url}/gallery`)).text();
    expect([...section(html, "rooftop").matchAll(/<img /g)]).toHaveLength(3);
  }, 60_000);
});
