// Promotion codes: the staff form (create and edit, one schema for browser and server) and the
// code a guest types in the booking wizard.
import { normalizeCode } from "../promotions.ts";
import { ROOM_TYPE_KEYS } from "../rooms.ts";
import { said, schemaMessage } from "../said.ts";
import { priceSaid } from "../staff-said/prices.ts";
import { isCalendarDate } from "../stay.ts";
import { z } from "../zod.ts";

const CODE = /^[A-Z0-9-]{3,30}$/;
const promotionCode = schemaMessage(said.promotionCode());

/** The guest's code: optional; empty means none; letters, digits and dashes in any case. */
export const PromotionCodeSchema = z
  .string({ error: promotionCode })
  .max(60, promotionCode)
  .transform(normalizeCode)
  .refine((code) => code === "" || CODE.test(code), promotionCode)
  .optional()
  .transform((code) => (code ? code : undefined));

// The staff form's messages are codes (domain/staff-said/prices.ts) the page and the server word.
const P = {
  bookWindow: schemaMessage(priceSaid.promotionBookWindow()),
  code: schemaMessage(priceSaid.promotionCode()),
  date: schemaMessage(priceSaid.promotionDate()),
  description: schemaMessage(priceSaid.promotionDescription()),
  kind: schemaMessage(priceSaid.promotionKind()),
  minNights: schemaMessage(priceSaid.promotionMinNights()),
  percent: schemaMessage(priceSaid.promotionPercent()),
  roomType: schemaMessage(priceSaid.promotionRoomType()),
  stayWindow: schemaMessage(priceSaid.promotionStayWindow()),
  uses: schemaMessage(priceSaid.promotionUses()),
  value: schemaMessage(priceSaid.promotionValue()),
} as const;

/** A form's empty field: no bound. */
const optionalDate = z
  .string({ error: P.date })
  .trim()
  .refine((value) => value === "" || isCalendarDate(value), P.date)
  .transform((value) => (value === "" ? null : value))
  .prefault("");
const optionalUses = z
  .string({ error: P.uses })
  .trim()
  .regex(/^(\d{1,6})?$/, P.uses)
  .transform((value) => (value === "" ? null : Number(value)))
  .refine((value) => value === null || value > 0, P.uses)
  .prefault("");

export const PromotionFormSchema = z
  .object({
    code: z
      .string({ error: P.code })
      .transform(normalizeCode)
      .refine((code) => CODE.test(code), P.code),
    description: z.string({ error: P.description }).trim().max(200, P.description).default(""),
    kind: z.enum(["percent", "kes"], { error: P.kind }),
    value: z
      .string({ error: P.value })
      .trim()
      .regex(/^\d{1,7}$/, P.value)
      .transform(Number)
      .refine((value) => value > 0, P.value),
    bookFrom: optionalDate,
    bookTo: optionalDate,
    stayFrom: optionalDate,
    stayTo: optionalDate,
    roomTypes: z.array(z.enum(ROOM_TYPE_KEYS, { error: P.roomType }), { error: P.roomType }),
    minNights: z
      .string({ error: P.minNights })
      .trim()
      .regex(/^\d{1,2}$/, P.minNights)
      .transform(Number)
      .refine((value) => value >= 1 && value <= 60, P.minNights)
      .prefault("1"),
    maxUses: optionalUses,
    maxUsesPerGuest: optionalUses,
    /** A checkbox: present when ticked. */
    active: z
      .string()
      .optional()
      .transform((value) => value !== undefined),
  })
  .superRefine((v, ctx) => {
    // 100% would make every stay free; a KES amount can only be judged against a stay's room
    // nights, so the quote and the booking refuse it there (domain/promotions.ts appliedPromotion).
    if (v.kind === "percent" && v.value >= 100) {
      ctx.addIssue({ code: "custom", path: ["value"], message: P.percent });
    }
    if (v.bookFrom && v.bookTo && v.bookTo < v.bookFrom) {
      ctx.addIssue({ code: "custom", path: ["bookTo"], message: P.bookWindow });
    }
    if (v.stayFrom && v.stayTo && v.stayTo < v.stayFrom) {
      ctx.addIssue({ code: "custom", path: ["stayTo"], message: P.stayWindow });
    }
  });

export type PromotionForm = z.infer<typeof PromotionFormSchema>;
