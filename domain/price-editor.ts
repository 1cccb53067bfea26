// The staff price editor's cells (a price per room type, guest count and boarding within the
// type's capacity; how many rooms a type has is its rooms on /admin/rooms) and the pure rules of a save: which cells changed,
// and which of those another staff member changed since the form was loaded. A cell's name and
// value in words are the staff catalog's (app/features/admin/price-cell.ts).
import type { PriceTable } from "./pricing.ts";
import {
  BOARDINGS,
  GUEST_KEYS,
  ROOM_TYPES,
  type Boarding,
  type GuestKey,
  type RoomTypeDefinition,
  type RoomTypeKey,
} from "./rooms.ts";

export type PriceCell = {
  field: "price";
  roomType: RoomTypeKey;
  guests: GuestKey;
  boarding: Boarding;
};
export type EditorCell = PriceCell;

/** A cell's value: KES per night; null = not offered. */
export type CellValue = number | null;

/** A cell as submitted: the value the form was loaded with and the value to save. */
export type CellEdit = { cell: EditorCell; loaded: CellValue; submitted: CellValue };

/** The largest nightly price staff may enter: far above any real rate, catches extra zeros. */
export const MAX_PRICE_KES = 10_000_000;

/** The guest-count keys a room type is priced for: its minimum to its maximum guests. */
export function guestKeysOf(room: Pick<RoomTypeDefinition, "minGuests" | "maxGuests">) {
  return GUEST_KEYS.filter((_, i) => i + 1 >= room.minGuests && i + 1 <= room.maxGuests);
}

/** Every price cell of the editor, type by type in display order. */
export function priceCells(rooms: readonly RoomTypeDefinition[] = ROOM_TYPES): PriceCell[] {
  return rooms.flatMap((room) =>
    guestKeysOf(room).flatMap((guests) =>
      BOARDINGS.map((boarding) => ({
        field: "price" as const,
        roomType: room.key,
        guests,
        boarding,
      })),
    ),
  );
}

/** Every cell of the editor: each type's prices, type by type. */
export function editorCells(rooms: readonly RoomTypeDefinition[] = ROOM_TYPES): EditorCell[] {
  return priceCells(rooms);
}

/** The form field of a cell: "price.deluxe.two_guests.half_board". */
export function cellName(cell: EditorCell): string {
  return `price.${cell.roomType}.${cell.guests}.${cell.boarding}`;
}

/** The hidden field carrying the value the form was loaded with. */
export function loadedName(cell: EditorCell): string {
  return `was.${cellName(cell)}`;
}

/** How many guests a cell is priced for: 1 to 4. */
export function guestCountOf(cell: Pick<EditorCell, "guests">): number {
  return GUEST_KEYS.indexOf(cell.guests) + 1;
}

/** The current value of a cell in a price table. */
export function currentValue(cell: EditorCell, table: PriceTable): CellValue {
  return table[cell.roomType]?.[cell.guests]?.[cell.boarding] ?? null;
}

/** The cells staff changed: unchanged cells are not written. */
export function changedCells(edits: readonly CellEdit[]): CellEdit[] {
  return edits.filter((edit) => edit.submitted !== edit.loaded);
}

export type Conflict = CellEdit & { current: CellValue };

/**
 * The changed cells someone else changed since the form was loaded (their current value is not
 * the loaded one). A cell they already set to the same value is no conflict: nothing to do.
 */
export function conflictingCells(
  changes: readonly CellEdit[],
  current: (cell: EditorCell) => CellValue,
): Conflict[] {
  return changes
    .map((edit) => ({ ...edit, current: current(edit.cell) }))
    .filter((edit) => edit.current !== edit.loaded && edit.current !== edit.submitted);
}

/** Form fields (name -> text): each cell's value and, hidden, the value it was loaded with. */
export type EditorFormValues = Record<string, string>;

const valueText = (value: CellValue) => (value === null ? "" : String(value));

/** The form as loaded from the current table. */
export function editorFormValues(
  current: (cell: EditorCell) => CellValue,
  cells: readonly EditorCell[] = editorCells(),
): EditorFormValues {
  return Object.fromEntries(
    cells.flatMap((cell) => {
      const text = valueText(current(cell));
      return [
        [cellName(cell), text],
        [loadedName(cell), text],
      ];
    }),
  );
}

/**
 * The form after a conflict: the cells this staff member changed keep what they typed, every
 * other cell shows the current value, and all carry the current value as loaded, so saving again
 * after a review applies their changes over the other staff member's on purpose, and nothing else.
 */
export function formAfterConflict(
  typed: EditorFormValues,
  current: (cell: EditorCell) => CellValue,
  cells: readonly EditorCell[] = editorCells(),
): EditorFormValues {
  return Object.fromEntries(
    cells.flatMap((cell) => {
      const now = valueText(current(cell));
      const mine = (typed[cellName(cell)] ?? "").trim();
      const changedByMe = mine !== (typed[loadedName(cell)] ?? "");
      return [
        [cellName(cell), changedByMe ? mine : now],
        [loadedName(cell), now],
      ];
    }),
  );
}
