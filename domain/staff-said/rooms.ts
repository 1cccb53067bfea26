// The rooms page (/admin/rooms) and the stay moves that give rooms (check-in with room numbers,
// check-out, move): what their forms and actions answer, as codes with their values, worded by
// i18n/en/said-rooms.ts. `number` is a room's number as on its door, `numbers` several joined,
// `type` a room type's name; dates are YYYY-MM-DD as staff typed them.
import type { HousekeepingState } from "../front-desk.ts";
import { plain, say } from "../say.ts";

export const roomSaid = {
  ...plain("saidRooms", ["unknownAction", "notFound", "number", "type", "alreadyRetired"]),
  numberTaken: (number: string) => say("saidRooms.numberTaken", { number }),
  added: (number: string) => say("saidRooms.added", { number }),
  renamed: (was: string, now: string) => say("saidRooms.renamed", { was, now }),
  retired: (number: string) => say("saidRooms.retired", { number }),
  retireInHouse: (number: string) => say("saidRooms.retireInHouse", { number }),
  retireShort: (number: string) => say("saidRooms.retireShort", { number }),
  // A room out of order.
  ...plain("saidRooms", [
    "closureDates",
    "closureStart",
    "closureReason",
    "closureNotFound",
    "closureNotStarted",
    "housekeeping",
  ]),
  closureTooLong: (days: number) => say("saidRooms.closureTooLong", { days }),
  closureReasonTooLong: (max: number) => say("saidRooms.closureReasonTooLong", { max }),
  closureInHouse: (number: string, checkOut: string) =>
    say("saidRooms.closureInHouse", { number, checkOut }),
  closureCollides: (number: string) => say("saidRooms.closureCollides", { number }),
  closed: (number: string, startDate: string, endDate: string) =>
    say("saidRooms.closed", { number, startDate, endDate }),
  closedAnyway: (number: string, count: number) => say("saidRooms.closedAnyway", { number, count }),
  closureEnded: (number: string) => say("saidRooms.closureEnded", { number }),
  closureCancelled: (number: string) => say("saidRooms.closureCancelled", { number }),
  housekeepingSet: (number: string, state: HousekeepingState) =>
    say("saidRooms.housekeepingSet", { number, state }),
  // Check-in with room numbers, check-out, move.
  ...plain("saidRooms", ["checkOutRefused", "moveRefused", "moveNoRoom", "moveSameRoom"]),
  chooseRoom: (type: string) => say("saidRooms.chooseRoom", { type }),
  roomNotGiven: (number: string) => say("saidRooms.roomNotGiven", { number }),
  roomTwice: (number: string) => say("saidRooms.roomTwice", { number }),
  notCleanRefused: (numbers: string) => say("saidRooms.notCleanRefused", { numbers }),
  checkedIn: (numbers: string) => say("saidRooms.checkedIn", { numbers }),
  checkedOut: (numbers: string) => say("saidRooms.checkedOut", { numbers }),
  checkedOutEarly: (numbers: string, checkOut: string) =>
    say("saidRooms.checkedOutEarly", { numbers, checkOut }),
  moveNoneFree: (type: string) => say("saidRooms.moveNoneFree", { type }),
  moved: (was: string, now: string) => say("saidRooms.moved", { was, now }),
  movedOtherType: (was: string, now: string, type: string) =>
    say("saidRooms.movedOtherType", { was, now, type }),
} as const;
