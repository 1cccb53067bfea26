import { describe, expect, it } from "vitest";
import {
  accountReference,
  normaliseReference,
  REFERENCE_ALPHABET,
  referenceFrom,
  storedSpellings,
} from "./booking-reference.ts";

describe("booking references", () => {
  it("are GO and eight unambiguous characters, as M-Pesa shows them (no dash)", () => {
    const reference = referenceFrom(new Uint8Array([0, 1, 2, 3, 29, 30, 255, 128]));
    expect(reference).toMatch(/^GO[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    expect(reference).toBe(
      `GO2345Z2${REFERENCE_ALPHABET[255 % 30]}${REFERENCE_ALPHABET[128 % 30]}`,
    );
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OILU]/);
    expect(accountReference(reference)).toBe(reference);
  });

  it("need enough random bytes", () => {
    expect(() => referenceFrom(new Uint8Array(7))).toThrow();
  });

  it("are read back in any case, with or without the old dash, with spaces", () => {
    expect(normaliseReference("go-7k3m9pqx")).toBe("GO7K3M9PQX");
    expect(normaliseReference(" GO 7K3M 9PQX ")).toBe("GO7K3M9PQX");
    expect(normaliseReference("GO7K3M9PQX")).toBe("GO7K3M9PQX");
    expect(normaliseReference("gO-7K3M-9pqx")).toBe("GO7K3M9PQX");
  });

  it("refuse what cannot be a reference", () => {
    expect(normaliseReference("")).toBeUndefined();
    expect(normaliseReference("GO-7K3M9PQ")).toBeUndefined(); // 7 characters
    expect(normaliseReference("GO-7K3M9PQO")).toBeUndefined(); // O is not in the alphabet
    expect(normaliseReference("XX-7K3M9PQX")).toBeUndefined();
  });

  it("are looked up as stored now and as stored before (with the dash)", () => {
    expect(storedSpellings("GO7K3M9PQX")).toEqual(["GO7K3M9PQX", "GO-7K3M9PQX"]);
  });

  it("fit Daraja's AccountReference (12 characters), also from an old dashed one", () => {
    expect(accountReference("GO-7K3M9PQX")).toBe("GO7K3M9PQX");
    expect(accountReference("GO-7K3M9PQX").length).toBeLessThanOrEqual(12);
  });
});
