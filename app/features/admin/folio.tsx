// The guest's bill (folio) on /admin/bookings/:id: room nights, extras, payments and refunds,
// the balance due always in view; the desk takes a payment, adds or voids an extra, gives money
// back, resends an M-Pesa prompt, and moves the dates (no-show, early departure, extend).
// Every form posts its intent to the booking page (app/routes/admin/folio.server.ts).
import { useEffect, type ReactNode } from "react";
import { Form, useRevalidator } from "react-router";
import {
  DESK_PAYMENT_METHOD_LABELS,
  DESK_PAYMENT_METHODS,
  FOLIO_CHARGE_KIND_LABELS,
  FOLIO_CHARGE_KINDS,
} from "../../../domain/front-desk.ts";
import { formatKes } from "../../../domain/money.ts";
import { roomTypeOf } from "../../../domain/rooms.ts";
import { DESK_LIMITS } from "../../../domain/schemas/desk.ts";
import { motelDateTime } from "../../../domain/time.ts";
import type { FolioActionData, FolioView } from "../../routes/admin/folio.server.ts";
import { DeskInput, DeskSelect, labelled } from "./desk-field.tsx";

const METHOD_LABELS: Record<FolioView["money"][number]["method"], string> = {
  ...DESK_PAYMENT_METHOD_LABELS,
  online_mpesa: "M-Pesa (online)",
  online_card: "Card (online)",
};

const PROMPT_STATES: Record<string, string> = {
  pending: "On the guest's phone: waiting for the guest to enter their PIN.",
  succeeded: "Paid.",
  failed: "Not paid",
  reversed: "Reversed by M-Pesa.",
  rejected: "Needs checking (see payment attempts).",
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
      <h2 id="folio-title">Guest's bill</h2>
      <p className="folio-balance" data-testid="folio-balance">
        {totals.balanceKes < 0
          ? `In credit: ${formatKes(-totals.balanceKes)}`
          : `Balance due: ${formatKes(totals.balanceKes)}`}
      </p>
      <p>
        Charged {formatKes(totals.chargedKes)} · Paid {formatKes(totals.paidKes)} · Refunded{" "}
        {formatKes(totals.refundedKes)} ·{" "}
        <a href={`${base}/statement.pdf`} target="_blank" rel="noreferrer">
          Statement (PDF)
        </a>
      </p>

      {folio.prompt && (
        <div className="admin-panel" role="region" aria-label="M-Pesa prompt">
          <h3>M-Pesa prompt {folio.prompt.phone && <>to {folio.prompt.phone}</>}</h3>
          <p data-testid="prompt-state">
            {PROMPT_STATES[folio.prompt.status] ?? folio.prompt.status}
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
            label="Guest's M-Pesa number"
            error={errorsOf("desk-stk").phone}
            type="tel"
            inputMode="tel"
            defaultValue={folio.phone}
          />
          <p className="form-field">
            <button className="button button--small" type="submit">
              {folio.prompt ? "Send the M-Pesa prompt again" : "Send an M-Pesa prompt"}
            </button>
          </p>
          <p className="form-field__hint">Or take the payment another way below.</p>
        </Form>
      )}

      <h3>Room nights</h3>
      <div className="admin-table-wrap" role="region" aria-label="Room nights" tabIndex={0}>
        <table className="admin-table">
          <caption className="visually-hidden">Room nights</caption>
          <thead>
            <tr>
              <th scope="col">Room</th>
              <th scope="col">Nights</th>
              <th scope="col">Price note</th>
              <th scope="col" className="number">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {folio.rooms.map((room) => (
              <tr key={room.id}>
                <th scope="row">{roomTypeOf(room.type).name}</th>
                <td className="admin-nowrap">
                  {room.when}: {room.nights} × {formatKes(room.nightlyKes)}
                </td>
                <td>{room.overrideReason}</td>
                <td className="number admin-nowrap">{formatKes(room.amountKes)}</td>
              </tr>
            ))}
            {folio.roomAdjustmentKes !== 0 && (
              <tr>
                <th scope="row">Promotion and added taxes</th>
                <td colSpan={2}>{folio.totalRows.map(([label]) => label).join(", ")}</td>
                <td className="number admin-nowrap">{formatKes(folio.roomAdjustmentKes)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {!standing && <p>This booking no longer stands: its room nights are not charged.</p>}

      <h3>Extras</h3>
      {folio.charges.length === 0 ? (
        <p>No extras.</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label="Extras" tabIndex={0}>
          <table className="admin-table">
            <caption className="visually-hidden">Extras</caption>
            <thead>
              <tr>
                <th scope="col">Extra</th>
                <th scope="col">Added</th>
                <th scope="col" className="number">
                  Amount
                </th>
                <th scope="col">Void</th>
              </tr>
            </thead>
            <tbody>
              {folio.charges.map((charge) => (
                <tr key={charge.id} className={charge.voidedAt ? "folio-void" : undefined}>
                  <th scope="row">
                    {FOLIO_CHARGE_KIND_LABELS[charge.kind]}: {charge.description}
                  </th>
                  <td>
                    {when(charge.at)} by {charge.staffName}
                  </td>
                  <td className="number admin-nowrap">{formatKes(charge.amountKes)}</td>
                  <td>
                    {charge.voidedAt ? (
                      <>Voided: {charge.voidReason}</>
                    ) : (
                      <Form method="post" className="admin-form-row">
                        <input type="hidden" name="intent" value="folio-void" />
                        <input type="hidden" name="chargeId" value={charge.id} />
                        <label className="visually-hidden" htmlFor={`void-${charge.id}`}>
                          Reason for voiding {charge.description}
                        </label>
                        <input
                          id={`void-${charge.id}`}
                          name="reason"
                          placeholder="Reason"
                          maxLength={DESK_LIMITS.reason}
                          required
                        />
                        <button className="button button--small button--ghost" type="submit">
                          Void
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

      <h3>Payments and refunds</h3>
      {folio.money.length === 0 ? (
        <p>Nothing paid yet.</p>
      ) : (
        <div
          className="admin-table-wrap"
          role="region"
          aria-label="Payments and refunds"
          tabIndex={0}
        >
          <table className="admin-table">
            <caption className="visually-hidden">Payments and refunds</caption>
            <thead>
              <tr>
                <th scope="col">Payment</th>
                <th scope="col">Reference</th>
                <th scope="col">Taken</th>
                <th scope="col" className="number">
                  Amount
                </th>
                <th scope="col">Receipt</th>
              </tr>
            </thead>
            <tbody>
              {folio.money.map((money) => (
                <tr key={money.id}>
                  <th scope="row">
                    {money.kind === "refund" ? "Refund" : "Payment"}, {METHOD_LABELS[money.method]}
                    {money.note && <> ({money.note})</>}
                  </th>
                  <td className="folio-reference">{money.reference}</td>
                  <td>
                    {when(money.at)} by {money.staffName}
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
                      PDF
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="folio-forms">
        {standing && totals.balanceKes > 0 && (
          <MoneyForm
            key={`pay-${totals.balanceKes}`}
            intent="folio-payment"
            title="Take a payment"
            button="Record payment"
            errors={errorsOf("folio-payment")}
            amount={totals.balanceKes}
          />
        )}
        {standing && (
          <Form method="post" aria-labelledby="charge-title" key={`charge-${folio.charges.length}`}>
            <h3 id="charge-title">Add an extra</h3>
            <input type="hidden" name="intent" value="folio-charge" />
            <DeskSelect
              id="charge-kind"
              name="kind"
              label="For"
              error={errorsOf("folio-charge").kind}
              options={labelled(FOLIO_CHARGE_KINDS, FOLIO_CHARGE_KIND_LABELS)}
              defaultValue="meals"
            />
            <DeskInput
              id="charge-description"
              name="description"
              label="Description"
              error={errorsOf("folio-charge").description}
              maxLength={DESK_LIMITS.description}
            />
            <DeskInput
              id="charge-amount"
              name="amountKes"
              label="Amount (KES)"
              error={errorsOf("folio-charge").amountKes}
              inputMode="numeric"
            />
            <button className="button button--small" type="submit">
              Add to the bill
            </button>
          </Form>
        )}
        {totals.paidKes > totals.refundedKes && (
          <details open={actionData?.intent === "folio-refund" || undefined}>
            <summary>Give money back</summary>
            <MoneyForm
              key={`refund-${totals.refundedKes}`}
              intent="folio-refund"
              title="Give money back"
              button="Record refund"
              errors={errorsOf("folio-refund")}
            >
              <DeskInput
                id="folio-refund-reason"
                name="reason"
                label="Reason"
                error={errorsOf("folio-refund").reason}
                maxLength={DESK_LIMITS.reason}
              />
            </MoneyForm>
          </details>
        )}
      </div>

      <h3>Dates</h3>
      <div className="folio-forms">
        {(folio.noShow || folio.noShowWait) && (
          <div>
            {folio.noShow ? (
              <Form method="post">
                <input type="hidden" name="intent" value="no-show" />
                <p>
                  <span className="admin-badge admin-badge--alert">No-show candidate</span> The
                  guest has not arrived.
                </p>
                <button className="button button--small button--danger" type="submit">
                  Mark as no-show (release the rooms)
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
            <p>The guest leaves before {folio.checkOut}: the stay ends today.</p>
            <button className="button button--small" type="submit">
              Early departure (release the remaining nights)
            </button>
          </Form>
        )}
        {folio.canExtend && (
          <details open={actionData?.intent === "extend" || undefined}>
            <summary>Extend the stay</summary>
            <Form method="post" aria-labelledby="extend-title">
              <h3 id="extend-title">Extend the stay</h3>
              <input type="hidden" name="intent" value="extend" />
              <DeskInput
                id="extend-checkOut"
                name="checkOut"
                label="New check-out"
                error={errorsOf("extend").checkOut}

                type="date"
                min={folio.earliestExtension}
                defaultValue={folio.earliestExtension}
              />
              <DeskInput
                id="extend-nightly"
                name="nightlyKes"
                label="Other price per night for the extra nights (KES, optional)"
                error={errorsOf("extend").nightlyKes}
                inputMode="numeric"
              />
              <DeskInput
                id="extend-reason"
                name="reason"
                label="Reason for the other price"
                error={errorsOf("extend").reason}
                maxLength={DESK_LIMITS.reason}
              />
              <button className="button button--small" type="submit">
                Extend
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
  return (
    <Form method="post" aria-labelledby={`${intent}-title`}>
      <h3 id={`${intent}-title`}>{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      <DeskSelect
        id={`${intent}-method`}
        name="method"
        label="Method"
        error={errors.method}
        options={labelled(DESK_PAYMENT_METHODS, DESK_PAYMENT_METHOD_LABELS)}
        defaultValue="cash"
      />
      <DeskInput
        id={`${intent}-amount`}
        name="amountKes"
        label="Amount (KES)"
        error={errors.amountKes}

        inputMode="numeric"

        defaultValue={amount === undefined ? "" : String(amount)}
      />
      <DeskInput
        id={`${intent}-reference`}
        name="reference"
        label="Receipt or reference"
        hint="M-Pesa receipt (10 letters and digits), card terminal or bank reference; none for cash."
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
