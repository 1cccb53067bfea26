// The nightly backup's time: BACKUP_AT in Nairobi (UTC+3 all year), the next one after now.
import { expect, it } from "vitest";
import { nextRun } from "./nightly.ts";

it("is today at BACKUP_AT motel time when that is still ahead, else tomorrow", () => {
  // 23:00 UTC on the 23rd is 02:00 on the 24th in Nairobi: 02:30 is still ahead.
  expect(nextRun("02:30", new Date("2026-11-23T23:00:00Z")).toISOString()).toBe(
    "2026-11-23T23:30:00.000Z",
  );
  // 23:30 UTC exactly is that run: the next is a day later.
  expect(nextRun("02:30", new Date("2026-11-23T23:30:00Z")).toISOString()).toBe(
    "2026-11-24T23:30:00.000Z",
  );
  expect(nextRun("23:45", new Date("2026-11-24T12:00:00Z")).toISOString()).toBe(
    "2026-11-24T20:45:00.000Z",
  );
});
