import { describe, expect, it } from "vitest";
import {
  cellName,
  changedCells,
  conflictingCells,
  editorCells,
  formAfterConflict,
  guestCountOf,
  guestKeysOf,
  loadedName,
  priceCells,
  type CellEdit,
  type EditorCell,
} from "./price-editor.ts";
import { ROOM_TYPES, roomTypeOf } from "./rooms.ts";

const hb2: EditorCell = {
  field: "price",
  roomType: "deluxe",
  guests: "two_guests",
  boarding: "half_board",
};
const bb1: EditorCell = {
  field: "price",
  roomType: "deluxe",
  guests: "single_guest",
  boarding: "bed_breakfast",
};
const fb1: EditorCell = { ...bb1, boarding: "full_board" };

describe("the price editor's cells", () => {
  it("covers each type's guest counts from its minimum to its maximum, every boarding", () => {
    expect(guestKeysOf(roomTypeOf("executive_double"))).toEqual(["three_guests"]);
    expect(guestKeysOf(roomTypeOf("standard_double"))).toEqual([
      "two_guests",
      "three_guests",
      "four_guests",
    ]);
    // 2+3+2+2+1+3 guest counts, three boardings each (how many rooms is on /admin/rooms).
    expect(priceCells()).toHaveLength(13 * 3);
    expect(editorCells()).toEqual(priceCells(ROOM_TYPES));
    expect(new Set(editorCells().map(cellName)).size).toBe(editorCells().length);
  });

  it("counts a cell's guests from its key", () => {
    expect([bb1, hb2].map(guestCountOf)).toEqual([1, 2]);
    expect(guestCountOf({ guests: "four_guests" })).toBe(4);
  });
});

describe("what a save writes and when it conflicts", () => {
  const edits: CellEdit[] = [
    { cell: hb2, loaded: 7500, submitted: 7800 }, // changed
    { cell: bb1, loaded: 4500, submitted: 4500 }, // unchanged
    { cell: fb1, loaded: 6500, submitted: null }, // withdrawn
  ];

  it("only changed cells are written, withdrawn ones included", () => {
    expect(changedCells(edits).map((edit) => edit.cell)).toEqual([hb2, fb1]);
    expect(changedCells([{ cell: hb2, loaded: 7500, submitted: null }])).toHaveLength(1);
    expect(changedCells([{ cell: hb2, loaded: null, submitted: null }])).toHaveLength(0);
  });

  it("a changed cell whose current value is not the loaded one is a conflict", () => {
    const now = new Map<EditorCell, number | null>([
      [hb2, 8000],
      [bb1, 4000], // someone else changed a cell this save does not touch: no conflict
      [fb1, 6500],
    ]);
    const conflicts = conflictingCells(changedCells(edits), (cell) => now.get(cell) ?? null);
    expect(conflicts).toEqual([{ cell: hb2, loaded: 7500, submitted: 7800, current: 8000 }]);
  });

  it("withdrawn or newly offered meanwhile counts; the same change made by both does not", () => {
    const withdrawn = conflictingCells([{ cell: hb2, loaded: 7500, submitted: 7800 }], () => null);
    expect(withdrawn).toHaveLength(1);
    const offered = conflictingCells([{ cell: hb2, loaded: null, submitted: 7800 }], () => 7000);
    expect(offered[0]?.current).toBe(7000);
    expect(conflictingCells([{ cell: hb2, loaded: 7500, submitted: 7800 }], () => 7800)).toEqual(
      [],
    );
    expect(conflictingCells([{ cell: hb2, loaded: 7500, submitted: 7800 }], () => 7500)).toEqual(
      [],
    );
  });

  it("after a conflict the form keeps what was typed and shows others' changes elsewhere", () => {
    const cells = [hb2, bb1, fb1];
    const typed = {
      [cellName(hb2)]: "7800",
      [loadedName(hb2)]: "7500",
      [cellName(bb1)]: "4500",
      [loadedName(bb1)]: "4500",
      [cellName(fb1)]: "6500",
      [loadedName(fb1)]: "6500",
    };
    const current = (cell: EditorCell) => (cell === hb2 ? 8000 : cell === bb1 ? null : 6900);
    expect(formAfterConflict(typed, current, cells)).toEqual({
      [cellName(hb2)]: "7800",
      [loadedName(hb2)]: "8000",
      [cellName(bb1)]: "",
      [loadedName(bb1)]: "",
      [cellName(fb1)]: "6900",
      [loadedName(fb1)]: "6900",
    });
  });
});
