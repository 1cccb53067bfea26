// The guest's bill (folio) on /admin/bookings/:id: room nights, extras, payments and refunds,
// the balance due always in view; the desk takes a payment, adds or voids an extra, gives money
// back, resends an M-Pesa prompt, and moves the dates (no-show, early departure, extend).
// Every form posts its intent to the booking page (app/routes/admin/folio.server.ts).
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { formatKes } from "../../../../domain/money.ts";
import { useT } from "../../../i18n.tsx";
import type { FolioActionData, FolioView } from "../../../routes/admin/folio.server.ts";
import { BillForms, DeskPrompt, StayDateForms } from "./folio-forms.tsx";
import { AwaitingRefunds, ExtrasTable, MoneyTable, RoomNightsTable } from "./folio-tables.tsx";
import { wordTold } from "../../../../i18n/said.ts";

/** How often the page looks again while a prompt is on the guest's phone. */
const PROMPT_POLL_MS = 2000;

export function FolioSection({
  folio,
  actionData,
}: {
  folio: FolioView;
  actionData: FolioActionData | undefined;
}) {
  const t = useT();
  const { totals } = folio;
  const revalidator = useRevalidator();
  const waiting = folio.prompt?.status === "pending" || folio.status === "pending";
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PROMPT_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);
  // The answer's messages at its form's fields, in words.
  const errorsOf = (intent: string): Record<string, string> =>
    actionData?.intent === intent
      ? Object.fromEntries(
          Object.entries(actionData.errors ?? {}).map(([field, told]) => [
            field,
            wordTold(t, told),
          ]),
        )
      : {};
  const base = `/admin/bookings/${folio.bookingId}`;
  const standing = folio.status === "confirmed" || folio.status === "pending";
  return (
    <section className="admin-panel" aria-labelledby="folio-title">
      <h2 id="folio-title">{t("staffDesk.folioTitle")}</h2>
      <p className="folio-balance" data-testid="folio-balance">
        {totals.balanceKes < 0
          ? t("staffDesk.folioInCredit", { amount: formatKes(-totals.balanceKes) })
          : t("staffDesk.folioBalanceDue", { amount: formatKes(totals.balanceKes) })}
      </p>
      <p>
        {t.rich("staffDesk.folioTotals", {
          charged: formatKes(totals.chargedKes),
          paid: formatKes(totals.paidKes),
          refunded: formatKes(totals.refundedKes),
          statement: (chunks) => (
            <a href={`${base}/statement.pdf`} target="_blank" rel="noreferrer">
              {chunks}
            </a>
          ),
        })}
      </p>
      <DeskPrompt folio={folio} errorsOf={errorsOf} />

      <h3>{t("staffDesk.roomNights")}</h3>
      <RoomNightsTable folio={folio} />
      {!standing && <p>{t("staffDesk.folioNotStanding")}</p>}

      <h3>{t("staffDesk.extras")}</h3>
      <ExtrasTable folio={folio} />

      <h3>{t("staffDesk.paymentsAndRefunds")}</h3>
      <MoneyTable folio={folio} base={base} />
      <AwaitingRefunds folio={folio} errorsOf={errorsOf} />

      <BillForms folio={folio} actionData={actionData} errorsOf={errorsOf} standing={standing} />

      <h3>{t("staffDesk.folioDates")}</h3>
      <StayDateForms folio={folio} actionData={actionData} errorsOf={errorsOf} />
    </section>
  );
}
