import { describe, expect, it } from "vitest";
import { RATE_MESSAGES as M } from "./messages.ts";
import {
  appliedPromotion,
  normalizeCode,
  promotionDiscount,
  promotionRefusal,
  type Promotion,
  type PromotionContext,
} from "./promotions.ts";
import { PromotionCodeSchema, PromotionFormSchema } from "./schemas/promotions.ts";

const promo: Promotion = {
  id: 1,
  code: "KARIBU",
  description: "",
  kind: "percent",
  value: 10,
  bookFrom: null,
  bookTo: null,
  stayFrom: null,
  stayTo: null,
  roomTypes: [],
  minNights: 1,
  maxUses: null,
  maxUsesPerGuest: null,
  active: true,
};
const stay: PromotionContext = {
  today: "2027-03-01",
  checkIn: "2027-03-10",
  checkOut: "2027-03-12",
  rooms: [{ type: "standard" }],
  uses: { total: 0, byGuest: 0 },
};

describe("promotionRefusal", () => {
  it("accepts a code within every limit", () => {
    expect(promotionRefusal(promo, stay)).toBeNull();
  });
  it("unknown and inactive codes", () => {
    expect(promotionRefusal(undefined, stay)).toBe(M.promotionUnknown);
    expect(promotionRefusal({ ...promo, active: false }, stay)).toBe(M.promotionInactive);
  });
  it("the booking window: not yet, expired, its last day still counts", () => {
    expect(promotionRefusal({ ...promo, bookFrom: "2027-03-02" }, stay)).toBe(
      M.promotionNotYet("2 Mar 2027"),
    );
    expect(promotionRefusal({ ...promo, bookTo: "2027-02-28" }, stay)).toBe(M.promotionExpired);
    expect(
      promotionRefusal({ ...promo, bookFrom: "2027-03-01", bookTo: "2027-03-01" }, stay),
    ).toBeNull();
  });
  it("the stay window: every night inside it (check-out day may be after it)", () => {
    const window = { ...promo, stayFrom: "2027-03-10", stayTo: "2027-03-11" };
    expect(promotionRefusal(window, stay)).toBeNull();
    expect(promotionRefusal(window, { ...stay, checkOut: "2027-03-13" })).toMatch(
      /^That promotion code is for stays from/,
    );
    expect(promotionRefusal(window, { ...stay, checkIn: "2027-03-09" })).toMatch(
      /^That promotion code is for stays from/,
    );
    expect(promotionRefusal({ ...promo, stayFrom: "2027-03-11" }, stay)).toMatch(/ on\.$/);
  });
  it("room types: every room must be of one of them", () => {
    const family = { ...promo, roomTypes: ["family" as const] };
    expect(promotionRefusal(family, stay)).toBe(M.promotionRoomTypes("Family Room"));
    expect(promotionRefusal(family, { ...stay, rooms: [{ type: "family" }] })).toBeNull();
    expect(
      promotionRefusal(family, { ...stay, rooms: [{ type: "family" }, { type: "standard" }] }),
    ).not.toBeNull();
  });
  it("minimum nights", () => {
    expect(promotionRefusal({ ...promo, minNights: 3 }, stay)).toBe(M.promotionMinNights(3));
    expect(promotionRefusal({ ...promo, minNights: 2 }, stay)).toBeNull();
  });
  it("uses in all and per guest", () => {
    const limited = { ...promo, maxUses: 5, maxUsesPerGuest: 1 };
    expect(promotionRefusal(limited, { ...stay, uses: { total: 4, byGuest: 0 } })).toBeNull();
    expect(promotionRefusal(limited, { ...stay, uses: { total: 5, byGuest: 0 } })).toBe(
      M.promotionUsedUp,
    );
    expect(promotionRefusal(limited, { ...stay, uses: { total: 1, byGuest: 1 } })).toBe(
      M.promotionUsedByGuest,
    );
  });
});

describe("promotionDiscount", () => {
  it("percent, half up to the shilling; KES never more than the room nights", () => {
    expect(promotionDiscount({ kind: "percent", value: 10 }, 7000)).toBe(700);
    expect(promotionDiscount({ kind: "percent", value: 15 }, 3333)).toBe(500); // 499.95
    expect(promotionDiscount({ kind: "percent", value: 100 }, 3333)).toBe(3333);
    expect(promotionDiscount({ kind: "kes", value: 1000 }, 7000)).toBe(1000);
    expect(promotionDiscount({ kind: "kes", value: 9000 }, 7000)).toBe(7000);
  });
  it("is applied by its code and discount alone: staff's description stays with staff", () => {
    const described: Promotion = { ...promo, description: "Easter for the choir" };
    expect(appliedPromotion(described, 7000)).toEqual({
      code: "KARIBU",
      discountKes: 700,
    });
  });
});

describe("the schemas", () => {
  it("a guest's code: any case, trimmed, empty is none", () => {
    expect(normalizeCode(" karibu-1 ")).toBe("KARIBU-1");
    expect(PromotionCodeSchema.parse(" karibu ")).toBe("KARIBU");
    expect(PromotionCodeSchema.parse("")).toBeUndefined();
    expect(PromotionCodeSchema.parse(undefined)).toBeUndefined();
    expect(PromotionCodeSchema.safeParse("no way!").error?.issues[0]?.message).toBe(
      M.promotionCode,
    );
  });
  it("the staff form: empty bounds are none, windows in order, percent at most 100", () => {
    const form = { code: "easter", kind: "percent", value: "10", roomTypes: [], active: "on" };
    expect(PromotionFormSchema.parse(form)).toMatchObject({
      code: "EASTER",
      value: 10,
      bookFrom: null,
      maxUses: null,
      minNights: 1,
      active: true,
    });
    expect(PromotionFormSchema.safeParse({ ...form, value: "101" }).success).toBe(false);
    expect(PromotionFormSchema.safeParse({ ...form, value: "0" }).success).toBe(false);
    expect(
      PromotionFormSchema.safeParse({ ...form, stayFrom: "2027-03-02", stayTo: "2027-03-01" })
        .success,
    ).toBe(false);
    expect(PromotionFormSchema.safeParse({ ...form, maxUses: "abc" }).success).toBe(false);
    expect(PromotionFormSchema.parse({ ...form, active: undefined }).active).toBe(false);
  });
});
