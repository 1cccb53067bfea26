// The price editor's form: one field per cell plus a hidden field with the value it was loaded
// with. One schema for the browser's check before sending and the server's before saving; each
// names a cell in its messages with the staff catalog's words (app/features/admin/price-cell.ts).
// Its messages are codes (domain/staff-said/prices.ts) the page and the server word.
import { z } from "../zod.ts";
import { schemaMessage, toldOfMessage, type Told } from "../said.ts";
import { priceSaid } from "../staff-said/prices.ts";
import {
  cellName,
  editorCells,
  loadedName,
  MAX_PRICE_KES,
  type CellEdit,
  type CellValue,
  type EditorCell,
} from "../price-editor.ts";

const WHOLE = /^\d+$/;
const outOfDate = schemaMessage(priceSaid.outOfDate());

/** A price cell: blank = not offered, else whole shillings from 1 to MAX_PRICE_KES. */
function priceValue(label: string) {
  return z.string({ error: outOfDate }).transform((raw, ctx): CellValue => {
    const text = raw.trim();
    if (text === "") return null;
    if (!WHOLE.test(text)) {
      ctx.addIssue({ code: "custom", message: schemaMessage(priceSaid.wholeShillings(label)) });
      return z.NEVER;
    }
    const amount = Number(text);
    if (amount < 1) {
      ctx.addIssue({ code: "custom", message: schemaMessage(priceSaid.atLeastOne(label)) });
    } else if (amount > MAX_PRICE_KES) {
      ctx.addIssue({
        code: "custom",
        message: schemaMessage(priceSaid.tooHigh(label, MAX_PRICE_KES)),
      });
    }
    return amount;
  });
}

/** The loaded values come from our own page: anything odd means a stale or forged form. */
const loadedValue = z
  .string({ error: outOfDate })
  .regex(/^\d*$/, outOfDate)
  .transform((text): CellValue => (text === "" ? null : Number(text)));

const cells = editorCells();

/** Form fields (name -> text) to the edit of every cell; `label` names a cell in a message. */
export function priceEditorSchema(label: (cell: EditorCell) => string) {
  return z
    .object(
      Object.fromEntries(
        cells.flatMap((cell) => [
          [cellName(cell), priceValue(label(cell))],
          [loadedName(cell), loadedValue],
        ]),
      ),
    )
    .transform((fields): CellEdit[] =>
      cells.map((cell) => ({
        cell,
        loaded: fields[loadedName(cell)] ?? null,
        submitted: fields[cellName(cell)] ?? null,
      })),
    );
}

/** The messages of a failed parse, each once, in the form's order. */
export function priceEditorErrors(error: z.ZodError): Told[] {
  return [...new Set(error.issues.map((issue) => issue.message))].map(toldOfMessage);
}
