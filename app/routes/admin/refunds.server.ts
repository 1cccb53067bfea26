// /admin/refunds, "Money to return" (issue 31, decision 024): the loader reads the ledger's
// credits and the refunds asked for; the action asks for a refund or approves one. Staff with
// the refund permission only (domain/staff.ts canReturnMoney); each action is audited.
import type { RouterContextProvider } from "react-router";
import { formatKes } from "../../../domain/money.ts";
import { canReturnMoney } from "../../../domain/staff.ts";
import { motelDateTime } from "../../../domain/time.ts";
import { staffNoteWords, staffWords, translator } from "../../../i18n/messages.server.ts";
import { approveRefund, requestRefund } from "../../../server/payments/refunds.ts";
import { moneyToReturn, recentRefunds } from "../../../server/payments/refund-queue.ts";
import { handGivenOf, type Refund } from "../../../server/payments/refund-ledger.ts";
import { servicesContext } from "../../../server/context.ts";
import { readAdminForm, requireStaff } from "./session.server.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";
import { deskSaid } from "../../../domain/staff-said/desk.ts";

type Context = Readonly<RouterContextProvider>;

// Staff pages are English for now (issue 17).
const t = translator("en");

async function requireRefunder(request: Request, context: Context) {
  const user = await requireStaff(request, context);
  if (!canReturnMoney(user)) {
    throw new Response(staffWords(deskSaid.refundNoRight()), { status: 403 });
  }
  return user;
}

const METHOD_WORDS: Record<string, string> = {
  mpesa: "M-Pesa",
  card: "card",
  cash: "cash",
  bank_transfer: "bank transfer",
};

/** How a refund goes back; given by hand at the desk: the desk's own method, not "cash". */
function refundWay(refund: Refund): string {
  const hand = handGivenOf(refund);
  return hand
    ? t(`staffDesk.method_${hand.method}`)
    : t("staffDesk.refundsWay", { method: refund.method });
}

/** A refund's state as the page shows it: the words, and the provider's own when it spoke. */
function refundState(refund: Refund | undefined) {
  if (!refund) return null;
  return {
    id: String(refund.id),
    status: refund.status,
    amount: formatKes(refund.amountKes),
    way: refundWay(refund),
    statusWords: t("staffDesk.refundsStatus", { status: refund.status }),
    providerWords: refund.resultDesc ?? "",
    attention: refund.attentionAt !== null && refund.status === "pending",
  };
}

export async function loadRefunds(request: Request, context: Context) {
  await requireRefunder(request, context);
  const services = context.get(servicesContext);
  const { db } = services.database;
  const [queue, recent] = await Promise.all([moneyToReturn(db), recentRefunds(db)]);
  return {
    limit: formatKes(services.payments.refunds?.approvalAboveKes ?? 0),
    bookings: queue.bookings.map((b) => ({
      target: `booking:${b.bookingId}`,
      bookingId: b.bookingId,
      title: t("staffDesk.refundsBooking", { reference: b.reference }),
      guest: b.guest,
      owed: t("staffDesk.refundsOwed", { amount: formatKes(b.owedKes) }),
      owedKes: b.owedKes,
      cameBy: b.cameBy
        ? t("staffDesk.refundsCameBy", {
            how: [METHOD_WORDS[b.cameBy.method] ?? b.cameBy.method, b.cameBy.receipt]
              .filter(Boolean)
              .join(" "),
          })
        : "",
      reason: staffNoteWords(b.notes),
      refund: refundState(b.refund),
    })),
    unmatched: queue.unmatched.map((u) => ({
      target: `entry:${u.entryId}`,
      title: t("staffDesk.refundsUnmatched", { receipt: u.transId }),
      owed: t("staffDesk.refundsOwed", { amount: formatKes(u.owedKes) }),
      owedKes: u.owedKes,
      cameBy: t("staffDesk.refundsCameBy", { how: `M-Pesa ${u.transId}` }),
      reason: u.reason,
      refund: refundState(u.refund),
    })),
    recent: recent.map((r) => ({
      ...refundState(r.refund)!,
      what: r.reference
        ? t("staffDesk.refundsBooking", { reference: r.reference })
        : t("staffDesk.refundsUnmatched", { receipt: r.receipt ?? "" }),
      asked: t("staffDesk.refundsAsked", {
        amount: formatKes(r.refund.amountKes),
        way: refundWay(r.refund),
        by: r.requestedBy ?? "-",
        when: motelDateTime(r.refund.createdAt),
      }),
      receipt: r.refund.receipt ?? "",
    })),
  };
}

export async function refundAction(request: Request, context: Context) {
  const user = await requireRefunder(request, context);
  const form = await readAdminForm(request);
  const deps = context.get(servicesContext).payments;
  switch (form.get("intent")) {
    case "refund":
      return requestRefund(deps, user, {
        target: form.get("target") ?? "",
        amountKes: form.get("amountKes") ?? "",
      });
    case "approve":
      return approveRefund(deps, user, { refundId: form.get("refundId") ?? "" });
    default:
      return { ok: false as const, status: 400 as const, message: bookingSaid.unknownAction() };
  }
}
