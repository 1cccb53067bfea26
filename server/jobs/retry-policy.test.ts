// One retry and backoff policy for what the site queues (mail, texts) and what providers tell it
// (the payments inbox).
import { expect, it } from "vitest";
import { inboxBackoffMs } from "../payments/inbox.ts";
import { retryDelayMs } from "./leased-queue.ts";

it("backs off exponentially up to an hour", () => {
  expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([
    30_000, 60_000, 120_000, 240_000,
  ]);
  expect(retryDelayMs(20, 30_000)).toBe(60 * 60 * 1000);
});

it("retries a provider's message from a minute on, by the same policy", () => {
  expect([0, 1, 2, 3].map(inboxBackoffMs)).toEqual([60_000, 60_000, 120_000, 240_000]);
  expect(inboxBackoffMs(7)).toBe(60 * 60 * 1000);
});
