// Sell a room now (/admin/front-desk/sell): a walk-in booked from tonight, paid (or not yet) and
// checked in to a chosen free room, in ONE READ COMMITTED transaction made of the desk's own
// pieces: createDeskBooking (the website's lock-and-check, decision 007) → recordDeskPayment →
// checkInWithRoomsIn. Any refusal rolls everything back and is answered at its field; each piece
// audits itself.
import { eq } from "drizzle-orm";
import { roomsNotReady, type RoomChoice } from "../../domain/room-board.ts";
import type { RoomTypeKey } from "../../domain/rooms.ts";
import { sellNowField, sellNowSchema } from "../../domain/schemas/sell-now.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { roomsLeft } from "../bookings/availability.ts";
import type { Db } from "../db/client.ts";
import { bookingRooms } from "../db/schema/bookings.ts";
import { checkInWithRoomsIn, deskFacts } from "./stay-rooms.ts";
import {
  bookAtDesk,
  invalidFields,
  prefixed,
  recordDeskPayment,
  type DeskBookingOptions,
  type DeskRefusal,
} from "./desk-bookings.ts";
import type { Told } from "../../domain/said.ts";

/** A room the screen offers: free tonight for the nights asked, its type not sold out. */
export type SellRoom = RoomChoice;

/**
 * The rooms that may be sold from tonight for `nights`: active, not out of order and not
 * occupied on any of those nights, of a type with a room left on every night (bookings not yet
 * checked in count too); clean and inspected ones first, each group in the board's order.
 */
export async function roomsToSell(db: Db, nights: number, now: Date): Promise<SellRoom[]> {
  const today = motelDate(now);
  const stay = { checkIn: today, checkOut: addDays(today, nights) };
  const [facts, left] = await Promise.all([deskFacts(db, stay, today), roomsLeft(db, stay, now)]);
  const types = [...new Set(facts.choices.map((room) => room.roomType))];
  const free = types.filter((type) => (left[type] ?? 0) > 0).flatMap((type) => facts.give(type));
  const dirty = new Set(roomsNotReady(free));
  return [...free.filter((room) => !dirty.has(room)), ...free.filter((room) => dirty.has(room))];
}

/** Every active room's type by id: what the server's schema checks the chosen room against. */
async function activeRoomTypes(db: Db, today: string): Promise<Map<number, RoomTypeKey>> {
  const facts = await deskFacts(db, { checkIn: today, checkOut: addDays(today, 1) }, today);
  return new Map(facts.choices.map((room) => [room.id, room.roomType]));
}

export type SoldNow = { ok: true; bookingId: string; reference: string };

/**
 * Books, takes the payment and checks the walk-in in, in one transaction. The price is the
 * table's, computed under the locks; the browser's never counts.
 */
export async function sellRoomNow(
  deps: { db: Db; clock: () => Date },
  fields: unknown,
  staff: StaffUser,
  options: DeskBookingOptions & { horizonDays: number },
): Promise<SoldNow | DeskRefusal> {
  const { db, clock } = deps;
  const today = motelDate(clock());
  const types = await activeRoomTypes(db, today);
  const parsed = sellNowSchema({
    today,
    horizonDays: options.horizonDays,
    typeOfRoom: (id) => types.get(id),
  }).safeParse(fields);
  if (!parsed.success) return invalidFields(parsed.error);
  const { booking, roomId, dirtyOk, payment } = parsed.data;
  const sold = await bookAtDesk(db, booking, staff, clock, options, async (tx, created) => {
    if (payment) {
      const paid = await recordDeskPayment(
        tx,
        created.bookingId,
        payment,
        staff,
        clock,
        options.texts,
      );
      if (!paid.ok) return prefixed(paid, "payment.");
    }
    const [room] = await tx
      .select({ id: bookingRooms.id })
      .from(bookingRooms)
      .where(eq(bookingRooms.bookingId, created.bookingId));
    const checkIn = await checkInWithRoomsIn(
      tx,
      staff,
      created.bookingId,
      {
        [`room.${room!.id}`]: String(roomId),
        idNumber: booking.idNumber ?? "",
        dirtyOk: dirtyOk ? "yes" : undefined,
      },
      clock(),
    );
    if (!checkIn.ok) return checkInRefusal(checkIn, room!.id);
    return {};
  });
  if (!sold.ok) return atSellFields(sold);
  return { ok: true, bookingId: sold.bookingId, reference: sold.reference };
}

/** A check-in refusal at this form's fields: the booking room's field is the room select. */
function checkInRefusal(
  refusal: { status: 400 | 404 | 409; message: Told; errors?: Record<string, Told> },
  bookingRoomId: number,
): DeskRefusal {
  const errors = Object.fromEntries(
    Object.entries(refusal.errors ?? { form: refusal.message }).map(([field, message]) => [
      field === `room.${bookingRoomId}` ? "roomId" : field,
      message,
    ]),
  );
  return { ok: false, status: refusal.status, message: refusal.message, errors };
}

/** A desk booking's refusal at this form's fields (sold out: at the room select). */
function atSellFields(refusal: DeskRefusal): DeskRefusal {
  const errors = Object.fromEntries(
    Object.entries(refusal.errors).map(([field, message]) => [
      sellNowField(field.split(".")),
      message,
    ]),
  );
  return { ...refusal, errors };
}
