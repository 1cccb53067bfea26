// /admin/refunds: "Money to return" (issue 31, decision 024). Every booking holding money it
// cannot keep and every unmatched M-Pesa payment marked to give back, with why and how it came;
// Refund sends it back the way it came, Approve is a second person's yes above the setting.
import { data, Form } from "react-router";
import type { Route } from "./+types/refunds";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { loadRefunds, refundAction } from "./refunds.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) => loadRefunds(request, context);

export async function action({ request, context }: Route.ActionArgs) {
  const result = await refundAction(request, context);
  return data(result, { status: result.ok ? 200 : result.status });
}

export const meta = adminTitle("staffDesk.refundsTitle");

type Owed = Awaited<ReturnType<typeof loader>>["bookings"][number] & { guest?: string };

function OwedItem({ item }: { item: Owed }) {
  const t = useT();
  const refund = item.refund;
  const open = refund && (refund.status === "pending" || refund.status === "awaiting_approval");
  return (
    <li className="admin-panel admin-message" aria-label={item.title}>
      <h2>
        {item.title}
        {item.guest && <> · {item.guest}</>}
      </h2>
      <p>
        <strong>{item.owed}</strong> · {item.cameBy}
      </p>
      {item.reason && <p className="admin-message__text">{item.reason}</p>}
      {refund && (
        <p data-testid="refund-state" role="status">
          {refund.amount} · {refund.way}: {refund.statusWords}
          {refund.providerWords && (
            <> · {t("staffDesk.refundsProviderSaid", { words: refund.providerWords })}</>
          )}
          {refund.attention && <> · {t("staffDesk.refundsAttention")}</>}
        </p>
      )}
      {refund?.status === "awaiting_approval" && (
        <Form method="post" className="admin-form-row">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="refundId" value={refund.id} />
          <button type="submit" className="button button--small">
            {t("staffDesk.refundsApprove")}
          </button>
        </Form>
      )}
      {!open && (
        <Form method="post" className="admin-form-row">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="target" value={item.target} />
          {item.target.startsWith("booking:") && (
            <p className="form-field">
              <label htmlFor={`amount-${item.target}`}>{t("staffDesk.refundsAmount")}</label>
              <input
                id={`amount-${item.target}`}
                name="amountKes"
                inputMode="numeric"
                pattern="[0-9]*"
                defaultValue={item.owedKes}
                required
              />
            </p>
          )}
          <button type="submit" className="button button--small">
            {t("staffDesk.refundsButton")}
          </button>
        </Form>
      )}
    </li>
  );
}

export default function MoneyToReturn({ loaderData, actionData }: Route.ComponentProps) {
  const { bookings, unmatched, recent, limit } = loaderData;
  const t = useT();
  return (
    <section className="admin-page" aria-labelledby="refunds-title">
      <h1 id="refunds-title">{t("staffDesk.refundsTitle")}</h1>
      <p>{t("staffDesk.refundsIntro", { limit })}</p>
      <ActionNotice answer={actionData} />
      {bookings.length === 0 && unmatched.length === 0 && <p>{t("staffDesk.refundsNone")}</p>}
      <ol className="admin-messages" data-testid="money-to-return">
        {bookings.map((item) => (
          <OwedItem key={item.target} item={item} />
        ))}
        {unmatched.map((item) => (
          <OwedItem key={item.target} item={{ ...item, bookingId: "", guest: "" }} />
        ))}
      </ol>
      <h2>{t("staffDesk.refundsRecent")}</h2>
      {recent.length === 0 && <p>{t("staffDesk.refundsRecentNone")}</p>}
      <ul data-testid="recent-refunds">
        {recent.map((r) => (
          <li key={r.id}>
            {r.what}: {r.asked} · <strong>{r.statusWords}</strong>
            {r.receipt && <> ({r.receipt})</>}
            {r.providerWords && (
              <> · {t("staffDesk.refundsProviderSaid", { words: r.providerWords })}</>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
