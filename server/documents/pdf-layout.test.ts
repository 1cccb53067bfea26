// What our PDFs write reads back as written: the standard fonts draw WinAnsi only, and anything
// else (the promotion's minus sign) is written in a form they draw, never as a wrong glyph.
import { describe, expect, it } from "vitest";
import { pdfText } from "../../test/support/pdf-text.ts";
import { drawable, motelDocument, table } from "./pdf-layout.ts";

const SAID = [
  "Discount JAN10: −KES 1,000", // U+2212, as the price lines write a discount
  "2 nights × KES 5,000 – “Weekend” · Paid… ≥ 1",
  "Punguzo: −KES 1\u202F000", // a narrow no-break space from a number format
  "Café Ngũgĩ",
];

describe("the PDFs' text", () => {
  it("is written in what the standard fonts draw", () => {
    expect(SAID.map(drawable)).toEqual([
      "Discount JAN10: -KES 1,000",
      "2 nights × KES 5,000 – “Weekend” · Paid… >= 1",
      "Punguzo: -KES 1\u00A0000",
      "Café Ngugi",
    ]);
    expect(drawable("Bed & Breakfast; Malazi na Kifungua Kinywa")).toBe(
      "Bed & Breakfast; Malazi na Kifungua Kinywa",
    );
    expect(drawable("a 🙂 b")).toBe("a ? b");
    // A guest's request of several lines keeps its lines.
    expect(drawable("Late arrival\r\n\tQuiet room")).toBe("Late arrival\n Quiet room");
  });

  it("reads back from a generated document as drawable() wrote it, in tables too", async () => {
    const { doc, bytes } = motelDocument("Statement", new Date("2026-11-29T06:00:00Z"));
    doc.text(SAID[0]!);
    table(doc, "Lines", [200, 200], ["What", "Amount"], [[SAID[1]!, SAID[2]!]]);
    doc.end();
    const text = (await pdfText(await bytes)).replace(/\s+/g, " ");
    expect(text).toContain("Discount JAN10: -KES 1,000");
    expect(text).toContain("2 nights × KES 5,000 – “Weekend” · Paid… >= 1");
    expect(text).toContain("Punguzo: -KES 1 000");
    expect(text).not.toContain('"KES');
  });
});
