import { describe, expect, it } from "vitest";
import { nextCount } from "./count-up.ts";

function ticksToReach(target: number): number {
  let value = 0;
  let ticks = 0;
  while (value < target) {
    const next = nextCount(value, target);
    expect(next).toBeGreaterThan(value);
    value = next;
    ticks += 1;
  }
  expect(value).toBe(target);
  return ticks;
}

describe("counter steps", () => {
  it("add about a hundredth of the target per tick", () => {
    expect(nextCount(0, 10900)).toBe(109);
    expect(ticksToReach(10900)).toBe(100);
    expect(ticksToReach(39)).toBe(39);
  });

  it("never overshoot the target", () => {
    expect(nextCount(10850, 10900)).toBe(10900);
    expect(nextCount(10900, 10900)).toBe(10900);
  });

  it("still move for small targets", () => {
    expect(nextCount(0, 3)).toBe(1);
    expect(ticksToReach(3)).toBe(3);
    expect(nextCount(0, 0)).toBe(0);
  });
});
