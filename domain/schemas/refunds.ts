// The "Money to return" page's forms (issue 31): Refund names what to give back (a booking, or
// unmatched M-Pesa money by its ledger entry) and may give a smaller amount; Approve names the
// refund. Refused at the boundary with a code staff can act on.
import { schemaMessage } from "../said.ts";
import { deskSaid } from "../staff-said/desk.ts";
import { z } from "../zod.ts";

const BOOKING = /^booking:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENTRY = /^entry:\d{1,15}$/;

const REFUND_FORM_MESSAGES = {
  target: schemaMessage(deskSaid.refundChooseTarget()),
  amount: schemaMessage(deskSaid.refundAmountWhole()),
  refund: schemaMessage(deskSaid.refundChooseRefund()),
} as const;

export const RefundRequestSchema = z
  .object({
    target: z
      .string({ error: REFUND_FORM_MESSAGES.target })
      .refine((value) => BOOKING.test(value) || ENTRY.test(value), REFUND_FORM_MESSAGES.target),
    amountKes: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z
        .union([z.number(), z.string().trim().regex(/^\d+$/, REFUND_FORM_MESSAGES.amount)], {
          error: REFUND_FORM_MESSAGES.amount,
        })
        .transform(Number)
        .pipe(z.number().int().min(1, REFUND_FORM_MESSAGES.amount).max(10_000_000))
        .optional(),
    ),
  })
  .transform(({ target, amountKes }) => ({
    target: target.startsWith("booking:")
      ? ({ bookingId: target.slice("booking:".length).toLowerCase() } as const)
      : ({ entryId: Number(target.slice("entry:".length)) } as const),
    amountKes,
  }));
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

export const RefundApproveSchema = z.object({
  refundId: z
    .string({ error: REFUND_FORM_MESSAGES.refund })
    .regex(/^\d{1,15}$/, REFUND_FORM_MESSAGES.refund)
    .transform(Number),
});
