// /admin/payments/unmatched: "M-Pesa payments to match" (decision 018). Money that named no
// booking (or several), or paid a prompt we had given up on: staff attach it to a booking by its
// reference, or mark it for refund with a reason. Both are audited.
import { Form } from "react-router";
import type { Route } from "./+types/payments-unmatched";
import { adminTitle, answered } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { loadUnmatchedPayments, unmatchedPaymentAction } from "./payments-unmatched.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadUnmatchedPayments(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  answered(unmatchedPaymentAction(request, context));

export const meta = adminTitle("staffDesk.unmatchedTitle");

export default function UnmatchedPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { waiting, resolved, inbox } = loaderData;
  const t = useT();
  return (
    <section className="admin-page" aria-labelledby="unmatched-title">
      <h1 id="unmatched-title">{t("staffDesk.unmatchedTitle")}</h1>
      <p>{t("staffDesk.unmatchedIntro")}</p>
      <ActionNotice answer={actionData} />
      {inbox.count > 0 && (
        <p className="admin-error" data-testid="inbox-waiting">
          {t("staffDesk.inboxWaiting", { count: inbox.count, since: inbox.since })}
        </p>
      )}
      {waiting.length === 0 && <p>{t("staffDesk.unmatchedNone")}</p>}
      <ol className="admin-messages">
        {waiting.map((p) => (
          <li
            key={p.id}
            className="admin-panel admin-message"
            aria-label={t("staffDesk.unmatchedPayment", { id: p.transId })}
          >
            <h2>
              {p.amount} · {p.transId}
            </h2>
            <p>
              {t("staffDesk.unmatchedReceived", { source: p.source, when: p.received })}
              {p.account && <> · {t("staffDesk.unmatchedAccount", { account: p.account })}</>}
              {p.payer && <> · {p.payer}</>}
            </p>
            <p className="admin-message__text">{p.note}</p>
            <Form method="post" className="admin-form-row">
              <input type="hidden" name="id" value={p.id} />
              <input type="hidden" name="intent" value="attach" />
              <p className="form-field">
                <label htmlFor={`reference-${p.id}`}>{t("staffDesk.unmatchedReference")}</label>
                <input
                  id={`reference-${p.id}`}
                  name="reference"
                  required
                  maxLength={20}
                  autoComplete="off"
                />
              </p>
              <button type="submit" className="button button--small">
                {t("staffDesk.unmatchedAttach")}
              </button>
            </Form>
            <Form method="post" className="admin-form-row">
              <input type="hidden" name="id" value={p.id} />
              <input type="hidden" name="intent" value="refund" />
              <p className="form-field">
                <label htmlFor={`note-${p.id}`}>{t("staffDesk.unmatchedWhy")}</label>
                <input id={`note-${p.id}`} name="note" required maxLength={500} />
              </p>
              <button type="submit" className="button button--small button--ghost">
                {t("staffDesk.unmatchedMarkRefund")}
              </button>
            </Form>
          </li>
        ))}
      </ol>
      {resolved.length > 0 && (
        <>
          <h2>{t("staffDesk.unmatchedDealtWith")}</h2>
          <ul>
            {resolved.map((p) => (
              <li key={p.id}>
                {t("staffDesk.unmatchedDealt", {
                  amount: p.amount,
                  id: p.transId,
                  status: p.status === "refund" ? "refund" : "matched",
                })}{" "}
                {p.note}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
