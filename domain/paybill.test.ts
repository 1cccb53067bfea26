import { describe, expect, it } from "vitest";
import { payerOf, referenceInAccount, validatePaybill } from "./paybill.ts";

const now = new Date("2026-11-24T10:00:00Z");
const later = new Date("2026-11-24T10:20:00Z");

describe("referenceInAccount", () => {
  it.each([
    ["GO7K3M9PQX", "GO7K3M9PQX"],
    ["go7k3m9pqx", "GO7K3M9PQX"],
    ["GO-7K3M9PQX", "GO7K3M9PQX"],
    ["go-7k3m9pqx", "GO7K3M9PQX"],
    ["  Go 7k3m9pqx ", "GO7K3M9PQX"],
    ["booking GO7K3M9PQX", "GO7K3M9PQX"],
    ["GO7K3M9PQX GO-7K3M9PQX", "GO7K3M9PQX"],
  ])("reads %j as %s", (typed, reference) => {
    expect(referenceInAccount(typed)).toEqual({ kind: "one", reference });
  });

  it.each(["", "00000", "invoice008", "GO7K3M9PQ", "GO7K3M9PQXY", "XGO7K3M9PQX", "GO0K3M9PQX"])(
    "finds no reference in %j",
    (typed) => expect(referenceInAccount(typed)).toEqual({ kind: "none" }),
  );

  it("calls two different references ambiguous", () => {
    expect(referenceInAccount("GO7K3M9PQX GO2222AAAA")).toEqual({
      kind: "ambiguous",
      references: ["GO2222AAAA", "GO7K3M9PQX"],
    });
    expect(referenceInAccount("go7k3m9pqxgo2222aaaa")).toMatchObject({ kind: "ambiguous" });
  });
});

describe("payerOf", () => {
  it("keeps a masked MSISDN as Daraja sends it", () => {
    expect(payerOf("25470****149")).toBe("25470****149");
    expect(payerOf("2547 ***** 126")).toBe("2547*****126");
  });
  it("shortens a SHA-256 hash", () => {
    expect(payerOf("8556a495c390f3ba95d2bdf6d06436f2fd09f516531f0a7cd9591c60812fa46d")).toBe(
      "sha256:8556a495c390",
    );
  });
  it("masks a plain number", () => expect(payerOf("254708374149")).toBe("25470****149"));
  it("drops anything else", () => {
    expect(payerOf("")).toBeUndefined();
    expect(payerOf("John <script>")).toBeUndefined();
  });
});

describe("validatePaybill", () => {
  const open = { status: "pending" as const, holdExpiresAt: later, owedKes: 6500 };
  it("accepts an amount an open booking can take", () => {
    expect(validatePaybill(open, 6500, now)).toBe("accept");
    expect(validatePaybill(open, 1000, now)).toBe("accept");
  });
  it("accepts the balance of a confirmed booking that still owes (pay on arrival)", () => {
    const owing = { ...open, status: "confirmed" as const, holdExpiresAt: null };
    expect(validatePaybill(owing, 6500, now)).toBe("accept");
    expect(validatePaybill({ ...owing, owedKes: 0 }, 1, now)).toBe("unknown_account");
  });
  it("refuses no booking, or one that is not open", () => {
    expect(validatePaybill(undefined, 6500, now)).toBe("unknown_account");
    expect(validatePaybill({ ...open, status: "cancelled" }, 6500, now)).toBe("unknown_account");
    expect(validatePaybill(open, 6500, later)).toBe("unknown_account");
  });
  it("refuses more than the balance", () => {
    expect(validatePaybill(open, 6501, now)).toBe("invalid_amount");
    expect(validatePaybill({ ...open, owedKes: 500 }, 1000, now)).toBe("invalid_amount");
    expect(validatePaybill(open, 0, now)).toBe("invalid_amount");
  });
});
