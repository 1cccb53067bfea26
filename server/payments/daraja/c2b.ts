// Daraja C2B (Paybill) wire formats, channels-and-messaging.md section D: the register-URL body,
// the confirmation / validation body Safaricom posts, and our answers. Pure, unit-tested.
import { payerOf } from "../../../domain/paybill.ts";
import { withoutUnusualCharacters } from "../../../domain/schemas/text.ts";
import { z } from "../../../domain/zod.ts";

/** What we keep of a C2B notification: no phone number, no names beyond the first. */
export type C2bPayment = {
  transactionType: string;
  /** The M-PESA receipt: the key that makes a repeat harmless. */
  transId: string;
  /** YYYYMMDDHHmmss, Kenyan time. */
  transTime: string;
  amountKes: number;
  shortCode: string;
  /** What the payer typed as the account number, cleaned of control characters. */
  billRef: string;
  /** Masked or shortened-hash MSISDN (domain/paybill.ts payerOf). */
  payer: string | undefined;
  firstName: string;
};

// Daraja sends strings, sometimes numbers: both are read, and nothing else.
const textish = z.union([z.string(), z.number()]).transform(String);
const optionalText = textish.optional().default("");

const C2bBody = z.object({
  TransactionType: optionalText,
  TransID: z.string().regex(/^[A-Za-z0-9]{6,20}$/),
  TransTime: textish.pipe(z.string().regex(/^\d{14}$/)),
  // Whole shillings per the docs, "200.00" in samples: a decimal with no fraction left over.
  // At most 7 digits: far above M-Pesa's own limit per payment, and a booking's sums stay within
  // the database's integers however many such payments name it.
  TransAmount: textish.pipe(z.string().regex(/^\d{1,7}(\.0{1,2})?$/)),
  BusinessShortCode: textish.pipe(z.string().regex(/^\d{5,7}$/)),
  BillRefNumber: optionalText.pipe(z.string().max(100)),
  MSISDN: optionalText.pipe(z.string().max(100)),
  FirstName: optionalText.pipe(z.string().max(200)),
});

/** A confirmation or validation body, or undefined when it is not one (never throws). */
export function parseC2b(body: unknown): C2bPayment | undefined {
  const parsed = C2bBody.safeParse(body);
  if (!parsed.success) return undefined;
  const b = parsed.data;
  const amountKes = Math.round(Number(b.TransAmount));
  if (!(amountKes >= 1)) return undefined;
  return {
    transactionType: withoutUnusualCharacters(b.TransactionType).slice(0, 40),
    transId: b.TransID.toUpperCase(),
    transTime: b.TransTime,
    amountKes,
    shortCode: b.BusinessShortCode,
    billRef: withoutUnusualCharacters(b.BillRefNumber).trim().slice(0, 40),
    payer: payerOf(b.MSISDN),
    firstName: withoutUnusualCharacters(b.FirstName).trim().slice(0, 60),
  };
}

const DOCUMENTED_FIELDS = [
  "TransactionType",
  "TransID",
  "TransTime",
  "TransAmount",
  "BusinessShortCode",
  "BillRefNumber",
  "InvoiceNumber",
  "OrgAccountBalance",
  "ThirdPartyTransID",
  "FirstName",
] as const;

/**
 * The body as we store it: the documented fields only, as text without control characters (the
 * database refuses a NUL), the MSISDN replaced by its masked form, no middle or last name.
 */
export function storedC2bBody(body: unknown, payment: C2bPayment): Record<string, string> {
  const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const stored: Record<string, string> = {};
  for (const name of DOCUMENTED_FIELDS) {
    const value = fields[name];
    if (typeof value === "string" || typeof value === "number") {
      stored[name] = withoutUnusualCharacters(String(value)).slice(0, 100);
    }
  }
  return { ...stored, MSISDN: payment.payer ?? "" };
}

/** The confirmation's acknowledgement: ResultCode is "always 0" (D.3). */
export const C2B_ACKNOWLEDGED = { ResultCode: 0, ResultDesc: "Success" } as const;

/** Validation answers (D.2): accept, or a documented rejection code. */
export const C2B_VALIDATION = {
  accept: { ResultCode: "0", ResultDesc: "Accepted" },
  unknown_account: { ResultCode: "C2B00012", ResultDesc: "Rejected" },
  invalid_amount: { ResultCode: "C2B00013", ResultDesc: "Rejected" },
  invalid_shortcode: { ResultCode: "C2B00015", ResultDesc: "Rejected" },
  other: { ResultCode: "C2B00016", ResultDesc: "Rejected" },
} as const;

export type C2bVersion = "v1" | "v2";

/** The register-URL body (D.1); ResponseType applies when our validation cannot answer in time. */
export function registerUrlBody(
  shortCode: string,
  urls: { confirmation: string; validation: string },
  responseType: "Completed" | "Cancelled",
): Record<string, string> {
  for (const url of [urls.confirmation, urls.validation]) {
    if (FORBIDDEN_IN_URL.test(url)) throw new RangeError(`Daraja refuses the address ${url}`);
  }
  return {
    ShortCode: shortCode,
    ResponseType: responseType,
    ConfirmationURL: urls.confirmation,
    ValidationURL: urls.validation,
  };
}

/** Words Daraja refuses anywhere in a callback address, in any case (D.1). */
export const FORBIDDEN_IN_URL =
  /m-?pesa|safaricom|exe|exec|cmd|sql|query|ngrok|mockbin|requestbin/i;

/** Re-registering in production answers this: the URLs stand, nothing to do (D.1). */
export function alreadyRegistered(body: unknown): boolean {
  return /already registered/i.test(JSON.stringify(body ?? ""));
}
