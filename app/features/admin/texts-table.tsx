// A list of texts (SMS, WhatsApp) for staff: what was sent to whom, its status and the provider's
// delivery report, and Resend on one that failed. On /admin/outbox and a booking's page.
import { Form } from "react-router";
import type { DeliveryStatus } from "../../../domain/text-delivery.ts";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import type { TextView } from "../../routes/admin/texts.server.ts";
import { useT } from "../../i18n.tsx";
import { AdminTable } from "./admin-table.tsx";

const STATUS = {
  pending: "staffContent.waiting",
  sending: "staffContent.sending",
  sent: "staffContent.sent",
  failed: "staffContent.failed",
  cancelled: "staffContent.notSent",
} as const;

/** The provider's delivery report (domain/text-delivery.ts). */
const DELIVERY = {
  queued: "staffContent.waiting",
  sent: "staffContent.sent",
  delivered: "staffContent.delivered",
  read: "staffContent.read",
  failed: "staffContent.notDelivered",
} as const satisfies Record<DeliveryStatus, MessageKey>;

export function TextsTable({ texts, caption }: { texts: TextView[]; caption: string }) {
  const t = useT();
  return (
    <AdminTable
      label={caption}
      columns={[
        { label: t("staffContent.text") },
        { label: t("staffContent.status") },
        { label: t("staffContent.delivery") },
        { label: t("staffContent.tries"), numeric: true },
        { label: t("staffContent.queued") },
      ]}
    >
      {texts.length === 0 && (
        <tr>
          <td colSpan={5}>{t("staffContent.noTexts")}</td>
        </tr>
      )}
      {texts.map((text) => (
        <tr key={text.id}>
          <td>
            <p className="admin-text__body">{text.body}</p>
            <small>
              {t("staffContent.textTo", {
                channel: t(`staffContent.channel_${text.channel}`),
                to: text.to,
                kind: text.kind,
                id: text.id,
              })}
            </small>
            {text.lastError && (
              <p className="admin-error">
                {t("staffContent.lastError", { error: text.lastError })}
              </p>
            )}
          </td>
          <td>
            <span className={`admin-badge${text.status === "failed" ? " admin-badge--alert" : ""}`}>
              {t(STATUS[text.status])}
            </span>
            {text.due && <small> {t("staffContent.textDue", { due: text.due })}</small>}
            {text.status === "failed" && (
              <Form method="post">
                <input type="hidden" name="intent" value="resend-text" />
                <input type="hidden" name="textId" value={text.id} />
                <button
                  type="submit"
                  className="button button--small"
                  aria-label={t("staffContent.resendText", { id: text.id, to: text.to })}
                >
                  {t("staffContent.resend")}
                </button>
              </Form>
            )}
          </td>
          <td>{text.delivery ? t(DELIVERY[text.delivery]) : "—"}</td>
          <td className="number">{text.attempts}</td>
          <td>
            {text.sent
              ? t("staffContent.queuedAndSent", { queued: text.queued, sent: text.sent })
              : text.queued}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
