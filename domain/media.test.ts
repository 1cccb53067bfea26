import { describe, expect, it } from "vitest";
import { english } from "../test/support/english.ts";
import { contentSaid } from "./staff-said/content.ts";
import {
  altRefusal,
  captionRefusal,
  focalPercent,
  galleryCaptionIn,
  optionalWords,
  pdfRefusal,
  photoFailureTold,
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
    expect(photoRefusal(ftyp("heic"))).toEqual(contentSaid.heic());
    expect(english(contentSaid.heic())).toContain("Most Compatible");
  });

  it("refuses SVG, HTML, text and empty files as photos", () => {
    for (const refused of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes("<!doctype html><html><script>alert(1)</script>"),
      bytes("GIF89a"),
      bytes("just text"),
      bytes(),
    ])
      expect(photoRefusal(refused)).toEqual(contentSaid.notAnImage());
  });

  it("judges a polyglot by its first bytes: HTML first is refused", () => {
    // A file that is HTML at the start and a JPEG further in is not a JPEG to us.
    expect(photoRefusal(bytes("<html>", [0xff, 0xd8, 0xff, 0xe0]))).toEqual(
      contentSaid.notAnImage(),
    );
    // JPEG first with HTML inside passes the sniff; re-encoding (server/media/process.ts) keeps
    // only its pixels, so the HTML never reaches a guest.
    expect(photoRefusal(bytes([0xff, 0xd8, 0xff, 0xe0], "<script>"))).toBeUndefined();
  });

  it("knows PDF and MP4, and refuses other files as them", () => {
    expect(pdfRefusal(bytes("%PDF-1.7\n"))).toBeUndefined();
    expect(pdfRefusal(bytes("<html>"))).toEqual(contentSaid.notAPdf());
    expect(videoRefusal(ftyp("isom"))).toBeUndefined();
    expect(videoRefusal(ftyp("heic"))).toEqual(contentSaid.notAnMp4());
    expect(videoRefusal(bytes("%PDF-1.7"))).toEqual(contentSaid.notAnMp4());
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
    expect(altRefusal("  ")).toEqual(contentSaid.altRequired());
    expect(altRefusal("The pool\u0000")).toEqual(contentSaid.altTooLong());
    expect(altRefusal("x".repeat(201))).toEqual(contentSaid.altTooLong());
    expect(altRefusal("The front entrance")).toBeUndefined();
  });

  it("requires one line of caption", () => {
    for (const bad of ["  ", "a\u0000b", "two\nlines", "x".repeat(201)])
      expect(captionRefusal(bad)).toEqual(contentSaid.caption());
    expect(captionRefusal(" Breakfast on the terrace ")).toBeUndefined();
  });
});

describe("why a photo could not be processed", () => {
  it("is stored as a key and shown in words; a reason that is no key stays as it is", () => {
    expect(photoFailureTold("undecodable")).toEqual(contentSaid.undecodable());
    expect(english(photoFailureTold("tooManyPixels"))).toBe(
      "the image has too many pixels (at most 100 megapixels)",
    );
    expect(english(photoFailureTold("originalMissing"))).toBe("the uploaded file is missing");
    expect(english(photoFailureTold("the disk was full"))).toBe("“the disk was full”");
  });
});

describe("a gallery entry's caption in the page's language", () => {
  const upload = { caption: "Sundowners", captionSw: null, slot: null };
  const copied = { caption: "The terrace at dusk", captionSw: null, slot: "terrace-evening" };
  it("is the English caption on English pages", () => {
    expect(galleryCaptionIn("en", { ...upload, captionSw: "Machweo" })).toEqual({
      caption: "Sundowners",
    });
  });
  it("is the Kiswahili caption on Kiswahili pages when staff gave one", () => {
    expect(galleryCaptionIn("sw", { ...upload, captionSw: "Machweo" })).toEqual({
      caption: "Machweo",
    });
    expect(galleryCaptionIn("sw", { ...copied, captionSw: "Paa jioni" })).toEqual({
      caption: "Paa jioni",
    });
  });
  it("without one: an upload's English caption marked as English, a slot's picture none", () => {
    expect(galleryCaptionIn("sw", upload)).toEqual({ caption: "Sundowners", captionLang: "en" });
    expect(galleryCaptionIn("sw", copied)).toEqual({ caption: null });
  });
});

describe("a Kiswahili alt text or caption staff may leave out", () => {
  it("is none when empty, and judged as the English one when given", () => {
    expect(optionalWords("  ", altRefusal)).toEqual({ words: null });
    expect(optionalWords(undefined, captionRefusal)).toEqual({ words: null });
    expect(optionalWords(" Mlango wa mbele ", altRefusal)).toEqual({ words: "Mlango wa mbele" });
    expect(optionalWords("x".repeat(201), captionRefusal).refusal).toEqual(contentSaid.caption());
    expect(optionalWords("a\u0000b", altRefusal).refusal).toBeDefined();
  });
});
