// Rooms left per room type over a stay, and the one way to take rooms: check and hold them in a
// transaction that first locks the room types involved (docs/decisions/007-no-oversell.md).
import { and, asc, eq, gt, inArray, isNull, lt, min, ne, or } from "drizzle-orm";
import {
  firstShortage,
  nightlyCounts,
  roomsLeftForStay,
  stayNights,
  type Shortage,
} from "../../domain/availability.ts";
import { applyOverrides, type OverriddenStay, type PriceOverride } from "../../domain/desk.ts";
import { said, type Said } from "../../domain/said.ts";
import {
  priceStay,
  stayTotals,
  taxSettingsOf,
  type NightLine,
  type PricedStay,
  type RoomRequest,
} from "../../domain/quote.ts";
import type { Promotion } from "../../domain/promotions.ts";
import { heldUntil } from "../../domain/room-board.ts";
import { ROOM_TYPE_KEYS, type RoomTypeKey } from "../../domain/rooms.ts";
import { stayRuleRefusal, type StayRuleContext } from "../../domain/stay-rules.ts";
import { motelClock, motelDate } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms, bookings } from "../db/schema/bookings.ts";
import { roomClosures, rooms, roomTypes } from "../db/schema/rooms.ts";
import { inHouse } from "./in-house.ts";
import { loadPricing } from "../rooms/rates.ts";
import { bookingNights } from "../db/schema/rates.ts";
import {
  applyTo,
  checkPromotion,
  recordUse,
  type PromotionGuest,
} from "../promotions/promotions.ts";

/** A transaction: the check-and-hold must run inside one, or its row locks end at once. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type StayDates = { checkIn: string; checkOut: string };
export type RoomsLeft = Record<RoomTypeKey, number>;

/** Bookings that keep their rooms at `now`: confirmed ones, and pending holds not yet expired. */
function holdsRooms(now: Date) {
  return or(
    eq(bookings.status, "confirmed"),
    and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now)),
  );
}

/**
 * Bookings that hold rooms at `now` on some night from `from` on: those leaving after it, and, when
 * `from` is not after today, guests still in house past their check-out day (heldUntil: they
 * hold tonight). Read with heldColumns, whose check-out heldUntil then corrects.
 */
export function holdingFrom(from: string, now: Date) {
  const overstays = from <= motelDate(now) ? inHouse : undefined;
  return and(holdsRooms(now), or(gt(bookings.checkOut, from), overstays));
}

/** What heldUntil reads of a booking. */
export const heldColumns = {
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  status: bookings.status,
  checkedInAt: bookings.checkedInAt,
  checkedOutAt: bookings.checkedOutAt,
};

/** Rooms left of each type (or of the given types) for every night of the stay. */
export async function roomsLeft(
  db: Db,
  { checkIn, checkOut }: StayDates,
  now: Date,
  types: readonly RoomTypeKey[] = ROOM_TYPE_KEYS,
): Promise<Partial<RoomsLeft>> {
  const [open, taken] = await Promise.all([
    openRooms(db, { checkIn, checkOut }, types),
    takenRooms(db, { checkIn, checkOut }, now, types),
  ]);
  return leftFrom(types, open, taken, { checkIn, checkOut });
}

/**
 * Bookings' rooms that overlap the stay and hold their rooms at `now`, each up to the morning it
 * is free again (an overstay's through tonight). `except`: a booking left out (one asking for
 * more nights of rooms it already holds).
 */
export async function takenRooms(
  db: Db,
  { checkIn, checkOut }: StayDates,
  now: Date,
  types: readonly RoomTypeKey[],
  except?: string,
) {
  const rows = await db
    .select({ roomType: bookingRooms.roomType, ...heldColumns })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookingRooms.bookingId, bookings.id))
    .where(
      and(
        inArray(bookingRooms.roomType, [...types]),
        // Overlapping the stay: arriving before it ends and still holding rooms after it starts.
        lt(bookings.checkIn, checkOut),
        holdingFrom(checkIn, now),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    );
  const today = motelDate(now);
  return rows.map((row) => ({
    roomType: row.roomType,
    checkIn: row.checkIn,
    checkOut: heldUntil(row, today),
  }));
}

/**
 * When the first hold still running at `now` lapses: its rooms count as free from then on with
 * no write to announce it (what a page that shows rooms left is kept until). Undefined: none.
 */
export async function nextHoldExpiry(db: Db, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(bookings.holdExpiresAt) })
    .from(bookings)
    .where(and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now)));
  return row?.at ?? undefined;
}

export type OpenRoomRow = {
  id: number;
  roomType: RoomTypeKey;
  startDate: string | null;
  endDate: string | null;
};

/**
 * The active rooms of the types, each with the closures (out of order) that overlap the range:
 * one row per room and closure, a room without one once with null dates. One query.
 */
export function openRooms(
  db: Db,
  { checkIn, checkOut }: StayDates,
  types: readonly RoomTypeKey[],
): Promise<OpenRoomRow[]> {
  return db
    .select({
      id: rooms.id,
      roomType: rooms.roomType,
      startDate: roomClosures.startDate,
      endDate: roomClosures.endDate,
    })
    .from(rooms)
    .leftJoin(
      roomClosures,
      and(
        eq(roomClosures.roomId, rooms.id),
        isNull(roomClosures.cancelledAt),
        lt(roomClosures.startDate, checkOut),
        gt(roomClosures.endDate, checkIn),
      ),
    )
    .where(and(isNull(rooms.retiredAt), inArray(rooms.roomType, [...types])));
}

/** One type's rooms and closures, as domain/availability.ts counts them. */
export function roomsOfType(open: readonly OpenRoomRow[], type: RoomTypeKey) {
  const ofType = open.filter((row) => row.roomType === type);
  const ids = [...new Set(ofType.map((row) => row.id))];
  return {
    rooms: ids.map((id) => ({ id, retired: false })),
    closures: ofType.flatMap((row) =>
      row.startDate && row.endDate
        ? [{ roomId: row.id, startDate: row.startDate, endDate: row.endDate }]
        : [],
    ),
  };
}

function leftFrom(
  types: readonly RoomTypeKey[],
  open: readonly OpenRoomRow[],
  taken: readonly { roomType: RoomTypeKey; checkIn: string; checkOut: string }[],
  stay: StayDates,
): Partial<RoomsLeft> {
  const left: Partial<RoomsLeft> = {};
  for (const key of types) {
    const { rooms: typeRooms, closures } = roomsOfType(open, key);
    left[key] = roomsLeftForStay(
      typeRooms,
      closures,
      taken.filter((room) => room.roomType === key),
      stay.checkIn,
      stay.checkOut,
    );
  }
  return left;
}

export type StayRequest = StayDates & { rooms: readonly RoomRequest[] };

export type CheckResult =
  | { ok: true; stay: PricedStay }
  | { ok: false; code: "NOT_OFFERED"; message: Said }
  | ({ ok: false; code: "SOLD_OUT" } & Shortage);

/**
 * Inside the caller's transaction: locks the rooms' types (in key order, so two bookings never
 * wait for each other in a cycle), prices the rooms from the table, and checks that enough rooms
 * are left on every night. Until the transaction ends, no other booking can take these types'
 * rooms, so inserting the booking in the same transaction cannot oversell.
 * The request must already be valid (domain/schemas/quote.ts). The caller's transaction must be
 * READ COMMITTED (pass READ_COMMITTED to db.transaction): only then does each statement after the
 * lock take a new snapshot; under REPEATABLE READ the snapshot predates the lock wait and misses
 * the booking that held the lock, so the last room could be sold twice.
 */
export async function lockAndCheckRooms(
  tx: Tx,
  request: StayRequest,
  now: Date,
  { online = false }: { online?: boolean } = {},
): Promise<CheckResult> {
  if (request.rooms.length === 0) {
    return { ok: false, code: "NOT_OFFERED", message: said.selectRoom() };
  }
  // Read before the lock: the prices are not what it guards, and it is held for less time.
  const pricing = await loadPricing(tx);
  const locked = await lockRoomTypes(tx, request.rooms);
  const stay = priceStay(pricing, request.rooms, request);
  if (stay.message !== null) return { ok: false, code: "NOT_OFFERED", message: stay.message };
  const ruleBroken = stayRuleRefusal(pricing.stayRules, request, motelNow(now, online));
  if (ruleBroken) return { ok: false, code: "NOT_OFFERED", message: ruleBroken };
  const shortage = await shortageAfterLock(tx, locked, request, now);
  if (shortage) return { ok: false, code: "SOLD_OUT", ...shortage };
  return { ok: true, stay };
}

/**
 * Availability only, with the same locking: whether an existing booking's rooms (one that no
 * longer holds them, e.g. expired) are still free. Its prices were fixed when it was made.
 * `except`: the booking asking, left out of the count (an overstay extended holds tonight already).
 */
export async function lockAndCheckFree(
  tx: Tx,
  stay: StayDates & { rooms: readonly { type: RoomTypeKey }[] },
  now: Date,
  except?: string,
): Promise<Shortage | undefined> {
  const locked = await lockRoomTypes(tx, stay.rooms);
  return shortageAfterLock(tx, locked, stay, now, except);
}

/** Locks the room types' rows, in key order (every writer that can take rooms does, first). */
export function lockRoomTypes(tx: Tx, wanted: readonly { type: RoomTypeKey }[]) {
  const types = [...new Set(wanted.map((room) => room.type))].sort();
  return tx
    .select({ key: roomTypes.key })
    .from(roomTypes)
    .where(inArray(roomTypes.key, types))
    .orderBy(asc(roomTypes.key))
    .for("update");
}

/** Availability of a stay's rooms, read after lockRoomTypes (each read sees what committed before). */
export async function shortageAfterLock(
  tx: Tx,
  locked: readonly { key: RoomTypeKey }[],
  stay: StayDates & { rooms: readonly { type: RoomTypeKey }[] },
  now: Date,
  except?: string,
): Promise<Shortage | undefined> {
  // Read after the lock: a booking (or a room change) that held these types before us has
  // committed by now.
  const types = locked.map((row) => row.key);
  const open = await openRooms(tx, stay, types);
  const left = leftFrom(types, open, await takenRooms(tx, stay, now, types, except), stay);
  return firstShortage(stay.rooms, left);
}

/** What the stay rules read of now: the motel's date and HH:MM, and who books. */
export function motelNow(now: Date, online: boolean): StayRuleContext {
  const clock = motelClock(now);
  return { today: motelDate(now), time: `${clock.hour}:${clock.minute}`, online };
}

/** The isolation lockAndCheckRooms needs, stated because a server's default may differ. */
export const READ_COMMITTED = { isolationLevel: "read committed" } as const;

export type HoldResult =
  | {
      ok: true;
      bookingId: string;
      stay: OverriddenStay;
      holdExpiresAt: Date | null;
    }
  | Exclude<CheckResult, { ok: true }>
  | { ok: false; code: "PROMOTION"; message: Said }
  | { ok: false; code: "PRICE_CHANGED"; message: Said; totalKes: number };

/** What a booking stores beside its rooms and amounts: its reference and the guest. */
export type BookingDetails = Partial<
  Pick<
    typeof bookings.$inferInsert,
    | "reference"
    | "clientKey"
    | "firstName"
    | "lastName"
    | "email"
    | "phone"
    | "idNumber"
    | "checkInTime"
    | "specialRequests"
    | "lang"
    // The front desk's bookings (server/front-desk/desk-bookings.ts): confirmed at once when paid or to pay
    // on arrival, where they came from and who entered them.
    | "status"
    | "confirmedAt"
    | "source"
    | "sourceReference"
    | "createdBy"
    | "arrivalCutoffAt"
  >
>;

type HoldOptions = {
  now: Date;
  /** The website's booking: the same-day cut-off applies (the desk is not bound by it). */
  online?: boolean;
  /** Null only for a booking the details confirm at once (the front desk's). */
  holdExpiresAt: Date | null;
  details?: BookingDetails;
  /** Staff's nightly prices, room by room, instead of the table's (domain/desk.ts). */
  priceOverrides?: readonly (PriceOverride | undefined)[];
  /** A promotion code and the guest its use counts against: claimed in this transaction. */
  promotion?: { code: string } & PromotionGuest;
  /**
   * The total the guest was shown: a stay priced otherwise now (the table, a rate or a promotion
   * changed since their quote) is refused with the new total, and nothing is stored.
   */
  expectedTotalKes?: number;
};

/**
 * Checks and holds the rooms in one transaction: a pending booking that keeps them until
 * holdExpiresAt. The booking flow confirms it once paid.
 */
export async function holdRooms(
  db: Db,
  request: StayRequest,
  options: HoldOptions,
): Promise<HoldResult> {
  return db.transaction((tx) => holdRoomsIn(tx, request, options), READ_COMMITTED);
}

/** holdRooms inside the caller's READ COMMITTED transaction, to write more with it. */
export async function holdRoomsIn(
  tx: Tx,
  request: StayRequest,
  {
    now,
    holdExpiresAt,
    details = {},
    priceOverrides,
    online,
    promotion,
    expectedTotalKes,
  }: HoldOptions,
): Promise<HoldResult> {
  const checked = await lockAndCheckRooms(tx, request, now, { online });
  if (!checked.ok) return checked;
  // The code re-checked under its row lock, after the room types' (every claimer locks in this
  // order): a use taken since the quote is seen here, before any payment is asked for.
  let claimed: Promotion | null = null;
  if (promotion) {
    const check = await checkPromotion(tx, promotion.code, request, promotion, now, {
      lock: true,
    });
    if (!check.ok) return { ok: false, code: "PROMOTION", message: check.message };
    claimed = check.promotion;
  }
  const overridden = applyOverrides(checked.stay, priceOverrides);
  let stay: OverriddenStay = overridden;
  if (claimed) {
    // A code worth the whole stay is refused here too: a total of nothing never reaches the
    // bookings table (its check would fail the request with a 500).
    const applied = applyTo(claimed, overridden.subtotalKes);
    if (!applied.ok) return { ok: false, code: "PROMOTION", message: applied.message };
    const totals = stayTotals(overridden.rooms, taxSettingsOf(overridden.taxes), applied.promotion);
    stay = { ...overridden, ...totals };
  }
  if (expectedTotalKes !== undefined && stay.totalKes !== expectedTotalKes) {
    const message = said.priceChanged(stay.totalKes);
    return { ok: false, code: "PRICE_CHANGED", message, totalKes: stay.totalKes };
  }
  const [booking] = await tx
    .insert(bookings)
    .values({
      status: "pending",
      ...details,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      holdExpiresAt,
      subtotalKes: stay.subtotalKes,
      totalKes: stay.totalKes,
      discountKes: stay.discountKes,
      promotionCode: stay.promotion?.code ?? null,
      taxes: stay.taxes.taxes,
      taxesIncluded: stay.taxes.included,
    })
    .returning({ id: bookings.id });
  const bookingId = booking!.id;
  const inserted = await tx
    .insert(bookingRooms)
    .values(
      stay.rooms.map((room) => ({
        bookingId,
        roomType: room.type,
        adults: room.adults,
        children: room.children,
        boarding: room.boarding,
        nightlyKes: room.nightlyKes,
        priceOverrideReason: room.overrideReason,
      })),
    )
    .returning({ id: bookingRooms.id });
  await storeNights(tx, bookingId, inserted, stay.rooms);
  if (claimed && promotion) {
    await recordUse(
      tx,
      { bookingId, promotionId: claimed.id, discountKes: stay.discountKes, ...promotion },
      now,
    );
  }
  return { ok: true, bookingId, stay, holdExpiresAt };
}

/**
 * Each booked room's nights at the prices they were booked at (booking_nights): what the bill,
 * an early departure and every later view read, whatever the prices become.
 */
export async function storeNights(
  tx: Tx,
  bookingId: string,
  rows: readonly { id: number }[],
  rooms: readonly { nights: readonly NightLine[] }[],
): Promise<void> {
  const values = rows.flatMap((row, i) =>
    (rooms[i]?.nights ?? []).map((night) => ({
      bookingRoomId: row.id,
      bookingId,
      night: night.date,
      amountKes: night.amountKes,
      rule: night.rule,
      ruleSw: night.ruleSw ?? null,
    })),
  );
  if (values.length > 0) await tx.insert(bookingNights).values(values);
}

export type NightlyOccupancy = {
  /** The nights, motel-local, from the stay's checkIn up to the night before checkOut. */
  nights: string[];
  /** Active rooms per type. */
  rooms: RoomsLeft;
  /** Rooms open per type on each night: active rooms less those out of order that night. */
  open: Record<RoomTypeKey, number[]>;
  /** Rooms taken per type on each night, counted as roomsLeft counts them. */
  taken: Record<RoomTypeKey, number[]>;
};

/** Rooms open and taken per type on every night of a range (the staff occupancy grid). */
export async function nightlyOccupancy(
  db: Db,
  range: StayDates,
  now: Date,
): Promise<NightlyOccupancy> {
  const [open, taken] = await Promise.all([
    openRooms(db, range, ROOM_TYPE_KEYS),
    takenRooms(db, range, now, ROOM_TYPE_KEYS),
  ]);
  const result: NightlyOccupancy = {
    nights: stayNights(range.checkIn, range.checkOut),
    rooms: {} as RoomsLeft,
    open: {} as Record<RoomTypeKey, number[]>,
    taken: {} as Record<RoomTypeKey, number[]>,
  };
  for (const key of ROOM_TYPE_KEYS) {
    const { rooms: typeRooms, closures } = roomsOfType(open, key);
    const counts = nightlyCounts(
      typeRooms,
      closures,
      taken.filter((room) => room.roomType === key),
      range.checkIn,
      range.checkOut,
    );
    result.rooms[key] = typeRooms.length;
    result.open[key] = counts.map((count) => count.open);
    result.taken[key] = counts.map((count) => count.taken);
  }
  return result;
}
