import { describe, expect, it } from "vitest";
import { PROMPT_HOLD_MS } from "./pay-request.ts";
import { decideUnanswered, staffCheckHoldEnd, type UnansweredFacts } from "./unanswered-attempt.ts";

const SEND_WINDOW_MS = 31_000;
const GIVE_UP_MS = 30 * 60_000;
const facts = (over: Partial<UnansweredFacts>): UnansweredFacts => ({
  provider: "mpesa",
  hasProviderId: true,
  withStaff: false,
  staffDecided: false,
  stillOpen: true,
  ageMs: 0,
  sendWindowMs: SEND_WINDOW_MS,
  giveUpAfterMs: GIVE_UP_MS,
  ...over,
});

describe("what the job does with an attempt that has no final answer", () => {
  it.each([
    // [case, facts, action]
    ["answered now", { stillOpen: false, ageMs: GIVE_UP_MS + 1 }, "wait"],
    ["a prompt with ids, young", { ageMs: GIVE_UP_MS }, "wait"],
    ["a prompt with ids, too old", { ageMs: GIVE_UP_MS + 1 }, "give_up"],
    [
      "a prompt without ids, still being sent",
      { hasProviderId: false, ageMs: SEND_WINDOW_MS },
      "wait",
    ],
    [
      "a prompt without ids after the send window: may be paid",
      { hasProviderId: false, ageMs: SEND_WINDOW_MS + 1 },
      "staff_check",
    ],
    [
      "a prompt without ids is never given up, however old",
      { hasProviderId: false, ageMs: 10 * GIVE_UP_MS },
      "staff_check",
    ],
    [
      "with staff: waits for them",
      { hasProviderId: false, withStaff: true, ageMs: 10 * GIVE_UP_MS },
      "wait",
    ],
    [
      "with staff, staff decided: closed",
      { hasProviderId: false, withStaff: true, staffDecided: true },
      "close",
    ],
    [
      "with staff, ids came late: the query decides, never given up",
      { withStaff: true, staffDecided: true, ageMs: 10 * GIVE_UP_MS },
      "wait",
    ],
    [
      "a card order without a tracking id within a prompt's time",
      { provider: "card", hasProviderId: false, ageMs: PROMPT_HOLD_MS },
      "wait",
    ],
    [
      "a card order without a tracking id after it: nobody saw its page",
      { provider: "card", hasProviderId: false, ageMs: PROMPT_HOLD_MS + 1 },
      "give_up",
    ],
    ["a card order with its id, too old", { provider: "card", ageMs: GIVE_UP_MS + 1 }, "give_up"],
  ] as const)("%s", (_, over, action) => {
    expect(decideUnanswered(facts(over))).toBe(action);
  });

  it("holds the rooms to noon of the check-out day, Nairobi time", () => {
    expect(staffCheckHoldEnd("2026-12-03").toISOString()).toBe("2026-12-03T09:00:00.000Z");
  });
});
