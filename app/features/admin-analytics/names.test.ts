import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/messages.server.ts";
import { clickName } from "./names.ts";

const t = translator("en");

describe("clickName", () => {
  it("names the site's links, its phones by number, and a label no link sends now as it came", () => {
    expect(
      ["email", "whatsapp_button", "instagram", "tiktok", "phone_2", "old_link"].map((raw) =>
        clickName(t, raw),
      ),
    ).toEqual(["Email", "WhatsApp button", "Instagram", "TikTok", "Phone 2", "Old link"]);
  });
});
