import { describe, expect, it } from "vitest";
import { MEDIA_MESSAGES } from "./messages.ts";
import {
  altRefusal,
  captionRefusal,
  focalPercent,
  pdfRefusal,
  photoRefusal,
  sniff,
  videoRefusal,
} from "./media.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part),
    ),
  );
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], "ftyp", brand, [0, 0, 0, 0], "mif1heic");

describe("sniffing an upload by its first bytes", () => {
  it("knows JPEG, PNG, WebP and AVIF", () => {
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ kind: "image", type: "jpeg" });
    expect(sniff(bytes("\x89PNG\r\n\x1a\n", [0, 0]))).toEqual({ kind: "image", type: "png" });
    expect(sniff(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toEqual({ kind: "image", type: "webp" });
    expect(sniff(ftyp("avif"))).toEqual({ kind: "image", type: "avif" });
  });

  it("tells an iPhone's HEIC apart, with how to send a JPEG", () => {
    expect(sniff(ftyp("heic"))).toEqual({ kind: "heic" });
    expect(photoRefusal(ftyp("heic"))).toBe(MEDIA_MESSAGES.heic);
    expect(MEDIA_MESSAGES.heic).toContain("Most Compatible");
  });

  it("refuses SVG, HTML, text and empty files as photos", () => {
    for (const refused of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes("<!doctype html><html><script>alert(1)</script>"),
      bytes("GIF89a"),
      bytes("just text"),
      bytes(),
    ])
      expect(photoRefusal(refused)).toBe(MEDIA_MESSAGES.notAnImage);
  });

  it("judges a polyglot by its first bytes: HTML first is refused", () => {
    // A file that is HTML at the start and a JPEG further in is not a JPEG to us.
    expect(photoRefusal(bytes("<html>", [0xff, 0xd8, 0xff, 0xe0]))).toBe(MEDIA_MESSAGES.notAnImage);
    // JPEG first with HTML inside passes the sniff; re-encoding (server/media/process.ts) keeps
    // only its pixels, so the HTML never reaches a guest.
    expect(photoRefusal(bytes([0xff, 0xd8, 0xff, 0xe0], "<script>"))).toBeUndefined();
  });

  it("knows PDF and MP4, and refuses other files as them", () => {
    expect(pdfRefusal(bytes("%PDF-1.7\n"))).toBeUndefined();
    expect(pdfRefusal(bytes("<html>"))).toBe(MEDIA_MESSAGES.notAPdf);
    expect(videoRefusal(ftyp("isom"))).toBeUndefined();
    expect(videoRefusal(ftyp("heic"))).toBe(MEDIA_MESSAGES.notAnMp4);
    expect(videoRefusal(bytes("%PDF-1.7"))).toBe(MEDIA_MESSAGES.notAnMp4);
  });
});

describe("the photo form's fields", () => {
  it("takes a focal point from 0 to 100, the middle when left empty", () => {
    expect(focalPercent("")).toBe(50);
    expect(focalPercent(null)).toBe(50);
    expect(focalPercent("0")).toBe(0);
    expect(focalPercent("100")).toBe(100);
    for (const bad of ["101", "-1", "5.5", "1e2", "abc", "0x10"])
      expect(focalPercent(bad)).toBeUndefined();
  });

  it("requires one line of alt text", () => {
    expect(altRefusal("  ")).toBe(MEDIA_MESSAGES.altRequired);
    expect(altRefusal("The pool\u0000")).toBe(MEDIA_MESSAGES.altTooLong);
    expect(altRefusal("x".repeat(201))).toBe(MEDIA_MESSAGES.altTooLong);
    expect(altRefusal("The front entrance")).toBeUndefined();
  });

  it("requires one line of caption", () => {
    for (const bad of ["  ", "a\u0000b", "two\nlines", "x".repeat(201)])
      expect(captionRefusal(bad)).toBe(MEDIA_MESSAGES.caption);
    expect(captionRefusal(" Breakfast on the terrace ")).toBeUndefined();
  });
});
