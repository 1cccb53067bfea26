// Photos, the store and the launch status against a real database (both kinds): a slot shows an
// upload only once it is processed, a failed one leaves the old photo, a photo left processing is
// queued again at start, and mediaLaunchStatus lists what is still the built-in sample.
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IMAGE_SLOTS } from "../../content/images.ts";
import type { Database } from "../db/client.ts";
import { testDatabaseKinds, openTestDatabase } from "../../test/support/databases.ts";
import { portraitGradient } from "../../test/support/photos.ts";
import { createLogger } from "../observability/logger.ts";
import { setFile } from "./files.ts";
import { mediaLaunchStatus } from "./launch-status.ts";
import { addGalleryPhoto, galleryStates, galleryView, recropGalleryEntry } from "./gallery.ts";
import {
  finishPhoto,
  newSlotPhoto,
  processingPhotoIds,
  shownSlotPhotos,
  slotStates,
} from "./photos.ts";
import { siteMedia } from "./site-media.ts";
import { startPhotoQueue } from "./queue.ts";
import { databaseMediaStore, sha256Of } from "./store.ts";

const logger = createLogger({ logLevel: "silent" });

describe.each(testDatabaseKinds())("uploaded photos on %s", (kind) => {
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  const jpeg = () =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();

  it("stores a file once under its SHA-256 and gives it back", async () => {
    const store = databaseMediaStore(database.db);
    const bytes = Buffer.from("%PDF-1.4 menu");
    const name = await store.put(bytes, "application/pdf");
    expect(name).toBe(sha256Of(bytes));
    expect(await store.put(bytes, "application/pdf")).toBe(name);
    expect((await store.get(name))?.bytes.equals(bytes)).toBe(true);
    expect(await store.has(name)).toBe(true);
    expect(await store.get("../../etc/passwd")).toBeUndefined();
  });

  it("queues a photo left processing at start, then shows it", async () => {
    const store = databaseMediaStore(database.db);
    const original = await store.put(await jpeg(), "image/jpeg");
    await newSlotPhoto(
      database.db,
      { originalSha256: original, slot: "about", focalX: 50, focalY: 50, by: "owner@motel.test" },
      { alt: "The front of the motel", altSw: "Mbele ya moteli" },
    );
    expect(await shownSlotPhotos(database.db)).toEqual({});
    // As after a restart: the queue finds the row still processing.
    const queue = startPhotoQueue(database.db, store, logger);
    await expect
      .poll(async () => (await shownSlotPhotos(database.db)).about?.alt)
      .toBe("The front of the motel");
    // Each page reads the alt text in its language.
    expect((await siteMedia(database.db, "", "sw")).slots.about?.alt).toBe("Mbele ya moteli");
    expect((await siteMedia(database.db, "", "en")).slots.about?.alt).toBe(
      "The front of the motel",
    );
    await queue.stop();
  });

  it("crops a gallery picture again: the old crop shows meanwhile, the latest crop asked wins", async () => {
    const store = databaseMediaStore(database.db);
    const original = await store.put(await portraitGradient(), "image/jpeg");
    const by = "owner@motel.test";
    const first = await addGalleryPhoto(
      database.db,
      "gym",
      { originalSha256: original, focalX: 50, focalY: 50, by },
      { caption: "Weights", alt: "A rack of weights", captionSw: null, altSw: null },
    );
    const gym = async () => (await galleryStates(database.db)).find((c) => c.key === "gym")!;
    const shown = async () => (await gym()).entries.at(-1)!;
    // No picture yet: nothing to crop again.
    expect((await shown()).focal).toBeUndefined();
    await finishPhoto(database.db, store, first);
    const { id } = await shown();
    const crop = async (y: number) => {
      const made = await recropGalleryEntry(database.db, "gym", id!, { x: 50, y }, by);
      if (typeof made !== "number") throw new Error(made);
      return made;
    };
    const onGallery = async () =>
      (await galleryView(database.db)).find((c) => c.key === "gym")!.items.at(-1)!.photo?.key;
    const firstKey = (await shown()).photo?.key;
    expect(await onGallery()).toBe(firstKey);

    const older = await crop(10);
    const newer = await crop(90);
    // Staff see the newer crop asked; the gallery still shows the first.
    expect(await shown()).toMatchObject({ status: "processing", recrop: true, focal: { y: 90 } });
    expect(await onGallery()).toBe(firstKey);
    // The replaced crop is not made: its row goes, and the first still shows.
    await finishPhoto(database.db, store, older);
    expect(await processingPhotoIds(database.db)).toEqual([newer]);
    expect(await onGallery()).toBe(firstKey);
    await finishPhoto(database.db, store, newer);
    expect(await shown()).toMatchObject({ status: "ready", recrop: false, focal: { y: 90 } });
    expect(await onGallery()).toBe((await shown()).photo?.key);
    expect(await onGallery()).not.toBe(firstKey);

    // A copied built-in picture is a slot's, cropped on the photos page; an entry of another
    // category is not this one's.
    const slotPicture = (await gym()).entries[0]!.id!;
    expect(await recropGalleryEntry(database.db, "gym", slotPicture, { x: 1, y: 1 }, by)).toBe(
      "notUpload",
    );
    expect(await recropGalleryEntry(database.db, "reception", id!, { x: 1, y: 1 }, by)).toBe(
      "gone",
    );
  });

  it("lists what is still the sample: every slot, both PDFs, the video", async () => {
    const before = await mediaLaunchStatus(database.db);
    expect(before.placeholderSlots).toHaveLength(Object.keys(IMAGE_SLOTS).length);
    expect(before.placeholderSlots[0]).toEqual({ slot: "hero", label: IMAGE_SLOTS.hero.alt });
    expect(before.samplePdfs).toEqual([
      "/media/documents/menu.pdf",
      "/media/documents/conference-and-terrace-rates.pdf",
    ]);
    expect(before.heroVideoSample).toBe(true);

    const store = databaseMediaStore(database.db);
    const pdf = await store.put(Buffer.from("%PDF-1.4 menu"), "application/pdf");
    await setFile(database.db, "menu", pdf, "owner@motel.test");
    await setFile(database.db, "hero_video", null, "owner@motel.test");
    const original = await store.put(await jpeg(), "image/jpeg");
    const id = await newSlotPhoto(
      database.db,
      { originalSha256: original, slot: "hero", focalX: 50, focalY: 50, by: "owner@motel.test" },
      { alt: "The entrance", altSw: null },
    );
    const queue = startPhotoQueue(database.db, store, logger);
    queue.add(id);
    await queue.idle();
    await expect
      .poll(async () => (await slotStates(database.db)).get("hero")?.latest?.status)
      .toBe("ready");
    const after = await mediaLaunchStatus(database.db);
    expect(after.placeholderSlots.map((s) => s.slot)).not.toContain("hero");
    expect(after.samplePdfs).toEqual(["/media/documents/conference-and-terrace-rates.pdf"]);
    expect(after.heroVideoSample).toBe(false);
    await queue.stop();
  });
});
