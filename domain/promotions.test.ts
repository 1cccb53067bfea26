import { describe, expect, it } from "vitest";
import { said, schemaMessage } from "./said.ts";
import { priceSaid } from "./staff-said/prices.ts";
import {
  appliedPromotion,
  normalizeCode,
  promotionDiscount,
  promotionRefusal,
  type Promotion,
  type PromotionContext,
} from "./promotions.ts";
import { pricedRoomFromNights, stayTotals } from "./quote.ts";
import { PromotionCodeSchema, PromotionFormSchema } from "./schemas/promotions.ts";
import { DEFAULT_TAXES } from "./taxes.ts";

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
  it("unknown and inactive codes: one sentence, the same as for any code that is not valid", () => {
    expect(promotionRefusal(undefined, stay)).toEqual(said.promotionNotValid());
    expect(promotionRefusal({ ...promo, active: false }, stay)).toEqual(said.promotionNotValid());
  });
  it("the booking window: not yet and expired say no more than an unknown code; its last day counts", () => {
    expect(promotionRefusal({ ...promo, bookFrom: "2027-03-02" }, stay)).toEqual(
      said.promotionNotValid(),
    );
    expect(promotionRefusal({ ...promo, bookTo: "2027-02-28" }, stay)).toEqual(
      said.promotionNotValid(),
    );
    expect(
      promotionRefusal({ ...promo, bookFrom: "2027-03-01", bookTo: "2027-03-01" }, stay),
    ).toBeNull();
  });
  it("the stay window: every night inside it (check-out day may be after it)", () => {
    const window = { ...promo, stayFrom: "2027-03-10", stayTo: "2027-03-11" };
    expect(promotionRefusal(window, stay)).toBeNull();
    const refused = said.promotionStayWindow("2027-03-10", "2027-03-11");
    expect(promotionRefusal(window, { ...stay, checkOut: "2027-03-13" })).toEqual(refused);
    expect(promotionRefusal(window, { ...stay, checkIn: "2027-03-09" })).toEqual(refused);
    expect(promotionRefusal({ ...promo, stayFrom: "2027-03-11" }, stay)).toEqual(
      said.promotionStayFrom("2027-03-11"),
    );
  });
  it("room types: every room must be of one of them", () => {
    const family = { ...promo, roomTypes: ["family" as const] };
    expect(promotionRefusal(family, stay)).toEqual(said.promotionRoomTypes(["family"]));
    expect(promotionRefusal(family, { ...stay, rooms: [{ type: "family" }] })).toBeNull();
    expect(
      promotionRefusal(family, { ...stay, rooms: [{ type: "family" }, { type: "standard" }] }),
    ).not.toBeNull();
  });
  it("minimum nights", () => {
    expect(promotionRefusal({ ...promo, minNights: 3 }, stay)).toEqual(said.promotionMinNights(3));
    expect(promotionRefusal({ ...promo, minNights: 2 }, stay)).toBeNull();
  });
  it("uses in all and per guest", () => {
    const limited = { ...promo, maxUses: 5, maxUsesPerGuest: 1 };
    expect(promotionRefusal(limited, { ...stay, uses: { total: 4, byGuest: 0 } })).toBeNull();
    expect(promotionRefusal(limited, { ...stay, uses: { total: 5, byGuest: 0 } })).toEqual(
      said.promotionUsedUp(),
    );
    expect(promotionRefusal(limited, { ...stay, uses: { total: 1, byGuest: 1 } })).toEqual(
      said.promotionUsedByGuest(),
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
      ok: true,
      promotion: { code: "KARIBU", discountKes: 700 },
    });
  });
});

describe("a stay is never free", () => {
  const kes = (value: number) => ({ ...promo, kind: "kes" as const, value });
  const percent = (value: number) => ({ ...promo, kind: "percent" as const, value });
  const refused = { ok: false, message: said.promotionWholeStay() };

  it("a KES code leaves at least KES 1 of the room nights, or is refused", () => {
    expect(appliedPromotion(kes(6999), 7000)).toEqual({
      ok: true,
      promotion: { code: "KARIBU", discountKes: 6999 },
    });
    expect(appliedPromotion(kes(7000), 7000)).toEqual(refused);
    expect(appliedPromotion(kes(7001), 7000)).toEqual(refused);
    expect(appliedPromotion(kes(1_000_000), 7000)).toEqual(refused);
  });
  it("99% leaves the rest; 100% is refused; 99% of a few shillings that rounds to all of them too", () => {
    expect(appliedPromotion(percent(99), 7000)).toEqual({
      ok: true,
      promotion: { code: "KARIBU", discountKes: 6930 },
    });
    expect(appliedPromotion(percent(100), 7000)).toEqual(refused);
    // 99% of 50 is 49.5, half up 50: the whole of it.
    expect(appliedPromotion(percent(99), 50)).toEqual(refused);
  });
  it("what is left to pay is at least KES 1, taxes included or added", () => {
    const applied = appliedPromotion(kes(6999), 7000);
    if (!applied.ok) throw new Error(JSON.stringify(applied.message));
    const room = { type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" } as const;
    const rooms = [pricedRoomFromNights(room, [{ date: "2027-03-10", amountKes: 7000, rule: "" }])];
    expect(stayTotals(rooms, DEFAULT_TAXES, applied.promotion).totalKes).toBe(1);
    expect(
      stayTotals(rooms, { ...DEFAULT_TAXES, included: false }, applied.promotion).totalKes,
    ).toBe(1);
  });
  it("staff cannot save 100% or more; 99% is saved", () => {
    const form = { code: "free", kind: "percent", value: "100", roomTypes: [], active: "on" };
    expect(PromotionFormSchema.safeParse(form).error?.issues[0]?.message).toBe(
      schemaMessage(priceSaid.promotionPercent()),
    );
    expect(PromotionFormSchema.parse({ ...form, value: "99" }).value).toBe(99);
  });
});

describe("the schemas", () => {
  it("a guest's code: any case, trimmed, empty is none", () => {
    expect(normalizeCode(" karibu-1 ")).toBe("KARIBU-1");
    expect(PromotionCodeSchema.parse(" karibu ")).toBe("KARIBU");
    expect(PromotionCodeSchema.parse("")).toBeUndefined();
    expect(PromotionCodeSchema.parse(undefined)).toBeUndefined();
    expect(PromotionCodeSchema.safeParse("no way!").error?.issues[0]?.message).toBe(
      schemaMessage(said.promotionCode()),
    );
  });
  it("the staff form: empty bounds are none, windows in order, percent at most 99", () => {
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
