import { describe, expect, it } from "vitest";
import { english } from "../../test/support/english.ts";
import { cellName, editorCells, editorFormValues, loadedName } from "../price-editor.ts";
import { priceEditorErrors, priceEditorSchema } from "./prices.ts";

/** Cells named by their field here: the page and the server name them from the staff catalog. */
const PriceEditorSchema = priceEditorSchema(cellName);

const DELUXE_HB2 = {
  field: "price",
  roomType: "deluxe",
  guests: "two_guests",
  boarding: "half_board",
} as const;
/** A form as loaded: deluxe two guests half board at 7500, the rest blank. */
function loadedForm() {
  return editorFormValues((cell) => (cellName(cell) === cellName(DELUXE_HB2) ? 7500 : null));
}

function parseWith(cell: typeof DELUXE_HB2, text: string) {
  return PriceEditorSchema.safeParse({ ...loadedForm(), [cellName(cell)]: text });
}

describe("the price editor's form schema", () => {
  it("reads every cell with its loaded and submitted value; blank is not offered", () => {
    const result = PriceEditorSchema.safeParse(loadedForm());
    expect(result.success).toBe(true);
    expect(result.data).toHaveLength(editorCells().length);
    const deluxe = result.data!.find((edit) => cellName(edit.cell) === cellName(DELUXE_HB2));
    expect(deluxe).toMatchObject({ loaded: 7500, submitted: 7500 });
    const notOffered = result.data!.find(
      (edit) => cellName(edit.cell) === "price.family.two_guests.full_board",
    );
    expect(notOffered).toMatchObject({ loaded: null, submitted: null });
  });

  it.each([
    ["4500", 4500],
    [" 4500 ", 4500],
    ["1", 1],
    ["10000000", 10_000_000],
    ["", null],
    ["   ", null],
  ])("accepts the price %j as %j", (text, value) => {
    const result = parseWith(DELUXE_HB2, text);
    expect(result.success).toBe(true);
    expect(result.data!.find((e) => cellName(e.cell) === cellName(DELUXE_HB2))!.submitted).toBe(
      value,
    );
  });

  it.each([
    ["1.5", "price.deluxe.two_guests.half_board: enter whole shillings, e.g. 4500"],
    ["1,000", "price.deluxe.two_guests.half_board: enter whole shillings, e.g. 4500"],
    ["-5", "price.deluxe.two_guests.half_board: enter whole shillings, e.g. 4500"],
    ["4500 KES", "price.deluxe.two_guests.half_board: enter whole shillings, e.g. 4500"],
    ["1e4", "price.deluxe.two_guests.half_board: enter whole shillings, e.g. 4500"],
    [
      "0",
      "price.deluxe.two_guests.half_board: a price must be at least 1 shilling. To stop offering it, clear the cell.",
    ],
    ["10000001", "price.deluxe.two_guests.half_board: enter at most KES 10,000,000."],
    ["99999999999999999999", "price.deluxe.two_guests.half_board: enter at most KES 10,000,000."],
  ])("refuses the price %j, naming the cell, in words", (text, message) => {
    const result = parseWith(DELUXE_HB2, text);
    expect(result.success).toBe(false);
    expect(priceEditorErrors(result.error!).map(english)).toEqual([message]);
  });

  it("has no room count: how many rooms a type has is its rooms on /admin/rooms", () => {
    expect(Object.keys(loadedForm()).filter((name) => name.includes("inventory"))).toEqual([]);
  });

  it("lists every bad cell once, and refuses a form missing fields or with odd loaded values", () => {
    const many = PriceEditorSchema.safeParse({
      ...loadedForm(),
      [cellName(DELUXE_HB2)]: "x",
      "price.standard.single_guest.bed_breakfast": "0",
    });
    expect(priceEditorErrors(many.error!)).toHaveLength(2);

    const missing = loadedForm();
    delete missing[cellName(DELUXE_HB2)];
    const incomplete = PriceEditorSchema.safeParse(missing);
    expect(priceEditorErrors(incomplete.error!).map(english)).toEqual([
      "This form is out of date. Please reload the page and make your changes again.",
    ]);
    const forged = PriceEditorSchema.safeParse({ ...loadedForm(), [loadedName(DELUXE_HB2)]: "-1" });
    expect(forged.success).toBe(false);
  });
});
