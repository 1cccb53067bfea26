// The front desk's forms: a booking staff enter (guest, dates, rooms with optional price
// overrides, source, payment), a payment or refund at the desk, an extra on the bill, and the
// date moves. One schema each for the page's checks and the server's. Form fields are named by
// their path ("rooms.0.type", "payment.method"), so an issue's path names its field.
import { isMpesaReceipt, normaliseReceipt } from "../desk.ts";
import {
  DESK_BOOKING_SOURCES,
  DESK_PAYMENT_METHODS,
  FOLIO_CHARGE_KINDS,
  type DeskPaymentMethod,
} from "../front-desk.ts";
import { said, schemaMessage } from "../said.ts";
import { deskSaid } from "../staff-said/desk.ts";
import { nineDigits } from "../phone.ts";
import { isCalendarDate } from "../stay.ts";
import { isRowId } from "../row-id.ts";
import { z } from "../zod.ts";
import { GUEST_LIMITS, GuestDetailsShape } from "./booking.ts";
import {
  MAX_ROOMS_PER_STAY,
  quoteRequestSchema,
  RoomRequestSchema,
  type StayWindow,
} from "./quote.ts";
import { textField } from "./text.ts";
import { formSaid } from "../staff-said/forms.ts";

export const DESK_LIMITS = {
  reason: 200,
  reference: 40,
  description: 120,
  /** No room night, bill line or payment above this: a guard against a slipped finger. */
  maxKes: 10_000_000,
} as const;

// The schemas' messages are codes (domain/staff-said/desk.ts) the page and the server word.
const M = {
  source: schemaMessage(deskSaid.source()),
  sourceReferenceTooLong: (max: number) => schemaMessage(deskSaid.sourceReferenceTooLong(max)),
  nightlyPrice: schemaMessage(deskSaid.nightlyPrice()),
  overrideReason: schemaMessage(deskSaid.overrideReason()),
  reasonTooLong: (max: number) => schemaMessage(deskSaid.reasonTooLong(max)),
  reasonRequired: schemaMessage(deskSaid.reasonRequired()),
  paymentPlan: schemaMessage(deskSaid.paymentPlan()),
  paymentMethod: schemaMessage(deskSaid.paymentMethod()),
  amount: schemaMessage(deskSaid.amount()),
  receiptShape: schemaMessage(deskSaid.receiptShape()),
  referenceRequired: schemaMessage(deskSaid.referenceRequired()),
  referenceTooLong: (max: number) => schemaMessage(deskSaid.referenceTooLong(max)),
  chargeKind: schemaMessage(deskSaid.chargeKind()),
  chargeDescription: schemaMessage(deskSaid.chargeDescription()),
  descriptionTooLong: (max: number) => schemaMessage(deskSaid.descriptionTooLong(max)),
  chargeNotFound: schemaMessage(deskSaid.chargeNotFound()),
  extendDate: schemaMessage(deskSaid.extendDate()),
};

/** Whole shillings, typed ("4500") or sent as a number; nothing else is read as one. */
const shillings = (message: string) =>
  z
    .union(
      [z.number({ error: message }), z.string({ error: message }).trim().regex(/^\d+$/, message)],
      {
        error: message,
      },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(DESK_LIMITS.maxKes, message));

/** Empty means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const reason = (required: string) =>
  textField(formSaid.unusualCharacters("reason"), { multiLine: true, error: required })
    .min(1, required)
    .max(DESK_LIMITS.reason, M.reasonTooLong(DESK_LIMITS.reason));

const paymentReference = textField(formSaid.unusualCharacters("reference"))
  .max(DESK_LIMITS.reference, M.referenceTooLong(DESK_LIMITS.reference))
  .default("");

/**
 * The reference a payment method needs: an M-Pesa receipt of the right shape (normalised), the
 * card terminal's or the bank's reference; none for cash.
 */
function checkReference(
  method: DeskPaymentMethod,
  reference: string,
  ctx: z.RefinementCtx,
  path: (string | number)[],
): string | null {
  if (method === "cash") return null;
  if (method === "mpesa") {
    const receipt = normaliseReceipt(reference);
    if (!isMpesaReceipt(receipt)) ctx.addIssue({ code: "custom", path, message: M.receiptShape });
    return receipt;
  }
  if (reference === "") ctx.addIssue({ code: "custom", path, message: M.referenceRequired });
  return reference;
}

const method = z.enum(DESK_PAYMENT_METHODS, { error: M.paymentMethod });

/** A payment taken at the desk against a bill (also "deposit" and "paid in full" of a new booking). */
export const DeskPaymentSchema = z
  .object({
    method,
    amountKes: shillings(M.amount),
    reference: paymentReference,
  })
  .transform((payment, ctx) => ({
    ...payment,
    reference: checkReference(payment.method, payment.reference, ctx, ["reference"]),
  }));
export type DeskPayment = z.infer<typeof DeskPaymentSchema>;

/** Money given back at the desk: how, how much, and why. */
export const DeskRefundSchema = z
  .object({
    method,
    amountKes: shillings(M.amount),
    reference: paymentReference,
    reason: reason(M.reasonRequired),
  })
  .transform((refund) => ({ ...refund, reference: refund.reference || null }));
export type DeskRefund = z.infer<typeof DeskRefundSchema>;

/** An extra on the bill (meals, laundry, damages...). */
export const FolioChargeSchema = z.object({
  kind: z.enum(FOLIO_CHARGE_KINDS, { error: M.chargeKind }),
  description: textField(formSaid.unusualCharacters("description"), { error: M.chargeDescription })
    .min(1, M.chargeDescription)
    .max(DESK_LIMITS.description, M.descriptionTooLong(DESK_LIMITS.description)),
  amountKes: shillings(M.amount),
});
export type FolioCharge = z.infer<typeof FolioChargeSchema>;

export const VoidChargeSchema = z.object({
  chargeId: z
    .string()
    .regex(/^\d{1,10}$/, M.chargeNotFound)
    .transform(Number)
    .refine(isRowId, M.chargeNotFound),
  reason: reason(M.reasonRequired),
});

/** Extend the stay: the new check-out, and optionally another price per night for the extra nights. */
export const ExtendStaySchema = z
  .object({
    checkOut: z.string({ error: M.extendDate }).refine(isCalendarDate, M.extendDate),
    nightlyKes: optional(shillings(M.nightlyPrice)),
    reason: textField(formSaid.unusualCharacters("reason"), { multiLine: true })
      .max(DESK_LIMITS.reason, M.reasonTooLong(DESK_LIMITS.reason))
      .default(""),
  })
  .superRefine((value, ctx) => {
    if (value.nightlyKes !== undefined && value.reason === "") {
      ctx.addIssue({ code: "custom", path: ["reason"], message: M.overrideReason });
    }
  });

/** One room of a desk booking: the wizard's room, and an optional nightly price with its reason. */
const DeskRoomSchema = RoomRequestSchema.extend({
  nightlyKes: optional(shillings(M.nightlyPrice)),
  overrideReason: textField(formSaid.unusualCharacters("reason"))
    .max(DESK_LIMITS.reason, M.reasonTooLong(DESK_LIMITS.reason))
    .default(""),
}).superRefine((room, ctx) => {
  if (room.nightlyKes !== undefined && room.overrideReason === "") {
    ctx.addIssue({ code: "custom", path: ["overrideReason"], message: M.overrideReason });
  }
});

/** How a desk booking is paid: not yet (pay on arrival), a deposit, in full, or an M-Pesa prompt. */
export const DESK_PAYMENT_PLANS = ["none", "deposit", "full", "stk"] as const;
export type DeskPaymentPlan = (typeof DESK_PAYMENT_PLANS)[number];

const DeskBookingPaymentSchema = z
  .object({
    plan: z.enum(DESK_PAYMENT_PLANS, { error: M.paymentPlan }),
    method: z.string().default(""),
    amountKes: z.unknown().optional(),
    reference: z.string().default(""),
  })
  .transform((value, ctx) => {
    if (value.plan === "none" || value.plan === "stk") return { plan: value.plan };
    const parsed = DeskPaymentSchema.safeParse({
      method: value.method,
      // "Paid in full": the server knows the total; 1 stands in until it does.
      amountKes: value.plan === "full" ? 1 : value.amountKes,
      reference: value.reference,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
      return z.NEVER;
    }
    return { plan: value.plan, ...parsed.data };
  });

const optionalGuestField = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(""), schema])
    .default("")
    .transform((value) => (value === "" ? null : value));

/** A booking entered at the desk: the page's checks and the server's. */
export function deskBookingSchema(window: StayWindow) {
  const stay = quoteRequestSchema(window);
  return z
    .object({
      firstName: GuestDetailsShape.firstName,
      lastName: GuestDetailsShape.lastName,
      phone: GuestDetailsShape.phone.refine(
        (value) => nineDigits(value) !== undefined,
        schemaMessage(said.guestPhone()),
      ),
      email: optionalGuestField(GuestDetailsShape.email),
      idNumber: optionalGuestField(GuestDetailsShape.idNumber),
      checkIn: GuestDetailsShape.checkIn,
      checkOut: GuestDetailsShape.checkOut,
      rooms: z
        .array(DeskRoomSchema, { error: schemaMessage(said.selectRoom()) })
        .min(1, schemaMessage(said.selectRoom()))
        .max(MAX_ROOMS_PER_STAY, schemaMessage(said.tooManyRooms(MAX_ROOMS_PER_STAY))),
      source: z.enum(DESK_BOOKING_SOURCES, { error: M.source }),
      sourceReference: textField(formSaid.unusualCharacters("reference"))
        .max(DESK_LIMITS.reference, M.sourceReferenceTooLong(DESK_LIMITS.reference))
        .default(""),
      specialRequests: textField(formSaid.unusualCharacters("specialRequests"), { multiLine: true })
        .max(
          GUEST_LIMITS.specialRequests,
          schemaMessage(said.specialRequestsTooLong(GUEST_LIMITS.specialRequests)),
        )
        .default(""),
      payment: DeskBookingPaymentSchema,
    })
    .superRefine((value, ctx) => {
      // Dates in order and within the window: the quote schema's own checks and messages.
      const checked = stay.safeParse({
        checkIn: value.checkIn,
        checkOut: value.checkOut,
        rooms: value.rooms,
      });
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
        }
      }
    });
}

export type DeskBookingInput = z.infer<ReturnType<typeof deskBookingSchema>>;

/** A flat form (names like "rooms.0.type") as the nested object the schemas read. */
export function nestedFields(entries: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const parts = name.split(".");
    // Only plain names and small indexes: no prototype keys, no huge sparse arrays.
    if (parts.some((part) => !/^(?:[A-Za-z]\w{0,40}|\d{1,2})$/.test(part) || part in {})) continue;
    let node: Record<string, unknown> = root;
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1) {
        node[part] = value;
        break;
      }
      if (!Object.hasOwn(node, part)) node[part] = /^\d+$/.test(parts[i + 1]!) ? [] : {};
      const child = node[part];
      // A name sent both as a field and as a group ("payment" and "payment.plan"): the group's
      // field is dropped and the schema answers for the field, never a TypeError.
      if (typeof child !== "object" || child === null) break;
      node = child as Record<string, unknown>;
    }
  }
  return root;
}
