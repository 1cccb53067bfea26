// The quote request (dates + rooms): one schema for the estimator, the quote endpoint and,
// the booking wizard and the desk. Its messages are codes (domain/said.ts) that whoever shows them
// words in the reader's language.
import { z } from "../zod.ts";
import { said, isSaidCode, saidOfMessage, schemaMessage, type Said } from "../said.ts";
import { BOARDINGS, MAX_GUESTS_PER_ROOM, MIN_GUESTS_PER_ROOM, ROOM_TYPE_KEYS } from "../rooms.ts";
import { isCalendarDate } from "../stay.ts";
import { misplacedDates, type StayWindow } from "../stay-dates.ts";
import { MAX_CHILDREN_PER_ROOM, MAX_ROOMS_PER_STAY } from "../booking-limits.ts";
import { PromotionCodeSchema } from "./promotions.ts";

export { MAX_CHILDREN_PER_ROOM, MAX_ROOMS_PER_STAY };

const adults = schemaMessage(said.adultsRange(MIN_GUESTS_PER_ROOM, MAX_GUESTS_PER_ROOM));
const children = schemaMessage(said.childrenRange(MAX_CHILDREN_PER_ROOM));
const selectRoom = schemaMessage(said.selectRoom());

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
  type: z.enum(ROOM_TYPE_KEYS, { error: schemaMessage(said.unknownRoomType()) }),
  adults: count(MIN_GUESTS_PER_ROOM, MAX_GUESTS_PER_ROOM, adults),
  children: count(0, MAX_CHILDREN_PER_ROOM, children).default(0),
  boarding: z.enum(BOARDINGS, { error: schemaMessage(said.unknownBoarding()) }),
});

const calendarDate = (message: string) =>
  z.string({ error: message }).refine(isCalendarDate, message);

export type { StayWindow };

/** The schema of a quote request for stays between today and today + horizonDays. */
export function quoteRequestSchema(window: StayWindow) {
  return z
    .object(
      {
        checkIn: calendarDate(schemaMessage(said.selectCheckIn())),
        checkOut: calendarDate(schemaMessage(said.selectCheckOut())),
        rooms: z
          .array(RoomRequestSchema, { error: selectRoom })
          .min(1, selectRoom)
          .max(MAX_ROOMS_PER_STAY, schemaMessage(said.tooManyRooms(MAX_ROOMS_PER_STAY))),
        /** A promotion code the guest typed (checked by the server, never trusted as a price). */
        promotionCode: PromotionCodeSchema,
      },
      { error: schemaMessage(said.quoteShape()) },
    )
    .superRefine(({ checkIn, checkOut }, ctx) => {
      const problem = misplacedDates(checkIn, checkOut, window);
      if (problem !== null)
        ctx.addIssue({
          code: "custom",
          path: [problem.field],
          message: schemaMessage(problem.message),
        });
    });
}

export type QuoteRequest = Omit<z.infer<ReturnType<typeof quoteRequestSchema>>, "promotionCode"> & {
  promotionCode?: string;
};

/** What to tell the guest of a failed parse: the first problem found. */
export function firstSaid(error: z.ZodError): Said {
  const first = error.issues[0]?.message;
  const told = first !== undefined ? saidOfMessage(first) : null;
  return told && isSaidCode(told.code) ? { ...told, code: told.code } : said.selectRoom();
}
