// What the guest's bill holds, as tables: the room nights, the extras (each voidable with a
// reason), the payments and refunds (each with its receipt PDF), and the refunds waiting for a
// second staff member's approval.
import { Form } from "react-router";
import { formatKes } from "../../../../domain/money.ts";
import { DESK_LIMITS } from "../../../../domain/schemas/desk.ts";
import { motelDateTime } from "../../../../domain/time.ts";
import { useT } from "../../../i18n.tsx";
import type { FolioView } from "../../../routes/admin/folio.server.ts";
import { actorName } from "../actor.ts";
import { AdminTable } from "../admin-table.tsx";

const when = (iso: string) => motelDateTime(new Date(iso));

/** A form's field errors, when the last answer was to that form. */
export type ErrorsOf = (intent: string) => Record<string, string>;

export function RoomNightsTable({ folio }: { folio: FolioView }) {
  const t = useT();
  return (
    <AdminTable
      label={t("staffDesk.roomNights")}
      columns={[
        { label: t("staffDesk.room") },
        { label: t("staffDesk.nights") },
        { label: t("staffDesk.folioPriceNote") },
        { label: t("staffDesk.amount"), numeric: true },
      ]}
    >
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
    </AdminTable>
  );
}

export function ExtrasTable({ folio }: { folio: FolioView }) {
  const t = useT();
  if (folio.charges.length === 0) return <p>{t("staffDesk.folioNoExtras")}</p>;
  return (
    <AdminTable
      label={t("staffDesk.extras")}
      columns={[
        { label: t("staffDesk.folioExtra") },
        { label: t("staffDesk.folioAdded") },
        { label: t("staffDesk.amount"), numeric: true },
        { label: t("staffDesk.folioVoid") },
      ]}
    >
      {folio.charges.map((charge) => (
        <tr key={charge.id} className={charge.voidedAt ? "folio-void" : undefined}>
          <th scope="row">
            {t(`staffDesk.charge_${charge.kind}`)}: {charge.description}
          </th>
          <td>
            {t("staffDesk.madeBy", { when: when(charge.at), staff: actorName(t, charge.by) })}
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
    </AdminTable>
  );
}

export function MoneyTable({ folio, base }: { folio: FolioView; base: string }) {
  const t = useT();
  if (folio.money.length === 0) return <p>{t("staffDesk.folioNothingPaid")}</p>;
  return (
    <AdminTable
      label={t("staffDesk.paymentsAndRefunds")}
      columns={[
        { label: t("staffDesk.payment") },
        { label: t("staffDesk.reference") },
        { label: t("staffDesk.folioTaken") },
        { label: t("staffDesk.amount"), numeric: true },
        { label: t("staffDesk.receipt") },
      ]}
    >
      {folio.money.map((money) => (
        <tr key={money.id}>
          <th scope="row">
            {money.kind === "refund" ? t("staffDesk.refund") : t("staffDesk.payment")},{" "}
            {t(`staffDesk.method_${money.method}`)}
            {money.note && <> ({money.note})</>}
          </th>
          <td className="folio-reference">{money.reference}</td>
          <td>{t("staffDesk.madeBy", { when: when(money.at), staff: actorName(t, money.by) })}</td>
          <td className="number admin-nowrap">
            {money.kind === "refund" ? "−" : ""}
            {formatKes(money.amountKes)}
          </td>
          <td>
            <a href={`${base}/receipt.pdf?payment=${money.id}`} target="_blank" rel="noreferrer">
              {t("staffDesk.folioPdf")}
            </a>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function AwaitingRefunds({ folio, errorsOf }: { folio: FolioView; errorsOf: ErrorsOf }) {
  const t = useT();
  if (folio.awaitingRefunds.length === 0) return null;
  const errors = errorsOf("folio-refund-approve");
  return (
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
            {errors[`approve-${refund.id}`] && (
              <p className="field-error" role="alert">
                {errors[`approve-${refund.id}`]}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
