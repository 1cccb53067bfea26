// The rate editor's forms (/admin/prices): a range of dates given an adjustment (a period), a
// weekday rule, the holiday adjustment, a holiday's date. One schema each, for browser and server.
import { ROOM_TYPE_KEYS, type RoomTypeKey } from "../rooms.ts";
import { schemaMessage } from "../said.ts";
import { priceSaid } from "../staff-said/prices.ts";
import { isCalendarDate } from "../stay.ts";
import { z } from "../zod.ts";
import { textField } from "./text.ts";
import { formSaid, type StaffTextField } from "../staff-said/forms.ts";

// The schemas' messages are codes (domain/staff-said/prices.ts) the page and the server word.
const M = {
  adjustmentKind: schemaMessage(priceSaid.adjustmentKind()),
  adjustmentValue: schemaMessage(priceSaid.adjustmentValue()),
  chooseRoomTypes: schemaMessage(priceSaid.chooseRoomTypes()),
  chooseWeekdays: schemaMessage(priceSaid.chooseWeekdays()),
  firstNight: schemaMessage(priceSaid.firstNight()),
  holidayDate: schemaMessage(priceSaid.holidayDate()),
  holidayName: schemaMessage(priceSaid.holidayName()),
  lastNight: schemaMessage(priceSaid.lastNight()),
  nameSw: schemaMessage(priceSaid.nameSw()),
  periodName: schemaMessage(priceSaid.periodName()),
  stayRuleCutoff: schemaMessage(priceSaid.stayRuleCutoff()),
  stayRuleEmpty: schemaMessage(priceSaid.stayRuleEmpty()),
  stayRuleMinNights: schemaMessage(priceSaid.stayRuleMinNights()),
  taxName: schemaMessage(priceSaid.taxName()),
  taxNameSw: schemaMessage(priceSaid.taxNameSw()),
  taxRate: schemaMessage(priceSaid.taxRate()),
} as const;

const date = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);
const wholeNumber = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,6}$/, message)
    .transform(Number);
const kind = z.enum(["percent", "kes"], { error: M.adjustmentKind });
/**
 * A name guests read (a period, a weekday rule, a holiday, a tax), in English or in Kiswahili:
 * one rule for both, trimmed, no control characters, at most `max` characters. The English is
 * required; the Kiswahili is optional (empty or absent: null, guests read the English one).
 */
function guestName(label: StaffTextField, max: number, message: string) {
  return textField(formSaid.unusualCharacters(label), { error: message }).pipe(
    z.string().max(max, message),
  );
}
const englishName = (message: string, max = 80) =>
  guestName("name", max, message).pipe(z.string().min(1, message));
const swahiliName = (message: string, max = 80) =>
  guestName("kiswahiliName", max, message).transform((value) => value || null);

const roomTypes = z
  .array(z.enum(ROOM_TYPE_KEYS, { error: M.chooseRoomTypes }), { error: M.chooseRoomTypes })
  .min(1, M.chooseRoomTypes);

export const RangeAdjustmentSchema = z
  .object({
    name: englishName(M.periodName),
    nameSw: swahiliName(M.nameSw).prefault(""),
    firstNight: date(M.firstNight),
    lastNight: date(M.lastNight),
    kind,
    value: wholeNumber(M.adjustmentValue),
    roomTypes,
  })
  .refine((v) => v.lastNight >= v.firstNight, { path: ["lastNight"], message: M.lastNight });
export type RangeAdjustment = z.infer<typeof RangeAdjustmentSchema>;

export const WeekdayRuleSchema = z.object({
  name: englishName(M.periodName),
  nameSw: swahiliName(M.nameSw).prefault(""),
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

/** A stay rule for a range of arrival dates and room types (at least one rule set). */
export const StayRuleSchema = z
  .object({
    firstNight: date(M.firstNight),
    lastNight: date(M.lastNight),
    minNights: z
      .string({ error: M.stayRuleMinNights })
      .trim()
      .regex(/^(\d{1,2})?$/, M.stayRuleMinNights)
      .transform((value) => (value === "" ? null : Number(value)))
      .refine((value) => value === null || (value >= 1 && value <= 30), M.stayRuleMinNights)
      .prefault(""),
    /** A checkbox: present when ticked. */
    closedToArrival: z
      .string()
      .optional()
      .transform((value) => value !== undefined),
    sameDayCutoff: z
      .string({ error: M.stayRuleCutoff })
      .trim()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, M.stayRuleCutoff)
      .transform((value) => (value === "" ? null : value))
      .prefault(""),
    roomTypes,
  })
  .refine((v) => v.lastNight >= v.firstNight, { path: ["lastNight"], message: M.lastNight })
  .refine((v) => v.minNights !== null || v.closedToArrival || v.sameDayCutoff !== null, {
    path: ["minNights"],
    message: M.stayRuleEmpty,
  });
export type StayRuleInput = z.infer<typeof StayRuleSchema>;

/** The most tax lines the form shows. */
export const MAX_TAX_LINES = 4;

/**
 * The taxes form: whether prices include the taxes, and the tax lines ("tax.0.name",
 * "tax.0.rate", ...; a row with no name and no rate is left out).
 */
export const TaxSettingsSchema = z
  .record(z.string(), z.unknown())
  .transform((fields) => {
    const text = (name: string) => (typeof fields[name] === "string" ? fields[name] : "").trim();
    const lines = Array.from({ length: MAX_TAX_LINES }, (_, i) => ({
      name: text(`tax.${i}.name`),
      nameSw: text(`tax.${i}.nameSw`),
      rate: text(`tax.${i}.rate`),
    })).filter((line) => line.name !== "" || line.nameSw !== "" || line.rate !== "");
    return { included: fields.taxesIncluded !== undefined, lines };
  })
  .pipe(
    z.object({
      included: z.boolean(),
      lines: z.array(
        z.object({
          name: englishName(M.taxName, 40),
          nameSw: swahiliName(M.taxNameSw, 40),
          rate: z
            .string()
            .regex(/^\d{1,3}(\.\d{1,2})?$/, M.taxRate)
            .transform(Number)
            .refine((rate) => rate <= 100, M.taxRate),
        }),
      ),
    }),
  )
  .transform(({ included, lines }) => ({
    included,
    lines: lines.map((line) => ({
      name: line.name,
      nameSw: line.nameSw,
      ratePercent: line.rate,
    })),
  }));

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
    name: englishName(M.holidayName),
    nameSw: swahiliName(M.nameSw).prefault(""),
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
