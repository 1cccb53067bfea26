// The staff price editor: the table as staff see it, and a save that writes only the changed
// cells, all in one transaction, refusing the whole save when another staff member changed one
// of those cells since the form was loaded (optimistic concurrency, checked under row locks).
import { and, asc, desc, eq, or } from "drizzle-orm";
import {
  changedCells,
  conflictingCells,
  currentValue,
  type CellEdit,
  type Conflict,
  type EditorCell,
} from "../../domain/price-editor.ts";
import { priceTableFromRows, type PriceTable } from "../../domain/pricing.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { lockRoomTypes, type Tx } from "../bookings/availability.ts";
import type { Db } from "../db/client.ts";
import { priceChanges, prices } from "../db/schema/pricing.ts";
import { loadRoomsAndPrices, type RoomTypeSummary } from "./catalog.ts";

export const HISTORY_LENGTH = 50;

export type PriceHistoryEntry = {
  id: number;
  cell: EditorCell;
  oldValue: number | null;
  newValue: number | null;
  changedByName: string;
  changedAt: string;
};

export type PriceEditorData = {
  rooms: RoomTypeSummary[];
  table: PriceTable;
  history: PriceHistoryEntry[];
};

export async function loadPriceEditor(db: Db): Promise<PriceEditorData> {
  const [{ rooms, table }, history] = await Promise.all([
    loadRoomsAndPrices(db),
    recentPriceChanges(db),
  ]);
  return { rooms, table, history };
}

/** The newest changes first. */
export async function recentPriceChanges(db: Db, limit = HISTORY_LENGTH) {
  // Rows of field 'inventory' are from before rooms were counted (the editor had a room count).
  const rows = await db
    .select()
    .from(priceChanges)
    .where(eq(priceChanges.field, "price"))
    .orderBy(desc(priceChanges.changedAt), desc(priceChanges.id))
    .limit(limit);
  return rows.map((row): PriceHistoryEntry => ({
    id: row.id,
    cell: { field: "price", roomType: row.roomType, guests: row.guests!, boarding: row.boarding! },
    oldValue: row.oldValue,
    newValue: row.newValue,
    changedByName: row.changedByName,
    changedAt: row.changedAt.toISOString(),
  }));
}

export type SavePricesResult = { ok: true; saved: number } | { ok: false; conflicts: Conflict[] };

/**
 * Saves the changed cells of an edit. Locks the room types involved (in key order, as bookings
 * do) and their price rows first, so two saves of the same type run one after the other and a
 * combination being newly offered cannot be inserted twice.
 */
export async function savePriceEdits(
  db: Db,
  staff: Pick<StaffUser, "id" | "name">,
  edits: readonly CellEdit[],
  now = new Date(),
): Promise<SavePricesResult> {
  const changes = changedCells(edits);
  if (changes.length === 0) return { ok: true, saved: 0 };
  return db.transaction(async (tx) => {
    const table = await lockCurrent(tx, changes);
    const current = (cell: EditorCell) => currentValue(cell, table);
    const conflicts = conflictingCells(changes, current);
    if (conflicts.length > 0) return { ok: false, conflicts };
    // Someone may already have made the very same change: nothing left to write for it.
    const writes = changes.filter((edit) => current(edit.cell) !== edit.submitted);
    for (const edit of writes) await writeCell(tx, edit, now);
    if (writes.length > 0) {
      await tx.insert(priceChanges).values(
        writes.map(({ cell, loaded, submitted }) => ({
          roomType: cell.roomType,
          field: cell.field,
          guests: cell.guests,
          boarding: cell.boarding,
          oldValue: loaded,
          newValue: submitted,
          changedBy: staff.id,
          changedByName: staff.name,
          changedAt: now,
        })),
      );
    }
    return { ok: true, saved: writes.length };
  });
}

async function lockCurrent(tx: Tx, changes: readonly CellEdit[]): Promise<PriceTable> {
  await lockRoomTypes(
    tx,
    changes.map((edit) => ({ type: edit.cell.roomType })),
  );
  const priceEdits = changes.map(({ cell }) => cell);
  const priceRows = await tx
    .select({
      roomType: prices.roomType,
      guests: prices.guests,
      boarding: prices.boarding,
      amountKes: prices.amountKes,
    })
    .from(prices)
    .where(
      or(
        ...priceEdits.map((cell) =>
          and(
            eq(prices.roomType, cell.roomType),
            eq(prices.guests, cell.guests),
            eq(prices.boarding, cell.boarding),
          ),
        ),
      ),
    )
    .orderBy(asc(prices.roomType), asc(prices.guests), asc(prices.boarding))
    .for("update");
  return priceTableFromRows(priceRows);
}

async function writeCell(tx: Tx, { cell, submitted }: CellEdit, now: Date): Promise<void> {
  const key = and(
    eq(prices.roomType, cell.roomType),
    eq(prices.guests, cell.guests),
    eq(prices.boarding, cell.boarding),
  );
  if (submitted === null) {
    await tx.delete(prices).where(key);
    return;
  }
  // Staff set it: no longer a sample price.
  await tx
    .insert(prices)
    .values({
      roomType: cell.roomType,
      guests: cell.guests,
      boarding: cell.boarding,
      amountKes: submitted,
      isSample: false,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [prices.roomType, prices.guests, prices.boarding],
      set: { amountKes: submitted, isSample: false, updatedAt: now },
    });
}
