import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/messages.server.ts";
import type { EditorCell } from "../../../domain/price-editor.ts";
import { priceCellLabel, priceCellValue } from "./price-cell.ts";

const cell = (guests: EditorCell["guests"], boarding: EditorCell["boarding"]): EditorCell => ({
  field: "price",
  roomType: "standard_double",
  guests,
  boarding,
});

describe("a price cell in the staff catalog's words", () => {
  const t = translator("en");

  it("names the room type, the guests in words and the boarding", () => {
    expect(priceCellLabel(t, cell("two_guests", "half_board"))).toBe(
      "Twin Room, two guests, half board",
    );
    expect(priceCellLabel(t, cell("four_guests", "bed_breakfast"))).toBe(
      "Twin Room, four guests, bed & breakfast",
    );
    expect(priceCellLabel(t, { ...cell("single_guest", "full_board"), roomType: "deluxe" })).toBe(
      "Deluxe Room, one guest, full board",
    );
  });

  it("reads a value as shillings, or not offered", () => {
    expect(priceCellValue(t, 4500)).toBe("KES 4,500");
    expect(priceCellValue(t, null)).toBe("not offered");
  });
});
