// The quote request (dates + rooms): one schema for the estimator, the quote endpoint and,
// later, the booking wizard. Its messages are for people, so the server can send the first one
// back as is.
import { z } from "../zod.ts";
import { messages } from "../messages.ts";
import { BOARDINGS, MAX_GUESTS_PER_ROOM, MIN_GUESTS_PER_ROOM, ROOM_TYPE_KEYS } from "../rooms.ts";
import { addDays, isCalendarDate } from "../stay.ts";
import { PromotionCodeSchema } from "./promotions.ts";

/** No more rooms than this in one request: a guard against absurd input, not a sales rule. */
export const MAX_ROOMS_PER_STAY = 10;
export const MAX_CHILDREN_PER_ROOM = 4;

const adults = messages.adultsRange(MIN_GUESTS_PER_ROOM, MAX_GUESTS_PER_ROOM);
const children = messages.childrenRange(MAX_CHILDREN_PER_ROOM);

/**
 * A whole count from min to max: a JSON integer, or a string of digits as forms send it. Nothing
 * else is read as a number (z.coerce would take true as 1, [2] as 2, "0x2" as 2 and null as 0).
 */
const count = (min: number, max: number, message: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d+$/, message)], {
      error: message,
    })
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));

export const RoomRequestSchema = z.object({
  type: z.enum(ROOM_TYPE_KEYS, { error: messages.unknownRoomType }),
  adults: count(MIN_GUESTS_PER_ROOM, MAX_GUESTS_PER_ROOM, adults),
  children: count(0, MAX_CHILDREN_PER_ROOM, children).default(0),
  boarding: z.enum(BOARDINGS, { error: messages.unknownBoarding }),
});

const calendarDate = (message: string) =>
  z.string({ error: message }).refine(isCalendarDate, message);

export type StayWindow = {
  /** The motel-local date today (YYYY-MM-DD): the earliest check-in. */
  today: string;
  /** How many days ahead of today a stay may end (server/config.ts bookingHorizonDays). */
  horizonDays: number;
};

/** The schema of a quote request for stays between today and today + horizonDays. */
export function quoteRequestSchema({ today, horizonDays }: StayWindow) {
  const lastDate = addDays(today, horizonDays);
  return z
    .object(
      {
        checkIn: calendarDate(messages.selectCheckIn),
        checkOut: calendarDate(messages.selectCheckOut),
        rooms: z
          .array(RoomRequestSchema, { error: messages.selectRoom })
          .min(1, messages.selectRoom)
          .max(MAX_ROOMS_PER_STAY, messages.tooManyRooms(MAX_ROOMS_PER_STAY)),
        /** A promotion code the guest typed (checked by the server, never trusted as a price). */
        promotionCode: PromotionCodeSchema,
      },
      { error: "Send checkIn, checkOut and rooms." },
    )
    .superRefine(({ checkIn, checkOut }, ctx) => {
      // YYYY-MM-DD strings compare like the dates they name.
      if (checkOut <= checkIn) {
        ctx.addIssue({
          code: "custom",
          path: ["checkOut"],
          message: messages.checkOutAfterCheckIn,
        });
      } else if (checkIn < today) {
        ctx.addIssue({ code: "custom", path: ["checkIn"], message: messages.checkInInPast });
      } else if (checkOut > lastDate) {
        ctx.addIssue({
          code: "custom",
          path: ["checkOut"],
          message: messages.beyondHorizon(lastDate),
        });
      }
    });
}

export type QuoteRequest = Omit<z.infer<ReturnType<typeof quoteRequestSchema>>, "promotionCode"> & {
  promotionCode?: string;
};

/** The message to show for a failed parse: the first problem found. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.selectRoom;
}
