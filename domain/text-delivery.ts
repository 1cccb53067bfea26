// The providers' answers about texts, read into our terms (channels-and-messaging.md B.3, B.4,
// C.1, C.4, C.5): Africa's Talking's send response and delivery reports, its inbound SMS, and the
// WhatsApp Cloud API's send response and webhook payloads. Anything unreadable parses to
// undefined (the caller answers 400 and logs the shape, never the values).
import { z } from "./zod.ts";

export const DELIVERY_STATUSES = ["queued", "sent", "delivered", "read", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

// Reports arrive out of order and twice: a status only ever moves forward ("read" never goes back
// to "delivered"; a late "sent" after "failed" changes nothing).
const RANK: Record<DeliveryStatus, number> = {
  queued: 0,
  sent: 1,
  failed: 2,
  delivered: 3,
  read: 4,
};

/** The status to keep when `incoming` arrives after `current`. */
export function laterStatus(
  current: DeliveryStatus | null,
  incoming: DeliveryStatus,
): DeliveryStatus {
  if (!current) return incoming;
  return RANK[incoming] > RANK[current] ? incoming : current;
}

/** What to do after a provider refused or could not take a text. */
export type SendOutcome = "accepted" | "retry" | "permanent";

// ---------------------------------------------------------------------------- Africa's Talking

/** A provider's string: bounded, and without NUL, which no database text column takes. */
const str = (max: number, min = 0) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((value) => !value.includes("\0"));

const numberish = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

const AtRecipient = z.object({
  statusCode: numberish,
  number: str(40),
  status: str(60),
  cost: str(40).optional(),
  messageId: str(120).optional(),
  messageParts: numberish.optional(),
});

const AtSendResponse = z.object({
  SMSMessageData: z.object({
    Message: str(1000),
    Recipients: z.array(AtRecipient).max(1000).default([]),
  }),
});

export type AtSendResult = {
  message: string;
  recipients: z.infer<typeof AtRecipient>[];
};

export function parseAtSendResponse(body: unknown): AtSendResult | undefined {
  const parsed = AtSendResponse.safeParse(body);
  if (!parsed.success) return undefined;
  return {
    message: parsed.data.SMSMessageData.Message,
    recipients: parsed.data.SMSMessageData.Recipients,
  };
}

/**
 * A recipient's statusCode: 100-102 accepted; a wrong, unsupported or blacklisted number (403,
 * 404, 406) cannot pass later; the rest (risk hold, balance, sender ID, routing, gateway, and the
 * disputed 409) may, so it is retried and staff see the reason meanwhile.
 */
export function atStatusOutcome(statusCode: number): SendOutcome {
  if (statusCode >= 100 && statusCode <= 102) return "accepted";
  if (statusCode === 403 || statusCode === 404 || statusCode === 406) return "permanent";
  return "retry";
}

const AtReport = z.object({
  id: str(120, 1),
  status: str(40, 1),
  phoneNumber: str(40).optional(),
  networkCode: str(10).optional(),
  failureReason: str(80).optional(),
  retryCount: str(10).optional(),
});
export type AtDeliveryReport = z.infer<typeof AtReport>;

/** A delivery report, form-encoded or JSON (clients read both: B.4). */
export function parseAtDeliveryReport(body: unknown): AtDeliveryReport | undefined {
  const fields = stringFields(body);
  const parsed = AtReport.safeParse(fields);
  return parsed.success ? parsed.data : undefined;
}

/** Success = on the handset; Sent, Submitted, Buffered = on its way; the rest = not delivered. */
export function atDeliveryStatus(status: string): DeliveryStatus | undefined {
  switch (status) {
    case "Success":
      return "delivered";
    case "Sent":
    case "Submitted":
    case "Buffered":
      return "sent";
    case "Rejected":
    case "Failed":
    case "InsufficientBalance":
    case "Incomplete":
      return "failed";
    default:
      return undefined;
  }
}

const AtInbound = z.object({
  from: str(40, 1),
  to: str(40).optional(),
  text: str(2000),
  id: str(120).optional(),
  date: str(60).optional(),
  linkId: str(120).optional(),
  networkCode: str(10).optional(),
});
export type AtInbound = z.infer<typeof AtInbound>;

/** An incoming SMS (the guest's reply), POSTed to the inbox callback. */
export function parseAtInbound(body: unknown): AtInbound | undefined {
  const parsed = AtInbound.safeParse(stringFields(body));
  return parsed.success ? parsed.data : undefined;
}

function stringFields(body: unknown): Record<string, string> | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string") out[key] = value;
    else if (typeof value === "number") out[key] = String(value);
  }
  return out;
}

// ---------------------------------------------------------------------------- WhatsApp

const WaSendResponse = z.object({
  messaging_product: z.literal("whatsapp").optional(),
  contacts: z
    .array(z.object({ input: z.string().optional(), wa_id: z.string().optional() }))
    .optional(),
  messages: z.array(z.object({ id: str(200, 1) })).min(1),
});

const WaError = z.object({
  error: z.object({
    message: str(2000).optional(),
    type: str(200).optional(),
    code: numberish,
    error_data: z.unknown().optional(),
    fbtrace_id: str(200).optional(),
  }),
});

export type WaSendResult = { ok: true; id: string } | { ok: false; code: number; message: string };

export function parseWhatsappSendResponse(body: unknown): WaSendResult | undefined {
  const sent = WaSendResponse.safeParse(body);
  if (sent.success) return { ok: true, id: sent.data.messages[0]!.id };
  const error = WaError.safeParse(body);
  if (error.success) {
    return { ok: false, code: error.data.error.code, message: error.data.error.message ?? "" };
  }
  return undefined;
}

/** Meta's error codes (C.5; keyed on the code, never the title). */
export function whatsappErrorOutcome(code: number): SendOutcome {
  // Rate limits and "something went wrong" pass later; a bad number, parameter or template not.
  if (code === 130429 || code === 131056 || code === 131000 || code === 2 || code === 4) {
    return "retry";
  }
  return "permanent";
}

const WaStatus = z.object({
  id: str(200, 1),
  status: str(40),
  timestamp: str(20).optional(),
  recipient_id: str(40).optional(),
  errors: z
    .array(z.object({ code: numberish, title: str(200).optional() }))
    .max(20)
    .optional(),
});

const WaMessage = z.object({
  from: str(40),
  id: str(200),
  type: str(40),
  text: z.object({ body: str(4096) }).optional(),
  button: z.object({ text: str(200) }).optional(),
});

const WaWebhook = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z
    .array(
      z.object({
        id: str(60).optional(),
        changes: z
          .array(
            z.object({
              field: str(60),
              value: z.object({
                statuses: z.array(WaStatus).max(1000).optional(),
                messages: z.array(WaMessage).max(1000).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

export type WaStatusUpdate = {
  id: string;
  status: DeliveryStatus;
  errorCode?: number;
  errorTitle?: string;
};
export type WaIncoming = { from: string; text: string };

/** A webhook POST (batched: several entries and changes), read after its signature was checked. */
export function parseWhatsappWebhook(
  body: unknown,
): { statuses: WaStatusUpdate[]; messages: WaIncoming[] } | undefined {
  const parsed = WaWebhook.safeParse(body);
  if (!parsed.success) return undefined;
  const statuses: WaStatusUpdate[] = [];
  const messages: WaIncoming[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      for (const s of change.value.statuses ?? []) {
        const status = whatsappDeliveryStatus(s.status);
        if (!status) continue;
        const error = s.errors?.[0];
        statuses.push({
          id: s.id,
          status,
          ...(error ? { errorCode: error.code, errorTitle: error.title } : {}),
        });
      }
      for (const m of change.value.messages ?? []) {
        const text = m.text?.body ?? m.button?.text;
        if (text !== undefined) messages.push({ from: m.from, text });
      }
    }
  }
  return { statuses, messages };
}

export function whatsappDeliveryStatus(status: string): DeliveryStatus | undefined {
  return status === "sent" || status === "delivered" || status === "read" || status === "failed"
    ? status
    : undefined;
}
