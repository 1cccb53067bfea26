// The rate editor's forms (/admin/prices): a range of dates given an adjustment (a period), a
// weekday rule, the holiday adjustment, a holiday's date. One schema each, for browser and server.
import { RATE_MESSAGES as M } from "../messages.ts";
import { ROOM_TYPE_KEYS, type RoomTypeKey } from "../rooms.ts";
import { isCalendarDate } from "../stay.ts";
import { z } from "../zod.ts";

const date = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);
const wholeNumber = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,6}$/, message)
    .transform(Number);
const kind = z.enum(["percent", "kes"], { error: M.adjustmentKind });
const roomTypes = z
  .array(z.enum(ROOM_TYPE_KEYS, { error: M.chooseRoomTypes }), { error: M.chooseRoomTypes })
  .min(1, M.chooseRoomTypes);

export const RangeAdjustmentSchema = z
  .object({
    name: z.string({ error: M.periodName }).trim().min(1, M.periodName).max(80, M.periodName),
    firstNight: date(M.firstNight),
    lastNight: date(M.lastNight),
    kind,
    value: wholeNumber(M.adjustmentValue),
    roomTypes,
  })
  .refine((v) => v.lastNight >= v.firstNight, { path: ["lastNight"], message: M.lastNight });
export type RangeAdjustment = z.infer<typeof RangeAdjustmentSchema>;

export const WeekdayRuleSchema = z.object({
  name: z.string({ error: M.periodName }).trim().min(1, M.periodName).max(80, M.periodName),
  weekdays: z
    .array(
      z
        .string()
        .regex(/^[0-6]$/, M.chooseWeekdays)
        .transform(Number),
      {
        error: M.chooseWeekdays,
      },
    )
    .min(1, M.chooseWeekdays),
  kind,
  value: wholeNumber(M.adjustmentValue),
  roomTypes,
});
export type WeekdayRuleInput = z.infer<typeof WeekdayRuleSchema>;

export const HolidayAdjustmentSchema = z.object({
  kind,
  value: wholeNumber(M.adjustmentValue),
});

export const HolidayEditSchema = z
  .object({
    year: z
      .string()
      .regex(/^\d{4}$/, M.holidayDate)
      .transform(Number),
    key: z.string().regex(/^[a-z_0-9]{1,40}$/, M.holidayName),
    name: z.string({ error: M.holidayName }).trim().min(1, M.holidayName).max(80, M.holidayName),
    /** Empty: the holiday is not kept (or, for an Idd, not yet confirmed). */
    date: z.union([z.literal(""), date(M.holidayDate)]),
  })
  .refine((v) => v.date === "" || Number(v.date.slice(0, 4)) === v.year, {
    path: ["date"],
    message: M.holidayDate,
  });

/**
 * Form fields, with the checkbox lists as arrays: each box has a name of its own
 * ("roomType.family", "weekday.5"), since the staff forms' reader keeps one value per name.
 */
export function rateFormFields(form: URLSearchParams | FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const roomTypes: string[] = [];
  const weekdays: string[] = [];
  for (const [name, value] of form) {
    if (name.startsWith("roomType.")) roomTypes.push(name.slice("roomType.".length));
    else if (name.startsWith("weekday.")) weekdays.push(name.slice("weekday.".length));
    else fields[name] = typeof value === "string" ? value : "";
  }
  return { ...fields, roomTypes: roomTypes as RoomTypeKey[], weekdays };
}
