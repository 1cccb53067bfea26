import { describe, expect, it } from "vitest";
import { defaultContent } from "./motel.ts";
import {
  applyContentForm,
  FACT_GROUPS,
  groupsOf,
  inputText,
  textGroups,
  valueAt,
} from "../domain/content-form.ts";
import { SiteContentSchema } from "../domain/schemas/content.ts";

describe("the content forms", () => {
  it("name only paths that exist in the content", () => {
    for (const group of [...FACT_GROUPS, ...textGroups(defaultContent)]) {
      for (const input of group.inputs) {
        if (input.path.startsWith("socials.")) continue; // optional: absent until filled in
        expect(valueAt(defaultContent, input.path), input.path).toBeDefined();
        expect(input.path.split(".")[0]).toBe(group.field);
      }
    }
  });

  it("apply typed values: numbers, lines, a phone's E.164 form following its display form", () => {
    const applied = applyContentForm(defaultContent, FACT_GROUPS, [
      ["intent", "save"],
      ["phones.0.display", " 0722  123456 "],
      ["counters.years", "4"],
    ]);
    if (!applied.ok) throw new Error("refused");
    const parsed = SiteContentSchema.parse(applied.next);
    expect(parsed.phones[0]).toEqual({ display: "0722 123456", e164: "+254722123456" });
    expect(parsed.counters.years).toBe(4);
    const texts = applyContentForm(defaultContent, groupsOf("texts", defaultContent), [
      ["conference.features", "Projector\r\n\r\n  Wi-Fi  \n"],
    ]);
    expect(texts.ok && SiteContentSchema.parse(texts.next).conference.features).toEqual([
      "Projector",
      "Wi-Fi",
    ]);
    expect(inputText(["a", "b"])).toBe("a\nb");
  });

  it("refuse a path the page does not edit, and never touch the defaults", () => {
    for (const path of ["services.gymAndFitness.0.image", "__proto__.polluted", "kraPin.length"]) {
      expect(applyContentForm(defaultContent, FACT_GROUPS, [[path, "x"]])).toEqual({
        ok: false,
        unknownPath: path,
      });
    }
    applyContentForm(defaultContent, FACT_GROUPS, [["name", "Changed"]]);
    expect(defaultContent.name).toBe("Gilgil Oasis Motel");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
