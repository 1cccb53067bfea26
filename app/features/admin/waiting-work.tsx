// What waits in every background queue (server/jobs/waiting-work.ts), as staff read it at the
// top of /admin/outbox: due now, since when, scheduled for later, and what needs a person.
import { Link } from "react-router";
import type { QueueName, WaitingWorkView } from "../../routes/admin/outbox.server.ts";
import { useT } from "../../i18n.tsx";
import { AdminTable } from "./admin-table.tsx";

const QUEUE_NAMES = {
  emails: "staffContent.queueEmails",
  texts: "staffContent.queueTexts",
  providerMessages: "staffContent.queueProviderMessages",
  paymentAnswers: "staffContent.queuePaymentAnswers",
  holds: "staffContent.queueHolds",
} as const satisfies Record<QueueName, string>;

/** Where staff act on a queue's stuck items, where a page exists. */
const QUEUE_LINKS: Partial<Record<QueueName, string>> = {
  emails: "?status=failed#outbox-emails",
  texts: "#texts-title",
};

export function WaitingWorkTable({ work }: { work: WaitingWorkView[] }) {
  const t = useT();
  const figure = (value: number | null) => (value === null ? "—" : value);
  return (
    <AdminTable
      label={t("staffContent.waitingCaption")}
      columns={[
        { label: t("staffContent.queue") },
        { label: t("staffContent.queueWaiting"), numeric: true },
        { label: t("staffContent.queueOldest") },
        { label: t("staffContent.queueLater"), numeric: true },
        { label: t("staffContent.queueStuck"), numeric: true },
      ]}
    >
      {work.map((queue) => {
        const link = QUEUE_LINKS[queue.queue];
        const name = t(QUEUE_NAMES[queue.queue]);
        return (
          <tr key={queue.queue}>
            <th scope="row">{link && queue.stuck ? <Link to={link}>{name}</Link> : name}</th>
            <td className="number">{queue.waiting}</td>
            <td>{queue.oldestSince ?? "—"}</td>
            <td className="number">{figure(queue.later)}</td>
            <td className="number">
              {queue.stuck ? (
                <span className="admin-badge admin-badge--alert">{queue.stuck}</span>
              ) : (
                figure(queue.stuck)
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
