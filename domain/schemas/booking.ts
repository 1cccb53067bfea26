// A booking request: the wizard's step 1 (the guest) and step 2 (the rooms). One schema for the
// wizard's checks and the server's; its first issue is the spec's message in the spec's order
// (section 5, booking step 1).
import { z } from "../zod.ts";
import { said, schemaMessage, type GuestTextField } from "../said.ts";
import { MAX_ROOMS_PER_STAY, quoteRequestSchema, type StayWindow } from "./quote.ts";
import { OFFER_EMAIL_PATTERN, SINGLE_ADDRESS_PATTERN } from "./offer.ts";
import { isCalendarDate } from "../stay.ts";
import { textField } from "./text.ts";
import { GUEST_LIMITS } from "../booking-limits.ts";
import { PromotionCodeSchema } from "./promotions.ts";

export { GUEST_LIMITS };

/** What the phone field allows: digits, spaces, +, dashes and brackets ("0712 345678"). */
const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;
/** Kenyan ID numbers are digits; passports and alien IDs add letters. */
const ID_CHARACTERS = /^[A-Za-z0-9-]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (field: GuestTextField, min: number, max: number, message: string) =>
  textField(said.unusualCharacters(field), { error: message }).min(min, message).max(max, message);

function digitCount(value: string): number {
  return value.replace(/\D/g, "").length;
}

const M = {
  firstName: schemaMessage(said.guestFirstName()),
  lastName: schemaMessage(said.guestLastName()),
  email: schemaMessage(said.guestEmail()),
  phone: schemaMessage(said.guestPhone()),
  idNumber: schemaMessage(said.guestIdNumber()),
  checkIn: schemaMessage(said.selectCheckIn()),
  checkOut: schemaMessage(said.selectCheckOut()),
  checkInTime: schemaMessage(said.selectCheckInTime()),
  shownTotal: schemaMessage(said.shownTotal()),
};

/** Step 1, field by field in the spec's order (object keys are checked in order). */
export const GuestDetailsShape = {
  firstName: text("firstName", GUEST_LIMITS.nameMin, GUEST_LIMITS.nameMax, M.firstName),
  lastName: text("lastName", GUEST_LIMITS.nameMin, GUEST_LIMITS.nameMax, M.lastName),
  email: textField(said.unusualCharacters("email"), { error: M.email })
    .max(GUEST_LIMITS.email, M.email)
    .regex(OFFER_EMAIL_PATTERN, M.email)
    .regex(SINGLE_ADDRESS_PATTERN, M.email),
  phone: textField(said.unusualCharacters("phone"), { error: M.phone })
    .regex(PHONE_CHARACTERS, M.phone)
    .refine(
      (value) =>
        digitCount(value) >= GUEST_LIMITS.phoneDigitsMin &&
        digitCount(value) <= GUEST_LIMITS.phoneDigitsMax,
      M.phone,
    ),
  idNumber: textField(said.unusualCharacters("idNumber"), { error: M.idNumber })
    .min(GUEST_LIMITS.idMin, M.idNumber)
    .max(GUEST_LIMITS.idMax, M.idNumber)
    .regex(ID_CHARACTERS, M.idNumber),
  checkIn: z.string({ error: M.checkIn }).refine(isCalendarDate, M.checkIn),
  checkOut: z.string({ error: M.checkOut }).refine(isCalendarDate, M.checkOut),
  checkInTime: z.string({ error: M.checkInTime }).regex(TIME, M.checkInTime),
};

/** Step 1 alone (the wizard's Next on step 1). */
export function guestDetailsSchema(window: StayWindow) {
  return z.object(GuestDetailsShape).superRefine((details, ctx) => {
    // Fewer than one night, then the stay's window: the quote schema's own checks.
    const stay = quoteRequestSchema(window).safeParse({
      checkIn: details.checkIn,
      checkOut: details.checkOut,
      rooms: [{ type: "standard", adults: 1, boarding: "bed_breakfast" }],
    });
    if (!stay.success) {
      for (const issue of stay.error.issues) {
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
    }
  });
}

export type GuestDetails = z.infer<ReturnType<typeof guestDetailsSchema>>;

/** A stored total at most fills the database's integer column. */
const MAX_TOTAL_KES = 2 ** 31 - 1;

/**
 * The total the guest was shown when they pressed pay (their quote, or the new figure a refusal
 * gave them), sent with each pay request: a server total that differs is answered with the new
 * figure before anything is charged (decision 010, issue 31). Optional, so that tools and staff
 * paths that show no total to a guest need not invent one; the wizard always sends it.
 */
export const ShownTotalShape = {
  shownTotalKes: z
    .number({ error: M.shownTotal })
    .int(M.shownTotal)
    .min(1, M.shownTotal)
    .max(MAX_TOTAL_KES, M.shownTotal)
    .optional(),
};

/** The body of a pay request for a booking already made (M-Pesa adds its phone). */
export const PayRequestSchema = z.object(ShownTotalShape);

export type PayRequest = z.input<typeof PayRequestSchema>;

/** The whole request the wizard sends on Make Payment. */
export function bookingRequestSchema(window: StayWindow) {
  const stay = quoteRequestSchema(window);
  return z
    .object({
      ...GuestDetailsShape,
      specialRequests: textField(said.unusualCharacters("specialRequests"), { multiLine: true })
        .max(
          GUEST_LIMITS.specialRequests,
          schemaMessage(said.specialRequestsTooLong(GUEST_LIMITS.specialRequests)),
        )
        .default(""),
      promotionCode: PromotionCodeSchema,
      // Texts by SMS / WhatsApp (decision 019); "" or absent: the default (SMS for Kenyan mobiles).
      textBySms: z.enum(["", "yes", "no"]).optional(),
      textByWhatsapp: z.enum(["", "yes", "no"]).optional(),
      ...ShownTotalShape,
      rooms: z.unknown(),
    })
    .transform((value, ctx) => {
      const parsed = stay.safeParse({
        checkIn: value.checkIn,
        checkOut: value.checkOut,
        rooms: value.rooms,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
        }
        return z.NEVER;
      }
      return { ...value, rooms: parsed.data.rooms };
    });
}

export type BookingRequest = z.infer<ReturnType<typeof bookingRequestSchema>>;

/** The M-Pesa number: exactly 9 digits after the fixed +254 (spec, payment). */
export const MpesaPhoneSchema = z.object({
  phone: textField(said.unusualCharacters("mpesaNumber"), { error: M.phone }).regex(
    /^[17]\d{8}$/,
    M.phone,
  ),
});

export { MAX_ROOMS_PER_STAY };
