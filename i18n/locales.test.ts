import { describe, expect, it } from "vitest";
import {
  basePath,
  hasSwahili,
  homeLanguageChoice,
  langOfPath,
  pathIn,
  prefersSwahili,
} from "./locales.ts";

describe("languages of addresses", () => {
  it("are Kiswahili under /sw and English elsewhere", () => {
    expect(langOfPath("/sw")).toBe("sw");
    expect(langOfPath("/sw/")).toBe("sw");
    expect(langOfPath("/sw/accommodation")).toBe("sw");
    expect(langOfPath("/swimming")).toBe("en");
    expect(langOfPath("/")).toBe("en");
    expect(basePath("/sw")).toBe("/");
    expect(basePath("/sw/room/deluxe")).toBe("/room/deluxe");
  });

  it("lead to the same page in the other language, keeping query and anchor", () => {
    expect(pathIn("sw", "/")).toBe("/sw");
    expect(pathIn("sw", "/#about")).toBe("/sw#about");
    expect(pathIn("sw", "/?checkIn=2026-12-01")).toBe("/sw?checkIn=2026-12-01");
    expect(pathIn("en", "/sw#about")).toBe("/#about");
    expect(pathIn("en", "/sw")).toBe("/");
  });

  it("stay English for a page not yet translated", () => {
    expect(hasSwahili("/")).toBe(true);
    expect(hasSwahili("/admin")).toBe(false);
    expect(pathIn("sw", "/admin")).toBe("/admin");
  });
});

describe("a browser's preferred language", () => {
  it("is Kiswahili only when it ranks Kiswahili above English", () => {
    expect(prefersSwahili("sw-KE,sw;q=0.9,en;q=0.8")).toBe(true);
    expect(prefersSwahili("sw")).toBe(true);
    expect(prefersSwahili("en-KE,en;q=0.9,sw;q=0.8")).toBe(false);
    expect(prefersSwahili("en-US,en;q=0.9")).toBe(false);
    expect(prefersSwahili("fr;q=0.9,sw;q=0.5,en;q=0.4")).toBe(true);
    expect(prefersSwahili("sw;q=0")).toBe(false);
    expect(prefersSwahili("")).toBe(false);
    expect(prefersSwahili(null)).toBe(false);
  });

  it("home: a chosen Kiswahili redirects, a preferred one is suggested, nothing else is touched", () => {
    const sw = "sw-KE,sw;q=0.9";
    expect(homeLanguageChoice("/", true, "sw", null)).toBe("redirect");
    expect(homeLanguageChoice("/", true, "", sw)).toBe("suggest");
    expect(homeLanguageChoice("/", true, "en", sw)).toBe("none"); // said no thanks
    expect(homeLanguageChoice("/", true, "", "en-KE")).toBe("none");
    expect(homeLanguageChoice("/", false, "sw", sw)).toBe("none"); // a link inside the site
    expect(homeLanguageChoice("/gallery", true, "sw", sw)).toBe("none");
  });
});
