// Kenya's public holidays for any year (Public Holidays Act; shared/reference/channels-and-
// messaging.md section F), computed, then corrected by what staff entered for that year: a date
// moved, an Eid date confirmed (both Idds are declared by notice each year, so they have no date
// until staff give one), a holiday not kept, a one-off holiday the Cabinet Secretary gazetted.
import { addDays } from "./stay.ts";

export type HolidayKey = string;

export type Holiday = {
  /** Stable across years: "new_year", "mazingira", "christmas_observed", "extra_2"... */
  key: HolidayKey;
  name: string;
  /** Its Kiswahili name (domain/names.ts); null: the English one. */
  nameSw?: string | null;
  /** YYYY-MM-DD; null for an Eid date staff have not confirmed yet (not a holiday until then). */
  date: string | null;
  /** True once staff set it (a moved date, a confirmed Eid, an extra holiday). */
  edited: boolean;
};

/**
 * What staff entered for one holiday of one year: date null means "not kept this year"; nameSw
 * null: the holiday's own Kiswahili name if its English one is unchanged, else the English.
 */
export type HolidayEdit = {
  year: number;
  key: HolidayKey;
  date: string | null;
  name: string;
  nameSw?: string | null;
};

/** The fixed-date holidays, with their current legal names (Mazingira Day since 2024). */
export const FIXED_HOLIDAYS: readonly {
  key: HolidayKey;
  name: string;
  nameSw: string;
  month: number;
  day: number;
}[] = [
  { key: "new_year", name: "New Year's Day", nameSw: "Siku ya Mwaka Mpya", month: 1, day: 1 },
  { key: "labour", name: "Labour Day", nameSw: "Siku ya Wafanyakazi", month: 5, day: 1 },
  { key: "madaraka", name: "Madaraka Day", nameSw: "Siku ya Madaraka", month: 6, day: 1 },
  { key: "mazingira", name: "Mazingira Day", nameSw: "Siku ya Mazingira", month: 10, day: 10 },
  { key: "mashujaa", name: "Mashujaa Day", nameSw: "Siku ya Mashujaa", month: 10, day: 20 },
  { key: "jamhuri", name: "Jamhuri Day", nameSw: "Siku ya Jamhuri", month: 12, day: 12 },
  { key: "christmas", name: "Christmas Day", nameSw: "Sikukuu ya Krismasi", month: 12, day: 25 },
  { key: "boxing", name: "Boxing Day", nameSw: "Siku ya Kupeana Zawadi", month: 12, day: 26 },
];

/** Declared by gazette notice each year: listed without a date until staff confirm one. */
export const EID_HOLIDAYS: readonly { key: HolidayKey; name: string; nameSw: string | null }[] = [
  { key: "idd_ul_fitr", name: "Idd-ul-Fitr", nameSw: null },
  { key: "idd_ul_azha", name: "Idd-ul-Azha", nameSw: null },
];

const pad = (n: number) => String(n).padStart(2, "0");
const ymd = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;

/** Day of the week of a YYYY-MM-DD date: 0 Sunday … 6 Saturday (the same in every time zone). */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Western (Gregorian) Easter Sunday: the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/**
 * The holidays the Act gives for a year before any staff edit: fixed dates, Good Friday and
 * Easter Monday, the two Idds without a date, and for a fixed holiday on a Sunday the next day
 * that is not already a holiday (s.4: Christmas on a Sunday gives Tuesday, Monday being Boxing
 * Day). Sorted by date, undated last.
 */
export function computedHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const dated: Holiday[] = [
    ...FIXED_HOLIDAYS.map((h) => ({
      key: h.key,
      name: h.name,
      nameSw: h.nameSw,
      date: ymd(year, h.month, h.day),
      edited: false,
    })),
    {
      key: "good_friday",
      name: "Good Friday",
      nameSw: "Ijumaa Kuu",
      date: addDays(easter, -2),
      edited: false,
    },
    {
      key: "easter_monday",
      name: "Easter Monday",
      nameSw: "Jumatatu ya Pasaka",
      date: addDays(easter, 1),
      edited: false,
    },
  ];
  return withSubstitutes(dated, [
    ...EID_HOLIDAYS.map((h) => ({ ...h, date: null, edited: false })),
  ]);
}

function withSubstitutes(dated: Holiday[], undated: Holiday[]): Holiday[] {
  const taken = new Set(dated.map((h) => h.date!));
  const substitutes: Holiday[] = [];
  for (const holiday of [...dated].sort(byDate)) {
    if (holiday.key.endsWith("_observed") || weekdayOf(holiday.date!) !== 0) continue;
    let day = addDays(holiday.date!, 1);
    while (taken.has(day)) day = addDays(day, 1);
    taken.add(day);
    substitutes.push({
      key: `${holiday.key}_observed`,
      name: `${holiday.name} (observed)`,
      nameSw: holiday.nameSw && `${holiday.nameSw} (siku mbadala)`,
      date: day,
      edited: false,
    });
  }
  return [...[...dated, ...substitutes].sort(byDate), ...undated];
}

function byDate(a: Holiday, b: Holiday): number {
  if (a.date === b.date) return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  if (a.date === null) return 1;
  if (b.date === null) return -1;
  return a.date < b.date ? -1 : 1;
}

/**
 * A year's holidays as the motel keeps them: the computed ones with staff's edits for that year
 * laid over them (by key), and staff's extra holidays added. A holiday staff did not keep (date
 * null on a computed one) is left out; an Eid not yet confirmed stays, undated.
 */
export function holidaysOf(year: number, edits: readonly HolidayEdit[]): Holiday[] {
  const ofYear = new Map(edits.filter((e) => e.year === year).map((e) => [e.key, e]));
  const result: Holiday[] = [];
  for (const holiday of computedHolidays(year)) {
    const edit = ofYear.get(holiday.key);
    ofYear.delete(holiday.key);
    if (!edit) {
      result.push(holiday);
      continue;
    }
    const isEid = EID_HOLIDAYS.some((h) => h.key === holiday.key);
    // A computed holiday edited to no date is not kept; an Eid without a date is still to confirm.
    if (edit.date === null && !isEid) continue;
    const renamed = edit.name !== "" && edit.name !== holiday.name;
    result.push({
      key: holiday.key,
      name: edit.name || holiday.name,
      // A renamed holiday's own Kiswahili name would no longer be its name.
      nameSw: edit.nameSw || (renamed ? null : holiday.nameSw),
      date: edit.date,
      edited: true,
    });
  }
  for (const edit of ofYear.values()) {
    if (edit.date !== null)
      result.push({
        key: edit.key,
        name: edit.name,
        nameSw: edit.nameSw || null,
        date: edit.date,
        edited: true,
      });
  }
  return result.sort(byDate);
}

/** The holidays of a year by date (a date with two holidays keeps the first by key). */
export function holidayDates(year: number, edits: readonly HolidayEdit[]): Map<string, Holiday> {
  const map = new Map<string, Holiday>();
  for (const holiday of holidaysOf(year, edits)) {
    if (holiday.date !== null && !map.has(holiday.date)) map.set(holiday.date, holiday);
  }
  return map;
}
