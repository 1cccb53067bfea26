// The guest's papers from the front desk: a receipt for one payment and a statement of the whole
// bill (room nights, extras, payments, refunds, balance), on the motel's letterhead, in the
// booking's language (issue 17). The staff pages show the same bill in the staff's words.
import { balanceAfter } from "../../domain/folio.ts";
import type { SiteContent } from "../../domain/schemas/content.ts";
import { motel } from "../../content/motel.ts";
import type { FolioChargeKind } from "../../domain/front-desk.ts";
import { formatKes } from "../../domain/money.ts";
import { ruleIn } from "../../domain/names.ts";
import { nightsRange } from "../../domain/price-lines.ts";
import { BASE_RULE } from "../../domain/rates.ts";
import { motelDateTime } from "../../domain/time.ts";
import type { MessageKey } from "../../i18n/catalogs.ts";
import { INTL_LOCALE } from "../../i18n/locales.ts";
import { translator } from "../../i18n/messages.server.ts";
import type { Folio, FolioMoney } from "../front-desk/folio.ts";
import { bookingWords } from "../mail/booking-words.ts";
import { footnote, motelDocument, paragraphs, table } from "./pdf-layout.ts";

const METHOD_WORDS: Record<FolioMoney["method"], MessageKey> = {
  cash: "folioPdf.methodCash",
  mpesa: "folioPdf.methodMpesa",
  card: "folioPdf.methodCard",
  bank_transfer: "folioPdf.methodBankTransfer",
  online_mpesa: "folioPdf.methodOnlineMpesa",
  online_card: "folioPdf.methodOnlineCard",
};

const CHARGE_WORDS: Record<FolioChargeKind, MessageKey> = {
  meals: "folioPdf.chargeMeals",
  gym: "folioPdf.chargeGym",
  laundry: "folioPdf.chargeLaundry",
  parking: "folioPdf.chargeParking",
  conference: "folioPdf.chargeConference",
  damages: "folioPdf.chargeDamages",
  other: "folioPdf.chargeOther",
};

const when = (iso: string) => motelDateTime(new Date(iso));

/** The document's words in the booking's language, and its letterhead. */
function papersOf(
  folio: Folio,
  title: (t: ReturnType<typeof translator>) => string,
  producedAt: Date,
  content: SiteContent = motel,
) {
  const t = translator(folio.lang);
  const { doc, bytes } = motelDocument(title(t), producedAt, content, folio.lang);
  paragraphs(doc, [
    t("folioPdf.bookingTitle", { reference: folio.reference }),
    t("folioPdf.guest", { guest: folio.guest }),
    t("folioPdf.stay", { checkIn: folio.checkIn, checkOut: folio.checkOut }),
  ]);
  const thanks = () =>
    footnote(doc, t("folioPdf.thanks", { motel: content.name, when: motelDateTime(producedAt) }));
  return { t, doc, bytes, thanks };
}

/**
 * A receipt for one payment of the bill (a desk payment or an online one). `content` is the
 * motel's live content in the booking's language (contentIn).
 */
export function renderReceipt(
  folio: Folio,
  money: FolioMoney,
  producedAt: Date,
  content?: SiteContent,
): Promise<Buffer> {
  const refund = money.kind === "refund";
  const { t, doc, bytes, thanks } = papersOf(
    folio,
    (t) => (refund ? t("folioPdf.refundReceipt") : t("folioPdf.paymentReceipt")),
    producedAt,
    content,
  );
  paragraphs(doc, [
    t("folioPdf.receipt", { number: `${folio.reference}-${money.id.toUpperCase()}` }),
  ]);
  table(
    doc,
    refund ? t("folioPdf.refunded") : t("folioPdf.received"),
    [120, 130, 130, 115],
    [t("folioPdf.date"), t("folioPdf.method"), t("folioPdf.reference"), t("folioPdf.amount")],
    [
      [
        when(money.at),
        t(METHOD_WORDS[money.method]),
        money.reference || "-",
        formatKes(money.amountKes),
      ],
    ],
  );
  const { by } = money;
  paragraphs(doc, [
    by === "online"
      ? t("folioPdf.receivedOnline")
      : t("folioPdf.receivedBy", {
          staff: by === "removed" ? t("folioPdf.removedAccount") : by.name,
        }),
    t("folioPdf.balanceNow", {
      amount: formatKes(
        Math.max(balanceAfter(folio.totals.balanceKes, money, folio.money, folio.charges), 0),
      ),
    }),
  ]);
  thanks();
  doc.end();
  return bytes;
}

/** The whole bill: room nights, extras, payments and refunds, and the balance. */
export function renderStatement(
  folio: Folio,
  producedAt: Date,
  content?: SiteContent,
): Promise<Buffer> {
  const { t, doc, bytes, thanks } = papersOf(
    folio,
    (t) => t("folioPdf.statement"),
    producedAt,
    content,
  );
  const words = bookingWords(folio.lang);
  const roomRows = folio.rooms.map((room) => [
    words.confirmation.roomName(room.type),
    t("folioPdf.roomNightsLine", {
      when: nightsRange(room, INTL_LOCALE[folio.lang]),
      nights: room.nights,
      price: formatKes(room.nightlyKes),
    }),
    room.overrideReason === BASE_RULE
      ? words.t("emails.basePrice")
      : ruleIn({ rule: room.overrideReason, ruleSw: room.ruleSw }, folio.lang),
    formatKes(room.amountKes),
  ]);
  if (folio.roomAdjustmentKes !== 0) {
    roomRows.push([t("folioPdf.adjustment"), "", "", formatKes(folio.roomAdjustmentKes)]);
  }
  for (const [label, amount] of folio.guestTotalRows) roomRows.push([label, "", "", amount]);
  table(
    doc,
    t("folioPdf.roomNights"),
    [150, 130, 130, 85],
    [t("folioPdf.room"), t("folioPdf.nights"), t("folioPdf.note"), t("folioPdf.amount")],
    roomRows,
  );
  const extras = folio.charges.filter((charge) => charge.voidedAt === null);
  if (extras.length > 0) {
    table(
      doc,
      t("folioPdf.extras"),
      [120, 100, 190, 85],
      [t("folioPdf.date"), t("folioPdf.kind"), t("folioPdf.description"), t("folioPdf.amount")],
      extras.map((charge) => [
        when(charge.at),
        t(CHARGE_WORDS[charge.kind]),
        charge.description,
        formatKes(charge.amountKes),
      ]),
    );
  }
  if (folio.money.length > 0) {
    table(
      doc,
      t("folioPdf.paymentsAndRefunds"),
      [110, 110, 100, 90, 85],
      [
        t("folioPdf.date"),
        t("folioPdf.method"),
        t("folioPdf.reference"),
        t("folioPdf.kind"),
        t("folioPdf.amount"),
      ],
      folio.money.map((money) => [
        when(money.at),
        t(METHOD_WORDS[money.method]),
        money.reference || "-",
        money.kind === "refund" ? t("folioPdf.refund") : t("folioPdf.payment"),
        formatKes(money.amountKes),
      ]),
    );
  }
  const { totals } = folio;
  table(
    doc,
    t("folioPdf.totals"),
    [410, 85],
    ["", ""],
    [
      [t("folioPdf.charged"), formatKes(totals.chargedKes)],
      [t("folioPdf.paid"), formatKes(totals.paidKes)],
      [t("folioPdf.refunded"), formatKes(totals.refundedKes)],
      [
        totals.balanceKes < 0 ? t("folioPdf.inCredit") : t("folioPdf.balanceDue"),
        formatKes(Math.abs(totals.balanceKes)),
      ],
    ],
  );
  thanks();
  doc.end();
  return bytes;
}
