// The counters' animation (spec section 4): from zero to the target in ticks of 20 ms, each adding
// about a hundredth of the target, so every counter finishes in about two seconds.
export const COUNTER_TICK_MS = 20;

export function nextCount(current: number, target: number): number {
  const step = Math.max(1, Math.ceil(target / 100));
  return Math.min(target, current + step);
}
