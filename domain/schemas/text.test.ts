import { describe, expect, it } from "vitest";
import { english } from "../../test/support/english.ts";
import { said } from "../said.ts";
import {
  hasUnusualCharacters,
  textField,
  UNUSUAL_PATTERNS,
  withoutUnusualCharacters,
} from "./text.ts";

const UNUSUAL = "Please remove unusual characters (such as control characters) from your name.";

describe("hasUnusualCharacters", () => {
  it("refuses every C0 control, DEL and the C1 controls in a one-line field", () => {
    for (let code = 0; code <= 0x1f; code++) {
      expect(hasUnusualCharacters(`a${String.fromCharCode(code)}b`), `U+${code}`).toBe(true);
    }
    for (let code = 0x7f; code <= 0x9f; code++) {
      expect(hasUnusualCharacters(`a${String.fromCharCode(code)}b`), `U+${code}`).toBe(true);
    }
  });

  it("allows tab, line feed and return only in a field of several lines", () => {
    for (const char of ["\t", "\n", "\r", "\r\n"]) {
      expect(hasUnusualCharacters(`line one${char}line two`, { multiLine: true })).toBe(false);
      expect(hasUnusualCharacters(`line one${char}line two`)).toBe(true);
    }
    for (const char of ["\u0000", "\u0008", "\u000b", "\u000c", "\u000e", "\u001f", "\u007f"]) {
      expect(hasUnusualCharacters(`a${char}b`, { multiLine: true })).toBe(true);
    }
  });

  it("refuses a lone half of a surrogate pair but takes a whole pair", () => {
    expect(hasUnusualCharacters("a\ud800")).toBe(true);
    expect(hasUnusualCharacters("\udc00a")).toBe(true);
    expect(hasUnusualCharacters("\udc00\ud800")).toBe(true); // low then high: two halves, no pair
    expect(hasUnusualCharacters("Karibu 😀")).toBe(false);
  });

  it("takes what people type: accents, other scripts, punctuation, no-break spaces", () => {
    for (const text of [
      "Wanjirũ Kamau",
      "Zoë O'Brien-Njoroge",
      "محمد",
      "陈",
      "a\u00a0b",
      "€ 100",
    ]) {
      expect(hasUnusualCharacters(text), text).toBe(false);
    }
  });

  it("drops unusual characters for showing the text again", () => {
    expect(withoutUnusualCharacters("GO-\u00007K3M\ud800\u001b9PQX")).toBe("GO-7K3M9PQX");
  });
});

describe("textField", () => {
  const name = textField(said.contactUnusual("name"), { error: "Enter your name" })
    .min(3, "Enter your name")
    .max(10, "Too long");

  it("trims, then refuses unusual characters before any other check, with a message", () => {
    expect(name.parse("  Akinyi  ")).toBe("Akinyi");
    const words = (value: string) =>
      name.safeParse(value).error?.issues.map((i) => english(i.message));
    expect(words("A\u0000")).toEqual([UNUSUAL]);
    expect(words("Akinyi\u0000Otieno Long")).toEqual([UNUSUAL]);
    expect(name.safeParse("Akinyi Otieno").error?.issues.map((i) => i.message)).toEqual([
      "Too long",
    ]);
    expect(name.safeParse(42).error?.issues.map((i) => i.message)).toEqual(["Enter your name"]);
  });

  it("keeps surrounding line breaks out by trimming, inner ones only when multi-line", () => {
    expect(name.parse("\nAkinyi\n")).toBe("Akinyi");
    const message = textField(said.contactUnusual("message"), { multiLine: true });
    expect(message.parse("Hello,\r\n\tis there parking?")).toBe("Hello,\r\n\tis there parking?");
    expect(message.safeParse("Hello\u0000").success).toBe(false);
  });

  it("leaves passwords untrimmed when asked", () => {
    const password = textField(said.contactUnusual("name"), { trim: false });
    expect(password.parse("  spaced out  ")).toBe("  spaced out  ");
    expect(password.safeParse("pass\u0000word").success).toBe(false);
  });

  it("checks a very long value in one pass: each pattern is a single character class", () => {
    // A quantifier or a group could backtrack on a long value; a lone class cannot.
    for (const pattern of UNUSUAL_PATTERNS) {
      expect(pattern.source).toMatch(/^\[[^\]]*\]$/);
      expect(pattern.flags).not.toMatch(/[gy]/); // a global pattern's test would keep its place
    }
    const long = `${"A".repeat(1_000_000)}\u0000`;
    expect(
      textField(said.contactUnusual("message"), { multiLine: true }).safeParse(long).success,
    ).toBe(false);
  });
});
