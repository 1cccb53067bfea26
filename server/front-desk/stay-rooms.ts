// The room-facing moves of a stay at the front desk: check-in with a room number for each of the
// booking's rooms (and the guest's ID number), check-out (the rooms become dirty), and moving a
// guest in house to another room. Each is one READ COMMITTED transaction that locks the booking
// and then the room types involved (decision 007) before it reads who is where, so two staff can
// never put two guests in one room. Each step is audited on the booking.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { checkInRefusal } from "../../domain/admin-bookings.ts";
import {
  assignmentProblems,
  checkOutRefusal,
  isInHouse,
  moveRefusal,
  remainingNights,
  roomsNotReady,
  roomsToGive,
  suggestRoom,
  type DayCheckIn,
  type HeldStayFacts,
  type RoomChoice,
  type StayRoomsView,
} from "../../domain/room-board.ts";

export type { RoomChoice, StayRoomsView } from "../../domain/room-board.ts";
import { bookingSaid } from "../../domain/staff-said/bookings.ts";
import { said, toldOfMessage, type Answer, type Told } from "../../domain/said.ts";
import { roomSaid } from "../../domain/staff-said/rooms.ts";
import { roomTypeOf, type RoomTypeKey } from "../../domain/rooms.ts";
import { CheckInIdSchema } from "../../domain/schemas/rooms.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { earlyDeparture } from "../../domain/desk.ts";
import { isRowId } from "../../domain/row-id.ts";
import { motelDate } from "../../domain/time.ts";
import { audit, lockBooking } from "../bookings/admin-actions.ts";
import {
  lockAndCheckFree,
  lockRoomTypes,
  READ_COMMITTED,
  type Tx,
} from "../bookings/availability.ts";
import { notifyBookingChanged } from "../bookings/events.ts";
import { isBookingId } from "../../domain/booking-reference.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { roomClosures, rooms, roomTypes } from "../db/schema/rooms.ts";
import { releaseRemainingNights } from "./moves.ts";
import { guestsInHouse } from "./room-board.ts";
import { fieldErrors } from "../../domain/zod.ts";

/** Messages at fields: "room.<bookingRoomId>", "idNumber", "dirtyOk", "to". */
export type StayRoomResult = Answer;

const NOT_FOUND = {
  ok: false,
  status: 404,
  message: bookingSaid.notFound(),
} as const;
const conflict = (message: Told) => ({ ok: false, status: 409, message }) as const;

/**
 * Every active room in the board's order, the closures and the rooms guests in house are in: what
 * the rules need to give rooms, read once (deskFactsOf applies it to a stay).
 */
export async function deskRooms(db: Db | Tx) {
  // In turn, not Promise.all: room moves pass their transaction, one connection that pg will not
  // queue queries on (a deprecation warning, an error in pg 9).
  const all = await db
    .select({
      id: rooms.id,
      number: rooms.number,
      roomType: rooms.roomType,
      housekeeping: rooms.housekeeping,
      typeName: roomTypes.name,
    })
    .from(rooms)
    .innerJoin(roomTypes, eq(rooms.roomType, roomTypes.key))
    .where(isNull(rooms.retiredAt))
    .orderBy(asc(roomTypes.sortOrder), asc(rooms.sortOrder), asc(rooms.number));
  const closures = await db
    .select({
      roomId: roomClosures.roomId,
      startDate: roomClosures.startDate,
      endDate: roomClosures.endDate,
    })
    .from(roomClosures)
    .where(isNull(roomClosures.cancelledAt));
  const guests = await guestsInHouse(db);
  const choices: RoomChoice[] = all.map((room) => ({ ...room, retired: false }));
  /** Rooms a guest in house is in, and which booking. */
  return { choices, closures, guests };
}

type DeskRooms = Awaited<ReturnType<typeof deskRooms>>;

/** The rooms read (deskRooms) for a stay: its nights still to come and the rooms it may be given. */
function deskFactsOf(read: DeskRooms, stay: HeldStayFacts & { checkIn: string }, today: string) {
  const { from, to } = remainingNights(stay, today);
  const { choices, closures, guests } = read;
  return {
    ...read,
    from,
    to,
    give: (type: RoomTypeKey, exceptBooking?: string) =>
      roomsToGive(choices, {
        type,
        from,
        to,
        closures,
        occupied: new Set(
          guests.filter((guest) => guest.id !== exceptBooking).map((guest) => guest.roomId),
        ),
      }),
  };
}

/**
 * Every active room in the board's order, and what the rules need about them for a stay (a
 * booking's row, so a guest in house past check-out is seen holding tonight, or dates to sell).
 */
export async function deskFacts(
  db: Db | Tx,
  stay: HeldStayFacts & { checkIn: string },
  today: string,
) {
  return deskFactsOf(await deskRooms(db), stay, today);
}

/**
 * The day view's one-tap check-in (app/features/front-desk/day-view.tsx): for each of `ids` (in
 * the cards' order) that may be checked in now, its rooms' choices and a proposed room each, no
 * room proposed twice on the screen. The check-in itself is checkInWithRooms, as on the booking.
 */
export async function checkInsOnArrival(
  db: Db,
  ids: readonly string[],
  now: Date,
): Promise<Record<string, DayCheckIn>> {
  if (ids.length === 0) return {};
  const today = motelDate(now);
  const found = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      checkedInAt: bookings.checkedInAt,
      checkedOutAt: bookings.checkedOutAt,
      idNumber: bookings.idNumber,
    })
    .from(bookings)
    .where(inArray(bookings.id, [...ids]));
  const ready = ids.flatMap((id) => {
    const booking = found.find((row) => row.id === id);
    return booking && checkInRefusal(booking, today) === undefined ? [booking] : [];
  });
  if (ready.length === 0) return {};
  const own = await db
    .select({ id: bookingRooms.id, bookingId: bookingRooms.bookingId, type: bookingRooms.roomType })
    .from(bookingRooms)
    .where(
      inArray(
        bookingRooms.bookingId,
        ready.map((booking) => booking.id),
      ),
    )
    .orderBy(bookingRooms.id);
  const read = await deskRooms(db);
  const proposed = new Set<number>();
  return Object.fromEntries(
    ready.map((booking) => {
      const facts = deskFactsOf(read, booking, today);
      const checkIn: DayCheckIn = {
        rooms: own
          .filter((room) => room.bookingId === booking.id)
          .map((room) => {
            const choices = facts.give(room.type);
            const suggested = suggestRoom(choices, proposed);
            if (suggested) proposed.add(suggested.id);
            return { id: room.id, type: room.type, choices, suggested: suggested?.id ?? null };
          }),
        needsIdNumber: !booking.idNumber,
      };
      return [booking.id, checkIn];
    }),
  );
}

/** What the booking page's stay-rooms section shows. */
export async function stayRoomsView(
  db: Db,
  bookingId: string,
  now: Date,
): Promise<StayRoomsView | undefined> {
  if (!isBookingId(bookingId)) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return undefined;
  const today = motelDate(now);
  const [own, facts] = await Promise.all([
    db
      .select({
        id: bookingRooms.id,
        type: bookingRooms.roomType,
        roomId: bookingRooms.roomId,
        number: rooms.number,
      })
      .from(bookingRooms)
      .leftJoin(rooms, eq(bookingRooms.roomId, rooms.id))
      .where(eq(bookingRooms.bookingId, bookingId))
      .orderBy(bookingRooms.id),
    deskFacts(db, booking, today),
  ]);
  const inHouse = isInHouse(booking);
  const canCheckIn = checkInRefusal(booking, today) === undefined;
  return {
    rooms: own,
    checkInChoices: canCheckIn
      ? Object.fromEntries(own.map((room) => [room.id, facts.give(room.type)]))
      : {},
    moveChoices: inHouse
      ? facts.choices
          .filter((choice) =>
            facts.give(choice.roomType, bookingId).some((free) => free.id === choice.id),
          )
          .filter((choice) => !own.some((room) => room.roomId === choice.id))
      : [],
    inHouse,
    canCheckOut: checkOutRefusal(booking) === undefined,
    needsIdNumber: !booking.idNumber,
  };
}

/** The numbers of rooms, "104" or "104, 105". */
const numbers = (list: readonly { number: string | null }[]) =>
  list.map((room) => room.number).join(", ");

/**
 * Checks the guest in: each booking room gets a room number (`room.<bookingRoomId>` fields), the
 * guest's ID number is required (asked when missing), and a dirty room needs `dirtyOk`.
 */
export async function checkInWithRooms(
  db: Db,
  staff: StaffUser,
  id: string,
  fields: Record<string, string | undefined>,
  now: Date,
): Promise<StayRoomResult> {
  return db.transaction((tx) => checkInWithRoomsIn(tx, staff, id, fields, now), READ_COMMITTED);
}

/**
 * checkInWithRooms inside the caller's READ COMMITTED transaction (sell a room now books, takes
 * the payment and checks in at once). A refusal is returned before anything is written.
 */
export async function checkInWithRoomsIn(
  tx: Tx,
  staff: StaffUser,
  id: string,
  fields: Record<string, string | undefined>,
  now: Date,
): Promise<StayRoomResult> {
  const booking = await lockBooking(tx, id);
  if (!booking) return NOT_FOUND;
  const own = await tx
    .select({ id: bookingRooms.id, type: bookingRooms.roomType })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, id))
    .orderBy(bookingRooms.id);
  await lockRoomTypes(tx, own);
  // After the locks: whoever checked a guest in before us has committed.
  const today = motelDate(now);
  const refusal = checkInRefusal(booking, today);
  if (refusal) return conflict(refusal);
  const errors: Record<string, Told> = {};
  let idNumber = booking.idNumber;
  if (!idNumber) {
    const parsed = CheckInIdSchema.safeParse({ idNumber: fields.idNumber ?? "" });
    if (parsed.success) idNumber = parsed.data.idNumber;
    else Object.assign(errors, fieldErrors(parsed.error, toldOfMessage));
  }
  const facts = await deskFacts(tx, booking, today);
  const chosen: Record<number, number | undefined> = {};
  for (const room of own) {
    const value = Number(fields[`room.${room.id}`]);
    chosen[room.id] = isRowId(value) ? value : undefined;
  }
  const numberOf = (roomId: number) =>
    facts.choices.find((room) => room.id === roomId)?.number ?? String(roomId);
  for (const problem of assignmentProblems(
    own.map((room) => ({ ...room, typeName: roomTypeOf(room.type).name })),
    chosen,
    (type) => facts.give(type),
    numberOf,
  )) {
    errors[`room.${problem.bookingRoomId}`] = problem.message;
  }
  if (Object.keys(errors).length > 0) {
    return { ok: false, status: 400, message: Object.values(errors)[0]!, errors };
  }
  const given = own.map((room) => facts.choices.find((choice) => choice.id === chosen[room.id])!);
  const dirty = roomsNotReady(given);
  if (dirty.length > 0 && fields.dirtyOk !== "yes") {
    const message = roomSaid.notCleanRefused(numbers(dirty));
    return { ok: false, status: 409, message, errors: { dirtyOk: message } };
  }
  for (const room of own) {
    await tx
      .update(bookingRooms)
      .set({ roomId: chosen[room.id]! })
      .where(eq(bookingRooms.id, room.id));
  }
  await tx
    .update(bookings)
    .set({ checkedInAt: now, idNumber, updatedAt: now })
    .where(eq(bookings.id, id));
  await notifyBookingChanged(tx, id);
  await audit(tx, staff, "booking.check_in", id, now, {
    rooms: given.map((room) => room.number),
    ...(dirty.length > 0 && { notClean: dirty.map((room) => room.number) }),
    ...(!booking.idNumber && { idNumberTaken: true }),
  });
  return { ok: true, message: roomSaid.checkedIn(numbers(given)) };
}

/** Checks a guest in house out: their rooms become dirty, checkedOutAt is set. */
export async function checkOutBooking(
  db: Db,
  staff: StaffUser,
  id: string,
  now: Date,
): Promise<StayRoomResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) return NOT_FOUND;
    const refusal = checkOutRefusal(booking);
    if (refusal) return conflict(refusal);
    const own = await tx
      .select({ roomId: bookingRooms.roomId, number: rooms.number })
      .from(bookingRooms)
      .leftJoin(rooms, eq(bookingRooms.roomId, rooms.id))
      .where(eq(bookingRooms.bookingId, id))
      .orderBy(bookingRooms.id);
    const roomIds = own.flatMap((room) => (room.roomId === null ? [] : [room.roomId]));
    if (roomIds.length > 0) {
      await tx
        .update(rooms)
        .set({ housekeeping: "dirty", housekeepingAt: now })
        .where(inArray(rooms.id, roomIds));
    }
    // Leaving before the booked day: the nights left are released and repriced at once, or the
    // inventory would keep them taken and the bill would charge them.
    const early = earlyDeparture(booking, motelDate(now));
    if (early.ok) await releaseRemainingNights(tx, staff, booking, early, now);
    await tx.update(bookings).set({ checkedOutAt: now, updatedAt: now }).where(eq(bookings.id, id));
    await notifyBookingChanged(tx, id);
    await audit(tx, staff, "booking.check_out", id, now, { rooms: own.map((room) => room.number) });
    return {
      ok: true,
      message: early.ok
        ? roomSaid.checkedOutEarly(numbers(own), early.checkOut)
        : roomSaid.checkedOut(numbers(own)),
    };
  }, READ_COMMITTED);
}

/**
 * Moves a guest in house from one of the booking's rooms (`bookingRoom`) to another room (`to`):
 * of the same type, or of another type that has a room free for the remaining nights (the
 * booking room then takes that type's capacity, under its lock, and frees the old; the price
 * stays as booked). The room left becomes dirty.
 */
export async function moveGuest(
  db: Db,
  staff: StaffUser,
  id: string,
  fields: Record<string, string | undefined>,
  now: Date,
): Promise<StayRoomResult> {
  const bookingRoomId = Number(fields.bookingRoom);
  const toId = Number(fields.to);
  if (!isRowId(bookingRoomId) || !isRowId(toId)) {
    return {
      ok: false,
      status: 400,
      message: roomSaid.moveNoRoom(),
      errors: { to: roomSaid.moveNoRoom() },
    };
  }
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) return NOT_FOUND;
    const refusal = moveRefusal(booking);
    if (refusal) return conflict(refusal);
    const [own] = await tx
      .select({
        id: bookingRooms.id,
        type: bookingRooms.roomType,
        roomId: bookingRooms.roomId,
        number: rooms.number,
        adults: bookingRooms.adults,
        children: bookingRooms.children,
      })
      .from(bookingRooms)
      .leftJoin(rooms, eq(bookingRooms.roomId, rooms.id))
      .where(and(eq(bookingRooms.id, bookingRoomId), eq(bookingRooms.bookingId, id)));
    const [target] = await tx
      .select({ roomType: rooms.roomType })
      .from(rooms)
      .where(and(eq(rooms.id, toId), isNull(rooms.retiredAt)));
    if (!own || !target) {
      return {
        ok: false,
        status: 400,
        message: roomSaid.moveNoRoom(),
        errors: { to: roomSaid.moveNoRoom() },
      };
    }
    if (own.roomId === toId) {
      return {
        ok: false,
        status: 409,
        message: roomSaid.moveSameRoom(),
        errors: { to: roomSaid.moveSameRoom() },
      };
    }
    const otherType = target.roomType !== own.type;
    // The whole party must fit the other type (decision 029): no family moved into a room for two.
    // A room's minimum does not stop a move (an upgrade to a bigger room is the desk's to give).
    const { maxGuests } = roomTypeOf(target.roomType);
    if (otherType && own.adults + own.children > maxGuests) {
      const tooMany = said.aboveMaximumGuests(maxGuests);
      return { ok: false, status: 409, message: tooMany, errors: { to: tooMany } };
    }
    await lockRoomTypes(tx, [{ type: own.type }, { type: target.roomType }]);
    const today = motelDate(now);
    const facts = await deskFacts(tx, booking, today);
    const to = facts.choices.find((room) => room.id === toId)!;
    if (!facts.give(target.roomType, id).some((room) => room.id === toId)) {
      const message = roomSaid.roomNotGiven(to.number);
      return { ok: false, status: 409, message, errors: { to: message } };
    }
    if (otherType) {
      // The room must also be free as capacity: bookings may hold every room of that type.
      const shortage = await lockAndCheckFree(
        tx,
        { checkIn: facts.from, checkOut: facts.to, rooms: [{ type: target.roomType }] },
        now,
      );
      if (shortage) {
        const message = roomSaid.moveNoneFree(to.typeName);
        return { ok: false, status: 409, message, errors: { to: message } };
      }
    }
    await tx
      .update(bookingRooms)
      .set({ roomId: toId, roomType: target.roomType })
      .where(eq(bookingRooms.id, own.id));
    if (own.roomId !== null) {
      await tx
        .update(rooms)
        .set({ housekeeping: "dirty", housekeepingAt: now })
        .where(eq(rooms.id, own.roomId));
    }
    await notifyBookingChanged(tx, id);
    await audit(tx, staff, "booking.move", id, now, {
      from: own.number,
      to: to.number,
      ...(otherType && { fromType: own.type, toType: target.roomType }),
    });
    const from = own.number ?? "";
    return {
      ok: true,
      message: otherType
        ? roomSaid.movedOtherType(from, to.number, to.typeName)
        : roomSaid.moved(from, to.number),
    };
  }, READ_COMMITTED);
}
