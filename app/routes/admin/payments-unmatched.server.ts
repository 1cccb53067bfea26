import type { RouterContextProvider } from "react-router";
import { formatKes } from "../../../domain/money.ts";
import { translator } from "../../../i18n/messages.server.ts";
import { motelDateTime } from "../../../domain/time.ts";
import { inboxWaiting } from "../../../server/payments/inbox.ts";
import { settleContext } from "../../../server/payments/payments.ts";
import {
  attachMpesaPayment,
  listMpesaResolved,
  listMpesaToMatch,
  markMpesaForRefund,
} from "../../../server/payments/paybill-staff.ts";
import { servicesContext } from "../../../server/context.ts";
import { readAdminForm, requireStaff } from "./session.server.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";

type Context = Readonly<RouterContextProvider>;
type Row = Awaited<ReturnType<typeof listMpesaToMatch>>[number];

// Staff pages are English for now (issue 17).
const t = translator("en");

function shown(row: Row) {
  return {
    id: row.id,
    transId: row.transId,
    source:
      row.source === "paybill" ? t("staffDesk.unmatchedPaybill") : t("staffDesk.unmatchedStk"),
    amount: formatKes(row.amountKes),
    account: row.billRef,
    payer: [row.firstName, row.payer].filter(Boolean).join(" · "),
    received: motelDateTime(row.receivedAt),
    status: row.status,
    note: row.note,
  };
}

export async function loadUnmatchedPayments(request: Request, context: Context) {
  await requireStaff(request, context);
  const { db } = context.get(servicesContext).database;
  const [waiting, resolved, inbox] = await Promise.all([
    listMpesaToMatch(db),
    listMpesaResolved(db),
    inboxWaiting(db),
  ]);
  return {
    waiting: waiting.map(shown),
    resolved: resolved.map(shown),
    // What a provider told us that is not processed yet (server/payments/inbox.ts).
    inbox: { count: inbox.count, since: inbox.oldest ? motelDateTime(inbox.oldest) : "" },
  };
}

export async function unmatchedPaymentAction(request: Request, context: Context) {
  const user = await requireStaff(request, context);
  const form = await readAdminForm(request);
  const services = context.get(servicesContext);
  const id = form.get("id") ?? "";
  switch (form.get("intent")) {
    case "attach":
      return attachMpesaPayment(
        services.database.db,
        settleContext(services.payments),
        { id, reference: form.get("reference") ?? "" },
        user.id,
      );
    case "refund":
      return markMpesaForRefund(
        services.database.db,
        { id, note: form.get("note") ?? "" },
        user.id,
        new Date(),
      );
    default:
      return { ok: false, message: bookingSaid.unknownAction() };
  }
}
