// Geometry for the staff area's SVG charts, kept pure so it is tested without a browser. Counts
// only (whole, non-negative numbers). The components draw marks in a box `count` units wide and
// `height` units tall (stretched to the chart's width), and text in CSS pixels around it.
import { once } from "./once.ts";

export type Scale = {
  /** The top of the axis: a round number at or above the largest value (1 when all are 0). */
  max: number;
  /** Gridline values from 0 to max, evenly spaced on a 1, 2 or 5 x 10^n step. */
  ticks: number[];
};

/** A whole, round step near `rough`: 1, 2 or 5 times a power of ten, never below 1. */
export function niceStep(rough: number): number {
  if (!(rough > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

/** An axis from 0 that holds `largest`, with about `targetTicks` steps. */
export function niceScale(largest: number, targetTicks = 4): Scale {
  const top = Number.isFinite(largest) && largest > 0 ? largest : 0;
  const step = niceStep(top / targetTicks);
  const max = Math.max(step, Math.ceil(top / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return { max, ticks };
}

export type Column = { x: number; y: number; width: number; height: number };

/**
 * Column i sits in the slot [i, i + 1] of a box `values.length` wide and `height` tall, with
 * `gap` of the slot left empty; a value of 0 has height 0.
 */
export function columnBars(values: number[], max: number, height: number, gap = 0.25): Column[] {
  return values.map((value, i) => {
    const h = max > 0 ? (Math.max(0, value) / max) * height : 0;
    return { x: i + gap / 2, y: height - h, width: 1 - gap, height: h };
  });
}

/** The same box's points of a line through the middle of each slot, as an SVG points list. */
export function linePoints(values: number[], max: number, height: number): string {
  return values
    .map((value, i) => {
      const y = max > 0 ? height - (Math.max(0, value) / max) * height : height;
      return `${i + 0.5},${round(y)}`;
    })
    .join(" ");
}

/** The height of a tick's gridline in that box, from the top. */
export function tickY(tick: number, max: number, height: number): number {
  return max > 0 ? round(height - (tick / max) * height) : height;
}

/**
 * Which of `count` slots get a label when at most `maxLabels` fit: evenly spaced from the first,
 * so a week shows every day and 90 days about every two weeks.
 */
export function labelIndexes(count: number, maxLabels: number): number[] {
  if (count <= 0 || maxLabels <= 0) return [];
  const every = Math.ceil(count / maxLabels);
  const indexes: number[] = [];
  for (let i = 0; i < count; i += every) indexes.push(i);
  return indexes;
}

/** A bar's length as a fraction of the longest (0 for every bar when all are 0). */
export function barFractions(values: number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max > 0 ? Math.max(0, value) / max : 0));
}

/** Who counted a funnel step: the visitor's browser (ad-blockers and bots never send) or the server. */
export type StepSource = "browser" | "server";

/**
 * Step-to-step conversion of a funnel, in whole percent, only between steps counted alike: null
 * for the first step, after a step of 0, across a change of counter (browser clicks against
 * server bookings are not one population), and where the later step outnumbers the earlier one
 * (the steps are not nested then; no percentage over 100 is shown).
 */
export function conversions(
  steps: readonly { count: number; source: StepSource }[],
): (number | null)[] {
  return steps.map((step, i) => {
    const previous = steps[i - 1];
    if (!previous || previous.source !== step.source || previous.count <= 0) return null;
    return step.count <= previous.count ? Math.round((step.count / previous.count) * 100) : null;
  });
}

const grouped = once(() => new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 }));
const compact = once(
  () => new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 }),
);

/** 12345 -> "12,345". */
export function formatCount(value: number): string {
  return grouped().format(value);
}

/** Axis labels: 950 -> "950", 12000 -> "12K", 1500000 -> "1.5M". */
export function formatTick(value: number): string {
  return compact().format(value);
}

const dayMonth = once(
  () => new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" }),
);

/** "2026-12-03" -> "3 Dec" (a motel-local calendar date, so read at UTC midnight). */
export function shortDate(date: string): string {
  return dayMonth().format(new Date(`${date}T00:00:00Z`));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
