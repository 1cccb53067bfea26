// The staff price editor: the table as staff see it, and a save that writes only the changed
// cells, all in one transaction, refusing the whole save when another staff member changed one
// of those cells since the form was loaded (optimistic concurrency, checked under row locks).
import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import {
  changedCells,
  conflictingCells,
  currentValue,
  type CellEdit,
  type Conflict,
  type EditorCell,
} from "../../domain/price-editor.ts";
import { priceTableFromRows, type PriceTable } from "../../domain/pricing.ts";
import type { RoomTypeKey } from "../../domain/rooms.ts";
import type { StaffUser } from "../../domain/staff.ts";
import type { Tx } from "../bookings/availability.ts";
import type { Db } from "../db/client.ts";
import { priceChanges, prices } from "../db/schema/pricing.ts";
import { roomTypes } from "../db/schema/rooms.ts";
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
  const rows = await db
    .select()
    .from(priceChanges)
    .orderBy(desc(priceChanges.changedAt), desc(priceChanges.id))
    .limit(limit);
  return rows.map((row): PriceHistoryEntry => ({
    id: row.id,
    cell:
      row.field === "price" && row.guests && row.boarding
        ? { field: "price", roomType: row.roomType, guests: row.guests, boarding: row.boarding }
        : { field: "inventory", roomType: row.roomType },
    oldValue: row.oldValue,
    newValue: row.newValue,
    changedByName: row.changedByName,
    changedAt: row.changedAt.toISOString(),
  }));
}

export type SavePricesResult = { ok: true; saved: number } | { ok: false; conflicts: Conflict[] };

type Inventory = Partial<Record<RoomTypeKey, number>>;

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
    const { table, inventory } = await lockCurrent(tx, changes);
    const current = (cell: EditorCell) => currentValue(cell, table, inventory);
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
          guests: cell.field === "price" ? cell.guests : null,
          boarding: cell.field === "price" ? cell.boarding : null,
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

async function lockCurrent(tx: Tx, changes: readonly CellEdit[]) {
  const types = [...new Set(changes.map((edit) => edit.cell.roomType))].sort();
  const typeRows = await tx
    .select({ key: roomTypes.key, inventory: roomTypes.inventory })
    .from(roomTypes)
    .where(inArray(roomTypes.key, types))
    .orderBy(asc(roomTypes.key))
    .for("update");
  const priceEdits = changes.flatMap(({ cell }) => (cell.field === "price" ? [cell] : []));
  const priceRows =
    priceEdits.length === 0
      ? []
      : await tx
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
  const inventory: Inventory = Object.fromEntries(typeRows.map((row) => [row.key, row.inventory]));
  return { table: priceTableFromRows(priceRows), inventory };
}

async function writeCell(tx: Tx, { cell, submitted }: CellEdit, now: Date): Promise<void> {
  if (cell.field === "inventory") {
    await tx
      .update(roomTypes)
      .set({ inventory: submitted ?? 0 })
      .where(eq(roomTypes.key, cell.roomType));
    return;
  }
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
