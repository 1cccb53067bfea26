// The guest's bill on /admin/bookings/:id (app/features/admin/folio/folio.tsx): its loader part, its
// form intents (extras, payments, refunds, the M-Pesa prompt again, no-show, early departure,
// extend), and the receipt and statement PDFs (staff only: 401 signed out).
import type { Told } from "../../../domain/said.ts";
import { data, type RouterContextProvider } from "react-router";
import {
  earlyDeparture,
  extensionRefusal,
  isNoShowCandidate,
  noShowRefusal,
} from "../../../domain/desk.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";
import { staffWords } from "../../../i18n/messages.server.ts";
import { displayMsisdn } from "../../../domain/phone.ts";
import type { StaffUser } from "../../../domain/staff.ts";
import { addDays } from "../../../domain/stay.ts";
import { motelDate } from "../../../domain/time.ts";
import { settleContext } from "../../../server/payments/payments.ts";
import type { PaymentDeps } from "../../../server/payments/deps.ts";
import { approveRefund } from "../../../server/payments/refunds.ts";
import { servicesContext } from "../../../server/context.ts";
import { sendDeskPrompt } from "../../../server/front-desk/desk-bookings.ts";
import { departEarly, extendStay, markNoShow } from "../../../server/front-desk/moves.ts";
import { renderReceipt, renderStatement } from "../../../server/documents/folio-documents.ts";
import {
  addFolioCharge,
  folioOf,
  recordFolioRefund,
  takeFolioPayment,
  voidFolioCharge,
  type Folio,
} from "../../../server/front-desk/folio.ts";
import { latestMpesaPrompt } from "../../../server/front-desk/mpesa-prompt.ts";
import { contentIn } from "../../../content/localized.ts";
import { requireStaffApi } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

/** The bill, the M-Pesa prompt's state and which date moves the desk may offer now. */
export async function loadFolio(context: Context, id: string) {
  const { payments } = context.get(servicesContext);
  const folio = await folioOf(payments.db, id);
  if (!folio) return null;
  const now = payments.clock();
  const today = motelDate(now);
  const prompt = await latestMpesaPrompt(payments.db, id);
  const { stay, ...shown } = folio;
  return {
    ...shown,
    prompt: prompt
      ? {
          status: prompt.status,
          phone: prompt.phone ? displayMsisdn(prompt.phone) : "",
          message: prompt.resultDesc ?? "",
        }
      : null,
    noShow: isNoShowCandidate(stay, now),
    /** On the arrival day, why not a no-show yet (shown where the button will be), or null. */
    noShowWait:
      stay.status === "confirmed" && stay.checkedInAt === null && stay.checkIn === today
        ? (noShowRefusal(stay, now) ?? null)
        : null,
    canDepartEarly: earlyDeparture(stay, today).ok,
    canExtend: extensionRefusal(stay, addDays(stay.checkOut, 1), today) === undefined,
    earliestExtension: addDays(stay.checkOut, 1),
  };
}

export type FolioView = NonNullable<Awaited<ReturnType<typeof loadFolio>>>;

export type FolioActionData = {
  ok: boolean;
  message: Told;
  intent: string;
  errors?: Record<string, Told>;
};

const FOLIO_INTENTS = new Set([
  "folio-charge",
  "folio-void",
  "folio-payment",
  "folio-refund",
  "folio-refund-approve",
  "desk-stk",
  "no-show",
  "depart-early",
  "extend",
]);

/** One of the bill's forms, or undefined when the intent is not the bill's (booking.server.ts). */
export async function folioAction(
  context: Context,
  staff: StaffUser,
  id: string,
  intent: string,
  form: URLSearchParams,
) {
  if (!FOLIO_INTENTS.has(intent)) return undefined;
  const { payments, config } = context.get(servicesContext);
  const { db, clock } = payments;
  const fields = Object.fromEntries(form.entries());
  const result =
    intent === "folio-charge"
      ? await addFolioCharge(db, staff, id, fields, clock)
      : intent === "folio-void"
        ? await voidFolioCharge(db, staff, id, fields, clock)
        : intent === "folio-payment"
          ? await takeFolioPayment(db, staff, id, fields, clock, payments.texts)
          : intent === "folio-refund"
            ? await recordFolioRefund(
                db,
                staff,
                id,
                fields,
                clock,
                payments.refunds?.approvalAboveKes,
              )
            : intent === "folio-refund-approve"
              ? await approveDeskRefund(payments, staff, fields)
              : intent === "no-show"
                ? await markNoShow(db, staff, id, clock, settleContext(payments))
                : intent === "depart-early"
                  ? await departEarly(db, staff, id, clock)
                  : intent === "extend"
                    ? await extendStay(db, staff, id, fields, clock, {
                        horizonDays: config.bookingHorizonDays,
                      })
                    : await promptAgain(context, id, String(form.get("phone") ?? ""));
  return data<FolioActionData>(
    { ok: result.ok, message: result.message, intent, errors: result.ok ? {} : result.errors },
    { status: result.ok ? 200 : result.status === 502 ? 409 : result.status },
  );
}

/** Approve on the bill: the "Money to return" queue's approval (a second staff member). */
async function approveDeskRefund(
  payments: PaymentDeps,
  staff: StaffUser,
  fields: Record<string, FormDataEntryValue>,
) {
  const approved = await approveRefund(payments, staff, fields);
  return approved.ok
    ? approved
    : { ...approved, errors: { [`approve-${String(fields.refundId ?? "")}`]: approved.message } };
}

async function promptAgain(context: Context, id: string, phone: string) {
  const sent = await sendDeskPrompt(context.get(servicesContext).payments, id, phone);
  return sent.ok
    ? { ok: true as const, message: sent.message }
    : {
        ok: false as const,
        status: 409 as const,
        message: sent.message,
        errors: { phone: sent.message },
      };
}

function pdf(bytes: Buffer, filename: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

const notFound = () =>
  new Response(staffWords(bookingSaid.notFound()), {
    status: 404,
    headers: { "Cache-Control": "no-store" },
  });

/** The motel's live content in the booking's language: the guest's papers are in it. */
async function guestContent(context: Context, folio: Folio) {
  const { content } = context.get(servicesContext);
  return contentIn(folio.lang, await content.get(), await content.swahili());
}

/** /admin/bookings/:id/receipt.pdf?payment=d12 (a desk payment) or o<uuid> (an online one). */
export async function receiptResponse(request: Request, context: Context, id: string) {
  await requireStaffApi(request, context);
  const { payments } = context.get(servicesContext);
  const folio = await folioOf(payments.db, id);
  const paymentId = new URL(request.url).searchParams.get("payment");
  const money = folio?.money.find((line) => line.id === paymentId);
  if (!folio || !money) return notFound();
  return pdf(
    await renderReceipt(folio, money, payments.clock(), await guestContent(context, folio)),
    `receipt-${folio.reference}-${money.id}.pdf`,
  );
}

/** /admin/bookings/:id/statement.pdf: the whole bill. */
export async function statementResponse(request: Request, context: Context, id: string) {
  await requireStaffApi(request, context);
  const { payments } = context.get(servicesContext);
  const folio = await folioOf(payments.db, id);
  if (!folio) return notFound();
  return pdf(
    await renderStatement(folio, payments.clock(), await guestContent(context, folio)),
    `statement-${folio.reference}.pdf`,
  );
}
