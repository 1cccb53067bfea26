// The guest's bill (folio) on /admin/bookings/:id: room nights, extras, payments and refunds,
// the balance due always in view; the desk takes a payment, adds or voids an extra, gives money
// back, resends an M-Pesa prompt, and moves the dates (no-show, early departure, extend).
// Every form posts its intent to the booking page (app/routes/admin/folio.server.ts).
import { useEffect, type ReactNode } from "react";
import { Form, useRevalidator } from "react-router";
import { DESK_PAYMENT_METHODS, FOLIO_CHARGE_KINDS } from "../../../domain/front-desk.ts";
import { formatKes } from "../../../domain/money.ts";
import { DESK_LIMITS } from "../../../domain/schemas/desk.ts";
import { motelDateTime } from "../../../domain/time.ts";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import { useT } from "../../i18n.tsx";
import type { FolioActionData, FolioView } from "../../routes/admin/folio.server.ts";
import { actorName } from "./actor.ts";
import { DeskInput, DeskSelect, labelled } from "./desk-field.tsx";

const PROMPT_STATES: Record<string, MessageKey> = {
  pending: "staffDesk.folioPromptPending",
  succeeded: "staffDesk.folioPromptSucceeded",
  failed: "staffDesk.folioPromptFailed",
  reversed: "staffDesk.folioPromptReversed",
  rejected: "staffDesk.folioPromptRejected",
};

const when = (iso: string) => motelDateTime(new Date(iso));

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
  const errorsOf = (intent: string) =>
    actionData?.intent === intent ? (actionData.errors ?? {}) : {};
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

      {folio.prompt && (
        <div className="admin-panel" role="region" aria-label={t("staffDesk.folioPrompt")}>
          <h3>
            {folio.prompt.phone
              ? t("staffDesk.folioPromptTo", { phone: folio.prompt.phone })
              : t("staffDesk.folioPrompt")}
          </h3>
          <p data-testid="prompt-state">
            {PROMPT_STATES[folio.prompt.status]
              ? t(PROMPT_STATES[folio.prompt.status]!)
              : folio.prompt.status}
            {folio.prompt.status === "failed" && folio.prompt.message && (
              <>: {folio.prompt.message}</>
            )}
          </p>
        </div>
      )}
      {folio.status === "pending" && folio.prompt?.status !== "pending" && (
        <Form method="post" className="admin-form-row">
          <input type="hidden" name="intent" value="desk-stk" />
          <DeskInput
            id="stk-phone"
            name="phone"
            label={t("staffDesk.folioPromptPhone")}
            error={errorsOf("desk-stk").phone}
            type="tel"
            inputMode="tel"
            defaultValue={folio.phone}
          />
          <p className="form-field">
            <button className="button button--small" type="submit">
              {folio.prompt ? t("staffDesk.folioPromptAgain") : t("staffDesk.folioPromptSend")}
            </button>
          </p>
          <p className="form-field__hint">{t("staffDesk.folioPromptOther")}</p>
        </Form>
      )}

      <h3>{t("staffDesk.roomNights")}</h3>
      <div
        className="admin-table-wrap"
        role="region"
        aria-label={t("staffDesk.roomNights")}
        tabIndex={0}
      >
        <table className="admin-table">
          <caption className="visually-hidden">{t("staffDesk.roomNights")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("staffDesk.room")}</th>
              <th scope="col">{t("staffDesk.nights")}</th>
              <th scope="col">{t("staffDesk.folioPriceNote")}</th>
              <th scope="col" className="number">
                {t("staffDesk.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {folio.rooms.map((room) => (
              <tr key={room.id}>
                <th scope="row">{t(`common.type_${room.type}`)}</th>
                <td className="admin-nowrap">
                  {t("staffDesk.folioRoomNightsLine", {
                    when: room.when,
                    nights: room.nights,
                    price: formatKes(room.nightlyKes),
                  })}
                </td>
                <td>{room.overrideReason}</td>
                <td className="number admin-nowrap">{formatKes(room.amountKes)}</td>
              </tr>
            ))}
            {folio.roomAdjustmentKes !== 0 && (
              <tr>
                <th scope="row">{t("staffDesk.folioAdjustment")}</th>
                <td colSpan={2}>{folio.totalRows.map(([label]) => label).join(", ")}</td>
                <td className="number admin-nowrap">{formatKes(folio.roomAdjustmentKes)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {!standing && <p>{t("staffDesk.folioNotStanding")}</p>}

      <h3>{t("staffDesk.extras")}</h3>
      {folio.charges.length === 0 ? (
        <p>{t("staffDesk.folioNoExtras")}</p>
      ) : (
        <div
          className="admin-table-wrap"
          role="region"
          aria-label={t("staffDesk.extras")}
          tabIndex={0}
        >
          <table className="admin-table">
            <caption className="visually-hidden">{t("staffDesk.extras")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("staffDesk.folioExtra")}</th>
                <th scope="col">{t("staffDesk.folioAdded")}</th>
                <th scope="col" className="number">
                  {t("staffDesk.amount")}
                </th>
                <th scope="col">{t("staffDesk.folioVoid")}</th>
              </tr>
            </thead>
            <tbody>
              {folio.charges.map((charge) => (
                <tr key={charge.id} className={charge.voidedAt ? "folio-void" : undefined}>
                  <th scope="row">
                    {t(`staffDesk.charge_${charge.kind}`)}: {charge.description}
                  </th>
                  <td>
                    {t("staffDesk.madeBy", {
                      when: when(charge.at),
                      staff: actorName(t, charge.by),
                    })}
                  </td>
                  <td className="number admin-nowrap">{formatKes(charge.amountKes)}</td>
                  <td>
                    {charge.voidedAt ? (
                      t("staffDesk.folioVoided", { reason: charge.voidReason ?? "" })
                    ) : (
                      <Form method="post" className="admin-form-row">
                        <input type="hidden" name="intent" value="folio-void" />
                        <input type="hidden" name="chargeId" value={charge.id} />
                        <label className="visually-hidden" htmlFor={`void-${charge.id}`}>
                          {t("staffDesk.folioVoidReason", { description: charge.description })}
                        </label>
                        <input
                          id={`void-${charge.id}`}
                          name="reason"
                          placeholder={t("staffDesk.reason")}
                          maxLength={DESK_LIMITS.reason}
                          required
                        />
                        <button className="button button--small button--ghost" type="submit">
                          {t("staffDesk.folioVoid")}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3>{t("staffDesk.paymentsAndRefunds")}</h3>
      {folio.money.length === 0 ? (
        <p>{t("staffDesk.folioNothingPaid")}</p>
      ) : (
        <div
          className="admin-table-wrap"
          role="region"
          aria-label={t("staffDesk.paymentsAndRefunds")}
          tabIndex={0}
        >
          <table className="admin-table">
            <caption className="visually-hidden">{t("staffDesk.paymentsAndRefunds")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("staffDesk.payment")}</th>
                <th scope="col">{t("staffDesk.reference")}</th>
                <th scope="col">{t("staffDesk.folioTaken")}</th>
                <th scope="col" className="number">
                  {t("staffDesk.amount")}
                </th>
                <th scope="col">{t("staffDesk.receipt")}</th>
              </tr>
            </thead>
            <tbody>
              {folio.money.map((money) => (
                <tr key={money.id}>
                  <th scope="row">
                    {money.kind === "refund" ? t("staffDesk.refund") : t("staffDesk.payment")},{" "}
                    {t(`staffDesk.method_${money.method}`)}
                    {money.note && <> ({money.note})</>}
                  </th>
                  <td className="folio-reference">{money.reference}</td>
                  <td>
                    {t("staffDesk.madeBy", { when: when(money.at), staff: actorName(t, money.by) })}
                  </td>
                  <td className="number admin-nowrap">
                    {money.kind === "refund" ? "−" : ""}
                    {formatKes(money.amountKes)}
                  </td>
                  <td>
                    <a
                      href={`${base}/receipt.pdf?payment=${money.id}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {t("staffDesk.folioPdf")}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {folio.awaitingRefunds.length > 0 && (
        <section aria-labelledby="folio-awaiting-title">
          <h3 id="folio-awaiting-title">{t("staffDesk.folioAwaitingTitle")}</h3>
          <ul>
            {folio.awaitingRefunds.map((refund) => (
              <li key={refund.id}>
                {t("staffDesk.folioAwaitingRefund", {
                  amount: formatKes(refund.amountKes),
                  // The desk's own way for its refunds; the queue's words for the rest.
                  way: refund.method
                    ? t(`staffDesk.method_${refund.method}`)
                    : t("staffDesk.refundsWay", { method: refund.refundMethod }),
                  staff: actorName(t, refund.by),
                  when: when(refund.at),
                })}
                <Form method="post" className="admin-form-row">
                  <input type="hidden" name="intent" value="folio-refund-approve" />
                  <input type="hidden" name="refundId" value={refund.id} />
                  <button className="button button--small" type="submit">
                    {t("staffDesk.refundsApprove")}
                  </button>
                </Form>
                {errorsOf("folio-refund-approve")[`approve-${refund.id}`] && (
                  <p className="field-error" role="alert">
                    {errorsOf("folio-refund-approve")[`approve-${refund.id}`]}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="folio-forms">
        {standing && totals.balanceKes > 0 && (
          <MoneyForm
            key={`pay-${totals.balanceKes}`}
            intent="folio-payment"
            title={t("staffDesk.folioTakePayment")}
            button={t("staffDesk.folioRecordPayment")}
            errors={errorsOf("folio-payment")}
            amount={totals.balanceKes}
          />
        )}
        {standing && (
          <Form method="post" aria-labelledby="charge-title" key={`charge-${folio.charges.length}`}>
            <h3 id="charge-title">{t("staffDesk.folioAddExtra")}</h3>
            <input type="hidden" name="intent" value="folio-charge" />
            <DeskSelect
              id="charge-kind"
              name="kind"
              label={t("staffDesk.folioFor")}
              error={errorsOf("folio-charge").kind}
              options={labelled(FOLIO_CHARGE_KINDS, (kind) => t(`staffDesk.charge_${kind}`))}
              defaultValue="meals"
            />
            <DeskInput
              id="charge-description"
              name="description"
              label={t("staffDesk.description")}
              error={errorsOf("folio-charge").description}
              maxLength={DESK_LIMITS.description}
            />
            <DeskInput
              id="charge-amount"
              name="amountKes"
              label={t("staffDesk.amountKes")}
              error={errorsOf("folio-charge").amountKes}
              inputMode="numeric"
            />
            <button className="button button--small" type="submit">
              {t("staffDesk.folioAddToBill")}
            </button>
          </Form>
        )}
        {totals.paidKes > totals.refundedKes && (
          <details open={actionData?.intent === "folio-refund" || undefined}>
            <summary>{t("staffDesk.folioGiveBack")}</summary>
            <MoneyForm
              key={`refund-${totals.refundedKes}`}
              intent="folio-refund"
              title={t("staffDesk.folioGiveBack")}
              button={t("staffDesk.folioRecordRefund")}
              errors={errorsOf("folio-refund")}
            >
              <DeskInput
                id="folio-refund-reason"
                name="reason"
                label={t("staffDesk.reason")}
                error={errorsOf("folio-refund").reason}
                maxLength={DESK_LIMITS.reason}
              />
            </MoneyForm>
          </details>
        )}
      </div>

      <h3>{t("staffDesk.folioDates")}</h3>
      <div className="folio-forms">
        {(folio.noShow || folio.noShowWait) && (
          <div>
            {folio.noShow ? (
              <Form method="post">
                <input type="hidden" name="intent" value="no-show" />
                <p>
                  {t.rich("staffDesk.folioNoShow", {
                    badge: (chunks) => (
                      <span className="admin-badge admin-badge--alert">{chunks}</span>
                    ),
                  })}
                </p>
                <button className="button button--small button--danger" type="submit">
                  {t("staffDesk.folioMarkNoShow")}
                </button>
              </Form>
            ) : (
              <p>{folio.noShowWait}</p>
            )}
          </div>
        )}
        {folio.canDepartEarly && (
          <Form method="post">
            <input type="hidden" name="intent" value="depart-early" />
            <p>{t("staffDesk.folioLeavesEarly", { checkOut: folio.checkOut })}</p>
            <button className="button button--small" type="submit">
              {t("staffDesk.folioDepartEarly")}
            </button>
          </Form>
        )}
        {folio.canExtend && (
          <details open={actionData?.intent === "extend" || undefined}>
            <summary>{t("staffDesk.folioExtend")}</summary>
            <Form method="post" aria-labelledby="extend-title">
              <h3 id="extend-title">{t("staffDesk.folioExtend")}</h3>
              <input type="hidden" name="intent" value="extend" />
              <DeskInput
                id="extend-checkOut"
                name="checkOut"
                label={t("staffDesk.folioNewCheckOut")}
                error={errorsOf("extend").checkOut}

                type="date"
                min={folio.earliestExtension}
                defaultValue={folio.earliestExtension}
              />
              <DeskInput
                id="extend-nightly"
                name="nightlyKes"
                label={t("staffDesk.folioExtendPrice")}
                error={errorsOf("extend").nightlyKes}
                inputMode="numeric"
              />
              <DeskInput
                id="extend-reason"
                name="reason"
                label={t("staffDesk.otherPriceReason")}
                error={errorsOf("extend").reason}
                maxLength={DESK_LIMITS.reason}
              />
              <button className="button button--small" type="submit">
                {t("staffDesk.folioExtendButton")}
              </button>
            </Form>
          </details>
        )}
      </div>
    </section>
  );
}

/** A payment or refund form: method, amount, reference (and what `children` add). */
function MoneyForm({
  intent,
  title,
  button,
  errors,
  amount,
  children,
}: {
  intent: string;
  title: string;
  button: string;
  errors: Record<string, string>;
  amount?: number;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Form method="post" aria-labelledby={`${intent}-title`}>
      <h3 id={`${intent}-title`}>{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      <DeskSelect
        id={`${intent}-method`}
        name="method"
        label={t("staffDesk.method")}
        error={errors.method}
        options={labelled(DESK_PAYMENT_METHODS, (method) => t(`staffDesk.method_${method}`))}
        defaultValue="cash"
      />
      <DeskInput
        id={`${intent}-amount`}
        name="amountKes"
        label={t("staffDesk.amountKes")}
        error={errors.amountKes}

        inputMode="numeric"

        defaultValue={amount === undefined ? "" : String(amount)}
      />
      <DeskInput
        id={`${intent}-reference`}
        name="reference"
        label={t("staffDesk.receiptOrReference")}
        hint={t("staffDesk.receiptOrReferenceHint")}

        error={errors.reference}
        maxLength={DESK_LIMITS.reference}
      />
      {children}
      {errors.form && <p className="admin-field-error">{errors.form}</p>}
      <button className="button button--small" type="submit">
        {button}
      </button>
    </Form>
  );
}
