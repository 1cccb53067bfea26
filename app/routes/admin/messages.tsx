// /admin/messages: contact messages from the website, waiting ones first (mark handled, or
// waiting again). Guests wrote every field: rendered as React text only.
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/messages";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { Pager } from "../../features/admin/pager.tsx";
import { loadMessagesPage, messagesAction } from "./messages.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMessagesPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await messagesAction(request, context);
  return data(result, { status: result.ok ? 200 : 400 });
}

export function meta() {
  return adminMeta("Messages");
}

const FILTER_LABELS = { waiting: "Waiting", handled: "Handled", all: "All" } as const;

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, messages, page, pages, total } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="messages-title">
      <h1 id="messages-title">Messages</h1>
      <p>
        Messages sent through the contact form. <Link to="/admin/outbox">Outbox</Link>: every email
        the site sends, and whether it was delivered.
      </p>
      <nav className="admin-filters" aria-label="Show messages">
        {(Object.keys(FILTER_LABELS) as (keyof typeof FILTER_LABELS)[]).map((key) => (
          <Link key={key} to={`?filter=${key}`} aria-current={key === filter ? "page" : undefined}>
            {FILTER_LABELS[key]}
          </Link>
        ))}
      </nav>
      <p role="status" className={actionData?.ok ? "admin-notice" : "admin-error"}>
        {actionData?.message}
      </p>
      <p>
        {total} {FILTER_LABELS[filter].toLowerCase()} {total === 1 ? "message" : "messages"}.
      </p>
      <ol className="admin-messages">
        {messages.map((m) => (
          <li key={m.id} className="admin-panel admin-message">
            <h2>
              {m.name} <span className="admin-message__email">{m.email}</span>
            </h2>
            <p>
              Contact: {m.contact}. Received {m.received}.{" "}
              {m.handled ? (
                <span className="admin-badge">{`Handled ${m.handled.at} by ${m.handled.by}`}</span>
              ) : (
                <span className="admin-badge admin-badge--alert">Waiting</span>
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
                {m.handled ? "Mark waiting" : "Mark handled"}
              </button>
            </Form>
          </li>
        ))}
      </ol>
      <Pager
        page={page}
        pages={pages}
        label="Message pages"
        search={new URLSearchParams({ filter })}
      />
    </section>
  );
}
