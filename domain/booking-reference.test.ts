import { describe, expect, it } from "vitest";
import {
  accountReference,
  normaliseReference,
  REFERENCE_ALPHABET,
  referenceFrom,
} from "./booking-reference.ts";

describe("booking references", () => {
  it("are GO- and eight unambiguous characters", () => {
    const reference = referenceFrom(new Uint8Array([0, 1, 2, 3, 29, 30, 255, 128]));
    expect(reference).toMatch(/^GO-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    expect(reference).toBe(
      `GO-2345Z2${REFERENCE_ALPHABET[255 % 30]}${REFERENCE_ALPHABET[128 % 30]}`,
    );
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OILU]/);
  });

  it("needs eight random bytes", () => {
    expect(() => referenceFrom(new Uint8Array(7))).toThrow();
  });

  it("reads what a guest types: any case, spaces, with or without the dash", () => {
    expect(normaliseReference("go-7k3m9pqx")).toBe("GO-7K3M9PQX");
    expect(normaliseReference(" GO 7K3M 9PQX ")).toBe("GO-7K3M9PQX");
    expect(normaliseReference("GO7K3M9PQX")).toBe("GO-7K3M9PQX");
  });

  it("refuses what cannot be a reference", () => {
    expect(normaliseReference("")).toBeUndefined();
    expect(normaliseReference("GO-7K3M9PQ")).toBeUndefined(); // 7 characters
    expect(normaliseReference("GO-7K3M9PQO")).toBeUndefined(); // O is not in the alphabet
    expect(normaliseReference("XX-7K3M9PQX")).toBeUndefined();
  });

  it("fits Daraja's 12-character AccountReference", () => {
    expect(accountReference("GO-7K3M9PQX")).toBe("GO7K3M9PQX");
    expect(accountReference("GO-7K3M9PQX").length).toBeLessThanOrEqual(12);
  });
});
