// The quote request (dates + rooms): one schema for the estimator, the quote endpoint and,
// later, the booking wizard. Its messages are for people, so the server can send the first one
// back as is.
import { z } from "../zod.ts";
import { messages } from "../messages.ts";
import { BOARDINGS, MAX_GUESTS_PER_ROOM, MIN_GUESTS_PER_ROOM, ROOM_TYPE_KEYS } from "../rooms.ts";
import { isCalendarDate } from "../stay.ts";
import { misplacedDates, type StayWindow } from "../stay-dates.ts";
import { MAX_CHILDREN_PER_ROOM, MAX_ROOMS_PER_STAY } from "../booking-limits.ts";
import { PromotionCodeSchema } from "./promotions.ts";

export { MAX_CHILDREN_PER_ROOM, MAX_ROOMS_PER_STAY };

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

export type { StayWindow };

/** The schema of a quote request for stays between today and today + horizonDays. */
export function quoteRequestSchema(window: StayWindow) {
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
      const problem = misplacedDates(checkIn, checkOut, window);
      if (problem !== null)
        ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    });
}

export type QuoteRequest = Omit<z.infer<ReturnType<typeof quoteRequestSchema>>, "promotionCode"> & {
  promotionCode?: string;
};

/** The message to show for a failed parse: the first problem found. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.selectRoom;
}
