// What the rooms page and the stay moves are told (domain/staff-said/rooms.ts), in words.
export default {
  unknownAction: "Unknown request.",
  notFound: "There is no such room.",
  number: "Please enter the room number as on its door: letters, digits or a dash, up to 10.",
  numberTaken: "Room {number} already exists. Please choose another number.",
  type: "Please choose a room type.",
  added: "Room {number} added.",
  renamed: "Room {was} is now room {now}.",
  retired: "Room {number} retired: it is no longer counted or sold.",
  alreadyRetired: "This room is already retired.",
  retireInHouse: "Room {number} has a guest in house: move or check them out before retiring it.",
  retireShort:
    "Room {number} cannot be retired: bookings already hold every room of its type on some nights.",
  closureDates: "Please choose the first night out of order and the day it is back, after it.",
  closureStart: "A room can be taken out from today on, not in the past.",
  closureTooLong: "Please take a room out for at most {days} nights at a time.",
  closureReason: "Please give the reason (for example repairs or painting).",
  closureReasonTooLong: "The reason can be at most {max} characters long.",
  closureInHouse:
    "Room {number} has a guest in house until {checkOut}: move them to another room first, or start the period on {checkOut}.",
  closureCollides:
    "Nothing was saved: taking room {number} out would leave fewer rooms than bookings hold. Change the dates, or tick the box to take it out anyway and move these guests.",
  closed: "Room {number} is out of order from the night of {startDate}; back on {endDate}.",
  closedAnyway:
    "Room {number} is out of order. Move the {count, plural, one {guest} other {# bookings' guests}} listed.",
  closureNotFound: "There is no such out-of-order period on this room.",
  closureEnded: "Room {number} is back in service from today.",
  closureNotStarted: "This period has not started yet: cancel it instead.",
  closureCancelled: "The out-of-order period of room {number} is cancelled.",
  housekeeping: "Please choose clean, dirty or inspected.",
  housekeepingSet:
    "Room {number}: {state, select, clean {Clean} dirty {Dirty} inspected {Inspected} other {{state}}}.",
  chooseRoom: "Please choose a room number for the {type}.",
  roomNotGiven:
    "Room {number} cannot be given: it is out of order, occupied, retired or of another type.",
  roomTwice: "Room {number} is chosen twice.",
  notCleanRefused:
    "Room {numbers} is not clean. Tick the box to check in anyway, or choose another room.",
  checkedIn: "Guest checked in to room {numbers}.",
  checkOutRefused: "Only a guest in house (checked in, not yet checked out) can be checked out.",
  checkedOut: "Guest checked out. Room {numbers} is now dirty.",
  checkedOutEarly:
    "Guest checked out early: the stay now ends on {checkOut} and the nights after it are released. Room {numbers} is now dirty.",
  moveRefused: "Only a guest in house can be moved to another room.",
  moveNoRoom: "Please choose which of the booking's rooms to move and the room to move to.",
  moveSameRoom: "The guest is already in that room.",
  moveNoneFree: "No {type} is free for the rest of this stay.",
  moved: "Guest moved from room {was} to room {now}.",
  movedOtherType: "Guest moved from room {was} to room {now} ({type}). The price stays as booked.",
} satisfies Record<string, string>;
