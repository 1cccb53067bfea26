import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "../contact.ts";
import { english } from "../../test/support/english.ts";
import { ContactMessageSchema } from "./contact.ts";

const valid = { name: "Amina", email: "amina@example.com", contact: "0712 345678", message: "Hi" };

describe("the contact message rule", () => {
  it("accepts the four fields, trimmed", () => {
    expect(ContactMessageSchema.parse({ ...valid, name: "  Amina " }).name).toBe("Amina");
  });

  it.each(["name", "email", "contact", "message"] as const)("requires %s", (field) => {
    for (const value of [undefined, "", "   "]) {
      const result = ContactMessageSchema.safeParse({ ...valid, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it("refuses an address that is not an email", () => {
    const result = ContactMessageSchema.safeParse({ ...valid, email: "amina" });
    expect(english(result.error!.issues[0]!.message)).toBe("Please enter a valid email");
  });

  it.each(["amina@example.com,v1@x.org", "amina@example.com; v1@x.org", "Amina <a@b.com>"])(
    "refuses %j, which is not exactly one plain address",
    (email) => {
      const result = ContactMessageSchema.safeParse({ ...valid, email });
      expect(english(result.error!.issues[0]!.message)).toBe("Please enter a valid email");
    },
  );

  it.each([
    ["name", "Please enter your name", "Your name is too long (at most 100 characters)"],
    [
      "contact",
      "Please enter your phone number",
      "Your phone number is too long (at most 40 characters)",
    ],
  ] as const)("words %s's refusals", (field, missing, tooLong) => {
    const words = (value: string) =>
      english(
        ContactMessageSchema.safeParse({ ...valid, [field]: value }).error!.issues[0]!.message,
      );
    expect(words(" ")).toBe(missing);
    expect(words("x".repeat(CONTACT_LIMITS[field] + 1))).toBe(tooLong);
    expect(words("a\u0000b")).toBe(
      `Please remove unusual characters (such as control characters) from your ${field === "name" ? "name" : "phone number"}.`,
    );
  });

  it.each(Object.entries(CONTACT_LIMITS))("allows %s up to %i characters", (field, max) => {
    const at = field === "email" ? `${"a".repeat(max - 12)}@example.com` : "x".repeat(max);
    expect(ContactMessageSchema.safeParse({ ...valid, [field]: at }).success).toBe(true);
    const over = field === "email" ? `a${at}` : `${at}x`;
    expect(ContactMessageSchema.safeParse({ ...valid, [field]: over }).success).toBe(false);
  });
});
