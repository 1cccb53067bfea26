// The rooms page's forms (/admin/rooms) and the room-facing stay forms of a booking: one schema
// for the browser's checks and the server's.
import { HOUSEKEEPING_STATES } from "../front-desk.ts";
import { schemaMessage } from "../said.ts";
import { roomSaid } from "../staff-said/rooms.ts";
import { ROOM_TYPE_KEYS } from "../rooms.ts";
import { isCalendarDate, nightsBetween } from "../stay.ts";
import { z } from "../zod.ts";
import { GuestDetailsShape } from "./booking.ts";
import { textField } from "./text.ts";
import { formSaid } from "../staff-said/forms.ts";

export const ROOM_NUMBER_MAX = 10;
export const CLOSURE_REASON_MAX = 200;
/** The longest a room is taken out in one go: longer works are entered again. */
export const CLOSURE_MAX_NIGHTS = 366;

// The schemas' messages are codes (domain/staff-said/rooms.ts) the page and the server word.
const numberMessage = schemaMessage(roomSaid.number());
const datesMessage = schemaMessage(roomSaid.closureDates());
const reasonMessage = schemaMessage(roomSaid.closureReason());

/** As on the door: "101", "12A", "B-2". */
export const RoomNumberSchema = textField(formSaid.unusualCharacters("roomNumber"), {
  error: numberMessage,
})
  .min(1, numberMessage)
  .max(ROOM_NUMBER_MAX, numberMessage)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, numberMessage);

export const AddRoomSchema = z.object({
  type: z.enum(ROOM_TYPE_KEYS, { error: schemaMessage(roomSaid.type()) }),
  number: RoomNumberSchema,
});

export const RenameRoomSchema = z.object({ number: RoomNumberSchema });

export const HousekeepingSchema = z.object({
  state: z.enum(HOUSEKEEPING_STATES, { error: schemaMessage(roomSaid.housekeeping()) }),
});

const calendarDate = z.string({ error: datesMessage }).trim().refine(isCalendarDate, datesMessage);

/** Out of order from the night of startDate until endDate (the first night it is back). */
export function closureSchema(today: string) {
  return z
    .object({
      startDate: calendarDate.refine(
        (date) => date >= today,
        schemaMessage(roomSaid.closureStart()),
      ),
      endDate: calendarDate,
      reason: textField(formSaid.unusualCharacters("reason"), { error: reasonMessage })
        .min(1, reasonMessage)
        .max(CLOSURE_REASON_MAX, schemaMessage(roomSaid.closureReasonTooLong(CLOSURE_REASON_MAX))),
      /** "Take it out anyway: I will move these guests". */
      anyway: z.literal("yes").optional().catch(undefined),
    })
    .superRefine((closure, ctx) => {
      // Zod runs this even when a date was refused above ("2026-13-01"): told at its field
      // already, and nightsBetween would throw on it.
      if (!isCalendarDate(closure.startDate) || !isCalendarDate(closure.endDate)) return;
      if (closure.endDate <= closure.startDate) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: datesMessage });
      } else if (nightsBetween(closure.startDate, closure.endDate) > CLOSURE_MAX_NIGHTS) {
        ctx.addIssue({
          code: "custom",
          path: ["endDate"],
          message: schemaMessage(roomSaid.closureTooLong(CLOSURE_MAX_NIGHTS)),
        });
      }
    });
}

/** The guest's ID number, asked at check-in when the booking has none: as the wizard asks it. */
export const CheckInIdSchema = z.object({ idNumber: GuestDetailsShape.idNumber });
