// The motel's numbered rooms as the desk sees them: a room's state on a night, which rooms may be
// given to a guest, and which bookings collide with taking a room away (retired or out of order).
// Pure, so the pages and the server agree.
import {
  overbookedNights,
  type ClosedNights,
  type CountedRoom,
  type TakenRoom,
} from "./availability.ts";
import type { BookingStatus } from "./booking-status.ts";
import type { HousekeepingState } from "./front-desk.ts";
import type { StaffSaid } from "./staff-said/index.ts";
import { roomSaid } from "./staff-said/rooms.ts";
import type { RoomTypeKey } from "./rooms.ts";
import { addDays } from "./stay.ts";

/** A room's state on a night: the board's colours. */
export const ROOM_STATES = ["vacant", "occupied", "due_out", "out_of_order"] as const;
export type RoomState = (typeof ROOM_STATES)[number];

/**
 * A room's state on the night of `date`: a guest in house makes it occupied, or due out when their
 * stay ends that day (or already ended and they have not checked out); otherwise out of order when
 * a closure covers the night, else vacant. A guest still in the room wins over a closure.
 */
export function roomStateOn(
  room: { outOfOrder: boolean; guest?: { checkOut: string } | undefined },
  date: string,
): RoomState {
  if (room.guest) return room.guest.checkOut <= date ? "due_out" : "occupied";
  return room.outOfOrder ? "out_of_order" : "vacant";
}

/** A room on the board (server/front-desk/room-board.ts roomBoard). */
export type BoardBooking = { id: string; reference: string; guest: string; checkOut: string };

export type BoardRoom = {
  id: number;
  number: string;
  roomType: RoomTypeKey;
  state: RoomState;
  housekeeping: HousekeepingState;
  /** The booking of the guest in house in this room, if any. */
  booking: BoardBooking | null;
};

/** A physical room as the desk's rules see it. */
export type DeskRoom = {
  id: number;
  number: string;
  roomType: RoomTypeKey;
  housekeeping: HousekeepingState;
  retired: boolean;
};

/**
 * The rooms that may be given to a guest of `type` for the nights from `from` up to `to`: active,
 * of that type, not out of order on any of those nights, and not occupied by a guest in house.
 * In the order given (the board's).
 */
export function roomsToGive<R extends DeskRoom>(
  rooms: readonly R[],
  {
    type,
    from,
    to,
    closures,
    occupied,
  }: {
    type: RoomTypeKey;
    from: string;
    to: string;
    closures: readonly ClosedNights[];
    occupied: ReadonlySet<number>;
  },
): R[] {
  return rooms.filter(
    (room) =>
      !room.retired &&
      room.roomType === type &&
      !occupied.has(room.id) &&
      !closures.some(
        (closure) => closure.roomId === room.id && closure.startDate < to && closure.endDate > from,
      ),
  );
}

/** A room offered in a select: the board's order, with its number and housekeeping. */
export type RoomChoice = DeskRoom & { typeName: string };

export type StayRoomsView = {
  /** The booking's rooms with the number each is in (once checked in). */
  rooms: {
    id: number;
    type: RoomTypeKey;
    roomId: number | null;
    number: string | null;
  }[];
  /** At check-in: the rooms each booking room may be given, in the board's order. */
  checkInChoices: Record<number, RoomChoice[]>;
  /** For a guest in house: the rooms they may move to (of any type; another type is checked for
   * a free room over the remaining nights when they move). */
  moveChoices: RoomChoice[];
  inHouse: boolean;
  canCheckOut: boolean;
  needsIdNumber: boolean;
};

/** What the day view's arrival card needs to check a guest in with one tap. */
export type DayCheckIn = {
  /** Each booking room: the rooms it may be given and the one the card proposes (or none). */
  rooms: { id: number; type: RoomTypeKey; choices: RoomChoice[]; suggested: number | null }[];
  needsIdNumber: boolean;
};

/**
 * The room to propose at check-in: the first in the board's order that is ready (not dirty) and
 * not already proposed to another guest on the same screen; else the first not proposed (the desk
 * is told it is not clean when it checks in); none when every room is proposed.
 */
export function suggestRoom<R extends DeskRoom>(
  choices: readonly R[],
  proposed: ReadonlySet<number>,
): R | undefined {
  const open = choices.filter((room) => !proposed.has(room.id));
  return open.find((room) => room.housekeeping !== "dirty") ?? open[0];
}

/**
 * The nights still to come of a stay on `today`: from today (or the arrival) up to the morning
 * its rooms are free again (heldUntil: tomorrow for a guest still in house past check-out).
 */
export function remainingNights(stay: HeldStayFacts & { checkIn: string }, today: string) {
  return { from: today > stay.checkIn ? today : stay.checkIn, to: heldUntil(stay, today) };
}

export type AssignmentProblem = { bookingRoomId: number; message: StaffSaid };

/**
 * What is wrong with the rooms chosen at check-in, each at its booking room's field: none chosen,
 * one that may not be given (allowed lists the rooms that may, per type), or one chosen twice.
 */
export function assignmentProblems(
  bookingRooms: readonly { id: number; type: RoomTypeKey; typeName: string }[],
  chosen: Readonly<Record<number, number | undefined>>,
  allowed: (type: RoomTypeKey) => readonly DeskRoom[],
  numberOf: (roomId: number) => string,
): AssignmentProblem[] {
  const problems: AssignmentProblem[] = [];
  const seen = new Set<number>();
  for (const room of bookingRooms) {
    const roomId = chosen[room.id];
    if (roomId === undefined) {
      problems.push({ bookingRoomId: room.id, message: roomSaid.chooseRoom(room.typeName) });
    } else if (seen.has(roomId)) {
      problems.push({ bookingRoomId: room.id, message: roomSaid.roomTwice(numberOf(roomId)) });
    } else if (!allowed(room.type).some((free) => free.id === roomId)) {
      problems.push({ bookingRoomId: room.id, message: roomSaid.roomNotGiven(numberOf(roomId)) });
    }
    if (roomId !== undefined) seen.add(roomId);
  }
  return problems;
}

/** The chosen rooms staff must confirm before a guest goes in: neither clean nor inspected. */
export function roomsNotReady(rooms: readonly DeskRoom[]): DeskRoom[] {
  return rooms.filter((room) => room.housekeeping === "dirty");
}

type StayFacts = {
  status: BookingStatus;
  checkedInAt: unknown;
  checkedOutAt: unknown;
};

/** A guest in house: confirmed, checked in and not yet checked out. */
export function isInHouse(booking: Partial<StayFacts>): boolean {
  return booking.status === "confirmed" && !!booking.checkedInAt && !booking.checkedOutAt;
}

/** A stay's check-out and, for a booking already made, whether its guest is in house. */
export type HeldStayFacts = { checkOut: string } & Partial<StayFacts>;

/**
 * The morning a booking's rooms are free again, as availability counts them on `today`
 * (motel-local): its check-out, except for a guest still in house on or after their check-out
 * day (an overstay): until the desk checks them out they hold every night from their check-out
 * up to tonight, since nobody can be given their room tonight. A stay without its in-house facts
 * (one being sold) is not in house.
 */
export function heldUntil(stay: HeldStayFacts, today: string): string {
  const overstaying = isInHouse(stay) && stay.checkOut <= today;
  return overstaying ? addDays(today, 1) : stay.checkOut;
}

/** Why a booking cannot be checked out, or undefined when it can (any day once in house). */
export function checkOutRefusal(booking: StayFacts): StaffSaid | undefined {
  return isInHouse(booking) ? undefined : roomSaid.checkOutRefused();
}

/** Why a guest cannot be moved to another room, or undefined when they can. */
export function moveRefusal(booking: StayFacts): StaffSaid | undefined {
  return isInHouse(booking) ? undefined : roomSaid.moveRefused();
}

/** A booking holding rooms of a type, as a collision names it. */
export type HeldStay = TakenRoom & {
  bookingId: string;
  reference: string;
  guest: string;
};

export type Collision = {
  /** The nights bookings hold more rooms than would be open, and by how many. */
  nights: { night: string; short: number }[];
  /** The bookings holding rooms on those nights, each once, earliest arrival first. */
  bookings: HeldStay[];
};

/**
 * Which bookings collide with the type's rooms and closures (after the change staff want) over
 * the nights from `from` up to `to`: undefined when bookings still fit every night.
 */
export function collisionsOf(
  rooms: readonly CountedRoom[],
  closures: readonly ClosedNights[],
  held: readonly HeldStay[],
  from: string,
  to: string,
): Collision | undefined {
  const nights = overbookedNights(rooms, closures, held, from, to);
  if (nights.length === 0) return undefined;
  const colliding = new Map<string, HeldStay>();
  for (const stay of held) {
    if (nights.some(({ night }) => stay.checkIn <= night && night < stay.checkOut)) {
      colliding.set(stay.bookingId, stay);
    }
  }
  const bookings = [...colliding.values()].sort((a, b) =>
    a.checkIn === b.checkIn
      ? a.reference.localeCompare(b.reference)
      : a.checkIn < b.checkIn
        ? -1
        : 1,
  );
  return { nights, bookings };
}

/** The last night any of these stays holds a room: how far a retirement must look ahead. */
export function lastCheckOut(held: readonly TakenRoom[], fallback: string): string {
  return held.reduce((last, stay) => (stay.checkOut > last ? stay.checkOut : last), fallback);
}
