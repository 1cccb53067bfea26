// /admin/messages: contact messages from the website, waiting ones first (mark handled, or
// waiting again). Guests wrote every field: rendered as React text only.
import { Form, Link } from "react-router";
import type { Route } from "./+types/messages";
import { adminTitle, answered } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { Pager } from "../../features/admin/pager.tsx";
import { loadMessagesPage, messagesAction } from "./messages.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadMessagesPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  answered(messagesAction(request, context));

export const meta = adminTitle("staffContent.messagesTitle");

const FILTER_LABELS = {
  waiting: "staffContent.waiting",
  handled: "staffContent.handled",
  all: "staffContent.all",
} as const;

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { filter, messages, page, pages, total } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="messages-title">
      <h1 id="messages-title">{t("staffContent.messagesTitle")}</h1>
      <p>
        {t.rich("staffContent.messagesIntro", {
          outbox: (chunks) => <Link to="/admin/outbox">{chunks}</Link>,
        })}
      </p>
      <nav className="admin-filters" aria-label={t("staffContent.showMessages")}>
        {(Object.keys(FILTER_LABELS) as (keyof typeof FILTER_LABELS)[]).map((key) => (
          <Link key={key} to={`?filter=${key}`} aria-current={key === filter ? "page" : undefined}>
            {t(FILTER_LABELS[key])}
          </Link>
        ))}
      </nav>
      <ActionNotice answer={actionData} />
      <p>{t("staffContent.messagesCount", { filter, count: total })}</p>
      <ol className="admin-messages">
        {messages.map((m) => (
          <li key={m.id} className="admin-panel admin-message">
            <h2>
              {m.name} <span className="admin-message__email">{m.email}</span>
            </h2>
            <p>
              {t("staffContent.contactReceived", { contact: m.contact, received: m.received })}{" "}
              {m.handled ? (
                <span className="admin-badge">
                  {t("staffContent.handledBy", { at: m.handled.at, by: m.handled.by })}
                </span>
              ) : (
                <span className="admin-badge admin-badge--alert">{t("staffContent.waiting")}</span>
              )}
            </p>
            <p className="admin-message__text">{m.message}</p>
            <Form method="post">
              <input type="hidden" name="id" value={m.id} />
              <input type="hidden" name="intent" value={m.handled ? "waiting" : "handled"} />
              <button
                type="submit"
                className={`button button--small${m.handled ? " button--ghost" : ""}`}
              >
                {t(m.handled ? "staffContent.markWaiting" : "staffContent.markHandled")}
              </button>
            </Form>
          </li>
        ))}
      </ol>
      <Pager
        page={page}
        pages={pages}
        label={t("staffContent.messagePages")}
        search={new URLSearchParams({ filter })}
      />
    </section>
  );
}
