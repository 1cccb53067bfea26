// /admin/outbox: every email the site sends (contact messages, offers, bookings), its delivery
// status, and Resend for one that failed for good.
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/outbox";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { TextsTable } from "../../features/admin/texts-table.tsx";
import { loadOutboxPage, outboxAction } from "./outbox.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOutboxPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await outboxAction(request, context);
  return data(result, { status: result.ok ? 200 : 400 });
}

export function meta() {
  return adminMeta("Outbox");
}

const STATUS_LABELS = {
  all: "All",
  pending: "Pending",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
} as const;

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { status, emails, limit, texts } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="outbox-title">
      <h1 id="outbox-title">Outbox</h1>
      <p>
        The newest {limit} emails the site queued. <Link to="/admin/messages">Messages</Link>
      </p>
      <nav className="admin-filters" aria-label="Show emails">
        {(Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((key) => (
          <Link key={key} to={`?status=${key}`} aria-current={key === status ? "page" : undefined}>
            {STATUS_LABELS[key]}
          </Link>
        ))}
      </nav>
      <p role="status" className={actionData?.ok ? "admin-notice" : "admin-error"}>
        {actionData?.message}
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Emails, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Status</th>
              <th scope="col" className="number">
                Tries
              </th>
              <th scope="col">Queued</th>
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody>
            {emails.length === 0 && (
              <tr>
                <td colSpan={5}>No emails.</td>
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
                        To {email.to} · {email.kind} · #{email.id}
                      </small>
                    </summary>
                    <pre className="admin-outbox__body">{email.text}</pre>
                  </details>
                  {email.lastError && <p className="admin-error">Last error: {email.lastError}</p>}
                </td>
                <td>
                  <span
                    className={`admin-badge${email.status === "failed" ? " admin-badge--alert" : ""}`}
                  >
                    {STATUS_LABELS[email.status]}
                  </span>
                  {email.status === "failed" && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="resend" />
                      <input type="hidden" name="id" value={email.id} />
                      <button
                        type="submit"
                        className="button button--small"
                        aria-label={`Resend email ${email.id} to ${email.to}`}
                      >
                        Resend
                      </button>
                    </Form>
                  )}
                </td>
                <td className="number">{email.attempts}</td>
                <td>{email.created}</td>
                <td>{email.sent ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="texts-title">Texts (SMS and WhatsApp)</h2>
      <p>The newest {limit} texts to guests and the duty phone.</p>
      <TextsTable texts={texts} caption="Texts, newest first" />
    </section>
  );
}
