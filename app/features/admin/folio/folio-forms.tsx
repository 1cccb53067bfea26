// What the desk does to the guest's bill: send an M-Pesa prompt, take a payment, add an extra,
// give money back, and move the dates (no-show, early departure, extend). Each form posts its
// intent to the booking page (app/routes/admin/folio.server.ts).
import type { ReactNode } from "react";
import { Form } from "react-router";
import { DESK_PAYMENT_METHODS, FOLIO_CHARGE_KINDS } from "../../../../domain/front-desk.ts";
import { DESK_LIMITS } from "../../../../domain/schemas/desk.ts";
import type { MessageKey } from "../../../../i18n/catalogs.ts";
import { wordTold } from "../../../../i18n/said.ts";
import { useT } from "../../../i18n.tsx";
import type { FolioActionData, FolioView } from "../../../routes/admin/folio.server.ts";
import { DeskInput, DeskSelect, labelled } from "../desk-field.tsx";
import type { ErrorsOf } from "./folio-tables.tsx";

const PROMPT_STATES: Record<string, MessageKey> = {
  pending: "staffDesk.folioPromptPending",
  succeeded: "staffDesk.folioPromptSucceeded",
  failed: "staffDesk.folioPromptFailed",
  reversed: "staffDesk.folioPromptReversed",
  rejected: "staffDesk.folioPromptRejected",
};

/** The last M-Pesa prompt the desk sent, and the form to send one to a pending booking. */
export function DeskPrompt({ folio, errorsOf }: { folio: FolioView; errorsOf: ErrorsOf }) {
  const t = useT();
  return (
    <>
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
    </>
  );
}

/** Money in and out of the bill, and its extras: what the bill allows now. */
export function BillForms({
  folio,
  actionData,
  errorsOf,
  standing,
}: {
  folio: FolioView;
  actionData: FolioActionData | undefined;
  errorsOf: ErrorsOf;
  standing: boolean;
}) {
  const t = useT();
  const { totals } = folio;
  return (
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
  );
}

/**
 * A payment or refund form: method, amount, reference (and what `children` add). The bill's forms
 * post to the booking page; a day view card's to the day view with its booking (`hidden`),
 * its fields' ids made unique by `idPrefix` and the form labelled rather than headed.
 */
export function MoneyForm({
  intent,
  title,
  button,
  errors,
  amount,
  children,
  action,
  hidden = {},
  idPrefix = "",
  headed = true,
}: {
  intent: string;
  title: string;
  button: string;
  errors: Record<string, string>;
  amount?: number;
  children?: ReactNode;
  action?: string;
  /** More to send (a card's booking and list). */
  hidden?: Record<string, string>;
  idPrefix?: string;
  /** A heading over the form (the bill); else none (a card's summary shows the title). */
  headed?: boolean;
}) {
  const t = useT();
  const id = `${idPrefix}${intent}`;
  return (
    <Form
      method="post"
      action={action}
      // Not headed (a card's, opened from its summary): unnamed too, so a day view with many
      // cards holds no row of identical "Take a payment" form landmarks.
      aria-labelledby={headed ? `${id}-title` : undefined}
    >
      {headed && <h3 id={`${id}-title`}>{title}</h3>}
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <DeskSelect
        id={`${id}-method`}
        name="method"
        label={t("staffDesk.method")}
        error={errors.method}
        options={labelled(DESK_PAYMENT_METHODS, (method) => t(`staffDesk.method_${method}`))}
        defaultValue="cash"
      />
      <DeskInput
        id={`${id}-amount`}
        name="amountKes"
        label={t("staffDesk.amountKes")}
        error={errors.amountKes}
        inputMode="numeric"
        defaultValue={amount === undefined ? "" : String(amount)}
      />
      <DeskInput
        id={`${id}-reference`}
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

/** The stay's dates: a no-show (after its time), an early departure, an extension. */
export function StayDateForms({
  folio,
  actionData,
  errorsOf,
}: {
  folio: FolioView;
  actionData: FolioActionData | undefined;
  errorsOf: ErrorsOf;
}) {
  const t = useT();
  return (
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
            folio.noShowWait && <p>{wordTold(t, folio.noShowWait)}</p>
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
  );
}
