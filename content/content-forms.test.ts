import { describe, expect, it } from "vitest";
import { defaultContent } from "./motel.ts";
import {
  applyContentForm,
  FACT_GROUPS,
  groupsOf,
  inputText,
  textGroups,
  valueAt,
  type FieldGroup,
} from "../domain/content-form.ts";
import { ROOM_TYPES } from "../domain/rooms.ts";
import { SiteContentSchema } from "../domain/schemas/content.ts";
import { fieldLabel, groupTitle } from "../app/features/admin/content-words.ts";
import { translator } from "../i18n/messages.server.ts";

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

  it("take their titles and labels from the staff catalog, in the English staff read before", () => {
    const en = translator("en");
    const shown = (groups: readonly FieldGroup[]) =>
      Object.fromEntries(
        groups.map((group) => [
          groupTitle(en, group.title),
          group.inputs.map((input) => fieldLabel(en, input.label)),
        ]),
      );
    expect(shown(FACT_GROUPS)).toEqual({
      Name: ["Motel name"],
      Tagline: ["Tagline"],
      Description: ["Short description (footer, search engines)"],
      Phones: ["Main phone", "Second phone"],
      WhatsApp: ["WhatsApp number", "Greeting typed in for the guest"],
      Email: ["Email address"],
      "KRA PIN": ["KRA PIN (on confirmations)"],
      Address: ["Street", "Town", "County", "Postal code"],
      "Map pin": ["Latitude", "Longitude", "Zoom"],
      "Social profiles": ["Facebook", "Instagram", "TikTok", "Twitter"],
      "External booking link": ["Button label", "Link (the motel's listing)"],
      "Check-in and check-out": ["Check-in from", "Check-out by"],
      "Counters on the home page": ["Happy guests", "Staff", "Years"],
      "Gym prices (KES)": ["Per month", "Per week"],
      Lounge: ["Lounge capacity"],
      Terrace: ["Terrace capacity"],
    });
    const texts = shown(textGroups(defaultContent));
    expect(texts["Services and their carousels"]?.slice(0, 2)).toEqual([
      "Food & Beverage 1: title",
      "Food & Beverage 1: text",
    ]);
    expect(texts["Services and their carousels"]).toContain("Gym & Fitness 2: text");
    expect(texts["Experiences"]?.slice(0, 2)).toEqual([
      "Experience 1: title",
      "Experience 1: description",
    ]);
    expect(texts["Rooms: short descriptions"]).toEqual(ROOM_TYPES.map((type) => type.name));
    expect(texts["Terrace page"]).toEqual(["Introduction", "Sundowners"]);
    expect(texts["Privacy page: contact details"]).toEqual([
      "Email for personal data requests",
      "Phone for personal data requests",
    ]);
    // Every message has its values: no key and no placeholder left.
    for (const text of Object.entries(texts).flat(2)) expect(text).not.toMatch(/[{}]|_/);
  });
});
