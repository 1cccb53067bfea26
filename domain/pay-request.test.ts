import { describe, expect, it } from "vitest";
import {
  decidePayRequest,
  PROMPT_HOLD_CAP_MS,
  PROMPT_HOLD_MS,
  promptHoldEnd,
  type PayRequestFacts,
} from "./pay-request.ts";

const NOW = new Date("2026-11-27T09:00:00Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;

function facts(change: Partial<PayRequestFacts> = {}): PayRequestFacts {
  return {
    provider: "mpesa",
    booking: {
      status: "pending",
      holdExpiresAt: at(10 * MINUTE),
      createdAt: at(-5 * MINUTE),
      totalKes: 15_000,
    },
    now: NOW,
    shownTotalKes: 15_000,
    owedKes: 15_000,
    promptOnPhone: false,
    openCardOrders: [],
    unpaidCardOrders: new Set(),
    ...change,
  };
}

describe("a prompt's hold", () => {
  it("keeps the rooms for the prompt when the hold would end sooner", () => {
    const hold = { createdAt: at(-14 * MINUTE), holdExpiresAt: at(MINUTE) };
    expect(promptHoldEnd(hold, NOW)).toEqual(at(PROMPT_HOLD_MS));
  });
  it("leaves a hold that lasts longer as it is", () => {
    const hold = { createdAt: at(-MINUTE), holdExpiresAt: at(14 * MINUTE) };
    expect(promptHoldEnd(hold, NOW)).toBeNull();
  });
  it("never goes past the cap counted from the booking's creation", () => {
    const createdAt = at(-29 * MINUTE);
    const hold = { createdAt, holdExpiresAt: at(10_000) };
    expect(promptHoldEnd(hold, NOW)).toEqual(new Date(createdAt.getTime() + PROMPT_HOLD_CAP_MS));
  });
  it("is not extended at all once the cap has passed", () => {
    const hold = { createdAt: at(-31 * MINUTE), holdExpiresAt: at(10_000) };
    expect(promptHoldEnd(hold, NOW)).toBeNull();
  });
  it("prompt after prompt stops at the cap", () => {
    let hold = { createdAt: NOW, holdExpiresAt: at(15 * MINUTE) };
    for (let minute = 13; minute < 60; minute += 2) {
      const end = promptHoldEnd(hold, at(minute * MINUTE));
      if (end) hold = { ...hold, holdExpiresAt: end };
    }
    expect(hold.holdExpiresAt).toEqual(at(PROMPT_HOLD_CAP_MS));
  });
});

describe("a new payment request", () => {
  it("asks for what is still owed, not the total", () => {
    expect(decidePayRequest(facts({ owedKes: 14_000 }))).toMatchObject({
      kind: "ask",
      amountKes: 14_000,
      supersede: [],
    });
  });
  it("extends the hold for a prompt, not for a card order", () => {
    const booking = { ...facts().booking, holdExpiresAt: at(MINUTE) };
    expect(decidePayRequest(facts({ booking }))).toMatchObject({
      holdUntil: at(PROMPT_HOLD_MS),
    });
    expect(decidePayRequest(facts({ booking, provider: "card" }))).toMatchObject({
      holdUntil: null,
    });
  });
  it("is refused when nothing is owed, or the booking is paid", () => {
    expect(decidePayRequest(facts({ owedKes: 0 }))).toEqual({ kind: "nothing_owed" });
    expect(decidePayRequest(facts({ owedKes: -500 }))).toEqual({ kind: "nothing_owed" });
    const paid = { ...facts().booking, status: "confirmed" as const, holdExpiresAt: null };
    expect(decidePayRequest(facts({ booking: paid }))).toEqual({ kind: "nothing_owed" });
  });
  it("is refused when the hold is over or the booking no longer pending", () => {
    const ended = { ...facts().booking, holdExpiresAt: NOW };
    expect(decidePayRequest(facts({ booking: ended }))).toEqual({ kind: "hold_expired" });
    for (const status of ["expired", "failed", "cancelled", "no_show"] as const) {
      const booking = { ...facts().booking, status };
      expect(decidePayRequest(facts({ booking }))).toEqual({ kind: "hold_expired" });
    }
  });
  it("answers another total than the one shown with the booking's", () => {
    expect(decidePayRequest(facts({ shownTotalKes: 14_500 }))).toEqual({
      kind: "price_changed",
      totalKes: 15_000,
    });
    expect(decidePayRequest(facts({ shownTotalKes: undefined }))).toMatchObject({ kind: "ask" });
  });
  it("waits for a prompt on the phone, whichever way the guest now pays", () => {
    expect(decidePayRequest(facts({ promptOnPhone: true }))).toEqual({
      kind: "prompt_on_phone",
    });
    expect(decidePayRequest(facts({ promptOnPhone: true, provider: "card" }))).toEqual({
      kind: "prompt_on_phone",
    });
  });
  it("supersedes the open card orders Pesapal said are unpaid", () => {
    for (const provider of ["mpesa", "card"] as const) {
      expect(
        decidePayRequest(
          facts({ provider, openCardOrders: ["a", "b"], unpaidCardOrders: new Set(["a", "b"]) }),
        ),
      ).toMatchObject({ kind: "ask", supersede: ["a", "b"] });
    }
  });
  it("is refused while a card order could not be asked about", () => {
    expect(
      decidePayRequest(facts({ openCardOrders: ["a", "b"], unpaidCardOrders: new Set(["a"]) })),
    ).toEqual({ kind: "card_open" });
  });
});
