// A guest in house on dates of a test's choosing, made through the desk's own services at the
// time they happened: a confirmed booking (as the desk enters one, paid on arrival) held at 14:00
// on its arrival day, then checked in to the first rooms the desk would offer. For stays that
// began in the past (a guest still in house past check-out), which no page can make today.
import type { RoomTypeKey } from "../../domain/rooms.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { motelInstant } from "../../domain/desk.ts";
import { holdRooms } from "../../server/bookings/availability.ts";
import type { Db } from "../../server/db/client.ts";
import { checkInWithRooms, stayRoomsView } from "../../server/front-desk/stay-rooms.ts";

export type InHouseGuest = {
  bookingId: string;
  reference: string;
  /** The numbered rooms the guest is in. */
  rooms: { id: number; number: string }[];
};

export async function givenGuestInHouse(
  db: Db,
  staff: StaffUser,
  {
    checkIn,
    checkOut,
    types = ["standard"],
    name = "Otieno",
  }: { checkIn: string; checkOut: string; types?: RoomTypeKey[]; name?: string },
): Promise<InHouseGuest> {
  const at = motelInstant(checkIn, "14:00");
  const reference = `IN${name.toUpperCase().replace(/[^A-Z]/g, "")}`.slice(0, 10);
  const held = await holdRooms(
    db,
    {
      checkIn,
      checkOut,
      rooms: types.map((type) => ({ type, adults: 2, children: 0, boarding: "bed_breakfast" })),
    },
    {
      now: at,
      holdExpiresAt: null,
      details: {
        status: "confirmed",
        confirmedAt: at,
        reference,
        firstName: name,
        lastName: "Guest",
        phone: "712345678",
        idNumber: "23456789",
        source: "walk_in",
      },
    },
  );
  if (!held.ok) throw new Error(`booking refused: ${JSON.stringify(held.message)}`);
  const view = await stayRoomsView(db, held.bookingId, at);
  const fields: Record<string, string> = {};
  const taken = new Set<number>();
  for (const room of view!.rooms) {
    const choice = view!.checkInChoices[room.id]!.find((free) => !taken.has(free.id))!;
    taken.add(choice.id);
    fields[`room.${room.id}`] = String(choice.id);
  }
  const checkedIn = await checkInWithRooms(db, staff, held.bookingId, fields, at);
  if (!checkedIn.ok) throw new Error(`check-in refused: ${checkedIn.message}`);
  const rooms = (await stayRoomsView(db, held.bookingId, at))!.rooms.map((room) => ({
    id: room.roomId!,
    number: room.number!,
  }));
  return { bookingId: held.bookingId, reference, rooms };
}
