import type { ReactNode } from "react";
import { Link } from "react-router";
import type { BookingView } from "../../../domain/booking-view.ts";
import { formatKes } from "../../../domain/money.ts";
import { BookingConfirmation } from "../confirmation/booking-confirmation.tsx";
import { dateInWords } from "../../../domain/date-words.ts";
import { INTL_LOCALE } from "../../../i18n/locales.ts";
import { useT } from "../../i18n.tsx";

/** A booking is paid for when the server says so, whatever a URL or a provider page said. */
export function isPaid(view: BookingView | null): boolean {
  return view?.status === "confirmed" && view.payment?.status === "succeeded";
}

/**
 * Step 4, Enjoy your trip, for a booking the server says is paid (PRODUCT.md decision 12: a
 * payment not completed stays at Make Payment): the thank-you, the reference and what happens
 * next. A card payment also shows the provider's success words (spec: the card return's
 * description), as the server knows them.
 */
export function BookingDone({ view: paid }: { view: BookingView }) {
  const t = useT();
  const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <div className="wizard-done">
      {paid.payment?.provider === "card" && (
        <p className="wizard-done__description">{t("payment.cardSuccessDescription")}</p>
      )}
      <p className="form-alert form-alert--success">{t("payment.paid")}</p>
      <BookingConfirmation view={paid} />
      <h3>{t("wizard.nextTitle")}</h3>
      <ul className="wizard-done__next">
        {paid.email && <li>{t.rich("wizard.nextEmail", { email: paid.email, b: bold })}</li>}
        <li>
          {t.rich("wizard.nextArrival", {
            date: dateInWords(paid.checkIn, INTL_LOCALE[t.lang]),
            time: paid.checkInTime || "none",
            nights: paid.nights,
            rooms: paid.rooms.length,
            amount: formatKes(paid.totalKes),
            b: bold,
          })}
        </li>
        <li>
          {t.rich("wizard.nextFind", {
            link: (chunks) => <Link to={t.path("/my-booking")}>{chunks}</Link>,
          })}
        </li>
      </ul>
    </div>
  );
}
