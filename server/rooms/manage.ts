// Staff writes to the numbered rooms (/admin/rooms): add, rename, retire, take out of order (and
// end or cancel that), set housekeeping. A write that changes a type's capacity locks that type's
// room_types row first, as bookings do (decision 007), then reads and checks, in one READ
// COMMITTED transaction; every write is audited.
import { and, eq, gt, isNull, max } from "drizzle-orm";
import {
  collisionsOf,
  heldUntil,
  lastCheckOut,
  type Collision,
  type HeldStay,
} from "../../domain/room-board.ts";
import { toldOfMessage, type Answer, type Told } from "../../domain/said.ts";
import { roomSaid } from "../../domain/staff-said/rooms.ts";
import type { RoomTypeKey } from "../../domain/rooms.ts";
import {
  AddRoomSchema,
  closureSchema,
  HousekeepingSchema,
  RenameRoomSchema,
} from "../../domain/schemas/rooms.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { motelDate } from "../../domain/time.ts";
import {
  heldColumns,
  holdingFrom,
  lockRoomTypes,
  openRooms,
  READ_COMMITTED,
  roomsOfType,
  type Tx,
} from "../bookings/availability.ts";
import { isRowId } from "../../domain/row-id.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { roomClosures, rooms } from "../db/schema/rooms.ts";
import { recordStaffAction } from "../staff/audit.ts";
import { inHouse } from "../bookings/in-house.ts";
import { guestName } from "../front-desk/room-board.ts";
import { fieldErrors } from "../../domain/zod.ts";

export type RoomWriteResult = Answer<
  400 | 404 | 409,
  {
    /** Bookings a retirement or closure would leave without a room. */
    collision?: Collision;
  }
>;

const NOT_FOUND = { ok: false, status: 404, message: roomSaid.notFound() } as const;
const invalid = (errors: Record<string, Told>) =>
  ({ ok: false, status: 400, message: Object.values(errors)[0]!, errors }) as const;

export const roomSubject = (id: number) => `room:${id}`;

function audit(tx: Db, staff: StaffUser, action: string, id: number, now: Date, detail = {}) {
  return recordStaffAction(
    tx,
    { staffId: staff.id, action, subject: roomSubject(id), detail },
    now,
  );
}

async function roomById(tx: Tx, id: number) {
  if (!isRowId(id)) return undefined;
  const [room] = await tx.select().from(rooms).where(eq(rooms.id, id));
  return room;
}

/**
 * Bookings of the type holding rooms on a night from `from` on, as availability counts them
 * (confirmed, held and unexpired, a guest in house past check-out through tonight).
 */
export async function heldStays(tx: Tx, type: RoomTypeKey, from: string, now: Date) {
  const rows = await tx
    .select({
      bookingId: bookings.id,
      reference: bookings.reference,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      ...heldColumns,
    })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookingRooms.bookingId, bookings.id))
    .where(and(eq(bookingRooms.roomType, type), holdingFrom(from, now)));
  const today = motelDate(now);
  return rows.map((row): HeldStay => ({
    bookingId: row.bookingId,
    reference: row.reference ?? "",
    guest: guestName(row),
    checkIn: row.checkIn,
    checkOut: heldUntil(row, today),
  }));
}

/** A new room of a type, numbered as on its door. */
export async function addRoom(
  db: Db,
  staff: StaffUser,
  fields: unknown,
  now: Date,
): Promise<RoomWriteResult> {
  const parsed = AddRoomSchema.safeParse(fields);
  if (!parsed.success) return invalid(fieldErrors(parsed.error, toldOfMessage));
  const { type, number } = parsed.data;
  return uniqueNumber(number, () =>
    db.transaction(async (tx) => {
      await lockRoomTypes(tx, [{ type }]);
      const [last] = await tx
        .select({ order: max(rooms.sortOrder) })
        .from(rooms)
        .where(eq(rooms.roomType, type));
      const [room] = await tx
        .insert(rooms)
        .values({ roomType: type, number, sortOrder: (last?.order ?? 0) + 1, housekeepingAt: now })
        .returning({ id: rooms.id });
      await audit(tx, staff, "room.add", room!.id, now, { type, number });
      return { ok: true, message: roomSaid.added(number) };
    }, READ_COMMITTED),
  );
}

/** A clash with an active room's number (whatever the case) is a message at the field. */
async function uniqueNumber(
  number: string,
  write: () => Promise<RoomWriteResult>,
): Promise<RoomWriteResult> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "rooms_active_number")) {
      return { ...invalid({ number: roomSaid.numberTaken(number) }), status: 409 };
    }
    throw error;
  }
}

/** A new number for a room (its capacity does not change: no type lock). */
export async function renameRoom(
  db: Db,
  staff: StaffUser,
  id: number,
  fields: unknown,
  now: Date,
): Promise<RoomWriteResult> {
  const parsed = RenameRoomSchema.safeParse(fields);
  if (!parsed.success) return invalid(fieldErrors(parsed.error, toldOfMessage));
  const { number } = parsed.data;
  return uniqueNumber(number, () =>
    db.transaction(async (tx) => {
      const room = await roomById(tx, id);
      if (!room || room.retiredAt) return NOT_FOUND;
      await tx.update(rooms).set({ number }).where(eq(rooms.id, id));
      await audit(tx, staff, "room.rename", id, now, { from: room.number, to: number });
      return { ok: true, message: roomSaid.renamed(room.number, number) };
    }, READ_COMMITTED),
  );
}

/**
 * Retires a room: refused while a guest in house is in it, or when the type's remaining rooms
 * would be fewer than bookings already hold on some night from today on (naming them).
 */
export function retireRoom(
  db: Db,
  staff: StaffUser,
  id: number,
  now: Date,
): Promise<RoomWriteResult> {
  return db.transaction(async (tx) => {
    const found = await roomById(tx, id);
    if (!found) return NOT_FOUND;
    await lockRoomTypes(tx, [{ type: found.roomType }]);
    // Read the time and the room again after the lock: a write that held it has committed.
    const today = motelDate(now);
    const room = (await roomById(tx, id))!;
    if (room.retiredAt) return { ok: false, status: 409, message: roomSaid.alreadyRetired() };
    const [guest] = await tx
      .select({ id: bookings.id })
      .from(bookingRooms)
      .innerJoin(bookings, eq(bookingRooms.bookingId, bookings.id))
      .where(and(eq(bookingRooms.roomId, id), inHouse));
    if (guest) return { ok: false, status: 409, message: roomSaid.retireInHouse(room.number) };
    const held = await heldStays(tx, room.roomType, today, now);
    const collision = await collisionAfter(
      tx,
      room.roomType,
      held,
      today,
      lastCheckOut(held, today),
      {
        retire: id,
      },
    );
    if (collision) {
      return { ok: false, status: 409, message: roomSaid.retireShort(room.number), collision };
    }
    await tx.update(rooms).set({ retiredAt: now }).where(eq(rooms.id, id));
    await audit(tx, staff, "room.retire", id, now, { number: room.number, type: room.roomType });
    return { ok: true, message: roomSaid.retired(room.number) };
  }, READ_COMMITTED);
}

/** The collision a change would cause: a room retired, or a closure added, over [from, to). */
async function collisionAfter(
  tx: Tx,
  type: RoomTypeKey,
  held: readonly HeldStay[],
  from: string,
  to: string,
  change: { retire?: number; close?: { roomId: number; startDate: string; endDate: string } },
): Promise<Collision | undefined> {
  if (from >= to) return undefined;
  const { rooms: typeRooms, closures } = roomsOfType(
    await openRooms(tx, { checkIn: from, checkOut: to }, [type]),
    type,
  );
  return collisionsOf(
    typeRooms.map((room) => ({ ...room, retired: room.id === change.retire })),
    change.close ? [...closures, change.close] : closures,
    held,
    from,
    to,
  );
}

/**
 * Takes a room out of order from the night of startDate until endDate. When that would leave
 * fewer rooms than bookings hold on some night, nothing is saved and the collisions are returned,
 * unless staff ticked "take it out anyway" (then it is saved, audited with the collisions).
 */
export function closeRoom(
  db: Db,
  staff: StaffUser,
  id: number,
  fields: unknown,
  now: Date,
): Promise<RoomWriteResult> {
  return db.transaction(async (tx) => {
    const found = await roomById(tx, id);
    if (!found || found.retiredAt) return NOT_FOUND;
    await lockRoomTypes(tx, [{ type: found.roomType }]);
    const today = motelDate(now);
    const parsed = closureSchema(today).safeParse(fields);
    if (!parsed.success) return invalid(fieldErrors(parsed.error, toldOfMessage));
    const { startDate, endDate, reason, anyway } = parsed.data;
    // A guest sleeping in the room until after the period starts (an overstay: through tonight)
    // is moved first, whatever is ticked.
    const [guest] = await tx
      .select(heldColumns)
      .from(bookingRooms)
      .innerJoin(bookings, eq(bookingRooms.bookingId, bookings.id))
      .where(and(eq(bookingRooms.roomId, id), inHouse));
    const guestLeaves = guest && heldUntil(guest, today);
    if (guestLeaves && guestLeaves > startDate) {
      const message = roomSaid.closureInHouse(found.number, guestLeaves);
      return { ok: false, status: 409, message, errors: { startDate: message } };
    }
    const held = await heldStays(tx, found.roomType, startDate, now);
    const collision = await collisionAfter(tx, found.roomType, held, startDate, endDate, {
      close: { roomId: id, startDate, endDate },
    });
    if (collision && !anyway) {
      return { ok: false, status: 409, message: roomSaid.closureCollides(found.number), collision };
    }
    const [closure] = await tx
      .insert(roomClosures)
      .values({ roomId: id, startDate, endDate, reason, createdBy: staff.id, createdAt: now })
      .returning({ id: roomClosures.id });
    await audit(tx, staff, "room.out_of_order", id, now, {
      closureId: closure!.id,
      startDate,
      endDate,
      reason,
      ...(collision && { collisions: collision }),
    });
    return {
      ok: true,
      message: collision
        ? roomSaid.closedAnyway(found.number, collision.bookings.length)
        : roomSaid.closed(found.number, startDate, endDate),
    };
  }, READ_COMMITTED);
}

/**
 * Ends an out-of-order period: "end" brings the room back from today (the period has started),
 * "cancel" drops it altogether (entered by mistake, or not needed).
 */
export function endClosure(
  db: Db,
  staff: StaffUser,
  roomId: number,
  closureId: number,
  how: "end" | "cancel",
  now: Date,
): Promise<RoomWriteResult> {
  return db.transaction(async (tx) => {
    const room = await roomById(tx, roomId);
    if (!room || !isRowId(closureId)) return NOT_FOUND;
    await lockRoomTypes(tx, [{ type: room.roomType }]);
    const today = motelDate(now);
    const [closure] = await tx
      .select()
      .from(roomClosures)
      .where(
        and(
          eq(roomClosures.id, closureId),
          eq(roomClosures.roomId, roomId),
          isNull(roomClosures.cancelledAt),
          gt(roomClosures.endDate, today),
        ),
      );
    if (!closure) return { ok: false, status: 404, message: roomSaid.closureNotFound() };
    if (how === "end") {
      if (closure.startDate >= today) {
        return { ok: false, status: 409, message: roomSaid.closureNotStarted() };
      }
      await tx.update(roomClosures).set({ endDate: today }).where(eq(roomClosures.id, closureId));
    } else {
      await tx.update(roomClosures).set({ cancelledAt: now }).where(eq(roomClosures.id, closureId));
    }
    await audit(
      tx,
      staff,
      how === "end" ? "room.back_in_service" : "room.closure_cancelled",
      roomId,
      now,
      {
        closureId,
        startDate: closure.startDate,
        endDate: closure.endDate,
      },
    );
    return {
      ok: true,
      message:
        how === "end" ? roomSaid.closureEnded(room.number) : roomSaid.closureCancelled(room.number),
    };
  }, READ_COMMITTED);
}

/** Clean, dirty or inspected: one tap on the board. */
export async function setHousekeeping(
  db: Db,
  staff: StaffUser,
  id: number,
  fields: unknown,
  now: Date,
): Promise<RoomWriteResult> {
  const parsed = HousekeepingSchema.safeParse(fields);
  if (!parsed.success) return invalid(fieldErrors(parsed.error, toldOfMessage));
  const { state } = parsed.data;
  return db.transaction(async (tx) => {
    const room = await roomById(tx, id);
    if (!room || room.retiredAt) return NOT_FOUND;
    await tx
      .update(rooms)
      .set({ housekeeping: state, housekeepingAt: now })
      .where(eq(rooms.id, id));
    await audit(tx, staff, "room.housekeeping", id, now, { from: room.housekeeping, to: state });
    return { ok: true, message: roomSaid.housekeepingSet(room.number, state) };
  });
}
