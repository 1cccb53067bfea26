// The guest's papers from the front desk: a receipt for one payment and a statement of the whole
// bill (room nights, extras, payments, refunds, balance), on the motel's letterhead.
import type { SiteContent } from "../../domain/schemas/content.ts";
import { motel } from "../../content/motel.ts";
import { DESK_PAYMENT_METHOD_LABELS, FOLIO_CHARGE_KIND_LABELS } from "../../domain/front-desk.ts";
import { formatKes } from "../../domain/money.ts";
import { roomTypeOf } from "../../domain/rooms.ts";
import { motelDateTime } from "../../domain/time.ts";
import { translator } from "../../i18n/messages.server.ts";
import type { Folio, FolioMoney } from "../folio/folio.ts";
import { footnote, motelDocument, paragraphs, table } from "./pdf-layout.ts";

// The desk's papers are in the staff's words, English for now (issue 17).
const t = translator("en");

export function moneyMethodLabel(method: FolioMoney["method"]): string {
  if (method === "online_mpesa") return t("staffDesk.methodOnlineMpesa");
  if (method === "online_card") return t("staffDesk.methodOnlineCard");
  return DESK_PAYMENT_METHOD_LABELS[method];
}

const when = (iso: string) => motelDateTime(new Date(iso));

function stayLines(folio: Folio): string[] {
  return [
    t("staffDesk.bookingTitle", { reference: folio.reference }),
    t("staffDesk.pdfGuest", { guest: folio.guest }),
    t("staffDesk.pdfStay", { checkIn: folio.checkIn, checkOut: folio.checkOut }),
  ];
}

const thanks = (producedAt: Date) =>
  t("staffDesk.pdfThanks", { motel: motel.name, when: motelDateTime(producedAt) });

/** A receipt for one payment of the bill (a desk payment or an online one). */
export function renderReceipt(
  folio: Folio,
  money: FolioMoney,
  producedAt: Date,
  content?: SiteContent,
): Promise<Buffer> {
  const title =
    money.kind === "refund" ? t("staffDesk.pdfRefundReceipt") : t("staffDesk.pdfPaymentReceipt");
  const { doc, bytes } = motelDocument(title, producedAt, content);
  paragraphs(doc, [
    ...stayLines(folio),
    t("staffDesk.pdfReceipt", { number: `${folio.reference}-${money.id.toUpperCase()}` }),
  ]);
  table(
    doc,
    money.kind === "refund" ? t("staffDesk.pdfRefunded") : t("staffDesk.pdfReceived"),
    [120, 130, 130, 115],
    [t("staffDesk.date"), t("staffDesk.method"), t("staffDesk.reference"), t("staffDesk.amount")],
    [
      [
        when(money.at),
        moneyMethodLabel(money.method),
        money.reference || "-",
        formatKes(money.amountKes),
      ],
    ],
  );
  paragraphs(doc, [
    t("staffDesk.pdfReceivedBy", { staff: money.staffName }),
    t("staffDesk.pdfBalanceNow", { amount: formatKes(Math.max(folio.totals.balanceKes, 0)) }),
  ]);
  footnote(doc, thanks(producedAt));
  doc.end();
  return bytes;
}

/** The whole bill: room nights, extras, payments and refunds, and the balance. */
export function renderStatement(
  folio: Folio,
  producedAt: Date,
  content?: SiteContent,
): Promise<Buffer> {
  const { doc, bytes } = motelDocument(t("staffDesk.pdfStatement"), producedAt, content);
  paragraphs(doc, stayLines(folio));
  const roomRows = folio.rooms.map((room) => [
    roomTypeOf(room.type).name,
    t("staffDesk.pdfRoomNights", {
      when: room.when,
      nights: room.nights,
      price: formatKes(room.nightlyKes),
    }),
    room.overrideReason,
    formatKes(room.amountKes),
  ]);
  if (folio.roomAdjustmentKes !== 0) {
    roomRows.push([t("staffDesk.folioAdjustment"), "", "", formatKes(folio.roomAdjustmentKes)]);
  }
  for (const [label, amount] of folio.totalRows) roomRows.push([label, "", "", amount]);
  table(
    doc,
    t("staffDesk.roomNights"),
    [150, 130, 130, 85],
    [t("staffDesk.room"), t("staffDesk.nights"), t("staffDesk.note"), t("staffDesk.amount")],
    roomRows,
  );
  const extras = folio.charges.filter((charge) => charge.voidedAt === null);
  if (extras.length > 0) {
    table(
      doc,
      t("staffDesk.extras"),
      [120, 100, 190, 85],
      [
        t("staffDesk.date"),
        t("staffDesk.pdfKind"),
        t("staffDesk.description"),
        t("staffDesk.amount"),
      ],
      extras.map((charge) => [
        when(charge.at),
        FOLIO_CHARGE_KIND_LABELS[charge.kind],
        charge.description,
        formatKes(charge.amountKes),
      ]),
    );
  }
  if (folio.money.length > 0) {
    table(
      doc,
      t("staffDesk.paymentsAndRefunds"),
      [110, 110, 100, 90, 85],
      [
        t("staffDesk.date"),
        t("staffDesk.method"),
        t("staffDesk.reference"),
        t("staffDesk.pdfKind"),
        t("staffDesk.amount"),
      ],
      folio.money.map((money) => [
        when(money.at),
        moneyMethodLabel(money.method),
        money.reference || "-",
        money.kind === "refund" ? t("staffDesk.refund") : t("staffDesk.payment"),
        formatKes(money.amountKes),
      ]),
    );
  }
  const { totals } = folio;
  table(
    doc,
    t("staffDesk.pdfTotals"),
    [410, 85],
    ["", ""],
    [
      [t("staffDesk.pdfCharged"), formatKes(totals.chargedKes)],
      [t("staffDesk.paid"), formatKes(totals.paidKes)],
      [t("staffDesk.pdfRefunded"), formatKes(totals.refundedKes)],
      [
        totals.balanceKes < 0 ? t("staffDesk.inCredit") : t("staffDesk.balanceDue"),
        formatKes(Math.abs(totals.balanceKes)),
      ],
    ],
  );
  footnote(doc, thanks(producedAt));

  doc.end();
  return bytes;
}
