import { describe, expect, it } from "vitest";
import { english } from "../../test/support/english.ts";
import { paybillSaid } from "./paybill.ts";

describe("the Paybill queue's answers", () => {
  it("say what attaching the money did to the booking", () => {
    const attached = (outcome: Parameters<typeof paybillSaid.attached>[2]) =>
      english(paybillSaid.attached("SKL9QX2Z7A", "GO12345678", outcome));
    expect(attached("confirmed")).toBe(
      "Payment SKL9QX2Z7A attached to GO12345678: the booking is confirmed.",
    );
    expect(attached("part_paid")).toBe(
      "Payment SKL9QX2Z7A attached to GO12345678: recorded as part payment.",
    );
    expect(attached("balance_paid")).toBe(
      "Payment SKL9QX2Z7A attached to GO12345678: recorded against the bill.",
    );
    expect(attached("refund_due")).toBe(
      "Payment SKL9QX2Z7A attached to GO12345678: recorded; the booking cannot take it, so it is marked for refund.",
    );
    expect(attached("attention")).toBe(
      "Payment SKL9QX2Z7A attached to GO12345678: recorded; the booking needs attention.",
    );
    for (const outcome of ["pending", "failed", "reversed", "unchanged"] as const) {
      expect(attached(outcome)).toBe("Payment SKL9QX2Z7A attached to GO12345678: recorded.");
    }
  });
});
