// A list of texts (SMS, WhatsApp) for staff: what was sent to whom, its status and the provider's
// delivery report, and Resend on one that failed. On /admin/outbox and a booking's page.
import { Form } from "react-router";
import type { TextView } from "../../routes/admin/texts.server.ts";

const STATUS = {
  pending: "Waiting",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  cancelled: "Not sent",
} as const;

export function TextsTable({ texts, caption }: { texts: TextView[]; caption: string }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Text</th>
            <th scope="col">Status</th>
            <th scope="col">Delivery</th>
            <th scope="col" className="number">
              Tries
            </th>
            <th scope="col">Queued</th>
          </tr>
        </thead>
        <tbody>
          {texts.length === 0 && (
            <tr>
              <td colSpan={5}>No texts.</td>
            </tr>
          )}
          {texts.map((text) => (
            <tr key={text.id}>
              <td>
                <p className="admin-text__body">{text.body}</p>
                <small>
                  {text.channel} to {text.to} · {text.kind} · #{text.id}
                </small>
                {text.lastError && <p className="admin-error">Last error: {text.lastError}</p>}
              </td>
              <td>
                <span
                  className={`admin-badge${text.status === "failed" ? " admin-badge--alert" : ""}`}
                >
                  {STATUS[text.status]}
                </span>
                {text.due && <small> from {text.due}</small>}
                {text.status === "failed" && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="resend-text" />
                    <input type="hidden" name="textId" value={text.id} />
                    <button
                      type="submit"
                      className="button button--small"
                      aria-label={`Resend text ${text.id} to ${text.to}`}
                    >
                      Resend
                    </button>
                  </Form>
                )}
              </td>
              <td>{text.delivery ?? "—"}</td>
              <td className="number">{text.attempts}</td>
              <td>{text.sent ? `${text.queued}, sent ${text.sent}` : text.queued}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
