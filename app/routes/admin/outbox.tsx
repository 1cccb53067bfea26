// /admin/outbox: every email the site sends (contact messages, offers, bookings), its delivery
// status, and Resend for one that failed for good.
import { Form, Link } from "react-router";
import type { Route } from "./+types/outbox";
import { adminTitle, answered } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { TextsTable } from "../../features/admin/texts-table.tsx";
import { WaitingWorkTable } from "../../features/admin/waiting-work.tsx";
import { loadOutboxPage, outboxAction } from "./outbox.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";
import { AdminTable } from "../../features/admin/admin-table.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) => loadOutboxPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  answered(outboxAction(request, context));

export const meta = adminTitle("staffContent.outboxTitle");

const STATUS_LABELS = {
  all: "staffContent.all",
  pending: "staffContent.pending",
  sending: "staffContent.sending",
  sent: "staffContent.sent",
  failed: "staffContent.failed",
} as const;

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { status, emails, limit, texts, waiting } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="outbox-title">
      <h1 id="outbox-title">{t("staffContent.outboxTitle")}</h1>
      <p>
        {t.rich("staffContent.outboxIntro", {
          limit,
          messages: (chunks) => <Link to="/admin/messages">{chunks}</Link>,
        })}
      </p>
      <h2>{t("staffContent.waitingCaption")}</h2>
      <p>{t("staffContent.waitingIntro")}</p>
      <WaitingWorkTable work={waiting} />
      <h2>{t("staffContent.emailsTitle")}</h2>
      <nav id="outbox-emails" className="admin-filters" aria-label={t("staffContent.showEmails")}>
        {(Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((key) => (
          <Link key={key} to={`?status=${key}`} aria-current={key === status ? "page" : undefined}>
            {t(STATUS_LABELS[key])}
          </Link>
        ))}
      </nav>
      <ActionNotice answer={actionData} />
      <AdminTable
        label={t("staffContent.emailsCaption")}
        columns={[
          { label: t("staffContent.email") },
          { label: t("staffContent.status") },
          { label: t("staffContent.tries"), numeric: true },
          { label: t("staffContent.queued") },
          { label: t("staffContent.sentAt") },
        ]}
      >
        {emails.length === 0 && (
          <tr>
            <td colSpan={5}>{t("staffContent.noEmails")}</td>
          </tr>
        )}
        {emails.map((email) => (
          <tr key={email.id}>
            <td>
              <details className="admin-outbox__email">
                <summary>
                  {email.subject}
                  <br />
                  <small>
                    {t("staffContent.emailTo", {
                      to: email.to,
                      kind: email.kind,
                      id: email.id,
                    })}
                  </small>
                </summary>
                <pre className="admin-outbox__body">{email.text}</pre>
              </details>
              {email.lastError && (
                <p className="admin-error">
                  {t("staffContent.lastError", { error: email.lastError })}
                </p>
              )}
            </td>
            <td>
              <span
                className={`admin-badge${email.status === "failed" ? " admin-badge--alert" : ""}`}
              >
                {t(STATUS_LABELS[email.status])}
              </span>
              {email.status === "failed" && (
                <Form method="post">
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="id" value={email.id} />
                  <button
                    type="submit"
                    className="button button--small"
                    aria-label={t("staffContent.resendEmail", { id: email.id, to: email.to })}
                  >
                    {t("staffContent.resend")}
                  </button>
                </Form>
              )}
            </td>
            <td className="number">{email.attempts}</td>
            <td>{email.created}</td>
            <td>{email.sent ?? "—"}</td>
          </tr>
        ))}
      </AdminTable>
      <h2 id="texts-title">{t("staffContent.outboxTextsTitle")}</h2>
      <p>{t("staffContent.outboxTextsIntro", { limit })}</p>
      <TextsTable texts={texts} caption={t("staffContent.outboxTextsCaption")} />
    </section>
  );
}
