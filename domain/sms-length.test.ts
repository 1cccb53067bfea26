import { describe, expect, it } from "vitest";
import { isGsm7, smsLength, toGsm7 } from "./sms-length.ts";

describe("smsLength", () => {
  it("counts GSM-7 septets: 160 fit one SMS, 161 make two parts of 153", () => {
    expect(smsLength("a".repeat(160))).toMatchObject({ encoding: "gsm7", units: 160, segments: 1 });
    expect(smsLength("a".repeat(161))).toMatchObject({ segments: 2 });
    expect(smsLength("a".repeat(306))).toMatchObject({ segments: 2 });
    expect(smsLength("a".repeat(307))).toMatchObject({ segments: 3 });
  });

  it("counts the extension table's characters as two septets", () => {
    expect(smsLength("€[]{}^~|\\")).toMatchObject({ encoding: "gsm7", units: 18 });
    expect(smsLength(`${"a".repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it("switches to UCS-2 for one character outside GSM: 70 fit, then parts of 67", () => {
    const curly = `${"a".repeat(69)}\u2019`;
    expect(smsLength(curly)).toMatchObject({
      encoding: "ucs2",
      units: 70,
      segments: 1,
      nonGsm: ["\u2019"],
    });
    expect(smsLength(`${curly}a`)).toMatchObject({ segments: 2 });
    expect(smsLength("x".repeat(134) + "\u2013")).toMatchObject({ units: 135, segments: 3 });
  });

  it("counts an emoji as two UTF-16 units", () => {
    expect(smsLength("\u{1F600}")).toMatchObject({ encoding: "ucs2", units: 2 });
  });

  it("says an empty text is one SMS", () => {
    expect(smsLength("").segments).toBe(1);
  });

  it("knows GSM's accented letters and Kenyan words", () => {
    expect(isGsm7("Karibu! KES 6,500 @ Gilgil; é è ù Ä Ñ £ ¥ §")).toBe(true);
    expect(isGsm7("Wanjikũ")).toBe(false);
  });
});

describe("toGsm7", () => {
  it("replaces typographic punctuation and drops missing accents", () => {
    expect(toGsm7("Wanjikũ\u2019s stay \u2013 \u201Cok\u201D\u2026 Zoë")).toBe(
      'Wanjiku\'s stay - "ok"... Zoe',
    );
    expect(isGsm7(toGsm7("\u{1F600} 日本 ş"))).toBe(true);
  });
});
