import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, setPasswordHashCost, verifyPassword } from "./passwords.ts";

describe("staff password hashing (scrypt)", () => {
  it("hashes at the production cost by default: 2^17, r 8, p 1, a fresh salt each time", async () => {
    const first = await hashPassword("correct horse battery");
    const second = await hashPassword("correct horse battery");
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword("correct horse battery", first)).toBe(true);
    expect(await verifyPassword("correct horse batterY", first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it("verifies a hash made at another cost and asks for a rehash at the current one", async () => {
    setPasswordHashCost(14);
    try {
      const cheap = await hashPassword("front desk passphrase");
      expect(cheap.startsWith("scrypt$14$")).toBe(true);
      setPasswordHashCost(17);
      expect(await verifyPassword("front desk passphrase", cheap)).toBe(true);
      expect(needsRehash(cheap)).toBe(true);
    } finally {
      setPasswordHashCost(17);
    }
  });

  it("treats the same password typed in another Unicode form as the same (NFKC)", async () => {
    setPasswordHashCost(14);
    try {
      const stored = await hashPassword("caf\u00e9 na chai 2026");
      expect(await verifyPassword("cafe\u0301 na chai 2026", stored)).toBe(true);
    } finally {
      setPasswordHashCost(17);
    }
  });

  it("refuses malformed or tampered hashes without throwing", async () => {
    for (const stored of [
      "",
      "plain",
      "scrypt$99$8$1$abc$def",
      "bcrypt$10$x$y$z$w",
      "scrypt$14$8$1$$",
    ]) {
      expect(await verifyPassword("anything at all", stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });
});
