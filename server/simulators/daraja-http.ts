// What every simulated Daraja API shares: its error shape, its way of reading fields, and the
// callback addresses it accepts (payment-providers.md A.2, A.3).
import type { Response } from "express";
import { merchantRequestId } from "./daraja-prompts.ts";

/** Daraja's error shape; the HTTP status is the code's first part (400.002.02 -> 400). */
export function refuse(res: Response, errorCode: string, errorMessage: string): void {
  res
    .status(Number(errorCode.slice(0, 3)))
    .json({ requestId: merchantRequestId(), errorCode, errorMessage });
}

export type Refusal = { errorCode: string; errorMessage: string };

export const invalid = (field: string): Refusal => ({
  errorCode: "400.002.02",
  errorMessage: `Bad Request - Invalid ${field}`,
});

export const MSISDN = /^254[17]\d{8}$/;
// Daraja refuses callback URLs with these words in any case (A.2); "exe" covers "exec".
const FORBIDDEN_IN_CALLBACK = /m-?pesa|safaricom|exe|cmd|sql|query/i;

/** A field as Daraja reads it: strings, or numbers (which many clients send). */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value === "string") return value;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : "";
}

export function isCallbackUrl(url: string): boolean {
  if (/\s/.test(url) || !URL.canParse(url)) return false;
  const { protocol } = new URL(url);
  return (protocol === "http:" || protocol === "https:") && !FORBIDDEN_IN_CALLBACK.test(url);
}

/** A JSON object body, or undefined for anything else (arrays, strings, nothing). */
export function jsonBody(body: unknown): Record<string, unknown> | undefined {
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}
