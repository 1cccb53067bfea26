// Step 3's Paybill panel (decision 018).
import { useEffect, useState } from "react";
import { formatKes } from "../../../domain/money.ts";
import { motelClock } from "../../../domain/time.ts";
import { useT } from "../../i18n.tsx";
import { Figures } from "./figures.tsx";
import { type PaybillOffer } from "./use-payment.ts";

/**
 * "Pay with M-Pesa Paybill" (decision 018): the prompt did not reach the phone twice, so the
 * guest pays from the M-PESA menu; the account number is the booking reference. The page follows
 * the booking and moves on to step 4 when the money arrives.
 */
export function PaybillPanel({
  offer,
  businessNumber,
  simulators,
}: {
  offer: PaybillOffer;
  businessNumber: string;
  simulators: boolean;
}) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const until = offer.holdExpiresAt ? new Date(offer.holdExpiresAt) : null;
  const minutes = until ? Math.max(0, Math.ceil((until.getTime() - now) / 60_000)) : 0;
  const clock = until ? motelClock(until) : null;
  return (
    <section className="wizard-paybill" aria-labelledby="book-paybill-title">
      <h3 id="book-paybill-title">{t("wizard.paybillTitle")}</h3>
      <p>{t("wizard.paybillIntro")}</p>
      <Figures
        className="wizard-paybill__figures"
        items={[
          { label: t("wizard.businessNumber"), value: businessNumber },
          { label: t("wizard.accountNumber"), value: offer.reference },
          { label: t("wizard.amount"), value: formatKes(offer.amountKes), total: true },
        ]}
      />
      {clock && <p>{t("wizard.heldUntil", { time: `${clock.hour}:${clock.minute}`, minutes })}</p>}
      <p className="note">{t("wizard.paybillWaiting")}</p>
      {simulators && (
        <p className="wizard-pay__test note">
          {t.rich("wizard.testPaybill", {
            link: (chunks) => (
              <a href="/simulators/daraja/phone" target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
    </section>
  );
}
