// Sell a room now (/admin/front-desk/sell): a walk-in booked from tonight, paid (or not yet) and
// checked in to a chosen room, from one form. One schema for the page's checks and the server's:
// it composes the desk booking schema (guest, stay, room, payment) with what this screen adds
// (nights from tonight, the room by number, the ID number required, the dirty-room confirmation),
// and names each problem by this form's fields.
import { DESK_PAYMENT_METHODS } from "../front-desk.ts";
import { schemaMessage } from "../said.ts";
import { bookingSaid } from "../staff-said/bookings.ts";
import type { RoomTypeKey } from "../rooms.ts";
import { addDays } from "../stay.ts";
import { z } from "../zod.ts";
import { GuestDetailsShape } from "./booking.ts";
import {
  deskBookingSchema,
  DeskPaymentSchema,
  type DeskBookingInput,
  type DeskPayment,
} from "./desk.ts";
import type { StayWindow } from "./quote.ts";

/** A walk-in stays at most this many nights from one screen (longer stays: New booking). */
export const SELL_NOW_MAX_NIGHTS = 30;

/** "Pay later" beside the desk's payment methods. */
export const SELL_NOW_PAY_LATER = "later";
export const SELL_NOW_PAYMENT_CHOICES = [...DESK_PAYMENT_METHODS, SELL_NOW_PAY_LATER] as const;

export type SellNow = {
  /** The booking as the desk books it (source walk-in, from tonight, nothing paid with it). */
  booking: DeskBookingInput;
  roomId: number;
  /** Staff confirmed a room that is not clean. */
  dirtyOk: boolean;
  /** Taken once the booking is priced; null: pay later. */
  payment: DeskPayment | null;
};

const nightsMessage = schemaMessage(bookingSaid.sellNights(SELL_NOW_MAX_NIGHTS));
const chooseRoomMessage = schemaMessage(bookingSaid.sellChooseRoom());

const SellNowShape = z.object({
  nights: z
    .string({ error: nightsMessage })
    .trim()
    .regex(/^\d{1,2}$/, nightsMessage)
    .transform(Number)
    .pipe(z.number().min(1, nightsMessage).max(SELL_NOW_MAX_NIGHTS, nightsMessage)),
  roomId: z
    .string({ error: chooseRoomMessage })
    .regex(/^\d{1,9}$/, chooseRoomMessage)
    .transform(Number),
  idNumber: GuestDetailsShape.idNumber,
  dirtyOk: z
    .string()
    .optional()
    .transform((value) => value === "yes"),
});

/** The desk booking's field names as this form's: one room, the stay as nights. */
export function sellNowField(path: PropertyKey[]): string {
  const [first, second, third] = path.map(String);
  if (first === "rooms") return third === undefined || third === "type" ? "roomId" : third;
  if (first === "checkIn" || first === "checkOut") return "nights";
  return [first, second, third].filter((part) => part !== undefined).join(".") || "form";
}

/**
 * The form's schema. `typeOfRoom` tells the type of an active room by id (the page: the rooms
 * it offers; the server: every active room), undefined for any other id.
 */
export function sellNowSchema(
  window: StayWindow & { typeOfRoom: (roomId: number) => RoomTypeKey | undefined },
) {
  const desk = deskBookingSchema(window);
  return z.record(z.string(), z.unknown()).transform((fields, ctx): SellNow => {
    const own = SellNowShape.safeParse(fields);
    const issue = (path: PropertyKey[], message: string) =>
      ctx.addIssue({ code: "custom", path: sellNowField(path).split("."), message });
    if (!own.success) for (const problem of own.error.issues) issue(problem.path, problem.message);
    const nights = own.success ? own.data.nights : 1;
    const type = own.success ? window.typeOfRoom(own.data.roomId) : undefined;
    if (own.success && !type) issue(["roomId"], chooseRoomMessage);
    const payment = fields.payment as Record<string, unknown> | undefined;
    const later = payment?.method === SELL_NOW_PAY_LATER;
    const booking = desk.safeParse({
      ...fields,
      checkIn: window.today,
      checkOut: addDays(window.today, nights),
      rooms: [
        {
          type: type ?? "standard",
          adults: fields.adults,
          children: fields.children,
          boarding: fields.boarding,
        },
      ],
      source: "walk_in",
      sourceReference: "",
      payment: { plan: "none" },
    });
    if (!booking.success) {
      for (const problem of booking.error.issues) issue(problem.path, problem.message);
    }
    const paid = later ? undefined : DeskPaymentSchema.safeParse(payment ?? {});
    if (paid && !paid.success) {
      for (const problem of paid.error.issues) issue(["payment", ...problem.path], problem.message);
    }
    if (!own.success || !type || !booking.success || (paid && !paid.success)) return z.NEVER;
    return {
      booking: booking.data,
      roomId: own.data.roomId,
      dirtyOk: own.data.dirtyOk,
      payment: paid?.success ? paid.data : null,
    };
  });
}
