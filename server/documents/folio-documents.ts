// The guest's papers from the front desk: a receipt for one payment and a statement of the whole
// bill (room nights, extras, payments, refunds, balance), on the motel's letterhead.
import type { SiteContent } from "../../domain/schemas/content.ts";
import { motel } from "../../content/motel.ts";
import { DESK_PAYMENT_METHOD_LABELS, FOLIO_CHARGE_KIND_LABELS } from "../../domain/front-desk.ts";
import { formatKes } from "../../domain/money.ts";
import { roomTypeOf } from "../../domain/rooms.ts";
import { motelDateTime } from "../../domain/time.ts";
import type { Folio, FolioMoney } from "../folio/folio.ts";
import { footnote, motelDocument, paragraphs, table } from "./pdf-layout.ts";

export function moneyMethodLabel(method: FolioMoney["method"]): string {
  if (method === "online_mpesa") return "M-Pesa (online)";
  if (method === "online_card") return "Card (online)";
  return DESK_PAYMENT_METHOD_LABELS[method];
}

const when = (iso: string) => motelDateTime(new Date(iso));

function stayLines(folio: Folio): string[] {
  return [
    `Booking ${folio.reference}`,
    `Guest: ${folio.guest}`,
    `Stay: ${folio.checkIn} to ${folio.checkOut}`,
  ];
}

/** A receipt for one payment of the bill (a desk payment or an online one). */
export function renderReceipt(
  folio: Folio,
  money: FolioMoney,
  producedAt: Date,
  content?: SiteContent,
): Promise<Buffer> {
  const title = money.kind === "refund" ? "Refund receipt" : "Payment receipt";
  const { doc, bytes } = motelDocument(title, producedAt, content);
  paragraphs(doc, [...stayLines(folio), `Receipt ${folio.reference}-${money.id.toUpperCase()}`]);
  table(
    doc,
    money.kind === "refund" ? "Refunded" : "Received",
    [120, 130, 130, 115],
    ["Date", "Method", "Reference", "Amount"],
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
    `Received by: ${money.staffName}`,
    `Balance due now: ${formatKes(Math.max(folio.totals.balanceKes, 0))}`,
  ]);
  footnote(doc, `Thank you for staying at ${motel.name}. Printed ${motelDateTime(producedAt)}.`);
  doc.end();
  return bytes;
}

/** The whole bill: room nights, extras, payments and refunds, and the balance. */
export function renderStatement(
  folio: Folio,
  producedAt: Date,
  content?: SiteContent,
): Promise<Buffer> {
  const { doc, bytes } = motelDocument("Statement of account", producedAt, content);
  paragraphs(doc, stayLines(folio));
  const roomRows = folio.rooms.map((room) => [
    roomTypeOf(room.type).name,
    `${room.when}: ${room.nights} x ${formatKes(room.nightlyKes)}`,
    room.overrideReason,
    formatKes(room.amountKes),
  ]);
  if (folio.roomAdjustmentKes !== 0) {
    roomRows.push(["Promotion and added taxes", "", "", formatKes(folio.roomAdjustmentKes)]);
  }
  for (const [label, amount] of folio.totalRows) roomRows.push([label, "", "", amount]);
  table(doc, "Room nights", [150, 130, 130, 85], ["Room", "Nights", "Note", "Amount"], roomRows);
  const extras = folio.charges.filter((charge) => charge.voidedAt === null);
  if (extras.length > 0) {
    table(
      doc,
      "Extras",
      [120, 100, 190, 85],
      ["Date", "Kind", "Description", "Amount"],
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
      "Payments and refunds",
      [110, 110, 100, 90, 85],
      ["Date", "Method", "Reference", "Kind", "Amount"],
      folio.money.map((money) => [
        when(money.at),
        moneyMethodLabel(money.method),
        money.reference || "-",
        money.kind === "refund" ? "Refund" : "Payment",
        formatKes(money.amountKes),
      ]),
    );
  }
  const { totals } = folio;
  table(
    doc,
    "Totals",
    [410, 85],
    ["", ""],
    [
      ["Charged", formatKes(totals.chargedKes)],
      ["Paid", formatKes(totals.paidKes)],
      ["Refunded", formatKes(totals.refundedKes)],
      [totals.balanceKes < 0 ? "In credit" : "Balance due", formatKes(Math.abs(totals.balanceKes))],
    ],
  );
  footnote(doc, `Thank you for staying at ${motel.name}. Printed ${motelDateTime(producedAt)}.`);
  doc.end();
  return bytes;
}
